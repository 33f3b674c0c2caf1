/* main.c - treestep's command line.
 *
 * Reads the options (options.c), loads the tree, and hands it to one of
 * the modes.  The search library never prints; this file and report.c
 * decide what the user sees. */
#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <locale.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "search/algo.h"
#include "tree/data.h"
#include "ui/display.h"
#include "out/exam.h"
#include "out/export.h"
#include "out/handout.h"
#include "replay/state.h"
#include "tree/files.h"
#include "tree/i18n.h"
#include "teach/lesson.h"
#include "tree/load.h"
#include "tree/parse.h"
#include "out/report.h"
#include "out/report_types.h"
#include "teach/results.h"
#include "teach/skeleton.h"
#include "words/text.h"
#include "out/merge.h"
#include "out/stats.h"
#include "out/summary.h"
#include "out/width.h"
#include "cli/options.h"
/* The algorithms to run: those asked for, or every algorithm that can run
 * the plan (plan_option_unfit says which cannot, and why) on t, where t
 * is NULL for --stats's generated trees.  expectimax only on a tree with
 * chance nodes: elsewhere it is minimax.  MTD(f) and SSS* search each
 * generated tree built in memory, with a table (algo.c), so --stats runs
 * them only when named, or with --algo all. */
static int chosen_or_all(const struct options *o, const struct tree *t,
			 const struct algorithm **list)
{
	if (o->nalgos) {
		memcpy(list, o->algos, (size_t)o->nalgos * sizeof *list);
		return o->nalgos;
	}
	int n = 0;
	char err[LOAD_ERROR_MAX];
	for (int i = 0; i < algorithm_count; i++) {
		const struct algorithm *a = &algorithms[i];
		if (plan_option_unfit(&o->plan, a, PLAN_COMMAND_LINE, err, sizeof err) != PLAN_NONE ||
		    (a->chance && !(t && t->chance_nodes)) ||
		    (!t && a->needs_table && !o->algo_all) ||
		    (t && !algorithm_fits(a, t, err, sizeof err)))
			continue;
		list[n++] = a;
	}
	return n;
}

/* The text a tree was loaded from, kept for the stepper's editing: the
 * file's bytes as read (with the file's stamp, so that a write can tell
 * whether the file changed on disk since), the expression, the built-in
 * sample, or the generated tree written out.  An edit changes this text,
 * never the file read again behind the user's back. */
struct source_text {
	char *text;
	size_t len;
	struct file_stamp stamp;
};

/* A generated tree, written out in bracket form and read back like any
 * tree file, for the stepper, --compare and --trace. */
static bool load_generated(const struct options *o, struct tree *t, struct source_text *src,
			   char *err, size_t errlen)
{
	char source[96];
	struct gen g = o->gen;
	FILE *f = open_memstream(&src->text, &src->len);
	if (!f || !gen_write(&g, f)) {
		if (f)
			fclose(f);
		/* TRANSLATORS: --random's branching and depth, and the most
		 * nodes a tree may have. */
		snprintf(err, errlen, _("treestep: --random %d,%d makes more than %d nodes; use "
					"--stats for trees that size"),
			 o->gen.branching, o->gen.depth, TREE_MAX_NODES);
		return false;
	}
	fclose(f);
	snprintf(source, sizeof source, "random %d,%d,%llu", g.branching, g.depth,
		 (unsigned long long)g.seed);
	return tree_load_string(src->text, src->len, source, t, err, errlen);
}

/* The depth a game's tree is cut at: --depth, or -1 for the game's end. */
static int game_depth(const struct options *o)
{
	return (o->given & OPT(I_PLAN + PLAN_DEPTH)) ? o->plan.depth : -1;
}

/* A game's tree (--game), written out as a tree file and read back like
 * any, as a generated tree is. */
static bool load_game(const struct options *o, struct tree *t, struct source_text *src,
		      char *err, size_t errlen)
{
	struct game g;
	char why[256];
	if (!game_start(o->game, o->position, &g, why, sizeof why)) {
		snprintf(err, errlen, "treestep: --position %s", why);
		return false;
	}
	FILE *f = open_memstream(&src->text, &src->len);
	bool ok = f && game_write(&g, game_depth(o), o->game_order, 0, f, NULL, why, sizeof why);
	if (f && fclose(f) != 0 && ok) {
		ok = false;
		snprintf(why, sizeof why, "%s", _("out of memory"));
	}
	if (!ok) {
		snprintf(err, errlen, "treestep: --game %s: %s", game_kind_name(o->game),
			 f ? why : _("out of memory"));
		free(src->text);
		src->text = NULL;
		return false;
	}
	char source[64];
	snprintf(source, sizeof source, "game %s", game_kind_name(o->game));
	return tree_load_string(src->text, src->len, source, t, err, errlen);
}

/* Loads the tree the options name into t, and its text into src. */
static int load(const struct options *o, struct tree *t, struct source_text *src)
{
	char err[LOAD_ERROR_MAX];
	bool ok;

	memset(src, 0, sizeof *src);
	memset(t, 0, sizeof *t);
	if (o->given & O_RANDOM) {
		ok = load_generated(o, t, src, err, sizeof err);
	} else if (o->given & O_GAME) {
		ok = load_game(o, t, src, err, sizeof err);
	} else if (o->file) {
		/* A name like gnuchess-pvs finds trees/gnuchess-pvs.tree.  A
		 * path too long for path[] is opened as given, and the loader
		 * says why it cannot be. */
		char path[PATH_MAX];
		const char *file = data_find("trees", o->file, ".tree", path, sizeof path) ? path :
				   o->file;
		ok = load_read_file_stamped(file, LOAD_MAX_FILE_BYTES, &src->text, &src->len,
					    &src->stamp, err, sizeof err) &&
		     tree_load_string(src->text, src->len, file, t, err, sizeof err);
	} else {
		const char *text = o->expr ? o->expr : sample_tree_text;
		ok = (src->text = strdup(text)) != NULL;
		src->len = strlen(text);
		if (!ok)
			snprintf(err, sizeof err, "treestep: %s", _("out of memory"));
		else if (o->expr)
			ok = tree_load_string(o->expr, src->len, "-e", t, err, sizeof err);
		else
			ok = tree_load_sample(t, err, sizeof err);
	}
	if (!ok) {
		fprintf(stderr, "%s\n", err);
		free(src->text);
		return 1;
	}
	/* --window and --aspiration are read before the tree: their values
	 * must be ones the tree's units can say (plan_units). */
	char why[200];
	if (!plan_fits_tree(&o->plan, t, PLAN_COMMAND_LINE, why, sizeof why)) {
		fprintf(stderr, "treestep: %s\n", why);
		tree_free(t);
		free(src->text);
		return 1;
	}
	/* An inline tree has no file name to show; the expression says more. */
	if (o->expr && !t->title && !(t->title = strndup(o->expr, 60))) {
		tree_free(t);
		free(src->text);
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		return 1;
	}
	return 0;
}

/* The columns text on standard output may take (width.h): --width's, or
 * the terminal's. */
static int output_width(const struct options *o)
{
	return o->width ? o->width : width_for(STDOUT_FILENO);
}

static int run_compare(const struct options *o, const struct tree *t)
{
	if (o->node_types && o->format != FORMAT_TEXT)
		return usage_error(_("--node-types adds a text table to --compare: not with --format"));
	const struct algorithm **algos = calloc((size_t)algorithm_count, sizeof *algos);
	/* With --id, each algorithm twice: the last PV first, and the tree's
	 * order (only the latter with --no-pv-first). */
	struct result *results = calloc((size_t)algorithm_count * 2, sizeof *results);
	struct result *tree_order = results ? results + algorithm_count : NULL;
	int n = algos ? chosen_or_all(o, t, algos) : 0, status = 0;
	struct plan unordered = o->plan;
	unordered.no_pv_first = true;
	int width = output_width(o);

	for (int i = 0; i < n && results && status == 0; i++)
		if (!algorithm_run_plan(algos[i], t, &o->plan, NULL, &results[i]) ||
		    (o->plan.id && !o->plan.no_pv_first &&
		     !algorithm_run_plan(algos[i], t, &unordered, NULL, &tree_order[i])))
			status = 1;
	/* A root trick: each algorithm also run without it, to see what it
	 * saved (the trick does not go with --id: plan_option_unfit). */
	struct plan plain = o->plan;
	plain.root_last_null = plain.root_delay_research = false;
	bool trick = o->plan.root_last_null || o->plan.root_delay_research;
	for (int i = 0; trick && i < n && results && status == 0; i++)
		if (!algorithm_run_plan(algos[i], t, &plain, NULL, &tree_order[i]))
			status = 1;
	bool ok = algos && results && status == 0;
	if (ok && trick)
		ok = report_compare_root(stdout, o->format, width, t, &o->plan, algos, tree_order,
					 results, n);
	else if (ok && o->plan.id)
		ok = report_compare_id(stdout, o->format, width, t, &o->plan, algos,
				       o->plan.no_pv_first ? NULL : results,
				       o->plan.no_pv_first ? results : tree_order, n, o->pv_ways);
	else if (ok)
		ok = report_compare(stdout, o->format, width, t, &o->plan, algos, results, n,
				    o->pv_ways);
	/* --node-types: the mismatches of each search, after the table. */
	if (ok && o->node_types)
		ok = report_node_types(stdout, t, &o->plan, algos, n);
	if (!ok) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		status = 1;
	}
	free(algos);
	free(results);
	return status;
}

/* The stepper needs a terminal.  Without one, say why and what to use
 * instead, and print the comparison, which is what a pipe can show. */
/* --export with a tree: the stepper's picture of one step, written whole
 * or not at all. */
struct picture {
	const struct state *st;
	bool types;             /* --node-types */
};

static bool write_picture(FILE *out, void *ctx, char *err, size_t errlen)
{
	const struct picture *p = ctx;
	if (export_step(out, p->st, VIEW_MAXMIN, p->types))
		return true;
	snprintf(err, errlen, "%s", _("out of memory"));
	return false;
}

/* The search that --export (a step's picture) and --handout draw, traced
 * and replayed into st; false (and said) when memory runs out. */
static bool traced_state(const struct options *o, const struct tree *t, struct trace *tr,
			 struct state *st)
{
	const struct algorithm *a = options_algorithm(o);
	struct result r;
	trace_init(tr);
	if (!algorithm_run_plan(a, t, &o->plan, tr, &r) || !state_init(st, t, a, tr)) {
		trace_free(tr);
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		return false;
	}
	return true;
}

static int run_export(const struct options *o, const struct tree *t)
{
	const struct algorithm *a = options_algorithm(o);
	char err[PATH_MAX + 128];
	struct trace tr;
	struct state st;
	int status = 0;
	if (!traced_state(o, t, &tr, &st))
		return 1;
	if (o->step > tr.count) {
		/* TRANSLATORS: the step asked for, the algorithm, its last step. */
		status = usage_error(_("--step %ld: the search of %s has steps 0 to %d"), o->step,
				     a->name, tr.count);
	} else {
		state_goto(&st, o->step < 0 ? tr.count : (int)o->step);
		struct picture p = { &st, o->node_types };
		if (!files_write_atomic(o->export_svg, write_picture, &p, err, sizeof err)) {
			fprintf(stderr, "treestep: %s\n", err);
			status = 1;
		}
	}
	state_free(&st);
	trace_free(&tr);
	return status;
}

#ifdef HAVE_CAIRO
/* --handout: the search as a PDF, written whole or not at all. */
struct handout_job {
	const char *path;
	struct state *st;
	int pages;
	bool types;             /* --node-types */
};

static bool write_handout(FILE *out, void *ctx, char *err, size_t errlen)
{
	struct handout_job *h = ctx;
	char why[256];
	if (handout_write(out, h->st, VIEW_MAXMIN, h->types, &h->pages, why, sizeof why))
		return true;
	/* With the file's name, as files.h names a failed write. */
	snprintf(err, errlen, "%s: %s", h->path, why);
	return false;
}

static int run_handout(const struct options *o, const struct tree *t)
{
	const struct algorithm *a = options_algorithm(o);
	char err[PATH_MAX + 128];
	struct trace tr;
	struct state st;
	int status = 0;
	if (!traced_state(o, t, &tr, &st))
		return 1;
	int pages = state_interesting_steps(&st);
	if (pages > HANDOUT_MAX_PAGES) {
		/* TRANSLATORS: the algorithm, its number of interesting steps,
		 * and the most pages a handout has. */
		fprintf(stderr, _("treestep: --handout: %s on this tree stops at %d interesting steps, "
				  "a page each, and a handout has at most %d pages: take a smaller tree\n"),
			a->name, pages, HANDOUT_MAX_PAGES);
		state_free(&st);
		trace_free(&tr);
		return 2;
	}
	struct handout_job h = { o->handout, &st, 0, o->node_types };
	if (!files_write_atomic(o->handout, write_handout, &h, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		status = 1;
	} else {
		/* TRANSLATORS: the file written and its number of pages. */
		fprintf(stderr, ngettext("treestep: wrote %s (%d page)\n",
					 "treestep: wrote %s (%d pages)\n", (unsigned long)h.pages),
			o->handout, h.pages);
	}
	state_free(&st);
	trace_free(&tr);
	return status;
}
#endif

static int run_stepper(const struct options *o, struct tree *t, const struct source_text *src)
{
	if (o->export_svg)
		return run_export(o, t);
	char why[128];
	if (!o->script && !display_possible(why, sizeof why)) {
		/* TRANSLATORS: %s says why, e.g. "standard output is not a terminal". */
		fprintf(stderr, _("treestep: %s, so the interactive stepper cannot start; "
				  "showing --compare (see also --trace)\n"), why);
		return run_compare(o, t);
	}
	struct display_args args = {
		/* The path the tree was found at: a name such as gnuchess-pvs
		 * reloads the file it found, not the bare name. */
		.file = o->file ? t->source : NULL,
		.algo = options_algorithm(o),
		.vs = o->vs, .windows = o->windows, .node_types = o->node_types,
		.script = o->script, .cols = o->cols, .rows = o->rows,
		.text = src->text, .text_len = src->len, .stamp = src->stamp,
		.plan = o->plan,
	};
	/* The stepper shows one way at a time: the first asked for. */
	while (o->pv_ways && !(o->pv_ways >> args.pv_way & 1))
		args.pv_way++;
	return display_run(t, &args);
}

static int run_trace(const struct options *o, const struct tree *t)
{
	const struct algorithm *only = options_algorithm(o);
	const struct algorithm *const *algos = o->nalgos ? o->algos : &only;
	int n = o->nalgos ? o->nalgos : 1;

	for (int i = 0; i < n; i++) {
		struct trace tr;
		struct result r;
		trace_init(&tr);
		if (!algorithm_run_plan(algos[i], t, &o->plan, &tr, &r)) {
			trace_free(&tr);
			fprintf(stderr, "treestep: %s\n", _("out of memory"));
			return 1;
		}
		if (i > 0)
			putchar('\n');
		bool ok = o->mode == MODE_EXPLAIN ?
			  report_explain(stdout, t, algos[i], &tr, o->node_types) :
			  report_trace(stdout, t, algos[i], &tr, o->node_types);
		trace_free(&tr);
		if (!ok) {
			fprintf(stderr, "treestep: %s\n", _("out of memory"));
			return 1;
		}
	}
	return 0;
}

/* --lessons (lesson.c lists them, reading each file as a lesson is read). */
static int list_lessons(void)
{
	return lesson_list(stdout);
}

/* --trees: the names a TREEFILE may be, each with its title, found as
 * data_find finds them (and as shell completion offers them). */
static int list_trees(void)
{
	struct data_file *all;
	size_t n;
	int status = data_list("trees", ".tree", &all, &n), shown = 0;
	char err[LOAD_ERROR_MAX];

	if (status < 0) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		return 1;
	}
	for (size_t i = 0; i < n; i++) {
		struct tree t;
		if (!tree_load_file(all[i].path, &t, err, sizeof err)) {
			fprintf(stderr, "%s\n", err);
			status = 1;
			continue;
		}
		fprintf(stdout, "%-20s %s\n", all[i].name, t.title ? t.title : "");
		tree_free(&t);
		shown++;
	}
	if (shown == 0 && status == 0) {
		fputs(_("treestep: no trees found (set TREESTEP_DATA or --data-dir to "
			"the folder that holds trees/)\n"), stderr);
		status = 1;
	}
	data_list_free(all, n);
	return status;
}

static int run_stats(const struct options *o)
{
	const struct algorithm **algos = calloc((size_t)algorithm_count, sizeof *algos);
	if (!algos) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		return 1;
	}
	struct stats_options so = {
		.gen = o->gen, .depth_from = o->gen.depth, .depth_to = o->depth_to,
		.first = o->stats_first, .trees = o->stats, .format = o->format, .export_svg = o->export_svg,
		.progress = isatty(STDERR_FILENO), .algos = algos, .jobs = o->jobs,
		.width = output_width(o),
	};
	if (!so.jobs) {         /* as many as there are processors to run them */
		long n = sysconf(_SC_NPROCESSORS_ONLN);
		so.jobs = n < 1 ? 1 : n > STATS_MAX_JOBS ? STATS_MAX_JOBS : (int)n;
	}
	so.nalgos = chosen_or_all(o, NULL, algos);
	struct game g;
	if (o->given & O_GAME) {
		char err[256];
		if (!game_start(o->game, o->position, &g, err, sizeof err)) {
			free(algos);
			return usage_error("--position %s", err);
		}
		so.game = &g;
		so.game_depth = game_depth(o);
		so.game_order = o->game_order;
		so.gen.seed = (o->given & O_SEED) ? o->seed : 1;
		so.depth_from = so.depth_to = so.game_depth < 0 ? 0 : so.game_depth;
	}
	/* A run that would take years is refused before it starts, with its
	 * size, rather than left to run with no end in sight. */
	char why[512];
	if (!stats_check_size(&so, why, sizeof why)) {
		free(algos);
		return usage_error("%s", why);
	}
	int status = stats_run(&so, stdout);
	free(algos);
	return status;
}

/* --merge: the parts of a --stats run, printed as the whole run. */
static int run_merge(const struct options *o)
{
	return merge_run(o->merge, o->merge_count, o->format, output_width(o), o->export_svg, stdout);
}

static void too_many_nodes(const struct gen *g, char *err, size_t errlen)
{
	/* TRANSLATORS: --random's branching and depth, and the most nodes a
	 * tree file may have. */
	snprintf(err, errlen, _("--random %d,%d makes more than %d nodes, too many for a tree file"),
		 g->branching, g->depth, TREE_MAX_NODES);
}

/* The generated tree as a tree file, for files_write_atomic. */
static bool write_generated(FILE *out, void *ctx, char *err, size_t errlen)
{
	struct gen *g = ctx;
	if (gen_write(g, out))
		return true;
	too_many_nodes(g, err, errlen);
	return false;
}

/* A game's tree as a tree file, for files_write_atomic. */
struct game_save {
	const struct options *o;
	struct game g;
	long nodes;
};

static bool write_game(FILE *out, void *ctx, char *err, size_t errlen)
{
	struct game_save *gs = ctx;
	return game_write(&gs->g, game_depth(gs->o), gs->o->game_order, 0, out, &gs->nodes, err, errlen);
}

/* --save --game: the tree is made while it is written; a tree too big
 * leaves no file (files_write_atomic), and an existing one as it was. */
static int save_game(const struct options *o)
{
	struct game_save gs = { .o = o };
	char err[PATH_MAX + 256];
	if (!game_start(o->game, o->position, &gs.g, err, sizeof err))
		return usage_error("--position %s", err);
	if (!files_write_atomic(o->save, write_game, &gs, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		return 1;
	}
	fprintf(stderr, ngettext("treestep: wrote %s (%ld node to search)\n",
				 "treestep: wrote %s (%ld nodes to search)\n", (unsigned long)gs.nodes),
		o->save, gs.nodes);
	return 0;
}

/* --save: the size is checked before anything is written, and the file
 * is written whole or not at all (files.h). */
static int save_generated(const struct options *o)
{
	if (o->given & O_GAME)
		return save_game(o);
	struct gen g = o->gen;
	char err[PATH_MAX + 128];
	long nodes = gen_count(&g, TREE_MAX_NODES);
	if (nodes < 0)
		too_many_nodes(&g, err, sizeof err);
	if (nodes < 0 || !files_write_atomic(o->save, write_generated, &g, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		return 1;
	}
	fprintf(stderr, ngettext("treestep: wrote %s (%ld node)\n", "treestep: wrote %s (%ld nodes)\n",
				 (unsigned long)nodes),
		o->save, nodes);
	return 0;
}

/* --lesson-skeleton: the tree found as a tree file is found, searched
 * once, and its lesson printed. */
static int run_skeleton(const struct options *o)
{
	char path[PATH_MAX], err[LOAD_ERROR_MAX + PATH_MAX], *spec;
	struct tree t;
	const struct algorithm *a = options_algorithm(o);
	const char *file = data_find("trees", o->skeleton, ".tree", path, sizeof path) ? path :
			   o->skeleton;
	if (!tree_load_file(file, &t, err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	if (!plan_check(&o->plan, &t, a, err, sizeof err) ||
	    !skeleton_tree_spec(&t, file, &spec, err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		tree_free(&t);
		return 1;
	}
	struct trace tr;
	struct result r;
	trace_init(&tr);
	int status = 0;
	if (!algorithm_run_plan(a, &t, &o->plan, &tr, &r)) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		status = 1;
	} else {
		lesson_skeleton(stdout, spec, o->skeleton, &t, a, &tr);
	}
	free(spec);
	trace_free(&tr);
	tree_free(&t);
	return status;
}

/* --results, before the session: false, after saying why, when its
 * rows could not be written.  The name in them is --student (checked
 * as it is read), or the login name from USER, which is checked here:
 * a newline or an escape sequence in it would go into the class's file.
 * A target no answer could be appended to (a missing or read-only
 * directory, a directory, a FIFO, a device such as /dev/full) is refused
 * now, with exit status 1, rather than found out at the first answer
 * with the student's work already lost.  The check opens the file as
 * each append will, so it is made, empty, if it is missing. */
static bool results_ready(const struct options *o, struct display_args *args)
{
	char what[64], why[320];
	if (!o->results)
		return true;
	const char *name = o->student;
	if (!name) {
		const char *user = getenv("USER");
		name = user && *user ? user : "unknown";
		size_t at = results_name_unsafe_at(name, what, sizeof what);
		if (name[at]) {
			/* TRANSLATORS: what is wrong with the login name, and where
			 * (bytes from 1). */
			fprintf(stderr, _("treestep: USER: %s at byte %zu (give the name with "
					  "--student)\n"), what, at + 1);
			return false;
		}
	}
	if (!files_check_appendable(o->results, why, sizeof why)) {
		/* TRANSLATORS: a file, and why it cannot be written. */
		fprintf(stderr, _("treestep: %s: cannot write: %s\n"), o->results, why);
		return false;
	}
	args->results = o->results;
	args->student = name;
	return true;
}

/* --practice: small trees by default (branching 2 to 3, depth 3 to 4,
 * values 0 to 20), a new one every run unless --random gives the seed. */
static int run_practice(const struct options *o)
{
	char why[256];
	struct practice_deal d = { .branch_min = 2, .branch_max = 3, .depth_min = 3, .depth_max = 4,
				   .lo = 0, .hi = 20, .seed = (uint64_t)time(NULL) };
	if (o->given & O_RANDOM) {
		if (o->gen.branching > PRACTICE_MAX_BRANCHING || o->gen.depth > PRACTICE_MAX_DEPTH ||
		    o->gen.depth < 1)
			/* TRANSLATORS: the largest branching and depth practice deals. */
			return usage_error(_("--practice deals small trees: branching 1 to %d, depth 1 "
					     "to %d"), PRACTICE_MAX_BRANCHING, PRACTICE_MAX_DEPTH);
		d.branch_min = d.branch_max = o->gen.branching;
		d.depth_min = d.depth_max = o->gen.depth;
		d.seed = o->gen.seed;
	}
	if (o->given & O_VALUES) {
		d.lo = o->gen.lo;
		d.hi = o->gen.hi;
	}
	if (o->given & O_GAME) {
		if (!game_start(o->game, o->position, &d.start, why, sizeof why))
			return usage_error("--position %s", why);
		d.game = true;
		d.order = o->game_order;
		if (o->given & O_SEED)
			d.seed = o->seed;
	}
	d.ask = o->ask;
	char plain[200];
	if (!practice_ask_possible(d.ask, options_algorithm(o), plain, sizeof plain))
		return usage_error("%s", plain);
	if (!o->script && !display_possible(why, sizeof why)) {
		/* TRANSLATORS: %s says why, e.g. "standard output is not a terminal". */
		fprintf(stderr, _("treestep: %s, so practice cannot start\n"), why);
		return 1;
	}
	struct display_args args = { .script = o->script, .cols = o->cols, .rows = o->rows,
				     .windows = o->windows, .node_types = o->node_types };
	if (!results_ready(o, &args))
		return 1;
	return display_practice(&d, options_algorithm(o), &args);
}

static int run_lesson(const struct options *o)
{
	char path[PATH_MAX], err[LOAD_ERROR_MAX], why[128];
	struct lesson l;
	bool found = data_find("tutorials", o->lesson, ".lesson", path, sizeof path);
	/* A path too long for path[] is opened as given, to hear why not. */
	if (!found && !strchr(o->lesson, '/')) {
		fprintf(stderr, _("treestep: no lesson '%s' (see treestep --lessons)\n"), o->lesson);
		return 1;
	}
	if (!lesson_load(found ? path : o->lesson, &l, err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	int status = 0;
	bool print = o->given & O_PRINT;
	struct display_args args = { .script = o->script, .cols = o->cols, .rows = o->rows,
				     .windows = o->windows, .node_types = o->node_types };
	bool playable = !print && (o->script || display_possible(why, sizeof why));
	if (print && o->script) {
		status = usage_error(_("--print and --script both say how to show the lesson; "
				       "choose one"));
	} else if (print && o->results) {
		status = usage_error(_("--results records the answers to a lesson's questions, and "
				       "--print asks none; choose one"));
	} else if (playable) {
		status = results_ready(o, &args) ? display_lesson(&l, &args) : 1;
	} else if (o->results) {
		/* Printing instead would record nothing: say so, and fail. */
		/* TRANSLATORS: why (e.g. "standard output is not a terminal"),
		 * then the --results file. */
		fprintf(stderr, _("treestep: %s, so the lesson cannot be played and no answer can "
				  "go to %s\n"), why, o->results);
		status = 1;
	} else {
		if (!print)
			/* TRANSLATORS: %s says why, e.g. "standard output is not a
			 * terminal". */
			fprintf(stderr, _("treestep: %s, so the lesson cannot be played; printing it "
					  "instead\n"), why);
		if (!lesson_print(stdout, &l)) {
			fprintf(stderr, "treestep: %s\n", _("out of memory"));
			status = 1;
		}
	}
	lesson_free(&l);
	return status;
}

/* --results-summary: the class's scores and questions on standard output,
 * and the chart, if asked for, written whole or not at all. */
static int run_summary(const struct options *o)
{
	char err[LOAD_ERROR_MAX + PATH_MAX];
	struct results_summary s;
	if (o->export_svg && !files_check_writable(o->export_svg, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		return 1;
	}
	if (!summary_load(&s, o->summary, err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	int status = 0;
	if (!summary_print(stdout, &s, o->format)) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		status = 1;
	} else if (o->export_svg &&
		   !files_write_atomic(o->export_svg, summary_write_svg, &s, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		status = 1;
	}
	summary_free(&s);
	return status;
}

/* --exam: the sheet and the key, each written whole, or neither. */
static int run_exam(const struct options *o)
{
	char sheet[PATH_MAX], key[PATH_MAX], err[PATH_MAX + 512];
	struct exam e = { .variants = o->exam, .gen = o->gen, .algo = options_algorithm(o),
			  .ask = o->ask, .min_cutoffs = o->min_cutoffs,
			  .name = o->output ? o->output : "exam" };
	if (!(o->given & O_VALUES)) {
		e.gen.ranged = true;
		e.gen.lo = EXAM_LO;
		e.gen.hi = EXAM_HI;
	}
	if (e.gen.depth < 1)
		return usage_error(_("--exam: the trees need a depth of 1 at least"));
	if (!gen_check(&e.gen, err, sizeof err))
		return usage_error("--random: %s", err);
	/* --ask windows of minimax: refused as practice refuses it. */
	if (!practice_ask_possible(e.ask, e.algo, err, sizeof err))
		return usage_error("%s", err);
	if (exam_write(&e, sheet, key, sizeof sheet, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		return 1;
	}
	/* TRANSLATORS: the exam sheet's file, the key's, and how many
	 * variants they hold. */
	fprintf(stderr, ngettext("treestep: wrote %s and %s (%d variant)\n",
				 "treestep: wrote %s and %s (%d variants)\n", (unsigned long)e.variants),
		sheet, key, e.variants);
	return 0;
}

/* Standard output is checked once, for every mode, as it is closed at
 * exit (files.h).  (As with any program, SIGPIPE may end treestep first
 * when a pipe closes; the exit status says so then.) */
static void close_stdout(void)
{
	int reason = files_close_stdout();
	if (reason == 0)
		return;
	if (reason > 0)
		fprintf(stderr, _("treestep: write error: %s\n"), strerror(reason));
	else
		fputs(_("treestep: write error\n"), stderr);
	/* exit() must not be called again from an atexit handler. */
	_exit(1);
}

static int run(int argc, char **argv, struct options *o)
{
	struct tree t;
	struct source_text src;
	int status = options_parse(argc, argv, o);

	if (status)
		return status;
	switch (o->mode) {
	case MODE_LESSONS:
		return list_lessons();
	case MODE_TREES:
		return list_trees();
	case MODE_LESSON:
		return run_lesson(o);
	case MODE_STATS:
		return run_stats(o);
	case MODE_MERGE:
		return run_merge(o);
	case MODE_SAVE:
		return save_generated(o);
	case MODE_PRACTICE:
		return run_practice(o);
	case MODE_SKELETON:
		return run_skeleton(o);
	case MODE_SUMMARY:
		return run_summary(o);
	case MODE_EXAM:
		return run_exam(o);
	case MODE_HANDOUT:
#ifdef HAVE_CAIRO
		break;          /* on to the tree, as below */
#else
		/* Said before any work, and whatever the tree. */
		fputs(_("treestep: --handout: this treestep was built without cairo, so PDF "
			"handouts are unavailable\n"), stderr);
		return 1;
#endif
	case MODE_STEPPER:
	case MODE_COMPARE:
	case MODE_TRACE:
	case MODE_EXPLAIN:
		break;
	}
	if ((status = load(o, &t, &src)))
		return status;
	/* The plan must fit the tree and every algorithm asked for. */
	char err[LOAD_ERROR_MAX];
	/* Without --algo, a tree the mode's own algorithm (pvs) cannot search
	 * is shown with one that can, as if it had been asked for: alpha-beta
	 * where MIN follows MIN, expectimax where there are chance nodes. */
	const struct algorithm *own = options_algorithm(o);
	if (!o->nalgos && own && !algorithm_fits(own, &t, err, sizeof err)) {
		const struct algorithm *ab = algorithm_find("alphabeta");
		int i = algorithm_next_fit((int)(own - algorithms), -1, &t);
		o->algos[0] = algorithm_fits(ab, &t, err, sizeof err) ? ab : &algorithms[i];
		o->nalgos = 1;
	}
	for (int i = 0; i < (o->nalgos ? o->nalgos : 1); i++) {
		/* without --algo, the mode's own algorithm (--compare: all that fit) */
		const struct algorithm *a = o->nalgos ? o->algos[i] : options_algorithm(o);
		if (!plan_check(&o->plan, &t, a, err, sizeof err) ||
		    (o->vs && !algorithm_fits(o->vs, &t, err, sizeof err))) {
			fprintf(stderr, "%s\n", err);
			tree_free(&t);
			free(src.text);
			return 1;
		}
	}
	if (o->mode == MODE_TRACE || o->mode == MODE_EXPLAIN)
		status = run_trace(o, &t);
	else if (o->mode == MODE_COMPARE)
		status = run_compare(o, &t);
#ifdef HAVE_CAIRO
	else if (o->mode == MODE_HANDOUT)
		status = run_handout(o, &t);
#endif
	else
		status = run_stepper(o, &t, &src);
	tree_free(&t);
	free(src.text);
	return status;
}

/* The messages in the user's language (LANGUAGE, LC_ALL, LC_MESSAGES,
 * LANG), in the character set of the user's locale (LC_CTYPE), from the
 * catalogs make install put under LOCALEDIR, or, for the program the
 * build made, the build's own (data_locale_dir).  The lessons follow the
 * language gettext chooses here (data_lesson_language).  Only those two
 * categories:
 * LC_NUMERIC stays "C", so the command line's decimals (parse.c, json.c)
 * and the numbers in CSV, TSV and JSON are read and written with a
 * point whatever the locale.  (The stepper sets the rest of the locale
 * for curses when it starts, and LC_NUMERIC stays "C" there too,
 * src/ui/term.c.) */
static void locale_init(void)
{
	setlocale(LC_CTYPE, "");
	setlocale(LC_MESSAGES, "");
	/* (void): with --disable-nls they are macros that only return
	 * their argument, and a statement of that alone is a warning. */
	(void)bindtextdomain(PACKAGE, data_locale_dir());
	(void)textdomain(PACKAGE);
}

int main(int argc, char **argv)
{
	struct options o = { .mode = MODE_STEPPER, .format = FORMAT_TEXT,
			     .gen = { .order = ORDER_RANDOM }, .cols = 80, .rows = 24, .step = -1 };
	locale_init();
	atexit(close_stdout);
	/* Every name at most once (parse_algos): algorithm_count entries. */
	if (!(o.algos = calloc((size_t)algorithm_count, sizeof *o.algos))) {
		fprintf(stderr, "treestep: %s\n", _("out of memory"));
		return 1;
	}
	int status = run(argc, argv, &o);
	free(o.algos);
	return status;
}

