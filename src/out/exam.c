/* exam.c - exam variants and their answer key (exam.h). */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "out/exam.h"
#include "tree/i18n.h"
#include "out/handout.h"
#include "out/layout.h"
#include "search/trace.h"
#include "tree/files.h"
#include "words/text.h"

/* One variant: its seed, and practice's questions about its tree, which
 * hold the search and every true answer. */
struct variant {
	uint64_t seed;
	struct practice p;
	long cutoffs, leaves;           /* as --compare counts them */
};

struct sheets {
	const struct exam *e;
	struct variant *v;
	int n;
	files_writer *text;             /* write_sheet or write_key, for as_pdf */
};

/* ---- Drawing a tree ----------------------------------------------------------- */

/* The textbook picture in plain ASCII, so that any printer prints it:
 * the root on top, each level three rows lower, a parent centred over its
 * children and joined to them by a bar; every node's name, every leaf's
 * value under its name, and on the left which side moves at each level.
 * Where nodes go is layout_tree's (the stepper's own order of leaves). */
static bool draw_tree(FILE *f, const struct tree *t)
{
	enum { MARGIN = 5 };            /* "MAX  " */
	char label[32];
	int slot = 2;
	for (node_id n = 0; n < t->count; n++) {
		int w = (int)strlen(tree_name(t, n));
		if (!t->nodes[n].nchildren)
			w = w > snprintf(label, sizeof label, "%d", t->nodes[n].value) ? w :
			    (int)strlen(label);
		slot = w + 1 > slot ? w + 1 : slot;    /* a space between labels */
	}
	/* An even slot puts a parent of two children midway between them. */
	slot += slot % 2;
	struct layout l;
	if (!layout_tree(&l, t, slot))
		return false;
	int width = MARGIN + l.width, height = l.height;
	char *grid = malloc((size_t)width * (size_t)height);
	if (!grid) {
		layout_free(&l);
		return false;
	}
	memset(grid, ' ', (size_t)width * (size_t)height);
#define AT(row, col) grid[(size_t)(row) * (size_t)width + (size_t)(col)]
	/* Writes s centred on column x (of the picture) at row y. */
#define PUT(y, x, s) do { \
		const char *s_ = (s); \
		int c_ = MARGIN + (x) - (int)strlen(s_) / 2; \
		for (int i_ = 0; s_[i_] && c_ + i_ < width; i_++) \
			if (c_ + i_ >= 0) \
				AT(y, c_ + i_) = s_[i_]; \
	} while (0)
	for (node_id n = 0; n < t->count; n++) {
		const struct node *nd = &t->nodes[n];
		int x = l.x[n], y = l.y[n];
		/* Which side moves, once a level, when the whole level agrees
		 * (each node's own name says it otherwise: MAX, MIN). */
		if (l.level_start[nd->depth] == n) {
			bool same = true;
			for (node_id m = n; m < l.level_start[nd->depth + 1]; m++)
				same &= t->nodes[m].is_max == nd->is_max;
			memcpy(&AT(y, 0), same ? (nd->is_max ? "MAX" : "MIN") : "   ", 3);
		}
		PUT(y, x, tree_name(t, n));
		if (!nd->nchildren) {
			snprintf(label, sizeof label, "%d", nd->value);
			PUT(y + 1, x, label);
			continue;
		}
		AT(y + 1, MARGIN + x) = '|';
		int first = l.x[nd->first_child], last = l.x[nd->first_child + nd->nchildren - 1];
		for (int c = first; c <= last; c++)
			AT(y + 2, MARGIN + c) = '-';
		AT(y + 2, MARGIN + x) = '+';
		for (int i = 0; i < nd->nchildren; i++)
			AT(y + 2, MARGIN + l.x[nd->first_child + i]) = '+';
	}
#undef PUT
	for (int y = 0; y < height; y++) {
		int end = width;
		while (end > 0 && AT(y, end - 1) == ' ')
			end--;
		if (end > 0 || y < height - 1)
			fprintf(f, "  %.*s\n", end, &AT(y, 0));
	}
#undef AT
	free(grid);
	layout_free(&l);
	return true;
}

/* ---- The questions -------------------------------------------------------------- */

/* The questions, in practice's words (practice.h): their text, the same
 * on every variant, and the --ask kind each belongs to: values asks what
 * nodes return and how probes come back, pruned which nodes are never
 * visited (practice grades them the same way).  Where the student writes
 * the answer follows the text (print_blanks). */
static const struct exam_question {
	enum ask ask;
	enum question_kind kind;
	const char *text;
} questions[] = {
	/* TRANSLATORS: the exam's questions; %s is the algorithm.  Each line
	 * after the first starts with five spaces, under the question's
	 * number, and no line is longer than the first. */
	{ ASK_PRUNED, QUESTION_VISITED, N_("Which nodes does %s never visit? Name the highest node of each\n"
			    "     part it prunes (one name stands for everything below it).") },
	{ ASK_VALUES, QUESTION_VALUE, N_("What does each inner node %s visits return, from MAX's point of\n"
			  "     view? Write a value, or a bound such as >=6 or <=4 where the\n"
			  "     search learns only a bound.") },
	{ ASK_VALUES, QUESTION_PROBE, N_("Which probes of %s fail high? Name the nodes probed with a null\n"
			  "     window whose answer comes back at or above the window's top\n"
			  "     (from MAX's point of view).") },
	{ ASK_WINDOWS, QUESTION_WINDOW, N_("With which window (alpha,beta) does %s enter each inner node,\n"
			   "     from MAX's point of view? Write a window for each time the node\n"
			   "     is entered, in order, such as (3,+inf) (3,4); leave a node it\n"
			   "     never enters blank.") },
	{ ASK_EVALUATIONS, QUESTION_EVALUATIONS, N_("How many leaves does %s evaluate? A leaf\n"
			       "     evaluated twice counts twice.") },
	{ ASK_EVENTS, QUESTION_CUTOFFS, N_("Where does %s cut off, in order? Name the node each cutoff\n"
			    "     happens at (the node whose remaining children go unsearched), or\n"
			    "     write none.") },
};
#define NQUESTIONS ((int)(sizeof questions / sizeof questions[0]))

/* Does this variant ask question q?  What is asked is practice's
 * (practice_asks: the exam's --ask, given to each variant); probes only
 * where the search probes, as practice asks them. */
static bool asks(const struct variant *v, const struct exam_question *q)
{
	return practice_asks(&v->p, q->ask) &&
	       (q->kind != QUESTION_PROBE || practice_asks_probes(&v->p));
}

/* Room to write the answer, where the question's own text leaves none:
 * a line for each inner node of the tree for its windows (every inner
 * node, so that the sheet does not tell which ones are visited; long
 * enough for two windows or three, and a row apart), a short line for
 * the count, a long one for the cutoffs.  The others are answered on the
 * drawing. */
static void print_blanks(FILE *f, const struct tree *t, enum question_kind k)
{
	enum { BLANK = 30, PER_ROW = 2 };
	switch (k) {
	case QUESTION_WINDOW: {
		int w = 0, n = 0;
		for (node_id m = 0; m < t->count; m++)
			if (t->nodes[m].nchildren && (int)strlen(tree_name(t, m)) > w)
				w = (int)strlen(tree_name(t, m));
		for (node_id m = 0; m < t->count; m++) {
			if (!t->nodes[m].nchildren)
				continue;
			/* A row left empty between rows: room for a hand. */
			fprintf(f, "%s%-*s %.*s", n % PER_ROW ? "   " : n ? "\n\n     " : "\n     ", w,
				tree_name(t, m), BLANK, "______________________________");
			n++;
		}
		fputs("\n\n", f);
		break;
	}
	case QUESTION_EVALUATIONS:
		fputs("\n     ", f);
		fputs(_("Leaves evaluated: ______"), f);
		fputs("\n\n", f);
		break;
	case QUESTION_CUTOFFS:
		fputs("\n     ", f);
		fputs(_("Cutoffs, in order: ____________________________________________"), f);
		fputs("\n\n", f);
		break;
	default:
		break;
	}
}

static void print_questions(FILE *f, const struct exam *e, const struct variant *v)
{
	int k = 0;
	for (int i = 0; i < NQUESTIONS; i++) {
		if (!asks(v, &questions[i]))
			continue;
		fprintf(f, "  %d. ", ++k);
		fprintf(f, _(questions[i].text), e->algo->name);
		fputc('\n', f);
		print_blanks(f, &v->p.tree, questions[i].kind);
	}
}

/* Items after a heading at column col, separated by sep and wrapped at
 * 78 columns under the first item; "none" when there is none. */
struct list {
	FILE *f;
	int col, indent, n;
	const char *sep;
};

static void list_item(struct list *l, const char *item)
{
	int w = (int)strlen(item) + (l->n ? (int)strlen(l->sep) : 1);
	if (l->n && l->col + w > 78) {
		/* The separator's mark ends the line: "," or ";". */
		fprintf(l->f, "%.*s\n%*s", l->sep[0] != ' ', l->sep, l->indent, "");
		l->col = l->indent;
		w -= (int)strlen(l->sep);
	} else {
		fputs(l->n ? l->sep : " ", l->f);
	}
	fputs(item, l->f);
	l->col += w;
	l->n++;
}

static void list_end(struct list *l)
{
	if (!l->n)
		/* TRANSLATORS: an answer key's empty list ("Fail high: none"),
		 * after a space. */
		fputs(_(" none"), l->f);
	fputs("\n", l->f);
}

static void print_names(FILE *f, int col, const char *head, const struct tree *t,
			const unsigned char *in)
{
	col += fprintf(f, "%s", head);
	struct list l = { f, col, col + 1, 0, " " };
	for (node_id m = 0; m < t->count; m++)
		if (in[m])
			list_item(&l, tree_name(t, m));
	list_end(&l);
}

/* Every answer of kind k, read off practice's truth about the search,
 * from column col on. */
static bool print_answer(FILE *f, int col, const struct variant *v, enum question_kind k)
{
	const struct practice *p = &v->p;
	const struct tree *t = &p->tree;
	unsigned char *in = calloc((size_t)t->count, 1);
	if (!in)
		return false;
	switch (k) {
	case QUESTION_VISITED:
		/* The top of each pruned part: never visited, under a node
		 * that is, which is what practice grades. */
		for (node_id m = 1; m < t->count; m++)
			in[m] = !p->visited[m] && p->visited[t->nodes[m].parent];
		print_names(f, col, _("Never visited:"), t, in);
		break;
	case QUESTION_VALUE: {
		char want[32], item[96];
		col += fprintf(f, "%s", _("Returns:"));
		struct list l = { f, col, col + 1, 0, ", " };
		for (node_id m = 0; m < t->count; m++) {
			if (!p->visited[m] || !t->nodes[m].nchildren)
				continue;
			practice_truth(p, m, want, sizeof want);
			snprintf(item, sizeof item, "%s %s", tree_name(t, m), want);
			list_item(&l, item);
		}
		list_end(&l);
		break;
	}
	case QUESTION_PROBE:
		for (node_id m = 0; m < t->count; m++)
			in[m] = p->probed[m] && p->failed_high[m];
		/* TRANSLATORS: the two lines of the probes' answers, one under
		 * the other: "Fail low: " has a space more, so that both lists
		 * start in the same column. */
		print_names(f, col, _("Fail high:"), t, in);
		for (node_id m = 0; m < t->count; m++)
			in[m] = p->probed[m] && !p->failed_high[m];
		print_names(f, fprintf(f, "%*s", col, ""), _("Fail low: "), t, in);
		break;
	case QUESTION_WINDOW: {
		/* Every entry of each inner node entered, as practice grades
		 * them; ";" between nodes, as the windows hold commas. */
		char want[PRACTICE_WINDOWS_MAX], item[PRACTICE_WINDOWS_MAX + 64];
		col += fprintf(f, "%s", _("Windows:"));
		struct list l = { f, col, col + 1, 0, "; " };
		for (node_id m = 0; m < t->count; m++) {
			if (!p->nentered[m])
				continue;
			practice_windows_truth(p, m, want, sizeof want);
			snprintf(item, sizeof item, "%s %s", tree_name(t, m), want);
			list_item(&l, item);
		}
		list_end(&l);
		break;
	}
	case QUESTION_EVALUATIONS:
		fprintf(f, _("Leaves evaluated: %ld\n"), p->leaves);
		break;
	case QUESTION_CUTOFFS: {
		/* One name a cutoff: written item by item, to wrap. */
		char want[PRACTICE_CUTOFFS_MAX];
		practice_cutoffs_truth(p, want, sizeof want);
		col += fprintf(f, "%s", _("Cutoffs, in order:"));
		struct list l = { f, col, col + 1, 0, " " };
		for (char *w = strtok(want, " "); w; w = strtok(NULL, " "))
			list_item(&l, w);
		list_end(&l);
		break;
	}
	default:
		break;
	}
	free(in);
	return true;
}

/* ---- The two files ----------------------------------------------------------------- */

/* The options that make the variant's tree, for the command that opens
 * it: "--random 3,3,42 --values 0..20" and the shape and order, if any. */
static void tree_options(char *buf, size_t len, const struct exam *e, uint64_t seed)
{
	char order[32];
	snprintf(buf, len, "--random %d,%d,%llu --values %d..%d", e->gen.branching, e->gen.depth,
		 (unsigned long long)seed, e->gen.lo, e->gen.hi);
	if (e->gen.irregular)
		text_append(buf, len, " --random-shape");
	if (e->gen.order != ORDER_RANDOM)
		text_append(buf, len, " --order %s", gen_order_name(&e->gen, order, sizeof order));
}

/* The first line of the sheet (key false) or of the key. */
static void print_title(FILE *f, const struct sheets *s, bool key)
{
	const struct exam *e = s->e;
	unsigned long n = (unsigned long)s->n;
	if (key)
		/* TRANSLATORS: the answer key's title: %1$s is the algorithm,
		 * %2$d and %3$d --random's branching and depth, %4$d the
		 * variants. */
		fprintf(f, ngettext("Answer key: %1$s on --random %2$d,%3$d trees, %4$d variant",
				    "Answer key: %1$s on --random %2$d,%3$d trees, %4$d variants", n),
			e->algo->name, e->gen.branching, e->gen.depth, s->n);
	else
		/* TRANSLATORS: the exam's title: %1$s is the algorithm, %2$d
		 * and %3$d --random's branching and depth, %4$d the variants. */
		fprintf(f, ngettext("Exam: %1$s on --random %2$d,%3$d trees, %4$d variant",
				    "Exam: %1$s on --random %2$d,%3$d trees, %4$d variants", n),
			e->algo->name, e->gen.branching, e->gen.depth, s->n);
	if (e->min_cutoffs)
		/* TRANSLATORS: follows the title above, with --min-cutoffs. */
		fprintf(f, ngettext(", each with at least %d cutoff", ", each with at least %d cutoffs",
				    (unsigned long)e->min_cutoffs), e->min_cutoffs);
	fputs("\n", f);
}

static bool write_sheet(FILE *f, void *ctx, char *err, size_t errlen)
{
	const struct sheets *s = ctx;
	print_title(f, s, false);
	for (int i = 0; i < s->n; i++) {
		const struct variant *v = &s->v[i];
		/* A page for each variant where a printer honours form feeds. */
		fprintf(f, "%s\n", i ? "\f" : "");
		/* TRANSLATORS: the head of a variant's page: its number and seed. */
		fprintf(f, _("Name: ______________________________   Variant %1$d (seed %2$llu)\n\n"),
			i + 1, (unsigned long long)v->seed);
		if (!draw_tree(f, &v->p.tree)) {
			snprintf(err, errlen, "%s", _("out of memory"));
			return false;
		}
		fputs("\n  ", f);
		fprintf(f, _("%s searches this tree, the children of each node left to right.\n"),
			s->e->algo->name);
		print_questions(f, s->e, v);
	}
	return true;
}

static bool write_key(FILE *f, void *ctx, char *err, size_t errlen)
{
	const struct sheets *s = ctx;
	char opts[160];
	print_title(f, s, true);
	for (int i = 0; i < s->n; i++) {
		const struct variant *v = &s->v[i];
		tree_options(opts, sizeof opts, s->e, v->seed);
		putc('\n', f);
		/* Two counts: ngettext chooses the plural of the evaluations,
		 * the message that of the cutoffs. */
		if (v->cutoffs == 1)
			/* TRANSLATORS: a variant's number and seed, its cutoffs
			 * (here one) and its leaf evaluations. */
			fprintf(f, ngettext("Variant %1$d (seed %2$llu): %3$ld cutoff, %4$ld leaf "
					    "evaluation\n",
					    "Variant %1$d (seed %2$llu): %3$ld cutoff, %4$ld leaf "
					    "evaluations\n", (unsigned long)v->leaves),
				i + 1, (unsigned long long)v->seed, v->cutoffs, v->leaves);
		else
			/* TRANSLATORS: a variant's number and seed, its cutoffs
			 * (not one) and its leaf evaluations. */
			fprintf(f, ngettext("Variant %1$d (seed %2$llu): %3$ld cutoffs, %4$ld leaf "
					    "evaluation\n",
					    "Variant %1$d (seed %2$llu): %3$ld cutoffs, %4$ld leaf "
					    "evaluations\n", (unsigned long)v->leaves),
				i + 1, (unsigned long long)v->seed, v->cutoffs, v->leaves);
		char command[sizeof opts + 64];
		snprintf(command, sizeof command, "treestep %s --algo %s", opts, s->e->algo->name);
		fputs("  ", f);
		/* TRANSLATORS: %s is the command line that opens the variant. */
		fprintf(f, _("In the stepper: %s\n"), command);
		int k = 0;
		for (int q = 0; q < NQUESTIONS; q++) {
			if (!asks(v, &questions[q]))
				continue;
			int col = fprintf(f, "  %d. ", ++k);
			if (!print_answer(f, col, v, questions[q].kind)) {
				snprintf(err, errlen, "%s", _("out of memory"));
				return false;
			}
		}
	}
	return true;
}

#ifdef HAVE_CAIRO
/* The text s->text writes, printed as PDF pages (handout.c): the same
 * sheet or key, page for page. */
static bool as_pdf(FILE *f, void *ctx, char *err, size_t errlen)
{
	const struct sheets *s = ctx;
	char *text = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&text, &len);
	if (!mem) {
		snprintf(err, errlen, "%s", _("out of memory"));
		return false;
	}
	bool ok = s->text(mem, ctx, err, errlen);
	if (fclose(mem) != 0 && ok) {
		snprintf(err, errlen, "%s", _("out of memory"));
		ok = false;
	}
	ok = ok && handout_print_text(f, text, len, err, errlen);
	free(text);
	return ok;
}
#endif

/* ---- Drawing the variants ------------------------------------------------------------ */

/* The tree of seed, searched by practice; false with err when it cannot
 * be (out of memory, too many leaves for a sheet). */
static bool deal(const struct exam *e, uint64_t seed, struct variant *v, char *err, size_t errlen)
{
	char *text = NULL, source[96];
	size_t len = 0;
	struct gen g = e->gen;
	g.seed = seed;
	FILE *f = open_memstream(&text, &len);
	if (!f) {
		snprintf(err, errlen, "%s", _("out of memory"));
		return false;
	}
	bool ok = gen_write(&g, f);
	ok &= fclose(f) == 0;
	if (!ok) {
		free(text);
		snprintf(err, errlen, "%s", _("out of memory"));
		return false;
	}
	snprintf(source, sizeof source, "random %d,%d,%llu", g.branching, g.depth,
		 (unsigned long long)seed);
	memset(v, 0, sizeof *v);
	v->seed = seed;
	if (!practice_start_text(&v->p, text, len, source, e->algo, err, errlen))
		return false;
	/* What is asked of it, as practice would ask it. */
	v->p.deal.ask = e->ask;
	struct counts c;
	if (!trace_counts(&v->p.trace, &v->p.tree, v->p.trace.count, &c)) {
		practice_free(&v->p);
		snprintf(err, errlen, "%s", _("out of memory"));
		return false;
	}
	v->cutoffs = c.cutoffs;
	v->leaves = c.leaves;
	return true;
}

/* Are a and b the same tree: the same shape and leaf values?  (Their
 * texts differ anyway: gen_write names the seed.) */
static bool same_tree(const struct tree *a, const struct tree *b)
{
	if (a->count != b->count)
		return false;
	for (node_id n = 0; n < a->count; n++)
		if (a->nodes[n].nchildren != b->nodes[n].nchildren ||
		    a->nodes[n].value != b->nodes[n].value)
			return false;
	return true;
}

/* Is the tree of v the tree of one of the n variants taken? */
static bool taken(const struct variant *v, const struct variant *before, int n)
{
	for (int i = 0; i < n; i++)
		if (same_tree(&before[i].p.tree, &v->p.tree))
			return true;
	return false;
}

/* With windows asked, the first node whose windows practice cannot keep
 * (too many entries, or too long to write), whose answer the key could
 * not give; -1 when there is none. */
static node_id windows_crowded(const struct practice *p)
{
	char want[PRACTICE_WINDOWS_MAX];
	for (node_id m = 0; m < p->tree.count && practice_asks(p, ASK_WINDOWS); m++) {
		if (!p->nentered[m])
			continue;
		practice_windows_truth(p, m, want, sizeof want);
		if (p->nentered[m] > PRACTICE_WINDOWS_CAP || strcmp(want, "?") == 0)
			return m;
	}
	return -1;
}

/* Why no tree was found among the seeds first to last for variant n:
 * what it had to have (min_cutoffs cutoffs, and a tree unlike the n
 * variants before it), and what to ask for instead. */
static void no_tree(const struct exam *e, int n, uint64_t first, uint64_t last, char *err,
		    size_t errlen)
{
	char cutoffs[48], before[64];
	unsigned long long from = (unsigned long long)first, to = (unsigned long long)last;
	int b = e->gen.branching, d = e->gen.depth;
	const char *a = e->algo->name;
	/* TRANSLATORS: the cutoffs a variant must have, in "has 3 cutoffs
	 * under pvs". */
	snprintf(cutoffs, sizeof cutoffs, ngettext("%d cutoff", "%d cutoffs",
						   (unsigned long)e->min_cutoffs), e->min_cutoffs);
	/* TRANSLATORS: the variants a new one must differ from, in "differs
	 * from the 2 variants before it". */
	snprintf(before, sizeof before, ngettext("the %d variant before it",
						 "the %d variants before it", (unsigned long)n), n);
	if (e->min_cutoffs && n)
		/* TRANSLATORS: %1$d,%2$d is --random's branching and depth,
		 * %3$llu and %4$llu the seeds tried, %5$s the cutoffs ("3
		 * cutoffs"), %6$s the algorithm, %7$s the variants ("the 2
		 * variants before it"). */
		snprintf(err, errlen, _("--exam: no tree of --random %1$d,%2$d among seeds %3$llu to "
					"%4$llu has %5$s under %6$s and differs from %7$s; ask for "
					"fewer cutoffs, fewer variants or a larger tree"), b, d, from,
			 to, cutoffs, a, before);
	else if (e->min_cutoffs)
		/* TRANSLATORS: %1$d,%2$d is --random's branching and depth,
		 * %3$llu and %4$llu the seeds tried, %5$s the cutoffs ("3
		 * cutoffs"), %6$s the algorithm. */
		snprintf(err, errlen, _("--exam: no tree of --random %1$d,%2$d among seeds %3$llu to "
					"%4$llu has %5$s under %6$s; ask for fewer cutoffs, fewer "
					"variants or a larger tree"), b, d, from, to, cutoffs, a);
	else if (n)
		/* TRANSLATORS: %1$d,%2$d is --random's branching and depth,
		 * %3$llu and %4$llu the seeds tried, %5$s the variants ("the 2
		 * variants before it"). */
		snprintf(err, errlen, _("--exam: no tree of --random %1$d,%2$d among seeds %3$llu to "
					"%4$llu differs from %5$s; ask for fewer variants or a larger "
					"tree"), b, d, from, to, before);
	else
		/* TRANSLATORS: %1$d,%2$d is --random's branching and depth,
		 * %3$llu and %4$llu the seeds tried. */
		snprintf(err, errlen, _("--exam: no tree of --random %1$d,%2$d among seeds %3$llu to "
					"%4$llu; ask for fewer variants or a larger tree"), b, d, from,
			 to);
}

/* Draws e->variants variants into v.  Returns how many it drew; fewer
 * with err saying why. */
static int draw_variants(const struct exam *e, struct variant *v, char *err, size_t errlen)
{
	uint64_t seed = e->gen.seed;
	/* A full tree has branching^depth leaves, an irregular one at most
	 * that: said before any tree is made, for --random 9,9 would be
	 * hundreds of millions of nodes to find it out. */
	double most = 1;
	for (int d = 0; d < e->gen.depth; d++)
		most *= e->gen.branching;
	if (most > EXAM_MAX_LEAVES && (!e->gen.irregular || most > 1 << 16)) {
		char count[40];
		text_count_short(count, sizeof count, most);
		if (e->gen.irregular)
			/* TRANSLATORS: %1$d is the most leaves, %2$d,%3$d --random's
			 * branching and depth, %4$s the leaves ("1.27 million"). */
			snprintf(err, errlen, _("--exam: a sheet draws every leaf, at most %1$d; "
						"--random %2$d,%3$d makes up to %4$s"), EXAM_MAX_LEAVES,
				 e->gen.branching, e->gen.depth, count);
		else
			/* TRANSLATORS: %1$d is the most leaves, %2$d,%3$d --random's
			 * branching and depth, %4$s the leaves ("1.27 million"). */
			snprintf(err, errlen, _("--exam: a sheet draws every leaf, at most %1$d; "
						"--random %2$d,%3$d makes %4$s"), EXAM_MAX_LEAVES,
				 e->gen.branching, e->gen.depth, count);
		return 0;
	}
	for (int n = 0; n < e->variants; n++) {
		uint64_t first = seed;
		for (int tries = 0;; tries++, seed++) {
			if (tries == EXAM_TRIES) {
				no_tree(e, n, first, seed - 1, err, errlen);
				return n;
			}
			if (!deal(e, seed, &v[n], err, errlen))
				return n;
			int leaves = 0;
			for (node_id m = 0; m < v[n].p.tree.count; m++)
				leaves += v[n].p.tree.nodes[m].nchildren == 0;
			if (leaves > EXAM_MAX_LEAVES) {
				snprintf(err, errlen, _("--exam: a sheet draws every leaf, at most %d; "
					 "--random %d,%d makes %d"), EXAM_MAX_LEAVES, e->gen.branching,
					 e->gen.depth, leaves);
				practice_free(&v[n].p);
				return n;
			}
			node_id crowded = windows_crowded(&v[n].p);
			if (crowded >= 0) {
				/* TRANSLATORS: %1$s is a node, %2$llu the seed, %3$d
				 * how many times the node is entered, %4$d the most
				 * windows kept for a node, %5$d in how many bytes. */
				snprintf(err, errlen, _("--exam --ask windows: %1$s of seed %2$llu is "
							"entered %3$d times, with windows more than "
							"practice keeps for a node (%4$d, in %5$d bytes); "
							"ask for a smaller tree or smaller values"),
					 tree_name(&v[n].p.tree, crowded), (unsigned long long)seed,
					 v[n].p.nentered[crowded], PRACTICE_WINDOWS_CAP,
					 PRACTICE_WINDOWS_MAX);
				practice_free(&v[n].p);
				return n;
			}
			if (v[n].cutoffs >= e->min_cutoffs && !taken(&v[n], v, n))
				break;
			practice_free(&v[n].p);
			if (seed == UINT64_MAX) {
				snprintf(err, errlen, _("--exam: no seeds left after %llu"),
					 (unsigned long long)seed);
				return n;
			}
		}
		seed++;
	}
	return e->variants;
}

/* For files_write_new: the one name, path itself. */
static bool only_name(int k, char *name, size_t len, void *ctx)
{
	return k == 1 && (size_t)snprintf(name, len, "%s", (const char *)ctx) < len;
}

int exam_write(const struct exam *e, char *sheet, char *key, size_t pathlen, char *err,
	       size_t errlen)
{
	struct stat st;
	/* NAME.pdf: the same two files as PDF. */
	size_t base = strlen(e->name);
	bool pdf = base > 4 && strcasecmp(e->name + base - 4, ".pdf") == 0;
	const char *ext = pdf ? e->name + base - 4 : ".txt";
	base -= pdf ? 4 : 0;
#ifndef HAVE_CAIRO
	if (pdf) {
		snprintf(err, errlen, _("--exam: this treestep was built without cairo, so PDF sheets "
			 "are unavailable; give --output a name without .pdf"));
		return 1;
	}
#endif
	if ((size_t)snprintf(sheet, pathlen, "%.*s%s", (int)base, e->name, ext) >= pathlen ||
	    (size_t)snprintf(key, pathlen, "%.*s-key%s", (int)base, e->name, ext) >= pathlen) {
		snprintf(err, errlen, "%s", _("--output: the name is too long"));
		return 1;
	}
	/* Last term's exam is not written over: said before any work. */
	for (int i = 0; i < 2; i++) {
		const char *path = i ? key : sheet;
		if (lstat(path, &st) == 0) {
			/* TRANSLATORS: %s is a file. */
			snprintf(err, errlen, _("%s exists; remove it, or give --output another name"),
				 path);
			return 1;
		}
		if (!files_check_writable(path, err, errlen))
			return 1;
	}
	struct variant *v = calloc((size_t)e->variants, sizeof *v);
	if (!v) {
		snprintf(err, errlen, "%s", _("out of memory"));
		return 1;
	}
	struct sheets s = { e, v, draw_variants(e, v, err, errlen), write_sheet };
	char chosen[4096];
	int status = 1;
	files_writer *write = write_sheet;
#ifdef HAVE_CAIRO
	if (pdf)
		write = as_pdf;
#endif
	if (s.n == e->variants &&
	    files_write_new(only_name, sheet, write, &s, chosen, sizeof chosen, err, errlen)) {
		/* Both or neither: a sheet without its key is taken back. */
		s.text = write_key;
		if (files_write_new(only_name, key, pdf ? write : write_key, &s, chosen, sizeof chosen,
				    err, errlen))
			status = 0;
		else
			unlink(sheet);
	}
	for (int i = 0; i < s.n; i++)
		practice_free(&v[i].p);
	free(v);
	return status;
}
