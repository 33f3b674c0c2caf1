/* clock.h - the one timer: seconds on the monotonic clock, for progress
 * lines and measurements (never for anything a test asserts). */
#ifndef TREESTEP_CLOCK_H
#define TREESTEP_CLOCK_H

#include <time.h>

static inline double clock_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

#endif
