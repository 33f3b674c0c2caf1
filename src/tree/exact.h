/* exact.h - the exact value of a chance node: a rational in lowest terms.
 *
 * A chance node is worth the average of its moves' values, weighted by
 * their probabilities (tree.h's struct probability), and an average of
 * whole numbers is often not one: 1/3 x 4 + 2/3 x 5 = 14/3.  Floating
 * point would make 0.1 + 0.2 differ from 0.3 and a tie between two moves
 * a matter of luck, so values are kept as fractions num/den and compared
 * exactly.  tree_exact_fits says when a tree's fractions stay small
 * enough for this arithmetic (denominators below 2^40), and is asked
 * before any search of a tree with chance nodes. */
#ifndef TREESTEP_EXACT_H
#define TREESTEP_EXACT_H

#include <stdbool.h>

#include "tree/tree.h"

#define EXACT_DEN_MAX ((__int128)1 << 40)

struct exact {
	__int128 num, den;      /* den > 0, gcd(num, den) = 1 */
};

static inline struct exact exact_reduce(__int128 num, __int128 den)
{
	__int128 a = num < 0 ? -num : num, b = den;
	while (b) {
		__int128 r = a % b;
		a = b;
		b = r;
	}
	if (a == 0)
		return (struct exact){ 0, 1 };
	return (struct exact){ num / a, den / a };
}

static inline struct exact exact_int(int v)
{
	return (struct exact){ v, 1 };
}

/* sum + p x v.  With denominators below EXACT_DEN_MAX and values within
 * VALUE_LIMIT, no product here leaves 128 bits (exact.h's top comment). */
static inline struct exact exact_add_share(struct exact sum, struct probability p, struct exact v)
{
	struct exact share = exact_reduce(p.num * v.num, p.den * v.den);
	return exact_reduce(sum.num * share.den + share.num * sum.den, sum.den * share.den);
}

/* <0, 0 or >0 as a is less than, equal to or more than b. */
static inline int exact_cmp(struct exact a, struct exact b)
{
	__int128 x = a.num * b.den, y = b.num * a.den;
	return (x > y) - (x < y);
}

/* v in units of 1/scale (100: hundredths), rounded half away from zero;
 * *rounded says whether that changed it. */
static inline int exact_round(struct exact v, int scale, bool *rounded)
{
	__int128 h = v.num * scale, q = h / v.den, r = h % v.den;
	*rounded = r != 0;
	if (2 * (r < 0 ? -r : r) >= v.den)
		q += h < 0 ? -1 : 1;
	return (int)q;
}

/* tree_value for a tree that may have chance nodes: n's expectiminimax
 * value, exactly, searched to depth limit (INT_MAX: to the leaves).  The
 * tree must pass tree_exact_fits. */
struct exact tree_exact_value(const struct tree *t, node_id n, int limit);

/* Are the denominators of every value a search of t can meet below
 * EXACT_DEN_MAX?  Else false, with the chance node where they grow past
 * it in *where. */
bool tree_exact_fits(const struct tree *t, node_id *where);

#endif
