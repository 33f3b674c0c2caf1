/* options.c - reading treestep's command line.
 *
 * Every mode and every option is described once: the modes[] table says
 * which options each mode uses and needs, and check_modes() refuses any
 * other, naming the modes it goes with, so that no option is ever silently
 * ignored. */
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

#include "search/algo.h"
#include "tree/data.h"
#include "ui/display.h"
#include "tree/files.h"
#include "tree/i18n.h"
#include "teach/lesson.h"
#include "teach/practice.h"
#include "tree/load.h"
#include "tree/parse.h"
#include "out/report.h"
#include "teach/results.h"
#include "teach/skeleton.h"
#include "words/text.h"
#include "out/stats.h"
#include "out/width.h"
#include "search/ttable.h"
#include "replay/pvways.h"
#include "cli/options.h"

/* As messages name them; the plan's options are named in plan.c.  The
 * two that are words, not options, are translated where they are used
 * (option_name). */
static const char *const option_names[OPTION_COUNT] = {
	/* TRANSLATORS: said where an option would be, in "%s does not apply
	 * to %s; it goes with %s" and "%s needs %s". */
	[I_ALGO] = "--algo", [I_VS] = "--vs", [I_EXPR] = "-e", [I_TREEFILE] = N_("a TREEFILE"),
	[I_FORMAT] = "--format", [I_PRINT] = "--print", [I_DATA_DIR] = "--data-dir",
	[I_RANDOM] = "--random", [I_DEPTHS] = N_("a range of depths"), [I_SHAPE] = "--random-shape",
	[I_ORDER] = "--order", [I_EXPORT] = "--export", [I_SCRIPT] = "--script",
	[I_SCREEN] = "--screen", [I_RESULTS] = "--results", [I_STUDENT] = "--student",
	[I_STEP] = "--step", [I_VALUES] = "--values", [I_PV] = "--pv", [I_JOBS] = "--jobs",
	[I_WIDTH] = "--width",
	[I_ASK] = "--ask",
	[I_MIN_CUTOFFS] = "--min-cutoffs", [I_OUTPUT] = "--output",
	[I_GAME] = "--game", [I_POSITION] = "--position", [I_SEED] = "--seed",
};

/* --format's words. */
static const char *const format_names[FORMAT_COUNT] = {
	[FORMAT_TEXT] = "text", [FORMAT_TSV] = "tsv", [FORMAT_JSON] = "json",
	[FORMAT_CSV] = "csv",
};

static const char *option_name(int i)
{
	if (i >= I_PLAN && i < I_PLAN + PLAN_OPTION_COUNT)
		return plan_options[i - I_PLAN].option;
	return i == I_TREEFILE || i == I_DEPTHS ? _(option_names[i]) : option_names[i];
}

/* Which options each mode uses: one table, checked in one place
 * (check_modes), so that no option is ever silently ignored.  The mode is
 * what the command line says, whatever the terminal: the stepper's
 * fallback to the --compare table without a terminal takes no --format,
 * or the same command would be right in a pipe and wrong at a terminal. */
#define GENERATED (O_RANDOM | O_SHAPE | O_ORDER | O_VALUES)
#define GAME (O_GAME | O_POSITION | O_ORDER)
#define ANY_TREE (O_EXPR | O_TREEFILE | GENERATED | GAME)
#define SCRIPTED (O_SCRIPT | O_SCREEN)
/* Without --algo, a mode that shows one search shows PVS, the search the
 * textbooks build up to; practice asks about plain alpha-beta, which a
 * student learns first. */
#define DEFAULT_ALGORITHM "pvs"
#define PRACTICE_ALGORITHM "alphabeta"
static const struct mode_rule {
	const char *name;               /* for messages (mode_name) */
	const char *option;             /* the option that chooses it */
	uint64_t accepts;               /* the options it uses */
	uint64_t needs;                 /* those it cannot do without */
	bool one_algo;                  /* --algo names one algorithm only */
	const char *algorithm;          /* without --algo, the one it runs; NULL: all, or none */
} modes[] = {
	/* TRANSLATORS: a mode, named as the options are, in "%s does not
	 * apply to %s; it goes with %s" and "%s needs %s". */
	[MODE_STEPPER] = { N_("the stepper"), NULL, ANY_TREE | O_ALGO | O_VS | O_DATA_DIR | SCRIPTED |
			   O_EXPORT | O_STEP | O_PLAN | O_PV, 0, true, DEFAULT_ALGORITHM },
	[MODE_COMPARE] = { "--compare", "--compare", ANY_TREE | O_ALGO | O_FORMAT | O_DATA_DIR | O_PLAN |
			   O_PV | O_WIDTH, 0, false, NULL },
	[MODE_TRACE] = { "--trace", "--trace", ANY_TREE | O_ALGO | O_DATA_DIR | O_PLAN, 0, false,
			 DEFAULT_ALGORITHM },
	[MODE_EXPLAIN] = { "--explain", "--explain", ANY_TREE | O_ALGO | O_DATA_DIR | O_PLAN, 0, false,
			   DEFAULT_ALGORITHM },
	[MODE_LESSON] = { "--lesson", "--lesson", O_PRINT | O_DATA_DIR | SCRIPTED | O_RESULTS |
			  O_STUDENT, 0, false, NULL },
	[MODE_LESSONS] = { "--lessons", "--lessons", O_DATA_DIR, 0, false, NULL },
	[MODE_STATS] = { "--stats", "--stats", GENERATED | O_DEPTHS | O_ALGO | O_FORMAT | O_EXPORT |
			 O_JOBS | O_WIDTH | GAME | O_SEED | OPT(I_PLAN + PLAN_DEPTH), 0, false, NULL },
	/* --save needs --random or --game (check_modes), and of the plan
	 * takes only a game's --depth: a message that lists the modes an
	 * option goes with must not name --save for the others. */
	[MODE_SAVE] = { "--save", "--save", GENERATED | GAME | OPT(I_PLAN + PLAN_DEPTH), 0, false,
			NULL },
	[MODE_PRACTICE] = { "--practice", "--practice", O_RANDOM | O_VALUES | O_ALGO | SCRIPTED | GAME | O_SEED |
			    O_RESULTS | O_STUDENT | O_ASK, 0, true, PRACTICE_ALGORITHM },
	[MODE_SKELETON] = { "--lesson-skeleton", "--lesson-skeleton", O_ALGO | O_DATA_DIR | O_PLAN, 0,
			    true, DEFAULT_ALGORITHM },
	[MODE_HANDOUT] = { "--handout", "--handout", ANY_TREE | O_ALGO | O_DATA_DIR | O_PLAN, 0, true,
			   DEFAULT_ALGORITHM },
	/* The teacher's side: a class's results, and exam sheets, asked
	 * as practice asks. */
	[MODE_SUMMARY] = { "--results-summary", "--results-summary", O_FORMAT | O_EXPORT, 0, false,
			   NULL },
	[MODE_EXAM] = { "--exam", "--exam", GENERATED | O_ALGO | O_MIN_CUTOFFS | O_OUTPUT | O_ASK,
			O_RANDOM, true, PRACTICE_ALGORITHM },
	/* The parts of a --stats run put together: the files say what the
	 * trees and algorithms were; how to print them is asked here. */
	[MODE_MERGE] = { "--merge", "--merge", O_FORMAT | O_EXPORT | O_WIDTH, 0, false, NULL },
	[MODE_TREES] = { "--trees", "--trees", O_DATA_DIR, 0, false, NULL },
};
#define MODE_COUNT ((int)(sizeof modes / sizeof modes[0]))

/* A mode as messages name it: the stepper in words, the others by the
 * option that chooses them, which is never translated. */
static const char *mode_name(const struct mode_rule *m)
{
	return m == &modes[MODE_STEPPER] ? _(m->name) : m->name;
}

/* Options that only make sense beside another, in every mode (and
 * those of the plan, which plan.c says for lessons too). */
static const struct { enum option_index option, needs; } dependencies[] = {
	{ I_SHAPE, I_RANDOM },
	{ I_POSITION, I_GAME },
	{ I_SEED, I_GAME },             /* --random has a seed of its own */
	{ I_SCREEN, I_SCRIPT },
	{ I_STUDENT, I_RESULTS },
	{ I_STEP, I_EXPORT },
	{ I_VALUES, I_RANDOM },         /* but practice deals its own trees */
};


/* The word of a plan option that turns it on, or its default. */
static const char *word(enum plan_option k, bool on)
{
	return plan_options[k].words[on ? plan_options[k].on : !plan_options[k].on];
}

static void usage(FILE *out)
{
	/* The ways after the first, the default. */
	char ways[160] = "";
	text_append_column(ways, sizeof ways, &pv_ways[1].name, sizeof pv_ways[0], PV_WAY_COUNT - 1,
			   _(" or "));
	fputs(_(
		"Usage: treestep [OPTION]... [TREEFILE]\n"
		"Step through game-tree search algorithms on a small game tree.\n"
		"\n"
		"With no TREEFILE and no -e, the built-in sample tree is used (the\n"
		"15-node tree of trees/gnuchess-pvs.tree).\n"
		"\n"
		"A TREEFILE is a path, or the name of a tree that comes with treestep\n"
		"(e.g. gnuchess-pvs for trees/gnuchess-pvs.tree).\n"), out);
	putc('\n', out);
	fputs(_(
		"Modes (at most one; an option a mode does not use is an error):\n"
		"  (none)                 the interactive stepper (press ? inside for its keys)\n"
		"      --compare          print one summary row per algorithm\n"
		"      --trace            print every step of the search, one per line\n"
		"      --explain          print every step of the search in words, one per line\n"
		"      --lesson=NAME      play a lesson (a path, or a name such as 03-pvs)\n"
		"      --lessons          list the lessons that come with treestep\n"
		"      --trees            list the trees that come with treestep, by name\n"
		"      --stats=N          search N generated trees and summarise the counts\n"
		"                         (at most a day's work; a progress line on a\n"
		"                         terminal); --stats=A..B: trees A to B (from 0)\n"
		"                         of such a run, a part to --merge\n"
		"      --merge FILE...    put --stats -f json parts of one run together and\n"
		"                         print what the whole run prints\n"
		"      --save=FILE        write a generated tree to FILE\n"
		"      --practice         exercises on fresh small trees, graded\n"
		"      --lesson-skeleton=TREE  print a lesson to fill in, with a stop at\n"
		"                         every cutoff, re-search and root PV change\n"
		"      --handout=FILE.pdf write the search as a PDF, a page for each step\n"
		"                         ] stops at: cutoffs, probes' answers, re-searches,\n"
		"                         root PV changes (needs a build with cairo)\n"
		"      --results-summary=FILE  sum up a --results file: each student's\n"
		"                         score, each question's share right (--format\n"
		"                         text, csv or json; --export FILE.svg: a chart)\n"
		"      --exam=N           write N exam variants of --random B,D[,SEED]\n"
		"                         trees, and their answer key (practice's questions)\n"
		"      --min-cutoffs=K    with --exam: only trees where the search cuts\n"
		"                         off at least K times\n"
		"      --output=NAME      with --exam: write NAME.txt and NAME-key.txt\n"
		"                         (default: exam), or with NAME.pdf, NAME.pdf and\n"
		"                         NAME-key.pdf; an existing file is refused\n"), out);
	putc('\n', out);
	fprintf(out, _(
		/* TRANSLATORS: %1$s is the algorithm --trace runs when --algo is not
		 * given, %2$s the stepper's (both algorithm names, e.g. pvs). */
		"Options:\n"
		"  -a, --algo=NAME[,NAME]...  the algorithms to run, each once (--compare:\n"
		"                             every one that can search the tree; --stats:\n"
		"                             all but mtdf and sss; --trace: %1$s; the\n"
		"                             stepper: one NAME, %2$s by default); --algo all:\n"
		"                             every one, for --compare and --stats\n"
		"      --vs=NAME          the stepper: open the split view against NAME\n"
		"  -e, --expr=EXPR        read the tree from EXPR in bracket form,\n"
		"                         e.g. -e '((3 12 8) (2 4 6) (14 5 2))'\n"
		"  -f, --format=FORMAT    --compare, --stats and --merge output: text\n"
		"                         (default), tsv or json; --results-summary: text,\n"
		"                         csv or json\n"
		"      --print            with --lesson: print the lesson as text\n"
		"      --script=FILE      the stepper or a lesson on a virtual screen: press\n"
		"                         the keys FILE lists and print the screen as text\n"
		"      --screen=COLSxROWS with --script: the screen's size (default 80x24)\n"
		"      --ask=LIST         with --practice or --exam: what to ask, a comma-separated\n"
		"                         list of values, windows, pruned, evaluations, events\n"
		"                         (default: values,pruned)\n"
		"      --results=FILE     --lesson and --practice: append each answer to FILE\n"
		"                         as a CSV row\n"
		"      --student=NAME     with --results: the student's name (default: the\n"
		"                         login name)\n"
		"      --data-dir=DIR     look for trees/ and tutorials/ in DIR first\n"
		"                         (also: the TREESTEP_DATA environment variable)\n"), modes[MODE_TRACE].algorithm, modes[MODE_STEPPER].algorithm);
	putc('\n', out);
	fprintf(out, _(
		/* TRANSLATORS: %1$d is the largest branching, %2$d the largest depth,
		 * %3$d the largest table; %4$s and %5$s are --tt-replace's words (the
		 * default first), %6$s and %7$s --tt-pv-exact's; %8$d, %9$d and %10$d
		 * are --width's least, largest and default widths; %11$s is --pv's
		 * default way and %12$s the other ways, "a or b" (all of them words
		 * the command line takes, not to be translated). */
		"Generated trees (the modes that take a tree, --stats, --save and --exam):\n"
		"      --random=B,D[,SEED]    a tree of branching B (1 to %1$d) and depth D\n"
		"                         (0 to %2$d); SEED: 1; with --stats, D may be a\n"
		"                         range such as 1..8\n"
		"      --random-shape     1 to B children per node, some leaves early\n"
		"      --values=LO..HI    leaf values from LO to HI (e.g. 0..20 or -9..9),\n"
		"                         and a root worth something in between\n"
		"      --order=ORDER      best, worst, random (the default), or the\n"
		"                         probability P that the best move comes first;\n"
		"                         with --game: board (the default) or centre\n"
		"      --export=FILE.svg  with --stats: the chart as SVG; with a tree: the\n"
		"                         stepper's picture of one step, for slides\n"
		"      --step=K           with --export and a tree: that step (default:\n"
		"                         the last)\n"
		"      --depth=D          search to depth D only (the root is depth 0):\n"
		"                         nodes there use their static values (N ~ V)\n"
		"      --id               iterative deepening: depths 1, 2, ... up to --depth\n"
		"                         (default: the tree's height), the last PV first\n"
		"      --no-pv-first      with --id: keep the tree's order\n"
		"      --aspiration=DELTA  with --id: search the root with (v-DELTA, v+DELTA)\n"
		"                         around the last depth's value v\n"
		"      --tt=N             a transposition table of N entries (1 to %3$d)\n"
		"      --tt-replace=HOW   %4$s (the default) or %5$s: keep the deeper entry\n"
		"      --tt-pv-exact=HOW  %6$s (the default) or %7$s: search a PV node on\n"
		"                         despite an exact entry\n"
		"      --jobs=N           with --stats: search N trees at once (default: one\n"
		"                         per processor); the numbers do not change\n"
		"      --width=N          --compare and --stats text: fit N columns (%8$d to\n"
		"                         %9$d; default: %10$d, or a wider terminal's width)\n"
		"      --pv=WAY           how the PV panel collects the PV: %11$s (the\n"
		"                         default), %12$s;\n"
		"                         with --compare, the PV that way (all: every way)\n"
		"      --strict           cut only when a score is strictly outside the window\n"
		"                         [alpha, beta], never on equality (CS188's rule)\n"
		"      --window=LO,HI     search the root with (LO, HI) instead of (-inf, +inf):\n"
		"                         known bounds on the value (not with --id)\n"
		"      --guess=V          --algo mtdf: the first guess (default 0; with\n"
		"                         --id, each depth after the first starts from the\n"
		"                         last depth's value)\n"
		"      --root-last-null   PVS family: a probe that fails high on the root's last\n"
		"                         move is not searched again: it is best (Fishburn)\n"
		"      --root-delay-research  PVS family: no re-search at the root until a\n"
		"                         second probe fails high (Belle)\n"
		"      --windows          the stepper writes each parent's (alpha, beta) on\n"
		"                         the tree (W turns it on and off)\n"
		"      --node-types       mark each node PV, CUT or ALL, as Knuth and Moore\n"
		"                         expect and as the search found (the stepper, N;\n"
		"                         --trace, --explain, --export, --handout)\n"), GEN_MAX_BRANCHING, GEN_MAX_DEPTH, TT_MAX_SIZE, word(PLAN_TT_REPLACE, false),
		word(PLAN_TT_REPLACE, true), word(PLAN_TT_PV_EXACT, false),
		word(PLAN_TT_PV_EXACT, true), WIDTH_DEFAULT, WIDTH_MAX, WIDTH_DEFAULT, pv_ways[0].name,
		ways);
	putc('\n', out);
	fputs(_(
		"Games (the modes that take a tree, --save, --stats and --practice):\n"
		"      --game=GAME        the tree of tictactoe, nim or connect4, from the\n"
		"                         start or --position; nodes are named by their moves\n"
		"      --position=POS     tictactoe: rows top to bottom, x.o/.x./...;\n"
		"                         connect4: ..../..x./.ox./xoox, or WxH for an empty\n"
		"                         board (4x4 to 7x6); nim: heaps, 1,2,3\n"
		"      --seed=N           with --game: --stats's seed (1 by default), or\n"
		"                         --practice's first deal's\n"
		"                         (--depth D cuts a game's tree at D plies)\n"), out);
	putc('\n', out);
	fputs(_(
		"Help:\n"
		"  -h, --help             show this help and exit\n"
		"  -V, --version          show the version and exit\n"), out);
	putc('\n', out);
	fputs(_("Algorithms:\n"), out);
	/* The help is longer than stdio's buffer: flushing here keeps the
	 * reason when standard output fails (files.h). */
	files_flush(out);
	for (int i = 0; i < algorithm_count; i++)
		fprintf(out, "  %-15s %s\n", algorithms[i].name, _(algorithms[i].summary));
	putc('\n', out);
	fputs(_("Windows and values are printed from MAX's point of view.\n"
		"Exit status: 0 on success, 1 when the tree cannot be loaded or\n"
		"searched or a file or the output cannot be written, 2 on a usage error.\n"
		"Report bugs and read the tree format in README.md.\n"), out);
}

const struct algorithm *options_algorithm(const struct options *o)
{
	if (o->nalgos)
		return o->algos[0];
	return modes[o->mode].algorithm ? algorithm_find(modes[o->mode].algorithm) : NULL;
}

int usage_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "treestep: ");
	vfprintf(stderr, fmt, ap);
	fprintf(stderr, "\n%s\n", _("Try 'treestep --help' for more information."));
	va_end(ap);
	return 2;
}

/* "pvs,alphabeta" -> two more entries of o->algos.  A name given twice is
 * refused: it would only repeat a row, and every list then fits in
 * algorithm_count entries, so no list is ever cut short. */
static int parse_algos(struct options *o, const char *list)
{
	/* "all": every algorithm that can search the tree with the plan given
	 * (main.c), which only --compare and --stats run side by side. */
	if (o->algo_all || (strcmp(list, "all") == 0 && o->nalgos > 0))
		return usage_error(_("--algo all names every algorithm; give it alone"));
	if (strcmp(list, "all") == 0) {
		o->algo_all = true;
		return 0;
	}
	for (const char *p = list;; p++) {
		size_t len = strcspn(p, ",");
		/* Every name is shorter than this; a longer one is unknown. */
		char name[32];
		const struct algorithm *a = NULL;
		if (len == 0)
			return usage_error(_("--algo needs algorithm names separated by commas, not "
					   "'%.60s'"), list);
		if (len < sizeof name) {
			memcpy(name, p, len);
			name[len] = '\0';
			a = algorithm_find(name);
		}
		if (!a)
			return usage_error(_("unknown algorithm '%.*s' (see --help for the list)"),
					   len > 40 ? 40 : (int)len, p);
		for (int i = 0; i < o->nalgos; i++)
			if (o->algos[i] == a)
				return usage_error(_("--algo names %s twice"), a->name);
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
		return usage_error(_("--random needs B,D[,SEED], not '%.60s'"), text);
	depth++;
	size_t depth_len = strcspn(depth, ",");
	if (depth[depth_len] == ',') {
		seed_text = depth + depth_len + 1;
		if (strchr(seed_text, ','))
			return usage_error(_("--random needs B,D[,SEED], not '%.60s'"), text);
	}
	/* D, or a range D1..D2. */
	const char *range = memchr(depth, '.', depth_len);
	size_t d1_len = range ? (size_t)(range - depth) : depth_len;
	if (range && (depth_len - d1_len < 2 || range[1] != '.'))
		return usage_error(_("--random: the depths must be D or D1..D2, not '%.*s'"),
				   (int)depth_len, depth);
	uint64_t b, d1, d2, seed = 1;
	if (!random_number(_("the branching"), text, (size_t)(depth - 1 - text), 1, GEN_MAX_BRANCHING,
			   &b) ||
	    !random_number(_("the depth"), depth, d1_len, 0, GEN_MAX_DEPTH, &d1))
		return 2;
	d2 = d1;
	if (range && !random_number(_("the depth"), range + 2, depth_len - d1_len - 2, 0,
				    GEN_MAX_DEPTH, &d2))
		return 2;
	if (seed_text && !random_number(_("the seed"), seed_text, strlen(seed_text), 0, UINT64_MAX,
					&seed))
		return 2;
	if (d2 < d1)
		return usage_error(_("--random: the depths %.*s go down"), (int)depth_len, depth);
	if (range)
		o->given |= O_DEPTHS;
	o->gen.branching = (int)b;
	o->gen.depth = (int)d1;
	o->depth_to = (int)d2;
	o->gen.seed = seed;
	return 0;
}

/* --stats N, the first N trees of a run, or --stats A..B, trees A to B
 * of one: a part of a run spread over many machines, each tree with the
 * seed it has in the whole run (stats_tree_seed), so that --merge can put
 * the parts together again. */
static int parse_stats(struct options *o, const char *text)
{
	char why[160];
	uint64_t a, b;
	const char *dots = strstr(text, "..");
	if (!dots) {
		if (!parse_number(_("the number of trees"), text, strlen(text), 1, STATS_MAX_TREES, &a,
				  why, sizeof why))
			return usage_error("--stats: %s", why);
		o->stats = (long)a;
		return 0;
	}
	if (!parse_number(_("the first tree"), text, (size_t)(dots - text), 0, STATS_MAX_TREE_NUMBER,
			  &a, why, sizeof why) ||
	    !parse_number(_("the last tree"), dots + 2, strlen(dots + 2), 0, STATS_MAX_TREE_NUMBER, &b,
			  why, sizeof why))
		return usage_error(_("--stats: %s (A..B: trees A to B, counted from 0)"), why);
	if (b < a)
		return usage_error(_("--stats: the trees %.60s go down"), text);
	if (b - a + 1 > STATS_MAX_TREES)
		return usage_error(_("--stats %.60s: that is %llu trees, and a run takes at most %ld"),
				   text, (unsigned long long)(b - a + 1), STATS_MAX_TREES);
	o->stats_first = (long)a;
	o->stats = (long)(b - a + 1);
	return 0;
}

/* The options of one mode, or the modes of one option, as a list: "--compare
 * or --stats". */
static void list_modes(char *buf, size_t len, uint64_t option)
{
	int count = 0, k = 0;
	for (int m = 0; m < MODE_COUNT; m++)
		count += (modes[m].accepts & option) != 0;
	buf[0] = '\0';
	for (int m = 0; m < MODE_COUNT; m++) {
		if (!(modes[m].accepts & option))
			continue;
		/* TRANSLATORS: joins the last two of a list of options or
		 * modes: "--compare, --trace or --explain". */
		const char *sep = k == 0 ? "" : k == count - 1 ? _(" or ") : ", ";
		text_append(buf, len, "%s%s", sep, mode_name(&modes[m]));
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
			/* TRANSLATORS: an option (--algo), a mode (--trace, or
			 * "the stepper"), and the modes it goes with. */
			return usage_error(_("%s does not apply to %s; it goes with %s"),
					   option_name(i), mode_name(m), where);
		}
		if ((m->needs & OPT(i)) && !(o->given & OPT(i)))
			/* TRANSLATORS: a mode (--exam), then an option. */
			return usage_error(_("%s needs %s"), mode_name(m), option_name(i));
	}
	for (size_t i = 0; i < sizeof dependencies / sizeof dependencies[0]; i++)
		if ((o->given & OPT(dependencies[i].option)) &&
		    !(o->given & OPT(dependencies[i].needs)) &&
		    !(dependencies[i].option == I_VALUES && o->mode == MODE_PRACTICE))
			/* TRANSLATORS: an option, then the option it needs beside it. */
			return usage_error(_("%s goes with %s"), option_name(dependencies[i].option),
					   option_name(dependencies[i].needs));
	char why[160];
	if (plan_option_unmet(&o->plan, (o->given & O_PLAN) >> I_PLAN, PLAN_COMMAND_LINE, why,
			      sizeof why) != PLAN_NONE ||
	    plan_option_unfit(&o->plan, NULL, PLAN_COMMAND_LINE, why, sizeof why) != PLAN_NONE)
		return usage_error("%s", why);
	/* --compare with a root trick shows each search plain and with it,
	 * which is a table of its own (report_compare_root). */
	if ((o->given & O_PV) && o->mode == MODE_COMPARE &&
	    (o->plan.root_last_null || o->plan.root_delay_research))
		return usage_error(_("--pv does not go with %s in --compare, which shows each search "
				   "without the trick and with it"),
				   o->plan.root_last_null ? "--root-last-null" : "--root-delay-research");
	/* TSV and JSON are read by programs, which never wrap a line. */
	if ((o->given & O_WIDTH) && o->format != FORMAT_TEXT)
		return usage_error(_("--width does not apply to --format %s; it goes with --format text"),
				   format_names[o->format]);
	if (o->format == FORMAT_CSV && o->mode != MODE_SUMMARY)
		return usage_error(_("--format csv goes with --results-summary"));
	if (o->format == FORMAT_TSV && o->mode == MODE_SUMMARY)
		return usage_error(_("--results-summary writes text, csv or json, not tsv"));
	if (o->algo_all && o->mode != MODE_COMPARE && o->mode != MODE_STATS)
		return usage_error(_("--algo all goes with --compare and --stats, not %s"), mode_name(m));
	if (m->one_algo && o->nalgos > 1)
		return usage_error(_("%s shows one algorithm at a time: give --algo one NAME"), mode_name(m));
	int sources = !!(o->given & O_TREEFILE) + !!(o->given & O_EXPR) + !!(o->given & O_RANDOM) +
		      !!(o->given & O_GAME);
	if (sources > 1)
		return usage_error(_("give one tree: a TREEFILE, -e EXPR, --random B,D or --game GAME"));
	if ((o->given & O_ORDER) && !(o->given & (O_RANDOM | O_GAME)))
		return usage_error(_("--order goes with --random or --game"));
	if ((o->mode == MODE_SAVE || o->mode == MODE_STATS) && !(o->given & (O_RANDOM | O_GAME)))
		return usage_error(_("%s needs --random or --game"), mode_name(m));
	/* --stats --random makes trees of the depth it says; a game's are cut
	 * at --depth. */
	if (o->mode == MODE_STATS && (o->given & O_GAME) && (o->given & O_EXPORT))
		return usage_error(_("--stats --export charts leaves against the depth of --random trees; "
				   "a game's positions have no such chart"));
	if (o->mode == MODE_STATS && (o->given & OPT(I_PLAN + PLAN_DEPTH)) && !(o->given & O_GAME))
		return usage_error(_("--stats takes --depth with --game; --random B,D gives the depth "
				   "of its trees"));
	if (o->mode == MODE_SAVE && (o->given & OPT(I_PLAN + PLAN_DEPTH)) && !(o->given & O_GAME))
		return usage_error(_("--save --random takes no --depth: the tree has the depth --random "
				   "gives"));
	return 0;
}

/* --order: a game's order of moves with --game, else the generator's. */
static int parse_order(struct options *o, const char *text)
{
	if (o->given & O_GAME) {
		if (!game_order_parse(text, &o->game_order))
			return usage_error(_("unknown order '%.60s' for --game (use board or centre)"), text);
		if (o->game == GAME_NIM && o->game_order == GAME_ORDER_CENTRE)
			return usage_error(_("--order centre is for the boards of tictactoe and connect4; "
					   "Nim has no centre"));
		return 0;
	}
	if (!gen_parse_order(text, &o->gen.order, &o->gen.p)) {
		char list[64] = "";
		text_append_column(list, sizeof list,
				   TEXT_COLUMN(gen_order_names, name, GEN_ORDER_NAMES), ", ");
		return usage_error(_("unknown order '%.60s' (use %s or a probability from 0 to 1)"), text,
				   list);
	}
	return 0;
}

static int set_mode(struct options *o, enum mode mode)
{
	if (o->mode != MODE_STEPPER && o->mode != mode)
		/* TRANSLATORS: two options, each of which chooses a mode. */
		return usage_error(_("%s and %s are two modes; choose one"), modes[o->mode].option,
				   modes[mode].option);
	o->mode = mode;
	return 0;
}

int options_parse(int argc, char **argv, struct options *o)
{
	enum { OPT_COMPARE = 256, OPT_TRACE, OPT_EXPLAIN, OPT_LESSON, OPT_LESSONS, OPT_PRINT, OPT_DATA_DIR,
	       OPT_RANDOM, OPT_SHAPE, OPT_ORDER, OPT_SAVE, OPT_STATS, OPT_EXPORT, OPT_VS, OPT_SCRIPT,
	       OPT_SCREEN, OPT_PRACTICE, OPT_RESULTS, OPT_STUDENT, OPT_SKELETON, OPT_STEP, OPT_VALUES,
	       OPT_PV, OPT_JOBS, OPT_WINDOWS, OPT_NODE_TYPES, OPT_WIDTH, OPT_HANDOUT, OPT_ASK,
	       OPT_SUMMARY, OPT_EXAM, OPT_MIN_CUTOFFS, OPT_OUTPUT, OPT_GAME, OPT_POSITION, OPT_SEED,
	       OPT_MERGE, OPT_TREES,
	       OPT_PLAN,        /* OPT_PLAN + k: option k of plan.h */
	       OPT_END = OPT_PLAN + PLAN_OPTION_COUNT };
	static const struct option own[] = {
		{ "algo", required_argument, NULL, 'a' },
		{ "ask", required_argument, NULL, OPT_ASK },
		{ "compare", no_argument, NULL, OPT_COMPARE },
		{ "pv", required_argument, NULL, OPT_PV },
		{ "windows", no_argument, NULL, OPT_WINDOWS },
		{ "node-types", no_argument, NULL, OPT_NODE_TYPES },
		{ "jobs", required_argument, NULL, OPT_JOBS },
		{ "data-dir", required_argument, NULL, OPT_DATA_DIR },
		{ "expr", required_argument, NULL, 'e' },
		{ "export", required_argument, NULL, OPT_EXPORT },
		{ "format", required_argument, NULL, 'f' },
		{ "handout", required_argument, NULL, OPT_HANDOUT },
		{ "help", no_argument, NULL, 'h' },
		{ "lesson", required_argument, NULL, OPT_LESSON },
		{ "lessons", no_argument, NULL, OPT_LESSONS },
		{ "merge", no_argument, NULL, OPT_MERGE },
		{ "lesson-skeleton", required_argument, NULL, OPT_SKELETON },
		{ "order", required_argument, NULL, OPT_ORDER },
		{ "practice", no_argument, NULL, OPT_PRACTICE },
		{ "print", no_argument, NULL, OPT_PRINT },
		{ "results", required_argument, NULL, OPT_RESULTS },
		{ "student", required_argument, NULL, OPT_STUDENT },
		{ "step", required_argument, NULL, OPT_STEP },
		{ "values", required_argument, NULL, OPT_VALUES },
		{ "random", required_argument, NULL, OPT_RANDOM },
		{ "random-shape", no_argument, NULL, OPT_SHAPE },
		{ "save", required_argument, NULL, OPT_SAVE },
		{ "screen", required_argument, NULL, OPT_SCREEN },
		{ "script", required_argument, NULL, OPT_SCRIPT },
		{ "stats", required_argument, NULL, OPT_STATS },
		{ "trace", no_argument, NULL, OPT_TRACE },
		{ "trees", no_argument, NULL, OPT_TREES },
		{ "explain", no_argument, NULL, OPT_EXPLAIN },
		{ "version", no_argument, NULL, 'V' },
		{ "vs", required_argument, NULL, OPT_VS },
		{ "width", required_argument, NULL, OPT_WIDTH },
		{ "results-summary", required_argument, NULL, OPT_SUMMARY },
		{ "exam", required_argument, NULL, OPT_EXAM },
		{ "min-cutoffs", required_argument, NULL, OPT_MIN_CUTOFFS },
		{ "output", required_argument, NULL, OPT_OUTPUT },
		{ "game", required_argument, NULL, OPT_GAME },
		{ "position", required_argument, NULL, OPT_POSITION },
		{ "seed", required_argument, NULL, OPT_SEED },
	};
	/* The plan's options, from plan.h's table, follow treestep's own. */
	enum { OWN = sizeof own / sizeof own[0] };
	struct option longopts[OWN + PLAN_OPTION_COUNT + 1];
	memcpy(longopts, own, sizeof own);
	for (int k = 0; k < PLAN_OPTION_COUNT; k++)
		longopts[OWN + k] = (struct option){ plan_options[k].option + 2,
						     plan_options[k].implies ? no_argument :
						     required_argument, NULL, OPT_PLAN + k };
	longopts[OWN + PLAN_OPTION_COUNT] = (struct option){ NULL, 0, NULL, 0 };
	int ch, err;
	const char *order_text = NULL;

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
		case 'f': {
			o->given |= O_FORMAT;
			int f = 0;
			while (f < FORMAT_COUNT && strcmp(optarg, format_names[f]) != 0)
				f++;
			o->format = (enum format)f;
			if (f == FORMAT_COUNT) {
				char list[64] = "";
				text_append_column(list, sizeof list, format_names, sizeof format_names[0],
						   FORMAT_COUNT, _(" or "));
				return usage_error(_("unknown format '%.60s' (use %s)"), optarg, list);
			}
			break;
		}
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
		case OPT_TREES:
			if ((err = set_mode(o, ch == OPT_LESSONS ? MODE_LESSONS : MODE_TREES)))
				return err;
			break;
		case OPT_STATS:
			if ((err = set_mode(o, MODE_STATS)) || (err = parse_stats(o, optarg)))
				return err;
			break;
		case OPT_MERGE:
			if ((err = set_mode(o, MODE_MERGE)))
				return err;
			break;
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
			o->given &= ~O_DEPTHS;        /* the last --random counts */
			if ((err = parse_random(o, optarg)))
				return err;
			break;
		case OPT_SHAPE:
			o->given |= O_SHAPE;
			o->gen.irregular = true;
			break;
		case OPT_GAME:
			o->given |= O_GAME;
			if (!game_kind_parse(optarg, &o->game))
				return usage_error(_("unknown game '%.60s' (use tictactoe, nim or connect4)"),
						   optarg);
			break;
		case OPT_POSITION:
			o->given |= O_POSITION;
			o->position = optarg;
			break;
		case OPT_SEED: {
			char why[160];
			o->given |= O_SEED;
			if (!parse_number(_("the seed"), optarg, strlen(optarg), 0, UINT64_MAX, &o->seed, why,
					  sizeof why))
				return usage_error("--seed: %s", why);
			break;
		}
		case OPT_ORDER:
			/* A game's orders are its own; which one is meant is known
			 * once every option is read. */
			o->given |= O_ORDER;
			order_text = optarg;
			break;
		case OPT_EXPORT: {
			/* Only SVG is written: a chart.png holding SVG would be a lie. */
			size_t len = strlen(optarg);
			o->given |= O_EXPORT;
			if (len < 4 || strcasecmp(optarg + len - 4, ".svg") != 0)
				return usage_error(_("--export writes SVG only: give a FILE.svg, not "
						   "'%.60s'"), optarg);
			o->export_svg = optarg;
			break;
		}
		case OPT_HANDOUT: {
			/* Only PDF is written: a name that says otherwise would lie. */
			size_t len = strlen(optarg);
			if ((err = set_mode(o, MODE_HANDOUT)))
				return err;
			if (len < 4 || strcasecmp(optarg + len - 4, ".pdf") != 0)
				return usage_error(_("--handout writes PDF only: give a FILE.pdf, not "
						   "'%.60s'"), optarg);
			o->handout = optarg;
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
		case OPT_ASK: {
			char why[200];
			o->given |= O_ASK;
			if (!practice_ask_parse(optarg, &o->ask, why, sizeof why))
				return usage_error("%s", why);
			break;
		}
		case OPT_RESULTS:
			o->given |= O_RESULTS;
			if (!*optarg)
				return usage_error(_("--results needs a file name"));
			o->results = optarg;
			break;
		case OPT_VALUES: {
			char why[200];
			o->given |= O_VALUES;
			if (!gen_parse_values(optarg, &o->gen.lo, &o->gen.hi, why, sizeof why))
				return usage_error("%s", why);
			o->gen.ranged = true;
			break;
		}
		case OPT_STEP: {
			char why[160];
			uint64_t k;
			o->given |= O_STEP;
			if (!parse_number(_("the step"), optarg, strlen(optarg), 0, INT32_MAX, &k, why,
					  sizeof why))
				return usage_error("--step: %s", why);
			o->step = (long)k;
			break;
		}
		case OPT_JOBS: {
			char why[160];
			uint64_t n;
			o->given |= O_JOBS;
			if (!parse_number(_("the number of jobs"), optarg, strlen(optarg), 1, STATS_MAX_JOBS,
					  &n, why, sizeof why))
				return usage_error("--jobs: %s", why);
			o->jobs = (int)n;
			break;
		}
		case OPT_WINDOWS:
			o->windows = true;
			break;
		case OPT_NODE_TYPES:
			o->node_types = true;
			break;
		case OPT_WIDTH: {
			char why[160];
			uint64_t n;
			o->given |= O_WIDTH;
			if (!parse_number(_("the width"), optarg, strlen(optarg), WIDTH_DEFAULT, WIDTH_MAX, &n,
					  why, sizeof why))
				return usage_error("--width: %s", why);
			o->width = (int)n;
			break;
		}
		case OPT_PV: {
			o->given |= O_PV;
			int w = pv_way_find(optarg);
			if (w < 0 && strcmp(optarg, "all") != 0) {
				char ways[160] = "";
				text_append_column(ways, sizeof ways,
						   TEXT_COLUMN(pv_ways, name, PV_WAY_COUNT), ", ");
				return usage_error(_("--pv: '%s' is not %s or all"), optarg, ways);
			}
			o->pv_ways = w < 0 ? (1u << PV_WAY_COUNT) - 1 : 1u << w;
			break;
		}
		case OPT_STUDENT: {
			char what[64];
			size_t at = results_name_unsafe_at(optarg, what, sizeof what);
			o->given |= O_STUDENT;
			if (optarg[at])
				/* TRANSLATORS: %s says what is wrong with the name, %zu
				 * where (bytes from 1). */
				return usage_error(_("--student: %s at byte %zu"), what, at + 1);
			o->student = optarg;
			break;
		}
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
				return usage_error(_("--screen needs COLSxROWS such as 100x30, not '%.60s'"),
						   optarg);
			if (!parse_number(_("the columns"), optarg, (size_t)(x - optarg), 1, 1000, &cols,
					  why, sizeof why) ||
			    !parse_number(_("the rows"), x + 1, strlen(x + 1), 1, 500, &rows, why,
					  sizeof why))
				return usage_error("--screen: %s", why);
			o->cols = (int)cols;
			o->rows = (int)rows;
			break;
		}
		case OPT_SUMMARY:
			if ((err = set_mode(o, MODE_SUMMARY)))
				return err;
			o->summary = optarg;
			break;
		case OPT_EXAM:
		case OPT_MIN_CUTOFFS: {
			/* An exam of a hundred variants is already a stack of paper;
			 * a hundred cutoffs, more than a sheet's tree holds. */
			char why[160];
			uint64_t n;
			bool exam = ch == OPT_EXAM;
			if (exam && (err = set_mode(o, MODE_EXAM)))
				return err;
			if (!exam)
				o->given |= O_MIN_CUTOFFS;
			if (!parse_number(exam ? _("the number of variants") : _("the number of cutoffs"), optarg,
					  strlen(optarg), exam ? 1 : 0, 100, &n, why, sizeof why))
				return usage_error("%s: %s", exam ? "--exam" : "--min-cutoffs", why);
			*(exam ? &o->exam : &o->min_cutoffs) = (int)n;
			break;
		}
		case OPT_OUTPUT:
			o->given |= O_OUTPUT;
			if (!*optarg)
				return usage_error(_("--output needs a name"));
			o->output = optarg;
			break;
		case OPT_VS:
			o->given |= O_VS;
			if (!(o->vs = algorithm_find(optarg)))
				return usage_error(_("unknown algorithm '%.40s' (see --help for the list)"),
						   optarg);
			break;
		default:
			if (ch >= OPT_PLAN && ch < OPT_END) {
				/* --id and --no-pv-first stand for 'id: yes' and
				 * 'pv-first: no'. */
				enum plan_option k = ch - OPT_PLAN;
				char why[160];
				o->given |= OPT(I_PLAN + k);
				if (!plan_option_set(&o->plan, k, plan_options[k].implies ?
						     plan_options[k].implies : optarg,
						     PLAN_COMMAND_LINE, why, sizeof why))
					return usage_error("%s", why);
				break;
			}
			fprintf(stderr, "%s\n", _("Try 'treestep --help' for more information."));
			return 2;
		}
	}
	/* --merge takes every file named; any other mode one tree. */
	if (o->mode == MODE_MERGE) {
		if (optind == argc)
			return usage_error(_("--merge needs the files --stats -f json wrote, one for each "
					   "part of the run"));
		o->merge = argv + optind;
		o->merge_count = argc - optind;
		optind = argc;
	}
	if (optind < argc) {
		o->given |= O_TREEFILE;
		o->file = argv[optind++];
	}
	if (optind < argc)
		return usage_error(_("unexpected argument '%.60s' (give one tree file)"), argv[optind]);
	if ((err = check_modes(o)))
		return err;
	if (order_text && (err = parse_order(o, order_text)))
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

