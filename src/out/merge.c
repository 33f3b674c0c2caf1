/* merge.c - --merge: parts of one --stats run put together.
 *
 * A part is what --stats A..B -f json prints: for each depth the trees it
 * holds (first_tree, trees), what made them (branching, depth, order,
 * seed, shape, values; or for a game's positions the game, its position,
 * depth, order and seed) and, for each algorithm, each count's exact sum,
 * fewest and most.  Sums add up and the fewest and most of the parts are
 * the fewest and most of the whole, so the whole run's summaries are
 * exact, and stats_print prints them as stats_run would have.  The parts
 * must be of the same run (every field but the trees the same), and hold
 * every tree of one range once: an overlap would count trees twice and a
 * gap would print a run nobody asked for, so both are refused, with the
 * trees named. */
#include <config.h>

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "tree/i18n.h"
#include "out/json.h"
#include "out/merge.h"
#include "out/stats.h"
#include "search/algo.h"
#include "tree/gen.h"
#include "tree/load.h"
#include "words/text.h"

/* One file: a part of a run. */
struct part {
	const char *path;
	struct stats_options o;         /* the gen, depths, trees and algorithms */
	const struct algorithm *algos[64];
	struct algo_stats *all;         /* depths x nalgos */
	struct game game;               /* --stats --game: the start (o.game points here) */
};

static bool fail_at(const char *path, const struct json_value *v, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* "treestep: PATH:LINE:COLUMN: message" on stderr; returns false. */
static bool fail_at(const char *path, const struct json_value *v, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "%s:%d:%d: ", path, v->line, v->col);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	return false;
}

/* The object's members, each one of keys[] and each there: what --stats
 * writes, no more and no less (a key merge does not know could not be
 * carried into the output). */
static bool members(const char *path, const struct json_value *v, const char *what,
		    const char *const *keys, int nkeys)
{
	if (v->type != JSON_OBJECT)
		return fail_at(path, v, _("expected %s, an object {...} as --stats -f json writes"),
			       what);
	for (size_t i = 0; i < v->count; i++) {
		int k = 0;
		while (k < nkeys && strcmp(v->keys[i], keys[k]) != 0)
			k++;
		if (k == nkeys)
			return fail_at(path, &v->items[i],
				       /* TRANSLATORS: %1$s is a key of the JSON file, %2$s what
					* holds it ("a result"). */
				       _("\"%1$s\" is not a key of %2$s as --stats -f json writes "
					 "it"), v->keys[i], what);
	}
	for (int k = 0; k < nkeys; k++)
		if (!json_member(v, keys[k]))
			return fail_at(path, v,
				       /* TRANSLATORS: %1$s is what should hold it ("a result"),
					* %2$s a key of the JSON file. */
				       _("%1$s has no \"%2$s\" (is it from an older treestep? run "
					 "--stats again)"), what, keys[k]);
	return true;
}

static bool whole(const char *path, const struct json_value *v, const char *key, int64_t min,
		  int64_t max, int64_t *out)
{
	const struct json_value *m = json_member(v, key);
	if (json_signed(m, min, max, out))
		return true;
	return fail_at(path, m,
		       /* TRANSLATORS: %1$s is a key of the JSON file, %2$lld and %3$lld the
			* range. */
		       _("\"%1$s\" must be a whole number from %2$lld to %3$lld"), key,
		       (long long)min, (long long)max);
}

/* One count of one algorithm: {"mean": ..., "min": ..., "max": ..., "sum": ...}. */
static bool read_summary(const char *path, const struct json_value *v, const char *key,
			 long trees, struct summary *s)
{
	static const char *const keys[] = { "mean", "min", "max", "sum" };
	const struct json_value *c = json_member(v, key);
	char what[64], mean[64];
	int64_t min, max, sum;
	snprintf(what, sizeof what, "\"%s\"", key);
	if (!members(path, c, what, keys, 4) || !whole(path, c, "min", 0, LONG_MAX, &min) ||
	    !whole(path, c, "max", min, LONG_MAX, &max) || !whole(path, c, "sum", 0, LLONG_MAX, &sum))
		return false;
	/* The sum of trees counts, each from min to max. */
	if ((min > 0 && trees > LLONG_MAX / min) || sum < min * trees ||
	    (max > 0 && trees <= LLONG_MAX / max && sum > max * trees) || (max == 0 && sum > 0))
		return fail_at(path, json_member(c, "sum"),
			       /* TRANSLATORS: %1$lld is a sum of counts, %2$ld the trees, %3$lld
				* and %4$lld the fewest and the most a tree. */
			       _("the sum %1$lld of %2$ld trees cannot lie between %3$lld and "
				 "%4$lld a tree"), (long long)sum, trees, (long long)min,
			       (long long)max);
	*s = (struct summary){ 0, sum, (long)min, (long)max };
	stats_finish(s, trees);
	/* The mean, as --stats writes it, must be the sum's. */
	snprintf(mean, sizeof mean, "%.4f", s->mean);
	const struct json_value *m = json_member(c, "mean");
	if (m->type != JSON_NUMBER || strcmp(m->text, mean) != 0)
		return fail_at(path, m,
			       /* TRANSLATORS: %1$ld is the trees, %2$lld the sum of their counts, %3$s
				* the mean. */
			       _("the mean of %1$ld trees summing to %2$lld is %3$s"), trees,
			       (long long)sum, mean);
	return true;
}

/* One algorithm's results. */
static bool read_result(const char *path, const struct json_value *v, struct part *p, int a,
			struct algo_stats *s)
{
	static const char *const keys[] = { "algorithm", "nodes", "visits", "leaves", "researches" };
	if (!members(path, v, _("a result"), keys, 5))
		return false;
	const struct json_value *name = json_member(v, "algorithm");
	const struct algorithm *algo = name->type == JSON_STRING ? algorithm_find(name->text) : NULL;
	if (!algo)
		return fail_at(path, name, _("not an algorithm treestep knows"));
	for (int b = 0; b < a; b++)
		if (p->algos[b] == algo)
			return fail_at(path, name,
				       /* TRANSLATORS: %s is an algorithm. */
				       _("%s has two results"), algo->name);
	p->algos[a] = algo;
	return read_summary(path, v, "nodes", p->o.trees, &s->nodes) &&
	       read_summary(path, v, "visits", p->o.trees, &s->visits) &&
	       read_summary(path, v, "leaves", p->o.trees, &s->leaves) &&
	       read_summary(path, v, "researches", p->o.trees, &s->researches);
}

/* Which trees of the run a part holds: "trees" of them from "first_tree". */
static bool read_range(const char *path, const struct json_value *v, struct stats_options *o)
{
	int64_t n;
	if (!whole(path, v, "trees", 1, STATS_MAX_TREE_NUMBER + 1, &n))
		return false;
	o->trees = (long)n;
	if (!whole(path, v, "first_tree", 0, STATS_MAX_TREE_NUMBER + 1 - o->trees, &n))
		return false;
	o->first = (long)n;
	return true;
}

/* The trees of one depth object, into o (o->gen.depth: its depth). */
static bool read_trees(const char *path, const struct json_value *v, struct stats_options *o)
{
	int64_t n;
	const struct json_value *m;
	struct gen *g = &o->gen;
	if (!read_range(path, v, o))
		return false;
	if (!whole(path, v, "branching", 1, GEN_MAX_BRANCHING, &n))
		return false;
	g->branching = (int)n;
	if (!whole(path, v, "depth", 0, GEN_MAX_DEPTH, &n))
		return false;
	g->depth = (int)n;
	m = json_member(v, "order");
	if (m->type == JSON_STRING) {
		int i = 0;
		while (i < GEN_ORDER_NAMES && strcmp(gen_order_names[i].name, m->text) != 0)
			i++;
		if (i == GEN_ORDER_NAMES)
			return fail_at(path, m, _("\"order\" must be best, worst, random or a "
						  "probability"));
		g->order = gen_order_names[i].order;
	} else if (json_double(m, &g->p) && g->p >= 0 && g->p <= 1) {
		g->order = ORDER_PROBABILITY;
	} else {
		return fail_at(path, m, _("\"order\" must be best, worst, random or a probability"));
	}
	uint64_t seed;
	if (!json_unsigned(m = json_member(v, "seed"), UINT64_MAX, &seed))
		return fail_at(path, m, _("\"seed\" must be a whole number from 0 to 2^64-1"));
	g->seed = seed;
	m = json_member(v, "shape");
	if (m->type != JSON_STRING || (strcmp(m->text, "uniform") && strcmp(m->text, "irregular")))
		return fail_at(path, m, _("\"shape\" must be \"uniform\" or \"irregular\""));
	g->irregular = strcmp(m->text, "irregular") == 0;
	m = json_member(v, "values");
	g->ranged = m->type != JSON_NULL;
	if (g->ranged) {
		int64_t lo, hi;
		if (m->type != JSON_ARRAY || m->count != 2 ||
		    !json_signed(&m->items[0], -VALUE_LIMIT, VALUE_LIMIT, &lo) ||
		    !json_signed(&m->items[1], lo + 1, VALUE_LIMIT, &hi))
			return fail_at(path, m, _("\"values\" must be null or [LO, HI], LO below HI"));
		g->lo = (int)lo;
		g->hi = (int)hi;
	}
	char why[160], want[32];
	if (!gen_check(g, why, sizeof why))
		return fail_at(path, v, "%s", why);
	m = json_member(v, "minimal_leaves");
	snprintf(want, sizeof want, "%.0f", minimal_leaves(g->branching, g->depth));
	if (g->irregular ? m->type != JSON_NULL : m->type != JSON_NUMBER || strcmp(m->text, want))
		return fail_at(path, m,
			       /* TRANSLATORS: %s is what it must be, null or a number. */
			       _("\"minimal_leaves\" must be %s here"), g->irregular ? "null" :
			       want);
	return true;
}

/* A game's positions (--stats --game): the game and its start, the
 * depth its trees are cut at (null: none), the order of moves and the
 * seed, into o and game. */
static bool read_game_trees(const char *path, const struct json_value *v, struct stats_options *o,
			    struct game *game)
{
	int64_t n;
	const struct json_value *m;
	enum game_kind k;
	char why[256];
	if (!read_range(path, v, o))
		return false;
	m = json_member(v, "game");
	if (m->type != JSON_STRING || !game_kind_parse(m->text, &k))
		return fail_at(path, m, _("\"game\" must be tictactoe, nim or connect4"));
	m = json_member(v, "position");
	if (m->type != JSON_STRING)
		/* TRANSLATORS: "position" is the JSON file's key. */
		return fail_at(path, m, "%s", _("\"position\": must be a position as --position "
						"takes it"));
	if (!game_start(k, m->text, game, why, sizeof why))
		return fail_at(path, m, "\"position\": %s", why);
	o->game = game;
	o->game_depth = -1;
	m = json_member(v, "depth");
	if (m->type != JSON_NULL) {
		if (!whole(path, v, "depth", 0, TREE_MAX_DEPTH, &n))
			return false;
		o->game_depth = (int)n;
	}
	o->gen.depth = o->game_depth < 0 ? 0 : o->game_depth;
	m = json_member(v, "order");
	if (m->type != JSON_STRING || !game_order_parse(m->text, &o->game_order))
		return fail_at(path, m, _("\"order\" must be board or centre"));
	uint64_t seed;
	if (!json_unsigned(m = json_member(v, "seed"), UINT64_MAX, &seed))
		return fail_at(path, m, _("\"seed\" must be a whole number from 0 to 2^64-1"));
	o->gen.seed = seed;
	return true;
}

/* What a part's run is, for comparing one part with another: each
 * field, named, written as the command line gives it. */
enum { F_GAME, F_BRANCHING, F_DEPTHS, F_ORDER, F_SEED, F_SHAPE, F_VALUES, F_ALGOS, FIELDS };
static const char *const field_names[FIELDS] = {
	/* TRANSLATORS: what two parts of a --stats run must share, in
	 * "... with the seed 1 in one and 2 in the other". */
	N_("the game"), N_("the branching"), N_("the depths"), N_("the order"), N_("the seed"),
	N_("the shape"), N_("the values"), N_("the algorithms"),
};

static void describe(const struct part *p, int field, char *buf, size_t len)
{
	const struct gen *g = &p->o.gen;
	char order[32];
	*buf = '\0';
	switch (field) {
	case F_GAME:
		if (p->o.game) {
			char pos[64];
			game_position_text(p->o.game, pos, sizeof pos);
			if (p->o.game_depth >= 0)
				/* TRANSLATORS: the game of a --stats run: %1$s is
				 * tictactoe, nim or connect4, %2$s the position, %3$d
				 * the depth its trees are cut at. */
				snprintf(buf, len, _("%1$s from %2$s to depth %3$d"),
					 game_kind_name(p->o.game->kind), pos, p->o.game_depth);
			else
				/* TRANSLATORS: the game of a --stats run: %1$s is
				 * tictactoe, nim or connect4, %2$s the position. */
				snprintf(buf, len, _("%1$s from %2$s"), game_kind_name(p->o.game->kind),
					 pos);
		} else {
			/* TRANSLATORS: the game of a --stats run of --random trees. */
			snprintf(buf, len, "%s", _("none (--random)"));
		}
		break;
	case F_BRANCHING:
		snprintf(buf, len, "%d", g->branching);
		break;
	case F_DEPTHS:
		snprintf(buf, len, "%d", p->o.depth_from);
		if (p->o.depth_to > p->o.depth_from)
			text_append(buf, len, "..%d", p->o.depth_to);
		break;
	case F_ORDER:
		snprintf(buf, len, "%s", p->o.game ? game_order_name(p->o.game_order) :
			 gen_order_name(g, order, sizeof order));
		break;
	case F_SEED:
		snprintf(buf, len, "%llu", (unsigned long long)g->seed);
		break;
	case F_SHAPE:
		snprintf(buf, len, "%s", g->irregular ? "irregular" : "uniform");
		break;
	case F_VALUES:
		if (g->ranged)
			snprintf(buf, len, "%d..%d", g->lo, g->hi);
		else
			/* TRANSLATORS: the values of a --stats run without
			 * --values. */
			snprintf(buf, len, "%s", _("not given"));
		break;
	case F_ALGOS:
		for (int a = 0; a < p->o.nalgos; a++)
			text_append(buf, len, "%s%s", a ? "," : "", p->algos[a]->name);
		break;
	}
}

/* The whole of a part's file: one depth object, or a list of them, one
 * for each depth of a range, in order. */
static bool read_part(struct part *p)
{
	char *text, err[LOAD_ERROR_MAX];
	size_t len;
	if (!load_read_file(p->path, LOAD_MAX_FILE_BYTES, &text, &len, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		return false;
	}
	struct json_value *top = json_parse(text, len, p->path, err, sizeof err);
	free(text);
	if (!top) {
		fprintf(stderr, "%s\n", err);
		return false;
	}
	static const char *const keys[] = { "trees", "first_tree", "branching", "depth", "order",
					    "seed", "minimal_leaves", "shape", "values", "results" };
	/* A game's positions (--stats --game) say what made them so. */
	static const char *const game_keys[] = { "trees", "first_tree", "game", "position",
						 "depth", "order", "seed", "results" };
	const struct json_value *depth = top->type == JSON_ARRAY ? top->items : top;
	int depths = top->type == JSON_ARRAY ? (int)top->count : 1;
	bool ok = true;
	if (top->type == JSON_ARRAY && (depths < 1 || depths > GEN_MAX_DEPTH + 1))
		ok = fail_at(p->path, top,
			     /* TRANSLATORS: %d is the most depths. */
			     _("expected one object for each depth, and at most %d"),
			     GEN_MAX_DEPTH + 1);
	for (int d = 0; ok && d < depths; d++) {
		const struct json_value *v = &depth[d];
		struct stats_options o = { 0 };
		bool game = v->type == JSON_OBJECT && json_member(v, "game");
		if (game && top->type == JSON_ARRAY) {
			ok = fail_at(p->path, top, _("a game's positions are one object, not a list"));
			break;
		}
		if (!(ok = game ? members(p->path, v, _("a game's results"), game_keys, 8) &&
				  read_game_trees(p->path, v, &o, &p->game) :
				  members(p->path, v, _("a depth's results"), keys, 10) &&
				  read_trees(p->path, v, &o)))
			break;
		const struct json_value *results = json_member(v, "results");
		if (results->type != JSON_ARRAY || results->count < 1 ||
		    results->count > (size_t)algorithm_count) {
			ok = fail_at(p->path, results,
				     /* TRANSLATORS: %d is the number of algorithms. */
				     _("\"results\" must be a list of 1 to %d results, one for "
				       "each algorithm"), algorithm_count);
			break;
		}
		if (d == 0) {
			p->o = o;
			p->o.depth_from = p->o.depth_to = o.gen.depth;
			p->o.nalgos = (int)results->count;
			if (!(p->all = calloc((size_t)depths * results->count, sizeof *p->all))) {
				fprintf(stderr, "treestep: %s\n", _("out of memory"));
				ok = false;
				break;
			}
		} else if (o.gen.depth != p->o.depth_to + 1) {
			ok = fail_at(p->path, json_member(v, "depth"),
				     /* TRANSLATORS: %d is a depth. */
				     _("expected depth %d, the next of the list"),
				     p->o.depth_to + 1);
			break;
		} else {
			/* The same trees at every depth but the depth. */
			struct part q = *p;
			q.o = o;
			q.o.depth_from = q.o.depth_to = p->o.depth_from;
			q.o.nalgos = p->o.nalgos;
			for (int f = 0; f < FIELDS && ok; f++) {
				char x[512], y[512];
				describe(p, f, x, sizeof x);
				describe(&q, f, y, sizeof y);
				if (f != F_DEPTHS && f != F_ALGOS && strcmp(x, y) != 0)
					ok = fail_at(p->path, v,
						     /* TRANSLATORS: %1$s is what differs ("the
						      * seed"), %2$s its value here, %3$s at depth
						      * %4$d. */
						     _("%1$s: %2$s here and %3$s at depth %4$d"),
						     _(field_names[f]), y, x, p->o.depth_from);
			}
			if (ok && (o.first != p->o.first || o.trees != p->o.trees))
				ok = fail_at(p->path, v,
					     /* TRANSLATORS: %d is a depth. */
					     _("other trees than at depth %d"), p->o.depth_from);
			if (ok && results->count != (size_t)p->o.nalgos)
				ok = fail_at(p->path, results,
					     /* TRANSLATORS: %1$zu and %2$d count results, %3$d is
					      * a depth. */
					     _("%1$zu results here and %2$d at depth %3$d"),
					     results->count, p->o.nalgos, p->o.depth_from);
			p->o.depth_to = o.gen.depth;
		}
		for (int a = 0; ok && a < p->o.nalgos; a++) {
			const struct algorithm *before = d > 0 ? p->algos[a] : NULL;
			ok = read_result(p->path, &results->items[a], p, a,
					 &p->all[d * p->o.nalgos + a]);
			if (ok && before && before != p->algos[a])
				ok = fail_at(p->path, &results->items[a],
					     /* TRANSLATORS: %1$s is an algorithm, %2$d a depth,
					      * %3$s another algorithm. */
					     _("%1$s here, where depth %2$d has %3$s"),
					     p->algos[a]->name, p->o.depth_from, before->name);
		}
	}
	json_free(top);
	p->o.gen.depth = p->o.depth_from;
	p->o.algos = p->algos;
	return ok;
}

static int by_first(const void *x, const void *y)
{
	const struct part *a = x, *b = y;
	return (a->o.first > b->o.first) - (a->o.first < b->o.first);
}

/* "tree 7" or "trees 10 to 19". */
static void trees_named(char *buf, size_t len, long from, long to)
{
	if (from == to)
		/* TRANSLATORS: one of a --stats run's trees, numbered from 0. */
		snprintf(buf, len, _("tree %ld"), from);
	else
		/* TRANSLATORS: a --stats run's trees %1$ld to %2$ld. */
		snprintf(buf, len, _("trees %1$ld to %2$ld"), from, to);
}

/* The parts, sorted, of one run, one after the other with nothing
 * between and nothing twice. */
static bool parts_fit(struct part *parts, int n)
{
	for (int i = 1; i < n; i++)
		for (int f = 0; f < FIELDS; f++) {
			char x[512], y[512];
			describe(&parts[0], f, x, sizeof x);
			describe(&parts[i], f, y, sizeof y);
			if (strcmp(x, y) != 0) {
				fputs("treestep: ", stderr);
				/* TRANSLATORS: %1$s and %2$s are files, %3$s what differs
				 * ("the seed"), %4$s its value in one, %5$s in the other. */
				fprintf(stderr, _("%1$s and %2$s are parts of different runs, with "
						  "%3$s %4$s in one and %5$s in the other\n"),
					parts[0].path, parts[i].path, _(field_names[f]), x, y);
				return false;
			}
		}
	qsort(parts, (size_t)n, sizeof *parts, by_first);
	for (int i = 1; i < n; i++) {
		const struct part *a = &parts[i - 1], *b = &parts[i];
		long a_end = a->o.first + a->o.trees, b_end = b->o.first + b->o.trees;
		char both[64], these[64], those[64];
		trees_named(these, sizeof these, a->o.first, a_end - 1);
		trees_named(those, sizeof those, b->o.first, b_end - 1);
		if (b->o.first < a_end) {
			trees_named(both, sizeof both, b->o.first, (a_end < b_end ? a_end : b_end) - 1);
			fputs("treestep: ", stderr);
			/* TRANSLATORS: %1$s and %3$s are files, %2$s and %4$s the
			 * trees they hold ("trees 0 to 9"), %5$s the trees in both. */
			fprintf(stderr, _("%1$s (%2$s) and %3$s (%4$s) both hold %5$s: each tree "
					  "may be counted once\n"),
				a->path, these, b->path, those, both);
			return false;
		}
		if (b->o.first > a_end) {
			trees_named(both, sizeof both, a_end, b->o.first - 1);
			fputs("treestep: ", stderr);
			/* TRANSLATORS: %1$s is the trees missing ("trees 10 to 19"),
			 * %2$s and %4$s files, %3$s and %5$s the trees they hold. */
			fprintf(stderr, _("no part holds %1$s, between %2$s (%3$s) and %4$s "
					  "(%5$s): give every part of the run\n"),
				both, a->path, these, b->path, those);
			return false;
		}
	}
	return true;
}

int merge_run(char *const *files, int nfiles, enum format format, int width,
	      const char *export_svg, FILE *out)
{
	struct part *parts = calloc((size_t)nfiles, sizeof *parts);
	struct algo_stats *all = NULL;
	int status = 1;
	if (!parts) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		return 1;
	}
	int read = 0;
	while (read < nfiles) {
		parts[read].path = files[read];
		if (!read_part(&parts[read++]))
			goto done;
	}
	if (!parts_fit(parts, nfiles))
		goto done;
	/* The whole run: the parts' trees together, their sums added and
	 * the fewest and the most of them all. */
	struct stats_options o = parts[0].o;
	o.algos = parts[0].algos;
	o.format = format;
	o.width = width;
	o.export_svg = export_svg;
	o.progress = false;
	o.jobs = 1;
	size_t cells = (size_t)(o.depth_to - o.depth_from + 1) * (size_t)o.nalgos;
	if (!(all = calloc(cells, sizeof *all))) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		goto done;
	}
	o.trees = 0;
	for (int i = 0; i < nfiles; i++) {
		o.trees += parts[i].o.trees;
		for (size_t c = 0; c < cells; c++) {
			struct summary *to[] = { &all[c].nodes, &all[c].visits, &all[c].leaves,
						 &all[c].researches };
			const struct summary *from[] = { &parts[i].all[c].nodes, &parts[i].all[c].visits,
							 &parts[i].all[c].leaves,
							 &parts[i].all[c].researches };
			for (int k = 0; k < 4; k++) {
				if (from[k]->sum > LLONG_MAX - to[k]->sum) {
					fprintf(stderr, "treestep: %s\n",
						_("the counts of the parts add up to more than "
						  "2^63, past what treestep counts exactly"));
					goto done;
				}
				if (i == 0 || from[k]->min < to[k]->min)
					to[k]->min = from[k]->min;
				if (i == 0 || from[k]->max > to[k]->max)
					to[k]->max = from[k]->max;
				to[k]->sum += from[k]->sum;
			}
		}
	}
	for (size_t c = 0; c < cells; c++) {
		stats_finish(&all[c].nodes, o.trees);
		stats_finish(&all[c].visits, o.trees);
		stats_finish(&all[c].leaves, o.trees);
		stats_finish(&all[c].researches, o.trees);
	}
	status = stats_print(&o, all, out);
done:
	for (int i = 0; i < read; i++)
		free(parts[i].all);
	free(parts);
	free(all);
	return status;
}
