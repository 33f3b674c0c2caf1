/* summary.c - --results-summary (summary.h). */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "out/json.h"
#include "out/summary.h"
#include "tree/i18n.h"
#include "out/svg.h"
#include "tree/load.h"
#include "words/text.h"

/* The fields of a row, as results.h lists them. */
enum { F_TIME, F_STUDENT, F_SOURCE, F_ALGO, F_QUESTION, F_GIVEN, F_WANT, F_VERDICT };

/* ---- Sorting the rows ------------------------------------------------------ */

/* Compares a and b field by field, in the order keys lists (n of them),
 * then by their line, so that the first answer comes first. */
static int compare_by(const struct results_row *a, const struct results_row *b, const int *keys,
		      int n)
{
	for (int i = 0; i < n; i++) {
		int c = strcmp(a->field[keys[i]], b->field[keys[i]]);
		if (c)
			return c;
	}
	return (a->line > b->line) - (a->line < b->line);
}

/* A question is told by its words and its right answer: a lesson asks
 * "Which node will be cut off next?" at several stops, and a row does
 * not name the stop. */
static const int by_student[] = { F_STUDENT, F_SOURCE, F_ALGO, F_QUESTION, F_WANT };
static const int by_question[] = { F_SOURCE, F_ALGO, F_QUESTION, F_WANT };
#define KEYS(k) k, (int)(sizeof k / sizeof k[0])

static int compare_student(const void *a, const void *b)
{
	return compare_by(*(struct results_row *const *)a, *(struct results_row *const *)b,
			  KEYS(by_student));
}

static int compare_question(const void *a, const void *b)
{
	return compare_by(*(struct results_row *const *)a, *(struct results_row *const *)b,
			  KEYS(by_question));
}

/* Do a and b agree on the first n of keys? */
static bool same(const struct results_row *a, const struct results_row *b, const int *keys, int n)
{
	for (int i = 0; i < n; i++)
		if (strcmp(a->field[keys[i]], b->field[keys[i]]) != 0)
			return false;
	return true;
}

/* Most missed first: the smaller share right (compared exactly, by
 * cross-multiplying), then the more students wrong, then the question's
 * lesson or practice, algorithm and words. */
static int compare_missed(const void *pa, const void *pb)
{
	const struct tally *a = pa, *b = pb;
	long long l = (long long)a->right * b->answered, r = (long long)b->right * a->answered;
	if (l != r)
		return l < r ? -1 : 1;
	int wa = a->answered - a->right, wb = b->answered - b->right;
	if (wa != wb)
		return wa > wb ? -1 : 1;
	return compare_by(a->first, b->first, KEYS(by_question));
}

/* Tallies rows[0..n) (sorted by keys) in groups that agree on keys. */
static struct tally *tally_groups(struct results_row **rows, int n, const int *keys, int nkeys,
				  int *count)
{
	struct tally *t = calloc(n ? (size_t)n : 1, sizeof *t);
	*count = 0;
	if (!t)
		return NULL;
	for (int i = 0; i < n; i++) {
		if (i == 0 || !same(rows[i - 1], rows[i], keys, nkeys))
			t[(*count)++] = (struct tally){ .first = rows[i] };
		struct tally *g = &t[*count - 1];
		if (rows[i]->line < g->first->line)
			g->first = rows[i];
		g->answered++;
		g->right += strcmp(rows[i]->field[F_VERDICT], "correct") == 0;
	}
	return t;
}

static bool sum_up(struct results_summary *s)
{
	int n = s->table.n;
	struct results_row **order = malloc((n ? (size_t)n : 1) * sizeof *order);
	if (!order)
		return false;
	for (int i = 0; i < n; i++)
		order[i] = &s->table.rows[i];
	/* A student's first answer to each question, and the repeats left out. */
	qsort(order, (size_t)n, sizeof *order, compare_student);
	int firsts = 0;
	for (int i = 0; i < n; i++) {
		if (i > 0 && same(order[i - 1], order[i], KEYS(by_student))) {
			s->repeats++;
			continue;
		}
		if (firsts == 0 || strcmp(order[firsts - 1]->field[F_STUDENT],
					  order[i]->field[F_STUDENT]) != 0)
			s->students++;
		order[firsts++] = order[i];
	}
	s->scores = tally_groups(order, firsts, by_student, 3, &s->nscores);
	qsort(order, (size_t)firsts, sizeof *order, compare_question);
	s->questions = tally_groups(order, firsts, KEYS(by_question), &s->nquestions);
	free(order);
	if (!s->scores || !s->questions)
		return false;
	qsort(s->questions, (size_t)s->nquestions, sizeof *s->questions, compare_missed);
	return true;
}

bool summary_load(struct results_summary *s, const char *path, char *err, size_t errlen)
{
	char *raw;
	size_t len, textlen;
	memset(s, 0, sizeof *s);
	s->path = path;
	/* Students may be appending to it: their rows are read whole. */
	if (!load_read_file_shared(path, LOAD_MAX_FILE_BYTES, &raw, &len, err, errlen))
		return false;
	/* Every field may reach the terminal: no escape sequence gets there. */
	bool ok = text_normalise(raw, len, path, &s->text, &textlen, err, errlen);
	free(raw);
	if (!ok || !results_parse(s->text, path, &s->table, err, errlen)) {
		free(s->text);
		s->text = NULL;
		return false;
	}
	if (!sum_up(s)) {
		snprintf(err, errlen, _("%s: out of memory"), path);
		summary_free(s);
		return false;
	}
	return true;
}

void summary_free(struct results_summary *s)
{
	results_table_free(&s->table);
	free(s->text);
	free(s->scores);
	free(s->questions);
	memset(s, 0, sizeof *s);
}

int summary_percent(const struct tally *t)
{
	return t->answered ? (int)(100LL * t->right / t->answered) : 0;
}

/* ---- Text ------------------------------------------------------------------- */

/* s and then spaces to width characters (at least one space after it). */
static void pad(FILE *out, const char *s, int width)
{
	fputs(s, out);
	for (int i = text_chars(s); i < width + 2; i++)
		fputc(' ', out);
}

static int widest(const struct tally *t, int n, int field, const char *heading)
{
	int w = text_chars(heading);
	for (int i = 0; i < n; i++) {
		int c = text_chars(t[i].first->field[field]);
		w = c > w ? c : w;
	}
	return w;
}

static int widest_right(const struct tally *t, int n)
{
	char buf[64];
	int w = text_chars(_("right"));
	for (int i = 0; i < n; i++) {
		/* TRANSLATORS: answered right, of answered. */
		int c = snprintf(buf, sizeof buf, _("%1$d of %2$d"), t[i].right, t[i].answered);
		w = c > w ? c : w;
	}
	return w;
}

static void print_text(FILE *out, const struct results_summary *s)
{
	char right[64];
	int answers = s->table.n - s->repeats;
	if (s->table.n == 0) {
		fprintf(out, _("%s: no answers yet.\n"), s->path);
		return;
	}
	/* Two counts in one sentence: the plural of the answers is chosen by
	 * ngettext, that of the students by which message is asked for. */
	if (s->students == 1)
		/* TRANSLATORS: the results file, the answers in it, and the
		 * students who gave them (here one). */
		fprintf(out, ngettext("%1$s: %2$d answer by %3$d student",
				      "%1$s: %2$d answers by %3$d student", (unsigned long)answers),
			s->path, answers, s->students);
	else
		/* TRANSLATORS: the results file, the answers in it, and the
		 * students who gave them (more than one). */
		fprintf(out, ngettext("%1$s: %2$d answer by %3$d students",
				      "%1$s: %2$d answers by %3$d students", (unsigned long)answers),
			s->path, answers, s->students);
	if (s->repeats)
		/* TRANSLATORS: follows the sentence above, after its "; ". */
		fprintf(out, ngettext("; %d repeated answer left out (a student's first answer counts)",
				      "; %d repeated answers left out (a student's first answer counts)",
				      (unsigned long)s->repeats), s->repeats);
	fputs(".\n\n", out);
	fputs(_("Scores (right of answered):\n"), out);
	/* TRANSLATORS: the columns of --results-summary's tables. */
	const char *student = _("student"), *source = _("lesson or practice"),
		   *algorithm = _("algorithm"), *answer = _("answer"), *share = _("share"),
		   *right_heading = _("right"), *question = _("question");
	int ws = widest(s->scores, s->nscores, F_STUDENT, student),
	    wl = widest(s->scores, s->nscores, F_SOURCE, source),
	    wa = widest(s->scores, s->nscores, F_ALGO, algorithm),
	    wr = widest_right(s->scores, s->nscores);
	fputs("  ", out);
	pad(out, student, ws);
	pad(out, source, wl);
	pad(out, algorithm, wa);
	fprintf(out, "%-*s  %s\n", wr, right_heading, share);
	for (int i = 0; i < s->nscores; i++) {
		const struct tally *t = &s->scores[i];
		fputs("  ", out);
		pad(out, t->first->field[F_STUDENT], ws);
		pad(out, t->first->field[F_SOURCE], wl);
		pad(out, t->first->field[F_ALGO], wa);
		/* TRANSLATORS: answered right, of answered. */
		snprintf(right, sizeof right, _("%1$d of %2$d"), t->right, t->answered);
		fprintf(out, "%-*s  %4d%%\n", wr, right, summary_percent(t));
	}
	putc('\n', out);
	fputs(_("Questions, most missed first (share: of the students who answered it, "
		"those right):\n"), out);
	wl = widest(s->questions, s->nquestions, F_SOURCE, source);
	wa = widest(s->questions, s->nquestions, F_ALGO, algorithm);
	wr = widest_right(s->questions, s->nquestions);
	int ww = widest(s->questions, s->nquestions, F_WANT, answer);
	fprintf(out, "  %s  %-*s  ", share, wr, right_heading);
	pad(out, source, wl);
	pad(out, algorithm, wa);
	pad(out, answer, ww);
	fprintf(out, "%s\n", question);
	for (int i = 0; i < s->nquestions; i++) {
		const struct tally *t = &s->questions[i];
		/* TRANSLATORS: answered right, of answered. */
		snprintf(right, sizeof right, _("%1$d of %2$d"), t->right, t->answered);
		fprintf(out, "  %4d%%  %-*s  ", summary_percent(t), wr, right);
		pad(out, t->first->field[F_SOURCE], wl);
		pad(out, t->first->field[F_ALGO], wa);
		pad(out, t->first->field[F_WANT], ww);
		fprintf(out, "%s\n", t->first->field[F_QUESTION]);
	}
}

/* ---- CSV and JSON ---------------------------------------------------------------- */

/* A field quoted as --results quotes its own (results_quote), so that a
 * name a spreadsheet would run as a formula is text here too.  False when
 * memory runs out. */
static bool csv_field(FILE *out, const char *s, bool last)
{
	char small[256], *buf = small;
	size_t room = RESULTS_QUOTED_ROOM(strlen(s));
	if (room > sizeof small && !(buf = malloc(room)))
		return false;
	fwrite(buf, 1, results_quote(buf, s), out);
	fputc(last ? '\n' : ',', out);
	if (buf != small)
		free(buf);
	return true;
}

static bool csv_row(FILE *out, const char *what, const char *student, const char *question,
		    const char *answer, const struct tally *t)
{
	char n[3][24];
	snprintf(n[0], sizeof n[0], "%d", t->right);
	snprintf(n[1], sizeof n[1], "%d", t->answered);
	snprintf(n[2], sizeof n[2], "%d", summary_percent(t));
	const char *fields[] = { what, student, t->first->field[F_SOURCE], t->first->field[F_ALGO],
				 question, answer, n[0], n[1], n[2] };
	enum { N = sizeof fields / sizeof fields[0] };
	bool ok = true;
	for (int i = 0; i < N; i++)
		ok = ok && csv_field(out, fields[i], i == N - 1);
	return ok;
}

/* One table a spreadsheet sorts and filters: a header, a "score" row for
 * each student on each lesson or tree, a "question" row for each
 * question (with its right answer), most missed first. */
static bool print_csv(FILE *out, const struct results_summary *s)
{
	static const char *const head[] = { "what", "student", "lesson or practice", "algorithm",
					    "question", "answer", "right", "answered", "percent" };
	enum { N = sizeof head / sizeof head[0] };
	bool ok = true;
	for (int i = 0; i < N; i++)
		ok = ok && csv_field(out, head[i], i == N - 1);
	for (int i = 0; i < s->nscores && ok; i++)
		ok = csv_row(out, "score", s->scores[i].first->field[F_STUDENT], "", "",
			     &s->scores[i]);
	for (int i = 0; i < s->nquestions && ok; i++)
		ok = csv_row(out, "question", "", s->questions[i].first->field[F_QUESTION],
			     s->questions[i].first->field[F_WANT], &s->questions[i]);
	return ok;
}

static void json_tally(FILE *out, const struct tally *t, bool student)
{
	fputs("    {", out);
	if (student) {
		fputs("\"student\": ", out);
		json_string(out, t->first->field[F_STUDENT]);
		fputs(", ", out);
	}
	fputs("\"source\": ", out);
	json_string(out, t->first->field[F_SOURCE]);
	fputs(", \"algorithm\": ", out);
	json_string(out, t->first->field[F_ALGO]);
	if (!student) {
		fputs(", \"question\": ", out);
		json_string(out, t->first->field[F_QUESTION]);
		fputs(", \"answer\": ", out);
		json_string(out, t->first->field[F_WANT]);
	}
	fprintf(out, ", \"right\": %d, \"answered\": %d, \"percent\": %d}", t->right, t->answered,
		summary_percent(t));
}

static void print_json(FILE *out, const struct results_summary *s)
{
	fputs("{\n  \"file\": ", out);
	json_string(out, s->path);
	fprintf(out, ",\n  \"rows\": %d,\n  \"repeats\": %d,\n  \"students\": %d,\n  \"scores\": [",
		s->table.n, s->repeats, s->students);
	for (int i = 0; i < s->nscores; i++) {
		fputs(i ? ",\n" : "\n", out);
		json_tally(out, &s->scores[i], true);
	}
	fputs(s->nscores ? "\n  ],\n  \"questions\": [" : "],\n  \"questions\": [", out);
	for (int i = 0; i < s->nquestions; i++) {
		fputs(i ? ",\n" : "\n", out);
		json_tally(out, &s->questions[i], false);
	}
	fputs(s->nquestions ? "\n  ]\n}\n" : "]\n}\n", out);
}

bool summary_print(FILE *out, const struct results_summary *s, enum format f)
{
	if (f == FORMAT_CSV)
		return print_csv(out, s);
	if (f == FORMAT_JSON)
		print_json(out, s);
	else
		print_text(out, s);
	return true;
}

/* ---- The chart ------------------------------------------------------------------ */

bool summary_write_svg(FILE *f, void *ctx, char *err, size_t errlen)
{
	/* A row for each question: its words over a bar as long as its share
	 * right, and the count at the bar's end. */
	enum { W = 900, L = 20, BAR = 640, T = 70, ROW = 46, B = 40 };
	const struct results_summary *s = ctx;
	char text[512];
	(void)err, (void)errlen;        /* it always writes, and files.c checks the writes */
	double h = T + ROW * (s->nquestions ? s->nquestions : 1) + B;
	svg_begin(f, W, h, 13);
	snprintf(text, sizeof text, ngettext("Share of the class right, per question, most missed "
					     "first (%d student)",
					     "Share of the class right, per question, most missed "
					     "first (%d students)", (unsigned long)s->students),
		 s->students);
	svg_text(f, L, 26, SVG_START, "font-size=\"16\"", text);
	for (int k = 0; k <= 4; k++) {
		double x = L + BAR * k / 4.0;
		svg_line(f, x, T - 10, x, h - B + 4, "stroke=\"#dddddd\"");
		snprintf(text, sizeof text, "%d%%", 25 * k);
		svg_text(f, x, T - 16, SVG_MIDDLE, "fill=\"#444444\"", text);
	}
	if (s->nquestions == 0)
		svg_text(f, L, T + 20, SVG_START, "", _("No answers yet."));
	for (int i = 0; i < s->nquestions; i++) {
		const struct tally *t = &s->questions[i];
		double y = T + ROW * i;
		snprintf(text, sizeof text, "%s, %s: %s (%s)", t->first->field[F_SOURCE],
			 t->first->field[F_ALGO], t->first->field[F_QUESTION], t->first->field[F_WANT]);
		svg_text(f, L, y + 12, SVG_START, "", text);
		double w = (double)BAR * t->right / t->answered;
		svg_rect(f, L, y + 18, BAR, 16, "fill=\"#f2f2f2\"");
		if (w > 0)
			svg_rect(f, L, y + 18, w, 16, "fill=\"#4a7ab5\"");
		/* TRANSLATORS: answered right, of answered, and the share. */
		snprintf(text, sizeof text, _("%1$d of %2$d right (%3$d%%)"), t->right, t->answered,
			 summary_percent(t));
		svg_text(f, L + BAR + 8, y + 31, SVG_START, "", text);
	}
	svg_end(f);
	return true;
}
