/* splitmix.h - SplitMix64, the one random-number generator treestep uses.
 *
 * Generated trees, the seeds of --stats and the random trees of the tests
 * all draw from it: small, fast, the same on every platform, and good
 * enough that a well-mixed hash of (seed, node) can stand in for a stored
 * tree.  (Steele, Lea and Flood, "Fast splittable pseudorandom number
 * generators", 2014.) */
#ifndef TREESTEP_SPLITMIX_H
#define TREESTEP_SPLITMIX_H

#include <stdint.h>

#define SPLITMIX64_GAMMA 0x9e3779b97f4a7c15ULL

/* The finaliser: a well-mixed 64-bit hash of a 64-bit number. */
static inline uint64_t splitmix64_mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* The generator: the next number from *state. */
static inline uint64_t splitmix64_next(uint64_t *state)
{
	return splitmix64_mix(*state += SPLITMIX64_GAMMA);
}

#endif
