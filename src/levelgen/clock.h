/* clock.h: a monotonic clock, for timings shown to people (never for decisions). */
#ifndef LEVELGEN_CLOCK_H
#define LEVELGEN_CLOCK_H

/* Seconds since some fixed moment; only differences mean anything. */
double lg_seconds(void);

#endif
