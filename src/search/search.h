/* search.h - what the search algorithms share: the search context, leaf
 * evaluation, the PV table, and the one-line recording calls.  Only the
 * algorithm files and search.c/algo.c include it; everything else runs
 * an algorithm through algo.h.
 *
 * Every algorithm is written in negamax form: a node's score is from the
 * point of view of the side to move there, and a child's score is negated
 * on the way up.  The recording calls (rec_*) add one event to the trace
 * and keep the counters; they never change what the algorithm computes,
 * and with no trace attached they only count. */
#ifndef TREESTEP_SEARCH_H
#define TREESTEP_SEARCH_H

#include <stdatomic.h>

#include "tree/gen.h"
#include "search/pvtable.h"
#include "search/trace.h"
#include "tree/tree.h"
#include "search/ttable.h"
#include "search/rules.h"

struct frame {
	node_id node;
	int alpha, beta;        /* the window the node was entered with */
	int first;              /* which child (from 0) is searched first: the carried
	                           PV's or the table's move; -1: the tree's order */
	node_id best;           /* the move that last raised alpha or cut off; -1: none */
};

/* A frame of statistics mode on a generated tree (count.h): what the
 * node's children need, its first child's number (they are numbered in
 * a row), its best child's, its value (MAX's point of view, worked out
 * from its parent's on the way down) and its record of the children
 * entered (struct visited, below; for an algorithm that may enter a node
 * twice); and how many children it has, counted once.  32 bytes, so that
 * a shift of the ply finds it. */
struct count_frame {
	node_id first_child, best;
	int value, kids;
	struct visited *entered;
};

/* The nodes of a generated tree entered so far, kept as a tree of their
 * own.  Every search enters a node's children in order from the first,
 * and enters a child again only straight after it (a re-search), so the
 * children of a node ever entered are always its first few: whether a
 * child was entered before is one comparison with their number.  Each
 * inner node entered has a record: that number, and its children's
 * records (all of them at once, made when the first child that is an
 * inner node is entered).  The search holds the record of every node on
 * its stack, so memory grows with the nodes visited, never with the tree;
 * a subtree's records go back as soon as no search can enter it again. */
struct visited {
	uint32_t entered;       /* children 0 .. entered - 1 were entered */
	uint32_t kids;          /* where their records are in the arena, in 16-byte
	                           units, + 1; 0: none yet */
};

/* The records are a stack: each is taken from the top, and what goes back
 * is everything taken since some position.  Blocks of ARENA_BLOCK bytes,
 * kept until the search ends; a position is a block's number and an
 * offset in one number. */
#define ARENA_SHIFT 20
#define ARENA_BLOCK ((size_t)1 << ARENA_SHIFT)

struct arena {
	char **blocks;
	int nblocks, capacity;
	int cur;                /* the block records are taken from */
	size_t used;            /* bytes of it taken */
};

struct search {
	const struct tree *tree;        /* the tree searched, or NULL ... */
	/* ... for a generated one, which only statistics mode searches
	 * (count.h), and its constants; that mode's own fields are marked
	 * below. */
	struct gen *gen;
	struct gen_fixed fixed;
	struct trace *trace;    /* NULL: count only */
	struct pvtable pv;
	struct counts counts;
	unsigned char *seen;    /* nodes entered at least once */
	/* Statistics mode (count.h): the same, as a tree of records, whose
	 * first is the root's parent's; the record used once memory ran out
	 * (the run fails); and by ply, the arena's position when the child
	 * being searched there was first entered in this visit of its parent,
	 * so that moving on to the next child gives back what that one took. */
	struct visited above_root;
	struct visited lost;
	size_t mark[TREE_MAX_DEPTH + 2];
	struct arena arena;
	bool visits_are_distinct;       /* no record needed: every visit is a new node */
	bool out_of_memory;
	struct frame stack[TREE_MAX_DEPTH + 1];
	int depth;              /* frames on the stack */
	enum visit_kind next_visit;
	long next_visit_at;     /* count.h: the visits made when next_visit was set, so
	                           that it is read by the node entered next alone */
	/* Statistics mode (count.h): its frames, by ply + 1 (the first stands
	 * for the root's parent), and the shallowest probe on the stack. */
	struct count_frame count[TREE_MAX_DEPTH + 2];
	int probe_ply;
	long inner_visits;      /* visits to nodes with children: the rest are leaves */
	long revisits;          /* visits to nodes entered before */
	int returned;           /* what the last visit to end returned (negamax, at its
	                           node): the score a TEST's cutoff records (scout.c) */
	/* Set by the plan (algo.c); all zero for a search to the leaves. */
	int alpha, beta;        /* the root's window: (-INF, INF) unless an aspiration */
	bool limited;           /* a node at depth horizon is evaluated statically */
	int horizon;
	const node_id *carried; /* the previous depth's PV, searched first; NULL: none */
	int ncarried;
	bool strict;            /* the closed-window convention (rules.h) */
	struct ttable *tt;      /* NULL: no transposition table */
	bool tt_depth_preferred, tt_pv_ignore_exact;    /* as in struct plan */
	/* For MT (mtdf.c, sss.c): the tree's own order everywhere (no carried
	 * PV's move, no table's move first), and a table entry that settles a
	 * node returned as stored, not clamped to the window (fail-soft). */
	bool tree_order, tt_soft;
	int guess;              /* MTD(f)'s first guess, negamax at the root */
	/* The root's tricks (rules.h), as in struct plan, and what they
	 * leave open: the move the root keeps without a re-search and its
	 * probe's score, and, after a second fail high, the move to search
	 * next and the one to come back to (each its index + 1; 0: none). */
	bool root_last_null, root_delay_research;
	int root_kept, root_kept_score, root_goto, root_back;
	/* Statistics mode: where the visits are shown to another thread
	 * (struct watcher in algo.h), as watch_base + visits, once they reach
	 * watch_next, which is LONG_MAX for a search nobody watches. */
	atomic_long *watched;
	long watch_base, watch_next;
};

/* How often the visits are shown, at the least: 2^16 visits take about a
 * millisecond (README, Performance), so a progress line that redraws a
 * few times a second is never short of news. */
#define SEARCH_WATCH_EVERY 65536

static inline int max(int a, int b)
{
	return a > b ? a : b;
}

static inline int min(int a, int b)
{
	return a < b ? a : b;
}

/* Statistics mode (count.h) searches with the default convention only. */
#ifdef SEARCH_COUNTING
#define search_strict(s) ((void)(s), false)
#else
#define search_strict(s) ((s)->strict)
#endif

/* The cut rule of the search's convention, default or strict (rules.h):
 * does a score fail high over beta, or low under alpha; the far bound of
 * the null window at alpha; and what fail-hard returns after a cutoff,
 * and when no move cut off (reached: some move scored alpha or more). */
static inline bool fails_high(const struct search *s, int score, int beta)
{
	return rule_fails_high(score, beta, search_strict(s));
}

static inline bool fails_low(const struct search *s, int score, int alpha)
{
	return rule_fails_low(score, alpha, search_strict(s));
}

static inline int null_beta(const struct search *s, int alpha)
{
	return rule_null_beta(alpha, search_strict(s));
}

static inline int null_alpha(const struct search *s, int beta)
{
	return rule_null_alpha(beta, search_strict(s));
}

static inline bool ties_alpha(const struct search *s, int score, int alpha)
{
	return rule_ties_alpha(score, alpha, search_strict(s));
}

static inline int hard_high(const struct search *s, int beta)
{
	return rule_hard_high(beta, search_strict(s));
}

static inline int hard_low(const struct search *s, int alpha, bool reached)
{
	return rule_hard_low(alpha, reached, search_strict(s));
}

/* Frees what a search allocated (the PV table and the visited set); some
 * of the visited set's memory is kept for the thread's next search. */
void search_free(struct search *s);
/* Frees the memory this thread kept for its next search. */
void search_cache_free(void);

/* ---- The recording calls ----------------------------------------------
 * Inline, because a search with no trace makes tens of millions of them
 * a second, each a few instructions: counting, the search stack and a
 * generated node's value.  Building an event, and the work only an
 * explicit tree needs, is out of line (search.c).  Statistics mode on a
 * generated tree has calls of its own, which only count (count.h). */

/* Out of line: has n been entered before (and remember it has); for a
 * generated tree (count.h), the records of the children of the node at
 * ply - 1, false if memory ran out; the events; the carried PV's move put
 * first. */
bool search_first_visit(struct search *s, node_id n);
bool search_make_kids(struct search *s, struct visited *v, int ply);
void search_record_enter(struct search *s, int line);
/* A leaf's or a return's value, or a raise of alpha from old to value. */
void search_record(struct search *s, enum event_type type, node_id child, int value,
		   int old, int line);
void search_record_probe(struct search *s, node_id child, int alpha, int line);
void search_record_research(struct search *s, node_id child, int score, int old,
			    int alpha, int beta, int line);
void search_record_cutoff(struct search *s, int i, int score, int beta, int line);
void search_record_row(struct search *s, int ply, node_id child, int old, int line);

static inline struct frame *search_top(struct search *s)
{
	return &s->stack[s->depth - 1];
}

static inline size_t arena_position(const struct arena *a)
{
	return ((size_t)a->cur << ARENA_SHIFT) + a->used;
}

/* The children's records of a record whose kids is not 0. */
static inline struct visited *kids_of(const struct arena *a, const struct visited *v)
{
	size_t pos = (size_t)(v->kids - 1) * 16;
	return (struct visited *)(a->blocks[pos >> ARENA_SHIFT] + (pos & (ARENA_BLOCK - 1)));
}

/* Gives back everything taken since position pos. */
static inline void arena_rewind(struct arena *a, size_t pos)
{
	a->cur = (int)(pos >> ARENA_SHIFT);
	a->used = pos & (ARENA_BLOCK - 1);
}

#ifdef SEARCH_COUNTING
#include "search/count.h"
#else

/* What the algorithms ask of a tree held in memory (count.h answers for
 * a generated one): whether the search stops at a node (a leaf, or a node
 * at the depth limit), its children in the order they are searched, and
 * the value where the search stops, for the side to move there. */
static inline int children(const struct search *s, node_id n)
{
	return s->tree->nodes[n].nchildren;
}

static inline int depth_of(const struct search *s, node_id n)
{
	return s->tree->nodes[n].depth;
}

/* Why the search stops at n, or that it goes on (rules.h). */
static inline enum stop_reason stop_at(const struct search *s, node_id n)
{
	return rule_stop(children(s, n), depth_of(s, n), s->limited, s->horizon);
}

static inline bool is_leaf(const struct search *s, node_id n)
{
	return stop_at(s, n) != STOP_NONE;
}

/* The move the carried PV makes at n, when n is on it; else -1. */
static inline node_id carried_move(const struct search *s, node_id n)
{
	int ply = depth_of(s, n);
	if (!s->carried || ply >= s->ncarried || (ply > 0 && s->carried[ply - 1] != n))
		return -1;
	return s->carried[ply];
}

/* Which of n's children (from 0) the carried PV plays first; -1: none. */
static inline int carried_index(const struct search *s, node_id n)
{
	node_id m = carried_move(s, n);
	if (m < 0)
		return -1;
	for (int k = 0; k < children(s, n); k++)
		if (tree_resolve(s->tree, tree_child(s->tree, n, k)) == m)
			return k;
	return -1;
}

/* The i-th move searched at n, the node being searched, as the tree
 * writes it (a transposition is its reference): the tree's order, except
 * that the carried PV's move, or else the table's, comes first and the
 * others keep their order. */
static inline node_id move_of(const struct search *s, node_id n, int i)
{
	node_id first = tree_child(s->tree, n, 0);
	const struct frame *f = &s->stack[s->depth - 1];
	int m = s->depth > 0 && f->node == n ? f->first : -1;
	if (m < 0 || i > m)
		return first + i;
	return i == 0 ? first + m : first + i - 1;
}

/* The position the i-th move searched at n leads to: the node the
 * search enters. */
static inline node_id child_of(const struct search *s, node_id n, int i)
{
	return tree_resolve(s->tree, move_of(s, n, i));
}

static inline int evaluate(const struct search *s, node_id n)
{
	const struct node *nd = &s->tree->nodes[n];
	return max_view(s->tree, n, nd->nchildren ? nd->static_value : nd->value);
}

/* Does the turn pass to the other side at the move from n to child
 * (rules.h)?  Always in a generated tree; in a tree from a file, not
 * where the file makes the same side move again (MIN after MIN). */
static inline bool turn_passes(const struct search *s, node_id n, node_id child)
{
	return tree_turn_passes(s->tree, n, child);
}

/* For the one algorithm written in max/min form (gnuchess.c): whose turn
 * it is at n, and a leaf's value from MAX's point of view. */
static inline bool is_max(const struct search *s, node_id n)
{
	return s->tree->nodes[n].is_max;
}

static inline int max_value(const struct search *s, node_id n)
{
	return is_max(s, n) ? evaluate(s, n) : -evaluate(s, n);
}

/* For expectimax: does chance move at n, and the probability of its i-th
 * move (a generated tree has no chance nodes). */
static inline bool is_chance(const struct search *s, node_id n)
{
	return s->tree->nodes[n].is_chance;
}

static inline struct probability probability_of(const struct search *s, node_id n, int i)
{
	return s->tree->prob[move_of(s, n, i)];
}

/* Does the search stop at every child of n, and why (rules.h)? */
static inline enum stop_reason stop_below(const struct search *s, node_id n)
{
	bool only_leaves = s->tree->nodes[n].height <= 1;
	return rule_stop_below(only_leaves, depth_of(s, n), s->limited, s->horizon);
}

/* Is the score a fail-soft null-window search of n returned exact, so
 * that NegaScout keeps it without a re-search (rules.h)? */
static inline bool probe_is_exact(const struct search *s, node_id n)
{
	return rule_probe_exact(stop_at(s, n), stop_below(s, n), s->tt != NULL);
}

/* The root's tricks (rules.h), one line each in the PVS family's root
 * loop; at any other node they do nothing.
 * root_defers: move i's probe against alpha scored score: true when it
 * failed high, not over beta (that is a cutoff, as always), and the root
 * does not search it again now (it keeps the move as its best, or goes
 * back to search the kept one first).
 * root_resolves: is move i the kept move, to be searched again now with
 * the full window (alpha, beta)?  It records the re-search.
 * root_next: the move after i, or the one a second fail high goes to.
 * root_value: what the root returns, value, or the kept move's probe
 * score: a lower bound. */
#define root_defers(s, ply, i, child, score, alpha, beta) \
	((ply) == 0 && ((s)->root_last_null || (s)->root_delay_research) && \
	 (score) > (alpha) && !fails_high(s, score, beta) && \
	 search_root_defers(s, i, child, score, alpha, __LINE__))
#define root_resolves(s, ply, i, alpha, beta) \
	((ply) == 0 && (s)->root_back && search_root_resolves(s, i, alpha, beta, __LINE__))
#define root_next(s, ply, i)               ((ply) == 0 && (s)->root_goto ? search_root_goto(s) : (i) + 1)
#define root_value(s, ply, value)          ((ply) == 0 && (s)->root_kept ? (s)->root_kept_score : (value))

#define rec_enter(s, n, alpha, beta)       search_enter(s, n, alpha, beta, __LINE__)
#define rec_leaf(s, value)                 search_leaf(s, value, __LINE__)
#define rec_return(s, value)               search_return(s, value, __LINE__)
#define rec_raise(s, child, old, new)      search_raise(s, child, old, new, __LINE__)
#define rec_cutoff(s, i, score, beta)      search_cutoff(s, i, score, beta, __LINE__)
#define rec_probe(s, child, alpha)         search_probe(s, child, alpha, __LINE__)
#define rec_research(s, child, score, old, alpha, beta) \
	search_research(s, child, score, old, alpha, beta, __LINE__)
/* The same calls for code in max/min form: windows and scores from MAX's
 * point of view, stored in the trace's negamax form. */
#define rec_enter_mm(s, n, a, b)           search_enter_mm(s, n, a, b, __LINE__)
#define rec_leaf_mm(s, value)              search_leaf_mm(s, value, __LINE__)
#define rec_return_mm(s, value)            search_return_mm(s, value, __LINE__)
/* expectimax's return of a value in hundredths, rounded or not */
#define rec_return_about_mm(s, value, rounded) search_return_about_mm(s, value, rounded, __LINE__)
#define rec_raise_mm(s, child, old, new)   search_raise_mm(s, child, old, new, __LINE__)
#define rec_cutoff_mm(s, i, score, bound)  search_cutoff_mm(s, i, score, bound, __LINE__)
#define rec_probe_mm(s, child, a)          search_probe_mm(s, child, a, __LINE__)
#define rec_research_mm(s, child, score, a, lo, hi) \
	search_research_mm(s, child, score, a, lo, hi, __LINE__)
/* Pearl's Scout (scout.c): a call of TEST(n, v, >) (or_equal: >=) enters n
 * with the null window that asks the same question; the node's yes or no
 * returns as the fail-hard bound that says it; its i-th child settled the
 * answer, and the rest are not tested; the child c, whose TEST showed it
 * better than v (a yes at MAX, a no at MIN), is evaluated again (counted
 * as a re-search). */
#define rec_test_mm(s, n, v, or_equal)     search_test_mm(s, n, v, or_equal, __LINE__)
#define rec_answer_mm(s, yes)              search_answer_mm(s, yes, __LINE__)
#define rec_test_cut(s, i)                 search_test_cut(s, i, __LINE__)
#define rec_eval_again_mm(s, c, v, or_equal) search_eval_again_mm(s, c, v, or_equal, __LINE__)
#define pv_update(s, ply, child)           search_pv_update(s, ply, child, __LINE__)
/* The transposition table: look the node up (true when its entry settles
 * it, with the value to return in *v), and store what the search found.
 * Without a table both cost one test. */
#define tt_cut(s, v)                       ((s)->tt && search_tt_cut(s, v, __LINE__))
#define tt_store(s, value)                 ((s)->tt ? search_tt_store(s, value, __LINE__) : (value))
#define tt_cut_mm(s, v)                    ((s)->tt && search_tt_cut_mm(s, v, __LINE__))
#define tt_store_mm(s, value)              ((s)->tt ? search_tt_store_mm(s, value, __LINE__) : (value))
#define pv_trim(s, ply)                    search_pv_trim(s, ply, __LINE__)
/* One MT search of the root begins with the window (gamma - 1, gamma), and
 * ends with g, leaving the root's value between lower and upper. */
#define rec_pass(s, gamma)                 search_pass(s, gamma, __LINE__)
#define rec_pass_end(s, g, gamma, lower, upper) search_pass_end(s, g, gamma, lower, upper, __LINE__)

bool search_root_defers(struct search *s, int i, node_id child, int score, int alpha,
			int line);
bool search_root_resolves(struct search *s, int i, int alpha, int beta, int line);
int search_root_goto(struct search *s);

/* Is the root, being left now, only a lower bound because it kept a move
 * without a re-search (rules.h)? */
static inline bool root_is_bound(const struct search *s)
{
	return s->depth == 1 && s->root_kept;
}

/* Pushes a frame and empties the node's PV row (no line yet). */
static inline void search_enter(struct search *s, node_id n, int alpha, int beta, int line)
{
	int ply = s->depth++;
	struct frame *f = &s->stack[ply];
	f->node = n;
	f->alpha = alpha;
	f->beta = beta;
	f->first = -1;
	f->best = -1;
	pvtable_clear(&s->pv, ply);
	s->counts.visits++;
	s->counts.nodes += search_first_visit(s, n);
	search_record_enter(s, line);
	s->next_visit = VISIT_SEARCH;
}

/* Ends a leaf's visit; returns value. */
static inline int search_leaf(struct search *s, int value, int line)
{
	s->counts.leaves++;
	if (s->trace)
		search_record(s, EV_LEAF, -1, value, 0, line);
	s->depth--;
	s->returned = value;
	return value;
}

/* Ends an inner node's visit, classifying value against the window the
 * node was entered with; returns value. */
static inline int search_return(struct search *s, int value, int line)
{
	if (s->trace)
		search_record(s, EV_RETURN, -1, value, 0, line);
	s->depth--;
	s->returned = value;
	return value;
}

static inline void search_raise(struct search *s, node_id child, int old, int now, int line)
{
	search_top(s)->best = child;
	if (s->trace)
		search_record(s, EV_RAISE, child, now, old, line);
}

/* The first move a cutoff at the i-th move (from 0) of the current node
 * leaves unsearched: the next one, but after a second fail high at the
 * root (rules.h), whose kept move is searched again, the one after the
 * move that failed high second: those before it were searched already. */
static inline int search_cut_from(const struct search *s, int i)
{
	return s->depth == 1 && s->root_goto ? s->root_goto : i + 1;
}

/* The i-th child (from 0) of the current node scored >= beta. */
static inline void search_cutoff(struct search *s, int i, int score, int beta, int line)
{
	node_id n = search_top(s)->node;
	s->counts.cutoffs += search_cut_from(s, i) < children(s, n);
	search_top(s)->best = child_of(s, n, i);
	s->root_kept = s->depth == 1 ? 0 : s->root_kept;   /* a move better than the kept one */
	if (s->trace)
		search_record_cutoff(s, i, score, beta, line);
}

static inline void search_probe(struct search *s, node_id child, int alpha, int line)
{
	s->next_visit = VISIT_PROBE;
	if (s->trace)
		search_record_probe(s, child, alpha, line);
}

static inline void search_research(struct search *s, node_id child, int score, int old,
				   int alpha, int beta, int line)
{
	s->next_visit = VISIT_RESEARCH;
	s->counts.researches++;
	if (s->trace)
		search_record_research(s, child, score, old, alpha, beta, line);
}

static inline void search_pv_update(struct search *s, int ply, node_id child, int line)
{
	int old = s->pv.length[ply];
	pvtable_update(&s->pv, ply, child);
	if (s->trace)
		search_record_row(s, ply, child, old, line);
}

/* Probes the table for the current node.  An entry for it sets the move
 * searched first; one deep enough whose value is exact, or a bound that
 * already fails the window, settles it: *v is then that value, clamped to
 * the window.  Never settles the root.  False without a table. */
bool search_tt_cut(struct search *s, int *v, int line);
/* Stores value, the current node's result, with its bound against the
 * node's window and its best move; returns value. */
int search_tt_store(struct search *s, int value, int line);
bool search_tt_cut_mm(struct search *s, int *v, int line);
int search_tt_store_mm(struct search *s, int value, int line);

void search_enter_mm(struct search *s, node_id n, int a, int b, int line);
int search_leaf_mm(struct search *s, int value, int line);
int search_return_mm(struct search *s, int value, int line);
int search_return_about_mm(struct search *s, int value, bool rounded, int line);
void search_raise_mm(struct search *s, node_id child, int old, int now, int line);
/* score reached bound: at a MAX node score >= b, at a MIN node score <= a. */
void search_cutoff_mm(struct search *s, int i, int score, int bound, int line);
void search_probe_mm(struct search *s, node_id child, int a, int line);
void search_research_mm(struct search *s, node_id child, int score, int a,
			int lo, int hi, int line);
void search_pv_trim(struct search *s, int ply, int line);
/* Pearl's Scout's TEST (rec_test_mm and the calls after it). */
void search_test_mm(struct search *s, node_id n, int v, bool or_equal, int line);
bool search_answer_mm(struct search *s, bool yes, int line);
void search_test_cut(struct search *s, int i, int line);
void search_eval_again_mm(struct search *s, node_id child, int v, bool or_equal, int line);
void search_pass(struct search *s, int gamma, int line);
void search_pass_end(struct search *s, int g, int gamma, int lower, int upper, int line);

#endif /* SEARCH_COUNTING */

#endif
