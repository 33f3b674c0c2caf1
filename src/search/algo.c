/* algo.c - the table of algorithms and the code that runs one. */
#include <config.h>

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/i18n.h"
#include "search/algo.h"
#include "search/search.h"
#include "search/plan.h"
#include "tree/exact.h"
#include "tree/files.h"
#include "tree/load.h"

const struct algorithm algorithms[] = {
	{ .name = "minimax", .search = minimax_search, .count = minimax_count,
	  .count_plain = minimax_count_plain, .source = "minimax.c",
	  .summary = N_("plain minimax: every node is visited"), .best_not_alpha = true,
	  .no_window = true, .same_side = true,
	  .mark = 'm', .colour = "#444444" },
	{ .name = "alphabeta", .search = alphabeta_search, .count = alphabeta_count,
	  .count_plain = alphabeta_count_plain, .source = "alphabeta.c",
	  .summary = N_("alpha-beta, fail-hard: values clamped to the window"),
	  .same_side = true,
	  .mark = 'a', .colour = "#1f77b4" },
	{ .name = "alphabeta-soft", .search = alphabeta_soft_search, .count = alphabeta_soft_count,
	  .count_plain = alphabeta_soft_count_plain, .source = "alphabeta_soft.c",
	  .summary = N_("alpha-beta, fail-soft: values may fall outside the window"),
	  .same_side = true,
	  .mark = 'h', .colour = "#17becf" },
	{ .name = "pvs", .search = pvs_search, .count = pvs_count,
	  .count_plain = pvs_count_plain, .source = "pvs.c",
	  .summary = N_("principal variation search, fail-hard: null-window probes, full re-search"),
	  .researches = true, .root_tricks = true, .mark = 'p', .colour = "#d62728" },
	{ .name = "pvs-soft", .search = pvs_soft_search, .count = pvs_soft_count,
	  .count_plain = pvs_soft_count_plain, .source = "pvs_soft.c",
	  .summary = N_("principal variation search, fail-soft: re-search only inside the window"),
	  .researches = true, .root_tricks = true, .mark = 's', .colour = "#ff7f0e" },
	{ .name = "negascout", .search = negascout_search, .count = negascout_count,
	  .count_plain = negascout_count_plain, .source = "negascout.c",
	  .summary = N_("Reinefeld's NegaScout: re-search with (score, beta), none near the leaves"),
	  .best_not_alpha = true, .researches = true, .mark = 'n', .colour = "#2ca02c" },
	{ .name = "pvs-zws", .search = pvs_zws_search, .count = pvs_zws_count,
	  .count_plain = pvs_zws_count_plain, .source = "pvs_zws.c",
	  .summary = N_("PVS with a separate fail-hard zero-window search for the probes"),
	  .researches = true, .root_tricks = true, .mark = 'z', .colour = "#9467bd" },
	{ .name = "pvs-footnote", .search = pvs_footnote_search, .count = pvs_footnote_count,
	  .count_plain = pvs_footnote_count_plain, .source = "pvs_footnote.c",
	  .summary = N_("fail-hard PVS that probes every move after the first (footnote 1)"),
	  .researches = true, .root_tricks = true, .mark = 'f', .colour = "#8c564b" },
	{ .name = "gnuchess", .search = gnuchess_search, .count = gnuchess_count,
	  .count_plain = gnuchess_count_plain, .source = "gnuchess.c",
	  .summary = N_("the GNU Chess study's minimaxAB: max/min form, probes only at MAX nodes"),
	  .best_not_alpha = true, .researches = true, .mark = 'g', .colour = "#e377c2" },
	{ .name = "expectimax", .search = expectimax_search, .count = expectimax_count,
	  .count_plain = expectimax_count_plain, .source = "expectimax.c",
	  .summary = N_("expectiminimax (AIMA 5.5): chance nodes take the probability-weighted "
		     "average; values in hundredths"), .best_not_alpha = true, .no_window = true,
	  .same_side = true, .chance = true, .mark = 'e', .colour = "#7f7f7f" },
	{ .name = "scout", .search = scout_search, .count = scout_count,
	  .count_plain = scout_count_plain, .source = "scout.c",
	  .summary = N_("Pearl's Scout (1980): TEST each later move yes or no, EVAL it if it is better"),
	  .best_not_alpha = true, .no_window = true, .researches = true, .same_side = true,
	  .tests = true, .mark = 'c', .colour = "#bcbd22" },
	{ .name = "mtdf", .search = mtdf_search, .source = "mtdf.c",
	  .summary = N_("MTD(f): null-window tests with a table, from a first guess (--guess) "
		     "until the bounds meet"), .best_not_alpha = true, .researches = true,
	  .same_side = true, .needs_table = true, .mark = 'd', .colour = "#8c6d31" },
	{ .name = "sss", .search = sss_search, .source = "mtdf.c",
	  .summary = N_("SSS* as MT-SSS*: MTD's tests from a first guess of +infinity"),
	  .best_not_alpha = true, .researches = true, .same_side = true, .needs_table = true,
	  .mark = 'S', .colour = "#393b79" },
};
const int algorithm_count = sizeof algorithms / sizeof algorithms[0];

const struct algorithm *algorithm_find(const char *name)
{
	for (int i = 0; i < algorithm_count; i++)
		if (strcmp(algorithms[i].name, name) == 0)
			return &algorithms[i];
	return NULL;
}

/* Runs the search set up in s and collects its result.  The caller frees s. */
static bool run(const struct algorithm *a, struct search *s, int height, bool root_is_max,
		struct result *r)
{
	memset(r, 0, sizeof *r);
	if (!pvtable_init(&s->pv, height))
		return false;
	int score = a->search(s);
	r->value = root_is_max ? score : -score;
	r->counts = s->counts;
	r->pvlen = s->pv.length[0];
	memcpy(r->pv, pvtable_row(&s->pv, 0), (size_t)r->pvlen * sizeof *r->pv);
	return !s->out_of_memory && !(s->trace && s->trace->out_of_memory);
}

void algorithm_release_memory(void)
{
	search_cache_free();
}

bool algorithm_run_gen(const struct algorithm *a, struct gen *g, struct result *r)
{
	return algorithm_run_gen_watched(a, g, NULL, r);
}

/* MT needs a table of the nodes it has seen, and the table is kept for
 * trees held in memory: an algorithm that needs one runs on the
 * generated tree written out and loaded back, node for node the same
 * (gen_write), with a table of the whole tree.  stats_check_size keeps
 * the trees below ALGORITHM_GEN_TABLE_MAX nodes. */
static bool run_gen_in_memory(const struct algorithm *a, struct gen *g, struct result *r)
{
	char *text = NULL, err[LOAD_ERROR_MAX];
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f)
		return false;
	bool written = gen_write(g, f);
	if (fclose(f) != 0 || !written) {
		free(text);
		return false;
	}
	struct tree t;
	bool ok = tree_load_string(text, len, "generated", &t, err, sizeof err);
	free(text);
	if (!ok)
		return false;
	ok = algorithm_run(a, &t, NULL, r);
	tree_free(&t);
	return ok;
}

bool algorithm_run_gen_watched(const struct algorithm *a, struct gen *g,
			       const struct watcher *w, struct result *r)
{
	if (a->needs_table)
		return run_gen_in_memory(a, g, r);
	/* Without re-searches no node is entered twice (a tree has no
	 * transpositions), so distinct nodes are visits and no set is kept. */
	struct search s = { .gen = g, .fixed = gen_fix(g), .visits_are_distinct = !a->researches,
			    .alpha = -INF, .beta = INF, .watch_next = LONG_MAX };
	if (w) {
		s.watched = w->visits;
		s.watch_base = w->base;
		s.watch_next = SEARCH_WATCH_EVERY;
	}
	/* The frame below the root's, as if the root were its parent's only
	 * child and its best (count.h). */
	s.count[0] = (struct count_frame){ .first_child = 0, .best = 0, .value = s.fixed.root_value,
					   .entered = &s.above_root };
	s.probe_ply = INT_MAX;
	memset(r, 0, sizeof *r);
	/* MAX at the root: negamax is MAX's view */
	r->value = (g->irregular || g->ranged ? a->count : a->count_plain)(&s);
	r->counts = s.counts;
	r->counts.leaves = s.counts.visits - s.inner_visits;
	r->counts.nodes = s.counts.visits - s.revisits;
	bool ok = !s.out_of_memory;
	search_free(&s);
	return ok;
}

/* One search of t from the root with the window (alpha, beta), negamax at
 * the root; seen collects the nodes it entered. */
static bool search_once(const struct algorithm *a, const struct tree *t, struct search *s,
			struct trace *tr, struct result *r, unsigned char *seen)
{
	s->tree = t;
	s->trace = tr;
	/* (the root's side: a chance root's is the side before the header's) */
	bool ok = (s->seen = calloc((size_t)t->count, 1)) && run(a, s, t->height, t->nodes[0].is_max, r);
	for (int i = 0; ok && i < t->count; i++)
		seen[i] |= s->seen[i];
	search_free(s);
	return ok;
}

static void add_counts(struct counts *to, const struct counts *c)
{
	to->visits += c->visits;
	to->leaves += c->leaves;
	to->cutoffs += c->cutoffs;
	to->researches += c->researches;
	to->tt_hits += c->tt_hits;
	to->passes += c->passes;
}

static long count_seen(const unsigned char *seen, int n)
{
	long k = 0;
	for (int i = 0; i < n; i++)
		k += seen[i];
	return k;
}

static void record(struct trace *tr, struct event ev, const node_id *ids, int n)
{
	if (tr)
		trace_push(tr, &ev, ids, n);
}

/* One depth of iterative deepening: a search of the root with the PV of
 * the depth before first, in an aspiration window when asked, searched
 * again with the window opened on the side that failed until the value
 * lies inside it. */
static bool iterate(const struct algorithm *a, const struct tree *t, const struct plan *p,
		    int depth, const struct result *before, struct trace *tr, struct iteration *it,
		    unsigned char *seen, struct ttable *tt)
{
	/* The window, negamax at the root. */
	int sign = t->nodes[0].is_max ? 1 : -1, alpha = -INF, beta = INF;
	if (p->aspiration > 0 && before) {
		alpha = sign * before->value - plan_units(p, t, p->aspiration);
		beta = sign * before->value + plan_units(p, t, p->aspiration);
	}
	unsigned char *mine = calloc((size_t)t->count, 1);
	if (!mine)
		return false;
	memset(it, 0, sizeof *it);
	it->depth = depth;
	for (int again = 0;; again++) {
		/* MT searches the tree's own order (mtdf.c): no PV first. */
		const node_id *carried = before && !p->no_pv_first && !a->needs_table ? before->pv : NULL;
		int ncarried = carried ? before->pvlen : 0;
		record(tr, (struct event){ .type = EV_ITERATION, .node = 0, .child = -1,
		       .value = depth, .old = again > 0, .alpha = alpha, .beta = beta }, carried, ncarried);
		struct search s = { .alpha = alpha, .beta = beta, .strict = p->strict,
				    .limited = true, .horizon = depth,
				    .carried = carried, .ncarried = ncarried, .tt = tt,
				    .tt_depth_preferred = p->tt_depth_preferred,
				    .tt_pv_ignore_exact = p->tt_pv_ignore_exact,
				    .tree_order = a->needs_table, .tt_soft = a->needs_table,
				    /* MTD(f)'s first guess: the last depth's value */
				    .guess = before ? sign * before->value : sign * plan_units(p, t, p->guess) };
		struct result r;
		if (!search_once(a, t, &s, tr, &r, mine)) {
			free(mine);
			return false;
		}
		add_counts(&it->counts, &r.counts);
		int score = sign * r.value;
		enum bound b = rule_bound(score, alpha, beta, p->strict);
		if (b == BOUND_EXACT) {
			it->value = r.value;
			it->pvlen = r.pvlen;
			memcpy(it->pv, r.pv, sizeof r.pv);
			break;
		}
		bool high = b == BOUND_LOWER;
		record(tr, (struct event){ .type = EV_FAIL, .node = 0, .child = -1, .value = score,
		       .alpha = alpha, .beta = beta, .bound = b }, NULL, 0);
		if (high) {
			it->fails_high++;
			beta = INF;
		} else {
			it->fails_low++;
			alpha = -INF;
		}
	}
	it->counts.nodes = count_seen(mine, t->count);
	for (int i = 0; i < t->count; i++)
		seen[i] |= mine[i];
	free(mine);
	return true;
}

bool algorithm_run_plan(const struct algorithm *a, const struct tree *t, const struct plan *p,
			struct trace *tr, struct result *r)
{
	static const struct plan full;
	if (!p)
		p = &full;
	/* MTD(f) and SSS* need a table: without --tt, one that holds the
	 * whole tree (the trace's plan says so, for the stepper's copy). */
	struct plan with_table;
	if (a->needs_table && p->tt_size == 0) {
		with_table = *p;
		with_table.tt_size = t->count;
		with_table.tt_direct = true;
		p = &with_table;
	}
	if (tr)
		tr->plan = *p;
	/* One table for all the searches of a plan: what one depth learns,
	 * the next may use. */
	struct ttable table = { 0 }, *tt = p->tt_size > 0 ? &table : NULL;
	unsigned char *seen = calloc((size_t)t->count, 1);
	if (!seen || (tt && !ttable_init(tt, p->tt_size))) {
		free(seen);
		return false;
	}
	table.direct = p->tt_direct;
	bool ok = true;
	if (!p->id) {
		/* The root's window: (-inf, +inf), or the one given, in negamax
		 * at the root, for an algorithm that has a window. */
		int alpha = -INF, beta = INF;
		if (p->window && !a->no_window) {
			int lo = plan_units(p, t, p->window_lo), hi = plan_units(p, t, p->window_hi);
			alpha = t->root_is_max ? lo : -hi;
			beta = t->root_is_max ? hi : -lo;
		}
		struct search s = { .alpha = alpha, .beta = beta, .strict = p->strict,
				    .limited = p->limited,
				    .horizon = p->depth, .tt = tt,
				    .tt_depth_preferred = p->tt_depth_preferred,
				    .tt_pv_ignore_exact = p->tt_pv_ignore_exact,
				    .tree_order = a->needs_table, .tt_soft = a->needs_table,
				    .guess = (t->root_is_max ? 1 : -1) * plan_units(p, t, p->guess),
				    .root_last_null = p->root_last_null,
				    .root_delay_research = p->root_delay_research };
		ok = search_once(a, t, &s, tr, r, seen);
		/* Outside the window the root's value is only a bound, and so
		 * it is when the root kept a move without a re-search. */
		int score = t->root_is_max ? r->value : -r->value;
		enum bound b = s.root_kept ? BOUND_LOWER : rule_bound(score, alpha, beta, p->strict);
		r->root_kept = s.root_kept != 0;
		r->bound = t->root_is_max || b == BOUND_EXACT ? b :
			   b == BOUND_LOWER ? BOUND_UPPER : BOUND_LOWER;
		free(seen);
		ttable_free(&table);
		if (tr)
			trace_shrink(tr);
		return ok;
	}
	/* Iterative deepening: r keeps the last depth's result and the
	 * totals of all. */
	struct result last;
	struct counts total = { 0 };
	memset(r, 0, sizeof *r);
	for (int d = 1; ok && d <= plan_last_iteration(p, t); d++) {
		struct iteration *it = &r->iterations[r->niterations++];
		ok = iterate(a, t, p, d, d > 1 ? &last : NULL, tr, it, seen, tt);
		last.value = it->value;
		last.pvlen = it->pvlen;
		memcpy(last.pv, it->pv, sizeof it->pv);
		add_counts(&total, &it->counts);
	}
	total.nodes = count_seen(seen, t->count);
	free(seen);
	ttable_free(&table);
	struct iteration *it = &r->iterations[r->niterations - 1];
	r->value = it->value;
	r->pvlen = it->pvlen;
	memcpy(r->pv, it->pv, sizeof it->pv);
	r->counts = total;
	if (tr)
		trace_shrink(tr);
	return ok;
}

bool algorithm_run(const struct algorithm *a, const struct tree *t,
		   struct trace *tr, struct result *r)
{
	return algorithm_run_plan(a, t, NULL, tr, r);
}

/* "FILE:LINE:COLUMN: message" about node n of t, into err; false. */
static bool fail_at(char *err, size_t errlen, const struct tree *t, node_id n, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static bool fail_at(char *err, size_t errlen, const struct tree *t, node_id n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	error_after(err, errlen, snprintf(err, errlen, "%s:%d:%d: ", t->source, t->nodes[n].line,
					  t->nodes[n].column), fmt, ap);
	va_end(ap);
	return false;
}

bool algorithm_fits(const struct algorithm *a, const struct tree *t, char *err, size_t errlen)
{
	for (node_id n = 0; t->chance_nodes && !a->chance && n < t->count; n++) {
		const struct node *nd = &t->nodes[n];
		if (!nd->is_chance)
			continue;
		/* TRANSLATORS: %1$s is the algorithm, %2$s a chance node. */
		return fail_at(err, errlen, t, n, _("%1$s cannot search chance nodes (%2$s is one): it "
						    "takes the best move at every node, and a chance "
						    "node's value is the average of its moves', "
						    "weighted by their probabilities; use --algo "
						    "expectimax"), a->name, tree_name(t, n));
	}
	node_id where;
	if (t->chance_nodes && !tree_exact_fits(t, &where)) {
		/* TRANSLATORS: %s is a chance node. */
		return fail_at(err, errlen, t, where, _("the probabilities below %s have denominators "
							"too large to add up exactly (past 2^40)"),
			       tree_name(t, where));
	}
	/* The first node where the turn does not pass (rules.h: the same
	 * side moves again), which the tree found as it set the sides. */
	node_id n = t->same_side_at;
	if (a->same_side || n < 0)
		return true;
	const struct node *nd = &t->nodes[n];
	/* "minimax, alphabeta or alphabeta-soft", from the table */
	char can[128] = "";
	int total = 0, k = 0;
	for (int i = 0; i < algorithm_count; i++)
		total += algorithms[i].same_side;
	for (int i = 0; i < algorithm_count; i++) {
		if (!algorithms[i].same_side)
			continue;
		k++;
		snprintf(can + strlen(can), sizeof can - strlen(can), "%s%s",
			 /* TRANSLATORS: joins the last two of a list of
			  * choices: "minimax, alphabeta or alphabeta-soft"
			  * (note the spaces). */
			 k == 1 ? "" : k == total ? _(" or ") : ", ", algorithms[i].name);
	}
	/* TRANSLATORS: %1$s is the algorithm, %2$s a node, %3$s MAX or
	 * MIN, %4$s its parent, %5$s the algorithms that can search the
	 * tree ("minimax, alphabeta or alphabeta-soft"). */
	return fail_at(err, errlen, t, n, _("%1$s cannot search a tree where a side moves twice "
					    "in a row (%2$s is %3$s, as is its parent %4$s): "
					    "treestep writes it for sides that take turns at "
					    "every move; use --algo %5$s"), a->name,
		       tree_name(t, n), tree_kind_name(nd), tree_name(t, nd->parent), can);
}

int algorithm_next_fit(int i, int skip, const struct tree *t)
{
	char err[LOAD_ERROR_MAX];
	for (int k = 1; k < algorithm_count; k++) {
		int j = (i + k) % algorithm_count;
		if (j != skip && (!algorithms[j].chance || t->chance_nodes) &&
		    algorithm_fits(&algorithms[j], t, err, sizeof err))
			return j;
	}
	return i;
}

bool plan_check(const struct plan *p, const struct tree *t, const struct algorithm *a,
		char *err, size_t errlen)
{
	char why[200];
	if (a && !algorithm_fits(a, t, err, errlen))
		return false;
	/* An edit or a reload can take a tree's decimals below the window's. */
	if (plan_option_unfit(p, a, PLAN_COMMAND_LINE, why, sizeof why) != PLAN_NONE ||
	    !plan_fits_tree(p, t, PLAN_COMMAND_LINE, why, sizeof why)) {
		snprintf(err, errlen, "%s: %s", t->source, why);
		return false;
	}
	if (!p->limited && !p->id)
		return true;
	/* The searches stop at depth d (or d = 1 .. deepest with --id); a
	 * node there with children is evaluated statically. */
	int deepest = plan_depth(p, t), shallowest = p->id ? 1 : deepest;
	for (int i = 0; i < t->count; i++) {
		const struct node *n = &t->nodes[i];
		if (n->nchildren == 0 || n->has_static || n->depth < shallowest || n->depth > deepest)
			continue;
		if (p->id)
			/* TRANSLATORS: %1$s is a node, %2$d its depth; VALUE is the
			 * tree file's syntax. */
			return fail_at(err, errlen, t, i, _("%1$s is at depth %2$d, where the iteration "
							    "of --id to depth %2$d stops, and has "
							    "children but no static evaluation (write "
							    "%1$s ~ VALUE)"), tree_name(t, i), n->depth);
		/* TRANSLATORS: %1$s is a node, %2$d its depth, %3$d --depth's;
		 * VALUE is the tree file's syntax. */
		return fail_at(err, errlen, t, i, _("%1$s is at depth %2$d, where --depth %3$d stops, and "
						    "has children but no static evaluation (write %1$s ~ "
						    "VALUE)"), tree_name(t, i), n->depth, p->depth);
	}
	return true;
}
