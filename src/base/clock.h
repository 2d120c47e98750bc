/* clock.h: a monotonic clock, for timings shown to people (never for decisions). */
#ifndef BASE_CLOCK_H
#define BASE_CLOCK_H

/* Seconds since some fixed moment; only differences mean anything. */
double clock_seconds(void);

#endif
