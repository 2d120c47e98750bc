/* clock.c: see clock.h. POSIX for CLOCK_MONOTONIC. */
#define _POSIX_C_SOURCE 200809L
#include "clock.h"

#include <time.h>

double clock_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
