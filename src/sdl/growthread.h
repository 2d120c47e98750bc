/* growthread.h: the desktop's runner of the grower's jobs (carillon.h: struct
 * carillon_runner), each job on a thread of its own. */
#ifndef SHELL_GROWTHREAD_H
#define SHELL_GROWTHREAD_H

#include "game/carillon.h"

extern const struct carillon_runner growthread_runner;

#endif
