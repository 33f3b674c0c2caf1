/* main.c - treestep's command line.
 *
 * Parses the options, loads the tree, and hands it to one of the modes.
 * The search library never prints; this file and report.c decide what the
 * user sees. */
#include <config.h>

#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "algo.h"
#include "data.h"
#include "display.h"
#include "files.h"
#include "lesson.h"
#include "load.h"
#include "parse.h"
#include "report.h"
#include "stats.h"

enum mode { MODE_DEFAULT, MODE_COMPARE, MODE_TRACE, MODE_LESSON, MODE_LESSONS };

struct options {
	enum mode mode;
	enum format format;
	const char *expr;
	const char *file;
	const char *lesson;
	bool print;
	/* Generated trees. */
	bool random;
	struct gen gen;
	int depth_to;
	const char *save;
	long stats;                     /* trees for --stats, 0: not asked */
	const char *export_svg;
	const struct algorithm *vs;     /* --vs: the split view's other algorithm */
	const struct algorithm *algos[16];
	int nalgos;
};

static void usage(FILE *out)
{
	fprintf(out,
		"Usage: treestep [OPTION]... [TREEFILE]\n"
		"Step through game-tree search algorithms on a small game tree.\n"
		"\n"
		"With no TREEFILE and no -e, the built-in sample tree is used (the\n"
		"15-node tree of trees/gnuchess-pvs.tree).\n"
		"\n"
		"A TREEFILE is a path, or the name of a tree that comes with treestep\n"
		"(e.g. gnuchess-pvs for trees/gnuchess-pvs.tree).\n"
		"\n"
		"Modes:\n"
		"  (none)                 the interactive stepper (press ? inside for its keys)\n"
		"      --compare          print one summary row per algorithm\n"
		"      --trace            print every step of the search, one per line\n"
		"      --lesson=NAME      play a lesson (a path, or a name such as 03-pvs)\n"
		"      --lessons          list the lessons that come with treestep\n"
		"      --stats=N          search N generated trees and summarise the counts\n"
		"\n"
		"Options:\n"
		"  -a, --algo=NAME[,NAME]...  the algorithms to run (--compare: all six;\n"
		"                             --trace and the stepper: pvs)\n"
		"      --vs=NAME          the stepper: open the split view against NAME\n"
		"  -e, --expr=EXPR        read the tree from EXPR in bracket form,\n"
		"                         e.g. -e '((3 12 8) (2 4 6) (14 5 2))'\n"
		"  -f, --format=FORMAT    --compare output: text (default), tsv or json\n"
		"      --print            with --lesson: print the lesson as text\n"
		"      --data-dir=DIR     look for trees/ and tutorials/ in DIR first\n"
		"                         (also: the TREESTEP_DATA environment variable)\n"
		"\n"
		"Generated trees:\n"
		"      --random=B,D[,SEED]    a tree of branching B and depth D (SEED: 1);\n"
		"                         with --stats, D may be a range such as 1..8\n"
		"      --random-shape     1 to B children per node, some leaves early\n"
		"      --order=ORDER      best, worst, random (the default), or the\n"
		"                         probability P that the best move comes first\n"
		"      --save=FILE        write the generated tree to FILE and stop\n"
		"      --export=FILE.svg  with --stats and a range of depths: an SVG chart\n"
		"  -h, --help             show this help and exit\n"
		"  -V, --version          show the version and exit\n"
		"\n"
		"Algorithms:\n");
	for (int i = 0; i < algorithm_count; i++)
		fprintf(out, "  %-15s %s\n", algorithms[i].name, algorithms[i].summary);
	fprintf(out,
		"\n"
		"Windows and values are printed from MAX's point of view.\n"
		"Exit status: 0 on success, 1 when the tree cannot be loaded or\n"
		"searched, 2 on a usage error.\n"
		"Report bugs and read the tree format in README.md.\n");
}

static int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int usage_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "treestep: ");
	vfprintf(stderr, fmt, ap);
	fprintf(stderr, "\nTry 'treestep --help' for more information.\n");
	va_end(ap);
	return 2;
}

/* "pvs,alphabeta" -> two entries of o->algos. */
static int parse_algos(struct options *o, const char *list)
{
	char buf[256];
	snprintf(buf, sizeof buf, "%s", list);
	for (char *save = NULL, *name = strtok_r(buf, ",", &save); name;
	     name = strtok_r(NULL, ",", &save)) {
		const struct algorithm *a = algorithm_find(name);
		if (!a)
			return usage_error("unknown algorithm '%s' (see --help for the list)", name);
		if (o->nalgos == (int)(sizeof o->algos / sizeof o->algos[0]))
			return usage_error("too many algorithms in '%s'", list);
		o->algos[o->nalgos++] = a;
	}
	if (o->nalgos == 0)
		return usage_error("--algo needs at least one algorithm name%s", "");
	return 0;
}

/* One number of --random, from text[0..len). */
static bool random_number(const char *what, const char *text, size_t len, uint64_t min,
			  uint64_t max, uint64_t *out)
{
	char err[160];
	if (parse_number(what, text, len, min, max, out, err, sizeof err))
		return true;
	usage_error("--random: %s", err);
	return false;
}

/* "4,6", "4,6,42" or "4,1..8,42". */
static int parse_random(struct options *o, const char *text)
{
	const char *depth = strchr(text, ','), *seed_text = NULL;
	if (!depth)
		return usage_error("--random needs B,D[,SEED], not '%.60s'", text);
	depth++;
	size_t depth_len = strcspn(depth, ",");
	if (depth[depth_len] == ',') {
		seed_text = depth + depth_len + 1;
		if (strchr(seed_text, ','))
			return usage_error("--random needs B,D[,SEED], not '%.60s'", text);
	}
	/* D, or a range D1..D2. */
	const char *range = memchr(depth, '.', depth_len);
	size_t d1_len = range ? (size_t)(range - depth) : depth_len;
	if (range && (depth_len - d1_len < 2 || range[1] != '.'))
		return usage_error("--random: the depths must be D or D1..D2, not '%.*s'",
				   (int)depth_len, depth);
	uint64_t b, d1, d2, seed = 1;
	if (!random_number("the branching", text, (size_t)(depth - 1 - text), 1, GEN_MAX_BRANCHING,
			   &b) ||
	    !random_number("the depth", depth, d1_len, 0, GEN_MAX_DEPTH, &d1))
		return 2;
	d2 = d1;
	if (range && !random_number("the depth", range + 2, depth_len - d1_len - 2, 0,
				    GEN_MAX_DEPTH, &d2))
		return 2;
	if (seed_text && !random_number("the seed", seed_text, strlen(seed_text), 0, UINT64_MAX,
					&seed))
		return 2;
	if (d2 < d1)
		return usage_error("--random: the depths %.*s go down", (int)depth_len, depth);
	o->random = true;
	o->gen.branching = (int)b;
	o->gen.depth = (int)d1;
	o->depth_to = (int)d2;
	o->gen.seed = seed;
	return 0;
}

static int parse_options(int argc, char **argv, struct options *o)
{
	enum { OPT_COMPARE = 256, OPT_TRACE, OPT_LESSON, OPT_LESSONS, OPT_PRINT, OPT_DATA_DIR,
	       OPT_RANDOM, OPT_SHAPE, OPT_ORDER, OPT_SAVE, OPT_STATS, OPT_EXPORT, OPT_VS };
	static const struct option longopts[] = {
		{ "algo", required_argument, NULL, 'a' },
		{ "compare", no_argument, NULL, OPT_COMPARE },
		{ "data-dir", required_argument, NULL, OPT_DATA_DIR },
		{ "expr", required_argument, NULL, 'e' },
		{ "export", required_argument, NULL, OPT_EXPORT },
		{ "format", required_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ "lesson", required_argument, NULL, OPT_LESSON },
		{ "lessons", no_argument, NULL, OPT_LESSONS },
		{ "order", required_argument, NULL, OPT_ORDER },
		{ "print", no_argument, NULL, OPT_PRINT },
		{ "random", required_argument, NULL, OPT_RANDOM },
		{ "random-shape", no_argument, NULL, OPT_SHAPE },
		{ "save", required_argument, NULL, OPT_SAVE },
		{ "stats", required_argument, NULL, OPT_STATS },
		{ "trace", no_argument, NULL, OPT_TRACE },
		{ "version", no_argument, NULL, 'V' },
		{ "vs", required_argument, NULL, OPT_VS },
		{ NULL, 0, NULL, 0 },
	};
	int ch, err;

	while ((ch = getopt_long(argc, argv, "a:e:f:hV", longopts, NULL)) != -1) {
		switch (ch) {
		case 'a':
			if ((err = parse_algos(o, optarg)))
				return err;
			break;
		case 'e':
			o->expr = optarg;
			break;
		case 'f':
			if (strcmp(optarg, "text") == 0)
				o->format = FORMAT_TEXT;
			else if (strcmp(optarg, "tsv") == 0)
				o->format = FORMAT_TSV;
			else if (strcmp(optarg, "json") == 0)
				o->format = FORMAT_JSON;
			else
				return usage_error("unknown format '%s' (use text, tsv or json)", optarg);
			break;
		case 'h':
			usage(stdout);
			exit(0);
		case 'V':
			printf("treestep %s\n", PACKAGE_VERSION);
			exit(0);
		case OPT_COMPARE:
		case OPT_TRACE:
		case OPT_LESSON:
		case OPT_LESSONS:
			if (o->mode != MODE_DEFAULT)
				return usage_error("%s", "choose one of --compare, --trace, --lesson "
						   "and --lessons");
			o->mode = ch == OPT_COMPARE ? MODE_COMPARE : ch == OPT_TRACE ? MODE_TRACE :
				  ch == OPT_LESSON ? MODE_LESSON : MODE_LESSONS;
			if (ch == OPT_LESSON)
				o->lesson = optarg;
			break;
		case OPT_PRINT:
			o->print = true;
			break;
		case OPT_DATA_DIR:
			data_set_dir(optarg);
			break;
		case OPT_RANDOM:
			if ((err = parse_random(o, optarg)))
				return err;
			break;
		case OPT_SHAPE:
			o->gen.irregular = true;
			break;
		case OPT_ORDER:
			if (!gen_parse_order(optarg, &o->gen.order, &o->gen.p))
				return usage_error("unknown order '%s' (use best, worst, random or a "
						   "probability from 0 to 1)", optarg);
			break;
		case OPT_SAVE:
			o->save = optarg;
			break;
		case OPT_STATS: {
			char why[160];
			uint64_t n;
			if (!parse_number("the number of trees", optarg, strlen(optarg), 1, 100000000, &n,
					  why, sizeof why))
				return usage_error("--stats: %s", why);
			o->stats = (long)n;
			break;
		}
		case OPT_EXPORT:
			o->export_svg = optarg;
			break;
		case OPT_VS:
			if (!(o->vs = algorithm_find(optarg)))
				return usage_error("unknown algorithm '%s' (see --help for the list)", optarg);
			break;
		default:
			fprintf(stderr, "Try 'treestep --help' for more information.\n");
			return 2;
		}
	}
	if (optind < argc)
		o->file = argv[optind++];
	if (optind < argc)
		return usage_error("unexpected argument '%s' (give one tree file)", argv[optind]);
	if (o->file && o->expr)
		return usage_error("%s", "give either a TREEFILE or -e EXPR, not both");
	if (o->format != FORMAT_TEXT && o->mode == MODE_TRACE)
		return usage_error("%s", "--format applies to --compare only");
	if ((o->mode == MODE_LESSON || o->mode == MODE_LESSONS) && (o->file || o->expr))
		return usage_error("%s", "a lesson names its own tree: give no TREEFILE or -e");
	if (o->print && o->mode != MODE_LESSON)
		return usage_error("%s", "--print goes with --lesson");
	if (o->random && (o->file || o->expr))
		return usage_error("%s", "give --random or a tree, not both");
	if ((o->stats || o->save || o->gen.irregular) && !o->random)
		return usage_error("%s", "--stats, --save and --random-shape go with --random B,D");
	if (o->stats && o->mode != MODE_DEFAULT)
		return usage_error("%s", "--stats is a mode of its own");
	if (o->depth_to != o->gen.depth && !o->stats)
		return usage_error("%s", "a range of depths goes with --stats");
	if (o->export_svg && !o->stats)
		return usage_error("%s", "--export goes with --stats");
	if (o->vs && o->mode != MODE_DEFAULT)
		return usage_error("%s", "--vs goes with the stepper");
	if (o->random) {
		char why[160];
		struct gen deepest = o->gen;
		deepest.depth = o->depth_to;
		if (!gen_check(&deepest, why, sizeof why))
			return usage_error("--random: %s", why);
	}
	return 0;
}

/* A generated tree, written out in bracket form and read back like any
 * tree file, for the stepper, --compare and --trace. */
static bool load_generated(const struct options *o, struct tree *t, char *err, size_t errlen)
{
	char *text = NULL, source[96];
	size_t len = 0;
	struct gen g = o->gen;
	FILE *f = open_memstream(&text, &len);
	if (!f || !gen_write(&g, f)) {
		if (f)
			fclose(f);
		free(text);
		snprintf(err, errlen, "treestep: --random %d,%d makes more than %d nodes; use "
			 "--stats for trees that size", o->gen.branching, o->gen.depth, TREE_MAX_NODES);
		return false;
	}
	fclose(f);
	snprintf(source, sizeof source, "random %d,%d,%llu", g.branching, g.depth,
		 (unsigned long long)g.seed);
	bool ok = tree_load_string(text, len, source, t, err, errlen);
	free(text);
	return ok;
}

static int load(const struct options *o, struct tree *t)
{
	char err[LOAD_ERROR_MAX];
	bool ok;

	if (o->random)
		ok = load_generated(o, t, err, sizeof err);
	else if (o->expr)
		ok = tree_load_string(o->expr, strlen(o->expr), "-e", t, err, sizeof err);
	else if (o->file) {
		/* A name like gnuchess-pvs finds trees/gnuchess-pvs.tree. */
		char path[4096];
		ok = tree_load_file(data_find("trees", o->file, ".tree", path, sizeof path) ?
				    path : o->file, t, err, sizeof err);
	}
	else
		ok = tree_load_sample(t, err, sizeof err);
	if (!ok) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	/* An inline tree has no file name to show; the expression says more. */
	if (o->expr && !t->title && !(t->title = strndup(o->expr, 60))) {
		tree_free(t);
		fprintf(stderr, "treestep: out of memory\n");
		return 1;
	}
	return 0;
}

static int run_compare(const struct options *o, const struct tree *t)
{
	struct result results[16];
	const struct algorithm *const *algos = o->algos;
	const struct algorithm *all[16];
	int n = o->nalgos;

	if (n == 0) {
		for (n = 0; n < algorithm_count; n++)
			all[n] = &algorithms[n];
		algos = all;
	}
	for (int i = 0; i < n; i++) {
		if (!algorithm_run(algos[i], t, NULL, &results[i])) {
			fprintf(stderr, "treestep: out of memory\n");
			return 1;
		}
	}
	print_compare(stdout, o->format, t, algos, results, n);
	return 0;
}

/* The stepper needs a terminal.  Without one, say why and what to use
 * instead, and print the comparison, which is what a pipe can show. */
static int run_stepper(const struct options *o, struct tree *t)
{
	char why[128];
	if (!display_possible(why, sizeof why)) {
		fprintf(stderr, "treestep: %s, so the interactive stepper cannot start; "
			"showing --compare (see also --trace)\n", why);
		return run_compare(o, t);
	}
	struct display_args args = {
		.file = o->file,
		.algo = o->nalgos ? o->algos[0] : algorithm_find("pvs"),
		.vs = o->vs,
	};
	return display_run(t, &args);
}

static int run_trace(const struct options *o, const struct tree *t)
{
	const struct algorithm *only = algorithm_find("pvs");
	const struct algorithm *const *algos = o->nalgos ? o->algos : &only;
	int n = o->nalgos ? o->nalgos : 1;

	for (int i = 0; i < n; i++) {
		struct trace tr;
		struct result r;
		trace_init(&tr);
		if (!algorithm_run(algos[i], t, &tr, &r)) {
			trace_free(&tr);
			fprintf(stderr, "treestep: out of memory\n");
			return 1;
		}
		if (i > 0)
			putchar('\n');
		print_trace(stdout, t, algos[i], &tr);
		trace_free(&tr);
	}
	return 0;
}

/* --lessons: every *.lesson in the data directories, with its title; a
 * name found in an earlier directory hides the same name in a later one. */
static int compare_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int list_lessons(void)
{
	char *lines[512];
	int n = 0;
	for (int i = 0; data_dir(i); i++) {
		char dir[4096];
		snprintf(dir, sizeof dir, "%s/tutorials", data_dir(i));
		DIR *d = opendir(dir);
		struct dirent *ent;
		while (d && (ent = readdir(d)) && n < 512) {
			size_t len = strlen(ent->d_name);
			if (len < 8 || strcmp(ent->d_name + len - 7, ".lesson") != 0)
				continue;
			char name[256], path[4400], title[256] = "", line[512];
			snprintf(name, sizeof name, "%.*s", (int)(len - 7), ent->d_name);
			bool dup = false;
			for (int k = 0; k < n; k++)
				dup |= strncmp(lines[k], name, strlen(name)) == 0 &&
				       lines[k][strlen(name)] == ' ';
			if (dup)
				continue;
			snprintf(path, sizeof path, "%s/%s", dir, ent->d_name);
			FILE *f = fopen(path, "r");
			while (f && fgets(line, sizeof line, f))
				if (strncmp(line, "title:", 6) == 0) {
					snprintf(title, sizeof title, "%s", line + 6 + strspn(line + 6, " "));
					title[strcspn(title, "\n")] = '\0';
					break;
				}
			if (f)
				fclose(f);
			char *entry = malloc(strlen(name) + strlen(title) + 24);
			if (!entry)
				break;
			sprintf(entry, "%-20s %s", name, title);
			lines[n++] = entry;
		}
		if (d)
			closedir(d);
	}
	if (n == 0) {
		fprintf(stderr, "treestep: no lessons found (set TREESTEP_DATA or --data-dir to "
			"the folder that holds tutorials/)\n");
		return 1;
	}
	qsort(lines, (size_t)n, sizeof *lines, compare_strings);
	for (int i = 0; i < n; i++) {
		puts(lines[i]);
		free(lines[i]);
	}
	return 0;
}

static int run_stats(const struct options *o)
{
	struct stats_options so = {
		.gen = o->gen, .depth_from = o->gen.depth, .depth_to = o->depth_to,
		.trees = o->stats, .format = o->format, .export_svg = o->export_svg,
		.progress = isatty(STDERR_FILENO),
	};
	so.nalgos = o->nalgos ? o->nalgos : algorithm_count;
	for (int i = 0; i < so.nalgos; i++)
		so.algos[i] = o->nalgos ? o->algos[i] : &algorithms[i];
	return stats_run(&so, stdout);
}

static void too_many_nodes(const struct gen *g, char *err, size_t errlen)
{
	snprintf(err, errlen, "--random %d,%d makes more than %d nodes, too many for a tree file",
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

/* --save: the size is checked before anything is written, and the file
 * is written whole or not at all (files.h). */
static int save_generated(const struct options *o)
{
	struct gen g = o->gen;
	char err[PATH_MAX + 128];
	long nodes = gen_count(&g, TREE_MAX_NODES);
	if (nodes < 0)
		too_many_nodes(&g, err, sizeof err);
	if (nodes < 0 || !files_write_atomic(o->save, write_generated, &g, err, sizeof err)) {
		fprintf(stderr, "treestep: %s\n", err);
		return 1;
	}
	fprintf(stderr, "treestep: wrote %s (%ld nodes)\n", o->save, nodes);
	return 0;
}

static int run_lesson(const struct options *o)
{
	char path[4096], err[LOAD_ERROR_MAX], why[128];
	struct lesson l;
	if (!data_find("tutorials", o->lesson, ".lesson", path, sizeof path)) {
		fprintf(stderr, "treestep: no lesson '%s' (see treestep --lessons)\n", o->lesson);
		return 1;
	}
	if (!lesson_load(path, &l, err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	int status = 0;
	if (!o->print && display_possible(why, sizeof why)) {
		status = display_lesson(&l);
	} else {
		if (!o->print)
			fprintf(stderr, "treestep: %s, so the lesson cannot be played; printing it "
				"instead\n", why);
		lesson_print(stdout, &l);
	}
	lesson_free(&l);
	return status;
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
		fprintf(stderr, "treestep: write error: %s\n", strerror(reason));
	else
		fprintf(stderr, "treestep: write error\n");
	/* exit() must not be called again from an atexit handler. */
	_exit(1);
}

int main(int argc, char **argv)
{
	struct options o = { .mode = MODE_DEFAULT, .format = FORMAT_TEXT,
			     .gen = { .order = ORDER_RANDOM } };
	struct tree t;
	int status;

	atexit(close_stdout);
	if ((status = parse_options(argc, argv, &o)))
		return status;
	if (o.mode == MODE_LESSONS)
		return list_lessons();
	if (o.mode == MODE_LESSON)
		return run_lesson(&o);
	if (o.stats)
		return run_stats(&o);
	if (o.save)
		return save_generated(&o);
	if ((status = load(&o, &t)))
		return status;
	switch (o.mode) {
	case MODE_TRACE:
		status = run_trace(&o, &t);
		break;
	case MODE_COMPARE:
		status = run_compare(&o, &t);
		break;
	case MODE_DEFAULT:
		status = run_stepper(&o, &t);
		break;
	case MODE_LESSON:
	case MODE_LESSONS:
		break;
	}
	tree_free(&t);
	return status;
}
