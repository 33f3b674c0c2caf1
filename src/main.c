/* main.c - treestep's command line.
 *
 * Parses the options, loads the tree, and hands it to one of the modes.
 * The search library never prints; this file and report.c decide what the
 * user sees. */
#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "algo.h"
#include "data.h"
#include "display.h"
#include "files.h"
#include "lesson.h"
#include "load.h"
#include "parse.h"
#include "report.h"
#include "skeleton.h"
#include "text.h"
#include "stats.h"

/* Each mode is chosen by one option; with none, the stepper. */
enum mode { MODE_STEPPER, MODE_COMPARE, MODE_TRACE, MODE_EXPLAIN, MODE_LESSON, MODE_LESSONS, MODE_STATS,
	    MODE_SAVE, MODE_PRACTICE, MODE_SKELETON };

/* The options whose meaning depends on the mode.  A set of them is a
 * bitmask: bit OPT(i) for option i. */
enum option_index {
	I_ALGO, I_VS, I_EXPR, I_TREEFILE, I_FORMAT, I_PRINT, I_DATA_DIR, I_RANDOM,
	I_DEPTHS,                       /* --random with a range of depths */
	I_SHAPE, I_ORDER, I_EXPORT, I_SCRIPT, I_SCREEN, I_RESULTS, I_STUDENT, OPTION_COUNT
};
#define OPT(i) (1u << (i))
enum {
	O_ALGO = OPT(I_ALGO), O_VS = OPT(I_VS), O_EXPR = OPT(I_EXPR), O_TREEFILE = OPT(I_TREEFILE),
	O_FORMAT = OPT(I_FORMAT), O_PRINT = OPT(I_PRINT), O_DATA_DIR = OPT(I_DATA_DIR),
	O_RANDOM = OPT(I_RANDOM), O_DEPTHS = OPT(I_DEPTHS), O_SHAPE = OPT(I_SHAPE),
	O_ORDER = OPT(I_ORDER), O_EXPORT = OPT(I_EXPORT), O_SCRIPT = OPT(I_SCRIPT),
	O_SCREEN = OPT(I_SCREEN), O_RESULTS = OPT(I_RESULTS), O_STUDENT = OPT(I_STUDENT),
};
/* As messages name them. */
static const char *const option_names[OPTION_COUNT] = {
	[I_ALGO] = "--algo", [I_VS] = "--vs", [I_EXPR] = "-e", [I_TREEFILE] = "a TREEFILE",
	[I_FORMAT] = "--format", [I_PRINT] = "--print", [I_DATA_DIR] = "--data-dir",
	[I_RANDOM] = "--random", [I_DEPTHS] = "a range of depths", [I_SHAPE] = "--random-shape",
	[I_ORDER] = "--order", [I_EXPORT] = "--export", [I_SCRIPT] = "--script",
	[I_SCREEN] = "--screen", [I_RESULTS] = "--results", [I_STUDENT] = "--student",
};

/* Which options each mode uses: one table, checked in one place
 * (check_modes), so that no option is ever silently ignored.  The mode is
 * what the command line says, whatever the terminal: the stepper's
 * fallback to the --compare table without a terminal takes no --format,
 * or the same command would be right in a pipe and wrong at a terminal. */
#define GENERATED (O_RANDOM | O_SHAPE | O_ORDER)
#define ANY_TREE (O_EXPR | O_TREEFILE | GENERATED)
#define SCRIPTED (O_SCRIPT | O_SCREEN)
static const struct mode_rule {
	const char *name;               /* for messages */
	const char *option;             /* the option that chooses it */
	unsigned accepts;               /* the options it uses */
	unsigned needs;                 /* those it cannot do without */
	bool one_algo;                  /* --algo names one algorithm only */
} modes[] = {
	[MODE_STEPPER] = { "the stepper", NULL, ANY_TREE | O_ALGO | O_VS | O_DATA_DIR | SCRIPTED, 0,
			   true },
	[MODE_COMPARE] = { "--compare", "--compare", ANY_TREE | O_ALGO | O_FORMAT | O_DATA_DIR, 0,
			   false },
	[MODE_TRACE] = { "--trace", "--trace", ANY_TREE | O_ALGO | O_DATA_DIR, 0, false },
	[MODE_EXPLAIN] = { "--explain", "--explain", ANY_TREE | O_ALGO | O_DATA_DIR, 0, false },
	[MODE_LESSON] = { "--lesson", "--lesson", O_PRINT | O_DATA_DIR | SCRIPTED | O_RESULTS |
			  O_STUDENT, 0, false },
	[MODE_LESSONS] = { "--lessons", "--lessons", O_DATA_DIR, 0, false },
	[MODE_STATS] = { "--stats", "--stats", GENERATED | O_DEPTHS | O_ALGO | O_FORMAT | O_EXPORT,
			 O_RANDOM, false },
	[MODE_SAVE] = { "--save", "--save", GENERATED, O_RANDOM, false },
	[MODE_PRACTICE] = { "--practice", "--practice", O_RANDOM | O_ALGO | SCRIPTED | O_RESULTS |
			    O_STUDENT, 0, true },
	[MODE_SKELETON] = { "--lesson-skeleton", "--lesson-skeleton", O_ALGO | O_DATA_DIR, 0, true },
};
#define MODE_COUNT ((int)(sizeof modes / sizeof modes[0]))

/* Options that only make sense beside another, in every mode. */
static const struct { enum option_index option, needs; } dependencies[] = {
	{ I_SHAPE, I_RANDOM },
	{ I_ORDER, I_RANDOM },
	{ I_SCREEN, I_SCRIPT },
	{ I_STUDENT, I_RESULTS },
};

struct options {
	enum mode mode;
	unsigned given;                 /* the O_ options on the command line */
	enum format format;
	const char *expr;
	const char *file;
	const char *lesson;
	/* Generated trees. */
	struct gen gen;
	int depth_to;
	const char *save;
	long stats;                     /* trees for --stats */
	const char *export_svg;
	const struct algorithm *vs;     /* --vs: the split view's other algorithm */
	const char *script;             /* --script: keys for a virtual screen */
	const char *results, *student;  /* --results, --student */
	const char *skeleton;           /* --lesson-skeleton: the tree */
	int cols, rows;                 /* --screen */
	/* The algorithms asked for, each at most once, so algorithm_count
	 * entries always suffice; nalgos 0: the mode's default. */
	const struct algorithm **algos;
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
		"Modes (at most one; an option a mode does not use is an error):\n"
		"  (none)                 the interactive stepper (press ? inside for its keys)\n"
		"      --compare          print one summary row per algorithm\n"
		"      --trace            print every step of the search, one per line\n"
		"      --explain          print every step of the search in words, one per line\n"
		"      --lesson=NAME      play a lesson (a path, or a name such as 03-pvs)\n"
		"      --lessons          list the lessons that come with treestep\n"
		"      --stats=N          search N generated trees and summarise the counts\n"
		"      --save=FILE        write a generated tree to FILE\n"
		"      --practice         exercises on fresh small trees, graded\n"
		"      --lesson-skeleton=TREE  print a lesson to fill in, with a stop at\n"
		"                         every cutoff, re-search and root PV change\n"
		"\n"
		"Options:\n"
		"  -a, --algo=NAME[,NAME]...  the algorithms to run, each once (--compare\n"
		"                             and --stats: all six; --trace: pvs; the\n"
		"                             stepper: one NAME, pvs by default)\n"
		"      --vs=NAME          the stepper: open the split view against NAME\n"
		"  -e, --expr=EXPR        read the tree from EXPR in bracket form,\n"
		"                         e.g. -e '((3 12 8) (2 4 6) (14 5 2))'\n"
		"  -f, --format=FORMAT    --compare and --stats output: text (default), tsv\n"
		"                         or json\n"
		"      --print            with --lesson: print the lesson as text\n"
		"      --script=FILE      the stepper or a lesson on a virtual screen: press\n"
		"                         the keys FILE lists and print the screen as text\n"
		"      --screen=COLSxROWS with --script: the screen's size (default 80x24)\n"
		"      --results=FILE     --lesson and --practice: append each answer to FILE\n"
		"                         as a CSV row\n"
		"      --student=NAME     with --results: the student's name (default: the\n"
		"                         login name)\n"
		"      --data-dir=DIR     look for trees/ and tutorials/ in DIR first\n"
		"                         (also: the TREESTEP_DATA environment variable)\n"
		"\n"
		"Generated trees (the stepper, --compare, --trace, --stats, --save):\n"
		"      --random=B,D[,SEED]    a tree of branching B (1 to %d) and depth D\n"
		"                         (0 to %d); SEED: 1; with --stats, D may be a\n"
		"                         range such as 1..8\n"
		"      --random-shape     1 to B children per node, some leaves early\n"
		"      --order=ORDER      best, worst, random (the default), or the\n"
		"                         probability P that the best move comes first\n"
		"      --export=FILE.svg  with --stats: the chart as SVG\n"
		"  -h, --help             show this help and exit\n"
		"  -V, --version          show the version and exit\n"
		"\n"
		"Algorithms:\n", GEN_MAX_BRANCHING, GEN_MAX_DEPTH);
	for (int i = 0; i < algorithm_count; i++)
		fprintf(out, "  %-15s %s\n", algorithms[i].name, algorithms[i].summary);
	fprintf(out,
		"\n"
		"Windows and values are printed from MAX's point of view.\n"
		"Exit status: 0 on success, 1 when the tree cannot be loaded or\n"
		"searched or a file or the output cannot be written, 2 on a usage error.\n"
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

/* "pvs,alphabeta" -> two more entries of o->algos.  A name given twice is
 * refused: it would only repeat a row, and every list then fits in
 * algorithm_count entries, so no list is ever cut short. */
static int parse_algos(struct options *o, const char *list)
{
	for (const char *p = list;; p++) {
		size_t len = strcspn(p, ",");
		/* Every name is shorter than this; a longer one is unknown. */
		char name[32];
		const struct algorithm *a = NULL;
		if (len == 0)
			return usage_error("--algo needs algorithm names separated by commas, not "
					   "'%.60s'", list);
		if (len < sizeof name) {
			memcpy(name, p, len);
			name[len] = '\0';
			a = algorithm_find(name);
		}
		if (!a)
			return usage_error("unknown algorithm '%.*s' (see --help for the list)",
					   len > 40 ? 40 : (int)len, p);
		for (int i = 0; i < o->nalgos; i++)
			if (o->algos[i] == a)
				return usage_error("--algo names %s twice", a->name);
		o->algos[o->nalgos++] = a;
		p += len;
		if (*p == '\0')
			return 0;
	}
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
	if (range)
		o->given |= O_DEPTHS;
	o->gen.branching = (int)b;
	o->gen.depth = (int)d1;
	o->depth_to = (int)d2;
	o->gen.seed = seed;
	return 0;
}

/* The options of one mode, or the modes of one option, as a list: "--compare
 * or --stats". */
static void list_modes(char *buf, size_t len, unsigned option)
{
	int count = 0, k = 0;
	for (int m = 0; m < MODE_COUNT; m++)
		count += (modes[m].accepts & option) != 0;
	buf[0] = '\0';
	for (int m = 0; m < MODE_COUNT; m++) {
		if (!(modes[m].accepts & option))
			continue;
		const char *sep = k == 0 ? "" : k == count - 1 ? " or " : ", ";
		text_append(buf, len, "%s%s", sep, modes[m].name);
		k++;
	}
}

/* After parsing: every option given means something in the chosen mode,
 * and what the mode needs is there. */
static int check_modes(const struct options *o)
{
	const struct mode_rule *m = &modes[o->mode];
	char where[160];
	for (int i = 0; i < OPTION_COUNT; i++) {
		if ((o->given & OPT(i)) && !(m->accepts & OPT(i))) {
			list_modes(where, sizeof where, OPT(i));
			return usage_error("%s does not apply to %s; it goes with %s",
					   option_names[i], m->name, where);
		}
		if ((m->needs & OPT(i)) && !(o->given & OPT(i)))
			return usage_error("%s needs %s", m->name, option_names[i]);
	}
	for (size_t i = 0; i < sizeof dependencies / sizeof dependencies[0]; i++)
		if ((o->given & OPT(dependencies[i].option)) &&
		    !(o->given & OPT(dependencies[i].needs)))
			return usage_error("%s goes with %s", option_names[dependencies[i].option],
					   option_names[dependencies[i].needs]);
	if (m->one_algo && o->nalgos > 1)
		return usage_error("%s shows one algorithm at a time: give --algo one NAME", m->name);
	int sources = !!(o->given & O_TREEFILE) + !!(o->given & O_EXPR) + !!(o->given & O_RANDOM);
	if (sources > 1)
		return usage_error("give one tree: a TREEFILE, -e EXPR or --random B,D");
	return 0;
}

static int set_mode(struct options *o, enum mode mode)
{
	if (o->mode != MODE_STEPPER && o->mode != mode)
		return usage_error("%s and %s are two modes; choose one", modes[o->mode].option,
				   modes[mode].option);
	o->mode = mode;
	return 0;
}

static int parse_options(int argc, char **argv, struct options *o)
{
	enum { OPT_COMPARE = 256, OPT_TRACE, OPT_EXPLAIN, OPT_LESSON, OPT_LESSONS, OPT_PRINT, OPT_DATA_DIR,
	       OPT_RANDOM, OPT_SHAPE, OPT_ORDER, OPT_SAVE, OPT_STATS, OPT_EXPORT, OPT_VS, OPT_SCRIPT,
	       OPT_SCREEN, OPT_PRACTICE, OPT_RESULTS, OPT_STUDENT, OPT_SKELETON };
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
		{ "lesson-skeleton", required_argument, NULL, OPT_SKELETON },
		{ "order", required_argument, NULL, OPT_ORDER },
		{ "practice", no_argument, NULL, OPT_PRACTICE },
		{ "print", no_argument, NULL, OPT_PRINT },
		{ "results", required_argument, NULL, OPT_RESULTS },
		{ "student", required_argument, NULL, OPT_STUDENT },
		{ "random", required_argument, NULL, OPT_RANDOM },
		{ "random-shape", no_argument, NULL, OPT_SHAPE },
		{ "save", required_argument, NULL, OPT_SAVE },
		{ "screen", required_argument, NULL, OPT_SCREEN },
		{ "script", required_argument, NULL, OPT_SCRIPT },
		{ "stats", required_argument, NULL, OPT_STATS },
		{ "trace", no_argument, NULL, OPT_TRACE },
		{ "explain", no_argument, NULL, OPT_EXPLAIN },
		{ "version", no_argument, NULL, 'V' },
		{ "vs", required_argument, NULL, OPT_VS },
		{ NULL, 0, NULL, 0 },
	};
	int ch, err;

	while ((ch = getopt_long(argc, argv, "a:e:f:hV", longopts, NULL)) != -1) {
		switch (ch) {
		case 'a':
			o->given |= O_ALGO;
			if ((err = parse_algos(o, optarg)))
				return err;
			break;
		case 'e':
			o->given |= O_EXPR;
			o->expr = optarg;
			break;
		case 'f':
			o->given |= O_FORMAT;
			if (strcmp(optarg, "text") == 0)
				o->format = FORMAT_TEXT;
			else if (strcmp(optarg, "tsv") == 0)
				o->format = FORMAT_TSV;
			else if (strcmp(optarg, "json") == 0)
				o->format = FORMAT_JSON;
			else
				return usage_error("unknown format '%.60s' (use text, tsv or json)", optarg);
			break;
		case 'h':
			usage(stdout);
			exit(0);
		case 'V':
			printf("treestep %s\n", PACKAGE_VERSION);
			exit(0);
		case OPT_COMPARE:
			if ((err = set_mode(o, MODE_COMPARE)))
				return err;
			break;
		case OPT_TRACE:
		case OPT_EXPLAIN:
			if ((err = set_mode(o, ch == OPT_TRACE ? MODE_TRACE : MODE_EXPLAIN)))
				return err;
			break;
		case OPT_LESSON:
			if ((err = set_mode(o, MODE_LESSON)))
				return err;
			o->lesson = optarg;
			break;
		case OPT_LESSONS:
			if ((err = set_mode(o, MODE_LESSONS)))
				return err;
			break;
		case OPT_STATS: {
			char why[160];
			uint64_t n;
			if ((err = set_mode(o, MODE_STATS)))
				return err;
			if (!parse_number("the number of trees", optarg, strlen(optarg), 1, 100000000, &n,
					  why, sizeof why))
				return usage_error("--stats: %s", why);
			o->stats = (long)n;
			break;
		}
		case OPT_SAVE:
			if ((err = set_mode(o, MODE_SAVE)))
				return err;
			o->save = optarg;
			break;
		case OPT_PRINT:
			o->given |= O_PRINT;
			break;
		case OPT_DATA_DIR:
			o->given |= O_DATA_DIR;
			data_set_dir(optarg);
			break;
		case OPT_RANDOM:
			o->given |= O_RANDOM;
			o->given &= ~(unsigned)O_DEPTHS;        /* the last --random counts */
			if ((err = parse_random(o, optarg)))
				return err;
			break;
		case OPT_SHAPE:
			o->given |= O_SHAPE;
			o->gen.irregular = true;
			break;
		case OPT_ORDER:
			o->given |= O_ORDER;
			if (!gen_parse_order(optarg, &o->gen.order, &o->gen.p))
				return usage_error("unknown order '%.60s' (use best, worst, random or a "
						   "probability from 0 to 1)", optarg);
			break;
		case OPT_EXPORT: {
			/* Only SVG is written: a chart.png holding SVG would be a lie. */
			size_t len = strlen(optarg);
			o->given |= O_EXPORT;
			if (len < 4 || strcasecmp(optarg + len - 4, ".svg") != 0)
				return usage_error("--export writes SVG only: give a FILE.svg, not "
						   "'%.60s'", optarg);
			o->export_svg = optarg;
			break;
		}
		case OPT_SKELETON:
			if ((err = set_mode(o, MODE_SKELETON)))
				return err;
			o->skeleton = optarg;
			break;
		case OPT_PRACTICE:
			if ((err = set_mode(o, MODE_PRACTICE)))
				return err;
			break;
		case OPT_RESULTS:
			o->given |= O_RESULTS;
			o->results = optarg;
			break;
		case OPT_STUDENT:
			o->given |= O_STUDENT;
			o->student = optarg;
			break;
		case OPT_SCRIPT:
			o->given |= O_SCRIPT;
			o->script = optarg;
			break;
		case OPT_SCREEN: {
			/* COLSxROWS: the stepper needs 80x24, but a smaller screen
			 * shows what it says there. */
			char why[160];
			const char *x = strchr(optarg, 'x');
			uint64_t cols, rows;
			o->given |= O_SCREEN;
			if (!x)
				return usage_error("--screen needs COLSxROWS such as 100x30, not '%.60s'",
						   optarg);
			if (!parse_number("the columns", optarg, (size_t)(x - optarg), 1, 1000, &cols,
					  why, sizeof why) ||
			    !parse_number("the rows", x + 1, strlen(x + 1), 1, 500, &rows, why,
					  sizeof why))
				return usage_error("--screen: %s", why);
			o->cols = (int)cols;
			o->rows = (int)rows;
			break;
		}
		case OPT_VS:
			o->given |= O_VS;
			if (!(o->vs = algorithm_find(optarg)))
				return usage_error("unknown algorithm '%.40s' (see --help for the list)",
						   optarg);
			break;
		default:
			fprintf(stderr, "Try 'treestep --help' for more information.\n");
			return 2;
		}
	}
	if (optind < argc) {
		o->given |= O_TREEFILE;
		o->file = argv[optind++];
	}
	if (optind < argc)
		return usage_error("unexpected argument '%.60s' (give one tree file)", argv[optind]);
	if ((err = check_modes(o)))
		return err;
	if (o->given & O_RANDOM) {
		char why[160];
		struct gen deepest = o->gen;
		deepest.depth = o->depth_to;
		if (!gen_check(&deepest, why, sizeof why))
			return usage_error("--random: %s", why);
	}
	if (modes[o->mode].accepts & O_DATA_DIR)
		data_report_problems(stderr);
	return 0;
}

/* The algorithms to run: those asked for, or all of them. */
static int chosen_or_all(const struct options *o, const struct algorithm **list)
{
	if (o->nalgos) {
		memcpy(list, o->algos, (size_t)o->nalgos * sizeof *list);
		return o->nalgos;
	}
	for (int i = 0; i < algorithm_count; i++)
		list[i] = &algorithms[i];
	return algorithm_count;
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

	if (o->given & O_RANDOM)
		ok = load_generated(o, t, err, sizeof err);
	else if (o->expr)
		ok = tree_load_string(o->expr, strlen(o->expr), "-e", t, err, sizeof err);
	else if (o->file) {
		/* A name like gnuchess-pvs finds trees/gnuchess-pvs.tree.  A
		 * path too long for path[] is opened as given, and the loader
		 * says why it cannot be. */
		char path[PATH_MAX];
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
	const struct algorithm **algos = calloc((size_t)algorithm_count, sizeof *algos);
	struct result *results = calloc((size_t)algorithm_count, sizeof *results);
	int n = algos ? chosen_or_all(o, algos) : 0, status = 0;

	for (int i = 0; i < n && results && status == 0; i++)
		if (!algorithm_run(algos[i], t, NULL, &results[i]))
			status = 1;
	if (!algos || !results || status) {
		fprintf(stderr, "treestep: out of memory\n");
		status = 1;
	} else {
		report_compare(stdout, o->format, t, algos, results, n);
	}
	free(algos);
	free(results);
	return status;
}

/* The stepper needs a terminal.  Without one, say why and what to use
 * instead, and print the comparison, which is what a pipe can show. */
static int run_stepper(const struct options *o, struct tree *t)
{
	char why[128];
	if (!o->script && !display_possible(why, sizeof why)) {
		fprintf(stderr, "treestep: %s, so the interactive stepper cannot start; "
			"showing --compare (see also --trace)\n", why);
		return run_compare(o, t);
	}
	/* The text a tree that is no file's came from, for editing: the
	 * expression, the built-in sample, or the generated tree again. */
	char *generated = NULL;
	size_t generated_len = 0;
	if (o->given & O_RANDOM) {
		struct gen g = o->gen;
		FILE *f = open_memstream(&generated, &generated_len);
		if (f && !gen_write(&g, f))
			generated_len = 0;
		if (f)
			fclose(f);
	}
	const char *text = o->expr ? o->expr : (o->given & O_RANDOM) ? generated :
			   o->file ? NULL : sample_tree_text;
	struct display_args args = {
		/* The path the tree was found at: a name such as gnuchess-pvs
		 * reloads the file it found, not the bare name. */
		.file = o->file ? t->source : NULL,
		.algo = o->nalgos ? o->algos[0] : algorithm_find("pvs"),
		.vs = o->vs,
		.script = o->script, .cols = o->cols, .rows = o->rows,
		.text = text, .text_len = text ? (text == generated ? generated_len : strlen(text)) : 0,
	};
	int status = display_run(t, &args);
	free(generated);
	return status;
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
		bool ok = o->mode == MODE_EXPLAIN ? report_explain(stdout, t, algos[i], &tr) :
			  report_trace(stdout, t, algos[i], &tr);
		trace_free(&tr);
		if (!ok) {
			fprintf(stderr, "treestep: out of memory\n");
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

static int run_stats(const struct options *o)
{
	const struct algorithm **algos = calloc((size_t)algorithm_count, sizeof *algos);
	if (!algos) {
		fprintf(stderr, "treestep: out of memory\n");
		return 1;
	}
	struct stats_options so = {
		.gen = o->gen, .depth_from = o->gen.depth, .depth_to = o->depth_to,
		.trees = o->stats, .format = o->format, .export_svg = o->export_svg,
		.progress = isatty(STDERR_FILENO), .algos = algos,
	};
	so.nalgos = chosen_or_all(o, algos);
	int status = stats_run(&so, stdout);
	free(algos);
	return status;
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

/* --lesson-skeleton: the tree found as a tree file is found, searched
 * once, and its lesson printed. */
static int run_skeleton(const struct options *o)
{
	char path[PATH_MAX], err[LOAD_ERROR_MAX];
	struct tree t;
	const struct algorithm *a = o->nalgos ? o->algos[0] : algorithm_find("pvs");
	if (!tree_load_file(data_find("trees", o->skeleton, ".tree", path, sizeof path) ? path :
			    o->skeleton, &t, err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	struct trace tr;
	struct result r;
	trace_init(&tr);
	int status = 0;
	if (!algorithm_run(a, &t, &tr, &r)) {
		fprintf(stderr, "treestep: out of memory\n");
		status = 1;
	} else {
		lesson_skeleton(stdout, o->skeleton, &t, a, &tr);
	}
	trace_free(&tr);
	tree_free(&t);
	return status;
}

/* --student, or the login name, for the rows of --results. */
static const char *student_name(const struct options *o)
{
	if (o->student)
		return o->student;
	const char *user = getenv("USER");
	return user && *user ? user : "unknown";
}

/* --practice: small trees by default (branching 2 to 3, depth 3 to 4,
 * values 0 to 20), a new one every run unless --random gives the seed. */
static int run_practice(const struct options *o)
{
	char why[128];
	struct practice_deal d = { .branch_min = 2, .branch_max = 3, .depth_min = 3, .depth_max = 4,
				   .lo = 0, .hi = 20, .seed = (uint64_t)time(NULL) };
	if (o->given & O_RANDOM) {
		if (o->gen.branching > PRACTICE_MAX_BRANCHING || o->gen.depth > PRACTICE_MAX_DEPTH ||
		    o->gen.depth < 1)
			return usage_error("--practice deals small trees: branching 1 to %d, depth 1 "
					   "to %d", PRACTICE_MAX_BRANCHING, PRACTICE_MAX_DEPTH);
		d.branch_min = d.branch_max = o->gen.branching;
		d.depth_min = d.depth_max = o->gen.depth;
		d.seed = o->gen.seed;
	}
	if (!o->script && !display_possible(why, sizeof why)) {
		fprintf(stderr, "treestep: %s, so practice cannot start\n", why);
		return 1;
	}
	struct display_args args = { .script = o->script, .cols = o->cols, .rows = o->rows,
				     .results = o->results, .student = student_name(o) };
	return display_practice(&d, o->nalgos ? o->algos[0] : algorithm_find("alphabeta"), &args);
}

static int run_lesson(const struct options *o)
{
	char path[PATH_MAX], err[LOAD_ERROR_MAX], why[128];
	struct lesson l;
	bool found = data_find("tutorials", o->lesson, ".lesson", path, sizeof path);
	/* A path too long for path[] is opened as given, to hear why not. */
	if (!found && !strchr(o->lesson, '/')) {
		fprintf(stderr, "treestep: no lesson '%s' (see treestep --lessons)\n", o->lesson);
		return 1;
	}
	if (!lesson_load(found ? path : o->lesson, &l, err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		return 1;
	}
	int status = 0;
	bool print = o->given & O_PRINT;
	struct display_args args = { .script = o->script, .cols = o->cols, .rows = o->rows,
				     .results = o->results, .student = student_name(o) };
	if (print && o->script) {
		status = usage_error("--print and --script both say how to show the lesson; "
				     "choose one");
	} else if (!print && (o->script || display_possible(why, sizeof why))) {
		status = display_lesson(&l, &args);
	} else {
		if (!print)
			fprintf(stderr, "treestep: %s, so the lesson cannot be played; printing it "
				"instead\n", why);
		if (!lesson_print(stdout, &l)) {
			fprintf(stderr, "treestep: out of memory\n");
			status = 1;
		}
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

static int run(int argc, char **argv, struct options *o)
{
	struct tree t;
	int status = parse_options(argc, argv, o);

	if (status)
		return status;
	switch (o->mode) {
	case MODE_LESSONS:
		return list_lessons();
	case MODE_LESSON:
		return run_lesson(o);
	case MODE_STATS:
		return run_stats(o);
	case MODE_SAVE:
		return save_generated(o);
	case MODE_PRACTICE:
		return run_practice(o);
	case MODE_SKELETON:
		return run_skeleton(o);
	case MODE_STEPPER:
	case MODE_COMPARE:
	case MODE_TRACE:
	case MODE_EXPLAIN:
		break;
	}
	if ((status = load(o, &t)))
		return status;
	if (o->mode == MODE_TRACE || o->mode == MODE_EXPLAIN)
		status = run_trace(o, &t);
	else if (o->mode == MODE_COMPARE)
		status = run_compare(o, &t);
	else
		status = run_stepper(o, &t);
	tree_free(&t);
	return status;
}

int main(int argc, char **argv)
{
	struct options o = { .mode = MODE_STEPPER, .format = FORMAT_TEXT,
			     .gen = { .order = ORDER_RANDOM }, .cols = 80, .rows = 24 };
	atexit(close_stdout);
	/* Every name at most once (parse_algos): algorithm_count entries. */
	if (!(o.algos = calloc((size_t)algorithm_count, sizeof *o.algos))) {
		fprintf(stderr, "treestep: out of memory\n");
		return 1;
	}
	int status = run(argc, argv, &o);
	free(o.algos);
	return status;
}
