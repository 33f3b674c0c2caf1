/* ref.c - the reference searches of make bench (ref.h says why they
 * stand apart): only the C library here. */
#include <stdbool.h>
#include <stdint.h>

#include "ref.h"

#define INF 1000000000

struct ref {
	uint64_t seed;
	int depth;
	long visits;
};

static inline uint64_t ref_mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static inline uint64_t ref_draw(const struct ref *r, uint64_t n, uint64_t purpose)
{
	return ref_mix(r->seed ^ ref_mix(n + 0x9e3779b97f4a7c15ULL * (purpose + 1)));
}

/* Child i of node n at depth d, and its value from n's value v (MAX's
 * point of view): the best child keeps v, the others are worse for the
 * side to move at n by 1 to 99. */
static inline uint64_t ref_child(uint64_t n, int d, int i)
{
	return ((uint64_t)(d + 1) << 58) | ((n & ((1ULL << 58) - 1)) * REF_BRANCHING + (uint64_t)i);
}

static inline int ref_value(const struct ref *r, uint64_t c, int d, int v, bool best)
{
	if (best)
		return v;
	int delta = 1 + (int)(ref_draw(r, c, 5) % 99);
	return d % 2 == 0 ? v - delta : v + delta;
}

static int ref_alphabeta(struct ref *r, uint64_t n, int d, int v, int alpha, int beta)
{
	r->visits++;
	if (d == r->depth)
		return d % 2 == 0 ? v : -v;
	int best = (int)(ref_draw(r, n, 4) % REF_BRANCHING);
	for (int i = 0; i < REF_BRANCHING; i++) {
		uint64_t c = ref_child(n, d, i);
		int score = -ref_alphabeta(r, c, d + 1, ref_value(r, c, d, v, i == best), -beta, -alpha);
		if (score >= beta)
			return beta;
		if (score > alpha)
			alpha = score;
	}
	return alpha;
}

/* PVS as src/search/pvs.c searches: null-window probes after the first
 * move that raised alpha, a full re-search whenever a probe scores above
 * alpha. */
static int ref_pvs(struct ref *r, uint64_t n, int d, int v, int alpha, int beta)
{
	r->visits++;
	if (d == r->depth)
		return d % 2 == 0 ? v : -v;
	int best = (int)(ref_draw(r, n, 4) % REF_BRANCHING);
	bool search_pv = true;
	for (int i = 0; i < REF_BRANCHING; i++) {
		uint64_t c = ref_child(n, d, i);
		int cv = ref_value(r, c, d, v, i == best), score;
		if (search_pv) {
			score = -ref_pvs(r, c, d + 1, cv, -beta, -alpha);
		} else {
			score = -ref_pvs(r, c, d + 1, cv, -alpha - 1, -alpha);
			if (score > alpha)
				score = -ref_pvs(r, c, d + 1, cv, -beta, -alpha);
		}
		if (score >= beta)
			return beta;
		if (score > alpha) {
			alpha = score;
			search_pv = false;
		}
	}
	return alpha;
}

/* The same alpha-beta without the generator's hashing: a node's draw is
 * one multiplication of its number (Fibonacci hashing), where the
 * generator mixes it and the seed twice over with SplitMix64; the rest is
 * ref_alphabeta's, the best child in a random place keeping its parent's
 * value and the others worse by 1 to 99.  What is left is the cost of a
 * visit to the search itself, the floor any search of these trees stands
 * on.  Its trees are not the generator's, so only the cost of a visit
 * compares. */
static inline uint64_t ref_cheap(uint64_t n)
{
	return n * 0x9e3779b97f4a7c15ULL;
}

static int ref_alphabeta_free(struct ref *r, uint64_t n, int d, int v, int alpha, int beta)
{
	r->visits++;
	if (d == r->depth)
		return d % 2 == 0 ? v : -v;
	int best = (int)((ref_cheap(n) >> 32) % REF_BRANCHING);
	for (int i = 0; i < REF_BRANCHING; i++) {
		uint64_t c = ref_child(n, d, i);
		int cv = v;
		if (i != best) {
			int delta = 1 + (int)(ref_cheap(c) % 99);
			cv = d % 2 == 0 ? v - delta : v + delta;
		}
		int score = -ref_alphabeta_free(r, c, d + 1, cv, -beta, -alpha);
		if (score >= beta)
			return beta;
		if (score > alpha)
			alpha = score;
	}
	return alpha;
}

int ref_search_free(uint64_t seed, int depth, long *visits)
{
	/* the seed picks the tree: its root's number, on the root's level */
	struct ref r = { seed, depth, 0 };
	int v = ref_alphabeta_free(&r, seed & 0xffff, 0, 0, -INF, INF);
	*visits = r.visits;
	return v;
}

int ref_search(bool pvs, uint64_t seed, int depth, long *visits)
{
	struct ref r = { seed, depth, 0 };
	int v = pvs ? ref_pvs(&r, 0, 0, 0, -INF, INF) : ref_alphabeta(&r, 0, 0, 0, -INF, INF);
	*visits = r.visits;
	return v;
}
