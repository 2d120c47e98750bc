/* runner.h: a runner of the grower's jobs for the tests (carillon.h: struct
 * carillon_runner) that links no front end: each job is grown whole as it starts, in the
 * caller's call, so it is ready at the first look. The same job grows the same levels
 * however it is run; only the timing differs. */
#ifndef SUPPORT_RUNNER_H
#define SUPPORT_RUNNER_H

#include "game/carillon.h"

extern const struct carillon_runner support_runner;

#endif
