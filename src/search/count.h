/* count.h - the search context of statistics mode on a generated tree:
 * the same calls as search.h's, for a search that only counts.
 *
 * count.c compiles the algorithm files a second time with SEARCH_COUNTING
 * defined, and search.h then takes these definitions instead of its own.
 * The algorithms read as they always do; what changes is what their
 * calls cost.  A run of --stats has no trace, no table, no PV, no window
 * at the root, no horizon and no --strict, and its tree is generated, so
 * here every call that would record, look something up or ask which kind
 * of tree it is compiles to nothing or to a constant, and what is left is
 * the generator's work and the counting: visits, leaves, cutoffs,
 * re-searches, and for the algorithms that enter a node twice the record
 * of the nodes entered (count_first_visit).  The counts are the ones
 * the full search makes (tests/test_gen.c compares them with a search of
 * the same tree loaded from its file).
 *
 * A generated node's depth is its ply, so a node's frame (struct
 * count_frame, search.h) is found from its number, which the algorithm
 * holds in a register, not from the stack's depth in memory.  The frame
 * below the root's is the root's parent, as if the root were its only
 * child (algo.c sets it up), so that entering the root is no different.
 *
 * count_plain.c compiles it all once more with COUNT_PLAIN, for the trees
 * most runs search: uniform, with no range of values, so that every node
 * above the last level has branching children and a worse move is worse
 * by 1 to 99, constants the compiler folds in. */
#ifndef TREESTEP_COUNT_H
#define TREESTEP_COUNT_H

#include <limits.h>

/* Inlined always: enter is the whole of a leaf's visit, and as a call
 * of its own it would save and restore registers a second time (GCC
 * leaves it out of line by its size alone). */
#define COUNT_INLINE static inline __attribute__((always_inline))

COUNT_INLINE struct count_frame *count_at(struct search *s, node_id n)
{
	return &s->count[gen_depth_of(n) + 1];
}

/* The node being searched: for the calls that are not given it.  Only
 * a cutoff asks, for how many children the node has, and in a uniform
 * tree that is the branching: COUNT_PLAIN keeps no depth. */
COUNT_INLINE struct count_frame *count_top(struct search *s)
{
	return &s->count[s->depth];
}

/* A node's children and a child's value, from the run's constants, with
 * those that COUNT_PLAIN fixes as constants.  Each field is read where
 * it is used: a copy of them all would be made at the top of the
 * algorithm's function and kept across its calls. */
COUNT_INLINE int count_children_of(const struct search *s, node_id n)
{
	if (COUNT_PLAIN)
		return gen_depth_of(n) < s->fixed.depth ? s->fixed.branching : 0;
	return gen_fixed_children(&s->fixed, n);
}

COUNT_INLINE int count_child_value(const struct search *s, node_id c, int parent_value, bool best)
{
	return gen_fixed_child_value(&s->fixed, c, parent_value, best,
				     COUNT_PLAIN ? 99 : s->fixed.step);
}

/* The children of n, the node being searched, counted when it was
 * entered. */
COUNT_INLINE int children(struct search *s, node_id n)
{
	return count_at(s, n)->kids;
}

/* In a uniform tree (COUNT_PLAIN) the leaves are the last level: known
 * from the node's number, without waiting for its frame. */
COUNT_INLINE bool is_leaf(struct search *s, node_id n)
{
	if (COUNT_PLAIN)
		return gen_depth_of(n) >= s->fixed.depth;
	return children(s, n) == 0;
}

COUNT_INLINE node_id child_of(struct search *s, node_id n, int i)
{
	return count_at(s, n)->first_child + i;
}

/* The node just entered; MAX moves at even depths. */
static inline bool is_max(const struct search *s, node_id n)
{
	(void)s;
	return gen_depth_of(n) % 2 == 0;
}

COUNT_INLINE int evaluate(struct search *s, node_id n)
{
	int v = count_at(s, n)->value;
	return is_max(s, n) ? v : -v;
}

COUNT_INLINE int max_value(struct search *s, node_id n)
{
	return count_at(s, n)->value;
}

static inline bool turn_passes(const struct search *s, node_id n, node_id child)
{
	(void)s, (void)n, (void)child;
	return true;
}

/* A generated tree has no chance nodes: expectimax is minimax on it. */
static inline bool is_chance(const struct search *s, node_id n)
{
	(void)s, (void)n;
	return false;
}

static inline struct probability probability_of(const struct search *s, node_id n, int i)
{
	(void)s, (void)n, (void)i;
	return (struct probability){ 1, 1 };
}

/* NegaScout's test (rules.h) asks about child, a node already left:
 * whether the search stops there, and below it, worked out from the
 * generator (once per probe, not per visit). */
static inline bool probe_is_exact(const struct search *s, node_id child)
{
	int k = count_children_of(s, child);
	bool only_leaves = true;
	for (int i = 0; only_leaves && i < k; i++)
		only_leaves = count_children_of(s, gen_fixed_child(&s->fixed, child, i)) == 0;
	return rule_probe_exact(rule_stop(k, gen_depth_of(child), false, 0),
				rule_stop_below(only_leaves, gen_depth_of(child), false, 0), false);
}

/* Is the node just entered at ply, a node with children, child number
 * index of its parent, entered for the first time (and remember it is)?
 * Its parent's record says, and its own record goes in its frame.  Moving on from
 * a child (anything but its re-search): if no frame from the root to the
 * parent is a probe, nothing will enter that child again (only a probe is
 * searched again), so what it took goes back; under a probe all is kept,
 * for the re-search it may get.  Whether some frame above is a probe is
 * one number, the ply of the shallowest frame on the stack entered as a
 * probe (INT_MAX: none): entering a node at ply p replaces every frame
 * from p down, so a probe_ply of p or more is gone, and one above p is an
 * ancestor's.  The root's parent's record is the first (algo.c). */
COUNT_INLINE bool count_first_visit(struct search *s, struct count_frame *f, int ply, int index)
{
	if (s->probe_ply >= ply) {
		/* Said for this node (count_enter has counted its visit) or for
		 * some node before it, a leaf that let it be
		 * (count_first_leaf_visit)?  A TEST (scout.c) is followed by a
		 * second visit as a probe is. */
		enum visit_kind kind = s->next_visit_at == s->counts.visits - 1 ? s->next_visit :
				       VISIT_SEARCH;
		s->probe_ply = kind == VISIT_PROBE || kind == VISIT_TEST ? ply : INT_MAX;
		if (kind != VISIT_RESEARCH)
			arena_rewind(&s->arena, s->mark[ply]);
	}
	struct visited *parent = f[-1].entered;
	bool first = (uint32_t)index >= parent->entered;
	if (first)
		parent->entered = (uint32_t)index + 1;
	f->entered = parent->kids || search_make_kids(s, parent, ply) ?
		     kids_of(&s->arena, parent) + index : &s->lost;
	s->mark[ply + 1] = arena_position(&s->arena);
	return first;
}

/* count_first_visit for a leaf, the most visits of all: only its
 * parent's record is asked and told.  The bookkeeping of probes is left
 * to the next node entered, which is at the leaf's ply or above and so
 * does it as the leaf would have (nothing lies below a leaf to keep),
 * and what the leaf would give back of the arena is given back then or
 * at a later entry: never sooner, so nothing still wanted is lost.  Nor
 * does a leaf clear how it was entered (a store in every leaf's visit):
 * next_visit_at tells the next node that it was said of another. */
COUNT_INLINE bool count_first_leaf_visit(struct search *s, struct count_frame *f, int index)
{
	(void)s;
	struct visited *parent = f[-1].entered;
	bool first = (uint32_t)index >= parent->entered;
	if (first)
		parent->entered = (uint32_t)index + 1;
	return first;
}

/* Enters n: its value from its parent's, its children counted, and the
 * visit counted, and for the algorithms that enter nodes twice a visit
 * to a node entered before (the run makes nodes the visits less those at
 * the end; for the others every visit is a distinct node). */
COUNT_INLINE void count_enter(struct search *s, node_id n)
{
	int ply = gen_depth_of(n);
	struct count_frame *f = count_at(s, n);
	const struct count_frame *p = f - 1;
	if (!COUNT_PLAIN)
		s->depth = ply + 1;
	f->value = count_child_value(s, n, p->value, n == p->best);
	int k = count_children_of(s, n);
	f->kids = k;
	s->counts.visits++;
	if (k > 0) {
		s->inner_visits++;
		f->first_child = gen_fixed_child(&s->fixed, n, 0);
		f->best = f->first_child + gen_fixed_best(&s->fixed, n, k);
		/* Shown only at a node with children, where the branch on k is
		 * taken anyway (most visits are leaves), and only a comparison
		 * there; behind it a plain store (relaxed: a number for a
		 * progress line, ordering nothing), never a call, which would cost
		 * registers on every visit. */
		if (s->counts.visits >= s->watch_next) {
			atomic_store_explicit(s->watched, s->watch_base + s->counts.visits,
					      memory_order_relaxed);
			s->watch_next += SEARCH_WATCH_EVERY;
		}
	}
	if (!s->visits_are_distinct &&
	    !(k > 0 ? count_first_visit(s, f, ply, (int)(n - p->first_child)) :
	      count_first_leaf_visit(s, f, (int)(n - p->first_child))))
		s->revisits++;
}

/* Every leaf entered is evaluated once (each algorithm's "if is_leaf,
 * return rec_leaf"): leaves are the visits to nodes with no children,
 * worked out from the counts at the end (algo.c), not counted here. */
COUNT_INLINE int count_leaf(struct search *s, int value)
{
	if (!COUNT_PLAIN)
		s->depth--;
	return value;
}

COUNT_INLINE int count_return(struct search *s, int value)
{
	if (!COUNT_PLAIN)
		s->depth--;
	return value;
}

/* A cutoff at the i-th move prunes the moves after it, if any. */
COUNT_INLINE void count_cutoff(struct search *s, int i)
{
	s->counts.cutoffs += i + 1 < (COUNT_PLAIN ? s->fixed.branching : count_top(s)->kids);
}

/* How the next node is entered, for it alone (count_first_visit). */
static inline void count_next_visit(struct search *s, enum visit_kind kind)
{
	s->next_visit = kind;
	s->next_visit_at = s->counts.visits;
}

static inline void count_probe(struct search *s)
{
	count_next_visit(s, VISIT_PROBE);
}

static inline void count_research(struct search *s)
{
	count_next_visit(s, VISIT_RESEARCH);
	s->counts.researches++;
}

COUNT_INLINE void count_test(struct search *s, node_id n)
{
	count_next_visit(s, VISIT_TEST);
	count_enter(s, n);
}

/* What records, or only matters to a trace, a table or the PV: nothing. */
static inline void count_nothing(const struct search *s)
{
	(void)s;
}

/* The calls as the algorithms write them (search.h). */
#define rec_enter(s, n, alpha, beta)       ((void)(alpha), (void)(beta), count_enter(s, n))
#define rec_leaf(s, value)                 count_leaf(s, value)
#define rec_return(s, value)               count_return(s, value)
#define rec_raise(s, child, old, new)      ((void)(child), (void)(old), count_nothing(s))
#define rec_cutoff(s, i, score, beta)      ((void)(score), (void)(beta), count_cutoff(s, i))
#define rec_probe(s, child, alpha)         ((void)(child), (void)(alpha), count_probe(s))
#define rec_research(s, child, score, old, alpha, beta) \
	((void)(child), (void)(score), (void)(old), (void)(alpha), (void)(beta), count_research(s))
#define rec_enter_mm(s, n, a, b)           rec_enter(s, n, a, b)
#define rec_leaf_mm(s, value)              count_leaf(s, value)
#define rec_return_mm(s, value)            count_return(s, value)
#define rec_return_about_mm(s, value, rounded) ((void)(rounded), count_return(s, value))
#define rec_raise_mm(s, child, old, new)   rec_raise(s, child, old, new)
#define rec_cutoff_mm(s, i, score, bound)  rec_cutoff(s, i, score, bound)
#define rec_probe_mm(s, child, a)          rec_probe(s, child, a)
#define rec_research_mm(s, child, score, a, lo, hi) rec_research(s, child, score, a, lo, hi)
#define rec_test_mm(s, n, v, or_equal)     ((void)(v), (void)(or_equal), count_test(s, n))
#define rec_answer_mm(s, yes)              (count_return(s, 0), (yes))
#define rec_test_cut(s, i)                 count_cutoff(s, i)
#define rec_eval_again_mm(s, c, v, or_equal) ((void)(c), (void)(v), (void)(or_equal), count_research(s))
#define pv_update(s, ply, child)           ((void)(ply), (void)(child), count_nothing(s))
#define pv_trim(s, ply)                    ((void)(ply), count_nothing(s))
#define tt_cut(s, v)                       ((void)(v), count_nothing(s), false)
#define tt_store(s, value)                 (count_nothing(s), (value))
#define tt_cut_mm(s, v)                    tt_cut(s, v)
#define tt_store_mm(s, value)              tt_store(s, value)
/* No root tricks in statistics mode: the moves in order, every value as
 * found. */
#define root_defers(s, ply, i, child, score, alpha, beta) \
	((void)(ply), (void)(i), (void)(child), (void)(score), (void)(alpha), (void)(beta), \
	 count_nothing(s), false)
#define root_resolves(s, ply, i, alpha, beta) \
	((void)(ply), (void)(i), (void)(alpha), (void)(beta), count_nothing(s), false)
#define root_next(s, ply, i)               ((void)(ply), count_nothing(s), (i) + 1)
#define root_value(s, ply, value)          ((void)(ply), count_nothing(s), (value))

#endif
