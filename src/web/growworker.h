/* growworker.h: the browser's runner of the grower's jobs (carillon.h: struct
 * carillon_runner), each job grown in a Web Worker. */
#ifndef WEB_GROWWORKER_H
#define WEB_GROWWORKER_H

#include "game/carillon.h"

extern const struct carillon_runner growworker_runner;

#endif
