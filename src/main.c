/* main.c - treestep's command line.
 *
 * Parses the options, loads the tree, and hands it to one of the modes.
 * The search library never prints; this file and report.c decide what the
 * user sees. */
#include <config.h>

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "algo.h"
#include "display.h"
#include "load.h"
#include "report.h"

enum mode { MODE_DEFAULT, MODE_COMPARE, MODE_TRACE };

struct options {
	enum mode mode;
	enum format format;
	const char *expr;
	const char *file;
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
		"Modes:\n"
		"  (none)                 the interactive stepper (press ? inside for its keys)\n"
		"      --compare          print one summary row per algorithm\n"
		"      --trace            print every step of the search, one per line\n"
		"\n"
		"Options:\n"
		"  -a, --algo=NAME[,NAME]...  the algorithms to run (--compare: all six;\n"
		"                             --trace and the stepper: pvs)\n"
		"  -e, --expr=EXPR        read the tree from EXPR in bracket form,\n"
		"                         e.g. -e '((3 12 8) (2 4 6) (14 5 2))'\n"
		"  -f, --format=FORMAT    --compare output: text (default), tsv or json\n"
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

static int usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "treestep: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\nTry 'treestep --help' for more information.\n");
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

static int parse_options(int argc, char **argv, struct options *o)
{
	enum { OPT_COMPARE = 256, OPT_TRACE };
	static const struct option longopts[] = {
		{ "algo", required_argument, NULL, 'a' },
		{ "compare", no_argument, NULL, OPT_COMPARE },
		{ "expr", required_argument, NULL, 'e' },
		{ "format", required_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ "trace", no_argument, NULL, OPT_TRACE },
		{ "version", no_argument, NULL, 'V' },
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
			if (o->mode != MODE_DEFAULT)
				return usage_error("%s", "--compare and --trace cannot be combined");
			o->mode = ch == OPT_COMPARE ? MODE_COMPARE : MODE_TRACE;
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
	return 0;
}

static int load(const struct options *o, struct tree *t)
{
	char err[LOAD_ERROR_MAX];
	bool ok;

	if (o->expr)
		ok = tree_load_string(o->expr, strlen(o->expr), "-e", t, err, sizeof err);
	else if (o->file)
		ok = tree_load_file(o->file, t, err, sizeof err);
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

int main(int argc, char **argv)
{
	struct options o = { .mode = MODE_DEFAULT, .format = FORMAT_TEXT };
	struct tree t;
	int status = parse_options(argc, argv, &o);

	if (status)
		return status;
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
	}
	tree_free(&t);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		perror("treestep: write error");
		return 1;
	}
	return status;
}
