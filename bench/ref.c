/* ref.c - the reference searches of make bench (ref.h says why they
 * stand apart): only the C library here. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

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

/* The same PVS counting the distinct nodes it enters, as statistics mode
 * does: a probe's subtree may be entered again by its re-search, with
 * another window, and partly.  Every search enters a node's children in
 * order from the first, so the nodes a node ever had entered below it are
 * its first few children: a node's record (struct rec) is how many, and
 * where its children's records are, a block of REF_BRANCHING made the
 * first time it is entered.  A child is a new node when its number is
 * past its parent's count; the parent counts it, so a leaf keeps no
 * record.  Records are a stack in one array: a node searched with an open
 * window is under no probe (in fail-hard PVS every node under a probe has
 * a null window), so it is never entered again, nor is a child it has
 * finished with, whose subtree's records then go back. */
struct rec {
	uint32_t seen;          /* children 0 .. seen - 1 entered */
	uint32_t kids;          /* their records: pool + kids - REF_BRANCHING; 0: none */
};

#define REF_POOL ((uint32_t)1 << 26)  /* records at most (512 MiB, touched as used) */

struct ref_nodes {
	struct ref r;
	struct rec *pool;
	uint32_t top;           /* records in use */
	long nodes;
	bool full;              /* the pool ran out: no count */
};

static int ref_pvs_nodes(struct ref_nodes *q, uint64_t n, int d, int v, int alpha, int beta,
			 struct rec *me)
{
	q->r.visits++;
	if (d == q->r.depth)
		return d % 2 == 0 ? v : -v;
	struct rec *kids = NULL;
	if (d + 1 < q->r.depth) {       /* children with children: records */
		if (!me->kids) {
			if (q->top > REF_POOL - REF_BRANCHING) {
				/* The search still ends, reusing the pool from
				 * the start, but its count is void. */
				q->full = true;
				q->top = 0;
			}
			q->top += REF_BRANCHING;
			me->kids = q->top;
			for (int i = 0; i < REF_BRANCHING; i++)
				q->pool[q->top - REF_BRANCHING + i] = (struct rec){ 0, 0 };
		}
		kids = q->pool + me->kids - REF_BRANCHING;
	}
	uint32_t mark = q->top;
	bool open = beta - alpha > 1;
	int best = (int)(ref_draw(&q->r, n, 4) % REF_BRANCHING);
	bool search_pv = true;
	for (int i = 0; i < REF_BRANCHING; i++) {
		uint64_t c = ref_child(n, d, i);
		int cv = ref_value(&q->r, c, d, v, i == best), score;
		if ((uint32_t)i >= me->seen) {
			me->seen = (uint32_t)i + 1;
			q->nodes++;
		}
		struct rec *cr = kids ? kids + i : me;  /* a leaf: nothing is asked of it */
		if (search_pv) {
			score = -ref_pvs_nodes(q, c, d + 1, cv, -beta, -alpha, cr);
		} else {
			score = -ref_pvs_nodes(q, c, d + 1, cv, -alpha - 1, -alpha, cr);
			if (score > alpha)
				score = -ref_pvs_nodes(q, c, d + 1, cv, -beta, -alpha, cr);
		}
		if (open)
			q->top = mark;
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

static struct rec *pool;         /* kept from one search to the next */

void ref_release(void)
{
	free(pool);
	pool = NULL;
}

int ref_search_nodes(uint64_t seed, int depth, long *visits, long *nodes)
{
	if (!pool && !(pool = calloc(REF_POOL, sizeof *pool)))
		return *nodes = -1, 0;
	struct ref_nodes q = { .r = { seed, depth, 0 }, .pool = pool, .nodes = 1 };
	struct rec root = { 0, 0 };
	int v = ref_pvs_nodes(&q, 0, 0, 0, -INF, INF, &root);
	*visits = q.r.visits;
	*nodes = q.full ? -1 : q.nodes;
	return v;
}

int ref_search(bool pvs, uint64_t seed, int depth, long *visits)
{
	struct ref r = { seed, depth, 0 };
	int v = pvs ? ref_pvs(&r, 0, 0, 0, -INF, INF) : ref_alphabeta(&r, 0, 0, 0, -INF, INF);
	*visits = r.visits;
	return v;
}
