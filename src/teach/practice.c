/* practice.c - dealing, answering and grading an exercise (practice.h). */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "teach/answer.h"
#include "tree/i18n.h"
#include "tree/load.h"
#include "teach/practice.h"
#include "tree/splitmix.h"
#include "words/text.h"

/* ---- What is asked (--ask) -------------------------------------------------- */

/* The name is --ask's word; the other three are words for people, marked
 * here and translated where they are shown (_(ask_kinds[k].question)). */
const struct ask_info ask_kinds[ASK_COUNT] = {
	[ASK_VALUES] = { "values", N_("what each visited inner node returns (and which probes "
				      "fail high)"), N_("values"), N_("5, >=6 or <=4"), false },
	[ASK_WINDOWS] = { "windows", N_("the window each visited inner node is entered with, "
					"each entry its own answer"), N_("windows"),
			  N_("(3, 4) or (-inf, 5), in order"), true },
	[ASK_PRUNED] = { "pruned", N_("which nodes the search never visits (the edges into them "
				      "are pruned)"), N_("pruned edges"),
			 N_("a mark on the top of each cut"), false },
	[ASK_EVALUATIONS] = { "evaluations", N_("how many leaves are evaluated"),
			      N_("leaf evaluations"), N_("a number"), false },
	[ASK_EVENTS] = { "events", N_("the nodes where cutoffs happen, in order"),
			 N_("cutoff events"), N_("N4 N7, or none"), false },
};

bool practice_ask_parse(const char *list, unsigned *mask, char *why, size_t len)
{
	*mask = 0;
	for (const char *w = list;; w++) {
		size_t n = strcspn(w, ",");
		int k = 0;
		while (k < ASK_COUNT && !(strlen(ask_kinds[k].name) == n &&
					  strncmp(ask_kinds[k].name, w, n) == 0))
			k++;
		if (k == ASK_COUNT) {
			char words[128] = "";
			text_append_column(words, sizeof words,
					   TEXT_COLUMN(ask_kinds, name, ASK_COUNT), _(" or "));
			/* TRANSLATORS: the word typed, then the words --ask takes. */
			snprintf(why, len, _("--ask: '%.*s' is not a kind of question: %s"), (int)n, w,
				 words);
			return false;
		}
		if (*mask & ASK_BIT(k)) {
			snprintf(why, len, _("--ask: %s is named twice"), ask_kinds[k].name);
			return false;
		}
		*mask |= ASK_BIT(k);
		w += n;
		if (!*w)
			return true;
	}
}

bool practice_ask_possible(unsigned mask, const struct algorithm *a, char *why, size_t len)
{
	if (a->needs_table) {
		/* Each node's answer is what one search of it returned; MTD(f)
		 * and SSS* search the tree once per test of the root. */
		snprintf(why, len, _("practice asks what one search returns at each node, and %s "
				     "searches the tree again in each of its tests of the root: practise with "
				     "another algorithm"), a->name);
		return false;
	}
	for (int k = 0; k < ASK_COUNT; k++)
		if ((mask & ASK_BIT(k)) && ask_kinds[k].needs_window && a->no_window) {
			/* TRANSLATORS: --ask's word (windows), then the algorithm. */
			snprintf(why, len, _("--ask %s: %s searches without an (alpha, beta) window, so "
					     "there is none to ask about; choose an algorithm with one, such as "
					     "alphabeta"), ask_kinds[k].name, a->name);
			return false;
		}
	return true;
}

bool practice_asks(const struct practice *p, enum ask k)
{
	return (p->deal.ask ? p->deal.ask : ASK_DEFAULT) & ASK_BIT(k);
}

/* ---- Dealing ------------------------------------------------------------- */

static int pick(uint64_t *rng, int lo, int hi)
{
	return lo + (int)(splitmix64_next(rng) % (uint64_t)(hi - lo + 1));
}

/* A subtree in bracket form: every inner node has branching children
 * drawn from the deal's range, every leaf a value from it. */
static bool deal_node(FILE *f, const struct practice_deal *d, uint64_t *rng, int depth)
{
	if (depth == 0)
		return fprintf(f, "%d", pick(rng, d->lo, d->hi)) > 0;
	int k = pick(rng, d->branch_min, d->branch_max);
	fputc('(', f);
	for (int i = 0; i < k; i++) {
		if (i)
			fputc(' ', f);
		if (!deal_node(f, d, rng, depth - 1))
			return false;
	}
	return fputc(')', f) != EOF;
}

/* A game's position for practice: random moves from the deal's start,
 * stopping at the first position whose tree is of a size to answer
 * (practice_deal); a game that ends first is played again. */
static bool deal_game(FILE *f, const struct practice_deal *d, uint64_t *rng, char *err,
		      size_t errlen)
{
	for (int tries = 0; tries < 200; tries++) {
		struct game g = d->start;
		for (;;) {
			char *text = NULL;
			size_t len = 0;
			long nodes = 0;
			FILE *m = open_memstream(&text, &len);
			bool ok = m && game_write(&g, d->depth_max, d->order, GAME_UNFOLD | GAME_NO_HINT, m,
						  &nodes, err, errlen);
			if (m && fclose(m) != 0)
				ok = false;
			if (ok && nodes >= PRACTICE_GAME_MIN && nodes <= PRACTICE_GAME_MAX) {
				bool written = fwrite(text, 1, len, f) == len;
				free(text);
				if (!written)
					snprintf(err, errlen, "%s", _("out of memory"));
				return written;
			}
			free(text);
			struct game_move moves[GAME_MAX_MOVES];
			int n = game_moves(&g, d->order, moves);
			if (ok && nodes < PRACTICE_GAME_MIN)
				n = 0;          /* smaller from here on: play again */
			if (n == 0)
				break;
			game_play(&g, moves[pick(rng, 0, n - 1)]);
		}
	}
	/* TRANSLATORS: the game (tictactoe, nim, connect4), and the least
	 * and the most nodes a practice tree has. */
	snprintf(err, errlen, _("no position of this %s reached by play gives a tree of %d to %d "
				"nodes"), game_kind_name(d->start.kind), PRACTICE_GAME_MIN, PRACTICE_GAME_MAX);
	return false;
}

static bool alloc_answers(struct practice *p)
{
	size_t n = (size_t)p->tree.count;
	p->never = calloc(n, 1);
	p->high = calloc(n, 1);
	p->answer = calloc(n, sizeof *p->answer);
	p->visited = calloc(n, 1);
	p->probed = calloc(n, 1);
	p->failed_high = calloc(n, 1);
	p->value = calloc(n, sizeof *p->value);
	p->bound = calloc(n, sizeof *p->bound);
	/* At most one question of each kind a node. */
	p->windows = calloc(n, sizeof *p->windows);
	p->nentered = calloc(n, sizeof *p->nentered);
	p->entries = calloc((size_t)p->trace.count + 1, sizeof *p->entries);
	p->cutoff_steps = calloc((size_t)p->trace.count + 1, sizeof *p->cutoff_steps);
	/* At most one question of each old kind a node; one for each entry,
	 * and one more a node for windows given to a node too often or never
	 * entered; the count and the list of cutoffs. */
	size_t q = n * 4 + (size_t)p->trace.count + 2;
	p->questions = calloc(q, sizeof *p->questions);
	p->mistakes = calloc(q, sizeof *p->mistakes);
	return p->never && p->high && p->answer && p->visited && p->probed && p->failed_high &&
	       p->value && p->bound && p->windows && p->nentered && p->entries &&
	       p->cutoff_steps && p->questions && p->mistakes;
}

/* The step at which the probe starting at event `probe` (an EV_PROBE)
 * comes back: the child's own leaf or return. */
static int probe_result(const struct trace *tr, int probe)
{
	int depth = 0;
	for (int i = probe + 1; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		if (e->type == EV_ENTER)
			depth++;
		else if ((e->type == EV_LEAF || e->type == EV_RETURN) && --depth == 0)
			return i;
	}
	return -1;
}

/* The truth, read off the trace. */
static void read_truth(struct practice *p)
{
	const struct trace *tr = &p->trace;
	const struct tree *t = &p->tree;
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		if (e->type == EV_ENTER)
			p->visited[e->node] = 1;
		if (e->type == EV_ENTER && t->nodes[e->node].nchildren) {
			/* The window in MAX's point of view: (a, b) at a MIN node
			 * is (-b, -a), as the stepper's max/min view shows it. */
			bool is_max = t->nodes[e->node].is_max;
			p->entries[p->nentries++] = (struct practice_entry){
				e->node, is_max ? e->alpha : -e->beta, is_max ? e->beta : -e->alpha,
				i + 1 };
			p->nentered[e->node]++;
		}
		if (event_prunes(e))
			p->cutoff_steps[p->ncutoffs++] = i + 1;
		if (e->type == EV_RETURN) {
			p->value[e->node] = max_view(t, e->node, e->value);
			p->bound[e->node] = bound_max_view(t, e->node, e->bound);
		}
		if (e->type == EV_PROBE) {
			/* As the stepper's max/min view says it: the child came back
			 * at or above the top of the probe's window, seen from MAX. */
			int r = probe_result(tr, i);
			if (r < 0)
				continue;
			int hi = t->nodes[e->node].is_max ? e->beta : -e->alpha;
			const struct event *back = &tr->events[r];
			p->probed[e->child] = 1;
			p->failed_high[e->child] = max_view(t, back->node, back->value) >= hi;
		}
	}
}

bool practice_start(struct practice *p, const struct practice_deal *d,
		    const struct algorithm *a, char *err, size_t errlen)
{
	char source[64], *text = NULL;
	size_t len = 0;
	uint64_t rng = d->seed;
	FILE *f = open_memstream(&text, &len);
	if (!f) {
		snprintf(err, errlen, "%s", _("out of memory"));
		return false;
	}
	bool ok = d->game ? deal_game(f, d, &rng, err, errlen) :
		  deal_node(f, d, &rng, pick(&rng, d->depth_min, d->depth_max));
	ok &= fclose(f) == 0;
	if (!ok) {
		free(text);
		if (!d->game)
			snprintf(err, errlen, "%s", _("out of memory"));
		return false;
	}
	snprintf(source, sizeof source, "practice %llu", (unsigned long long)d->seed);
	if (!practice_start_text(p, text, len, source, a, err, errlen))
		return false;
	p->deal = *d;
	return true;
}

bool practice_start_text(struct practice *p, char *text, size_t len, const char *source,
			 const struct algorithm *a, char *err, size_t errlen)
{
	memset(p, 0, sizeof *p);
	if (!practice_ask_possible(0, a, err, errlen)) {
		free(text);
		return false;
	}
	p->algo = a;
	p->text = text;
	if (!tree_load_string(p->text, len, source, &p->tree, err, errlen)) {
		free(p->text);
		p->text = NULL;
		return false;
	}
	struct result r;
	trace_init(&p->trace);
	/* The trace first: what is kept of it is as long as it is. */
	if (!algorithm_run(a, &p->tree, &p->trace, &r) || !alloc_answers(p)) {
		snprintf(err, errlen, "%s", _("out of memory"));
		practice_free(p);
		return false;
	}
	read_truth(p);
	struct counts c;
	if (!trace_counts(&p->trace, &p->tree, p->trace.count, &c)) {
		snprintf(err, errlen, "%s", _("out of memory"));
		practice_free(p);
		return false;
	}
	p->leaves = c.leaves;
	return true;
}

void practice_free(struct practice *p)
{
	free(p->never);
	free(p->high);
	free(p->answer);
	free(p->visited);
	free(p->probed);
	free(p->failed_high);
	free(p->value);
	free(p->bound);
	free(p->windows);
	free(p->nentered);
	free(p->entries);
	free(p->cutoff_steps);
	free(p->questions);
	free(p->mistakes);
	free(p->text);
	if (p->tree.nodes)
		tree_free(&p->tree);
	trace_free(&p->trace);
	memset(p, 0, sizeof *p);
}

bool practice_asks_probes(const struct practice *p)
{
	for (node_id n = 0; n < p->tree.count; n++)
		if (p->probed[n])
			return true;
	return false;
}

/* ---- Answers ------------------------------------------------------------------ */

/* A value or a bound as answer.c reads it for lessons too ("5", ">=6",
 * "at least 6", "≤ 4"): the bound and the number; false for anything
 * else, and for a number no tree holds, which the answer's room
 * (PRACTICE_ANSWER_MAX) could not keep whole anyway. */
static bool read_answer(const struct tree *t, const char *s, enum bound *b, int *v)
{
	long x, most = (long)VALUE_LIMIT * tree_unit_scale(t->decimals);
	if (!answer_read_bound(s, t->decimals, b, &x) || x < -most || x > most)
		return false;
	*v = (int)x;
	return true;
}

bool practice_answer_valid(const struct tree *t, const char *answer)
{
	enum bound b;
	int v;
	return read_answer(t, answer, &b, &v);
}

void practice_truth(const struct practice *p, node_id n, char *buf, size_t len)
{
	text_bounded(buf, len, &p->tree, p->bound[n], p->value[n]);
}

/* Windows as the tree shows them, short: "(3,4) (3,+inf)".  False when
 * they do not fit. */
static bool write_windows(char *buf, size_t len, const struct tree *t, const long *lo,
			  const long *hi, int n)
{
	size_t used = 0;
	buf[0] = '\0';
	for (int k = 0; k < n; k++) {
		char a[24], b[24], one[56];
		text_score(a, sizeof a, t, (int)lo[k]);
		text_score(b, sizeof b, t, (int)hi[k]);
		snprintf(one, sizeof one, "%s(%s,%s)", k ? " " : "", a, b);
		size_t w = strlen(one);
		if (w >= len - used)
			return false;
		memcpy(buf + used, one, w + 1);
		used += w;
	}
	return true;
}

/* Windows typed: read, and every bound one a window can hold. */
static bool read_windows(const struct tree *t, const char *typed, long *lo, long *hi, int *n)
{
	if (!answer_read_windows(typed, t->decimals, lo, hi, n, PRACTICE_WINDOWS_CAP))
		return false;
	for (int k = 0; k < *n; k++)
		if (lo[k] < -INF - VALUE_LIMIT || lo[k] > INF + VALUE_LIMIT ||
		    hi[k] < -INF - VALUE_LIMIT || hi[k] > INF + VALUE_LIMIT)
			return false;
	return true;
}

bool practice_set_windows(struct practice *p, node_id n, const char *typed)
{
	long lo[PRACTICE_WINDOWS_CAP], hi[PRACTICE_WINDOWS_CAP];
	char buf[PRACTICE_WINDOWS_MAX];
	int k;
	if (!*typed) {
		p->windows[n][0] = '\0';
		return true;
	}
	if (!read_windows(&p->tree, typed, lo, hi, &k) ||
	    !write_windows(buf, sizeof buf, &p->tree, lo, hi, k))
		return false;
	memcpy(p->windows[n], buf, sizeof buf);
	return true;
}

void practice_windows_truth(const struct practice *p, node_id n, char *buf, size_t len)
{
	long lo[PRACTICE_WINDOWS_CAP], hi[PRACTICE_WINDOWS_CAP];
	int k = 0;
	for (int i = 0; i < p->nentries && k < PRACTICE_WINDOWS_CAP; i++)
		if (p->entries[i].node == n) {
			lo[k] = p->entries[i].lo;
			hi[k++] = p->entries[i].hi;
		}
	if (!write_windows(buf, len, &p->tree, lo, hi, k))
		snprintf(buf, len, "?");
}

bool practice_set_evaluations(struct practice *p, const char *typed)
{
	long v;
	if (!*typed) {
		p->evaluations[0] = '\0';
		return true;
	}
	if (!answer_read_count(typed, &v) || v > VALUE_LIMIT)
		return false;
	snprintf(p->evaluations, sizeof p->evaluations, "%d", (int)v);
	return true;
}

/* "none", as the student may write it. */
static bool says_none(const char *typed)
{
	char w[16];
	size_t n = strspn(typed, " ");
	snprintf(w, sizeof w, "%s", typed + n);
	for (n = strlen(w); n > 0 && (w[n - 1] == ' ' || w[n - 1] == '.'); n--)
		w[n - 1] = '\0';
	return strcasecmp(w, "none") == 0 || strcasecmp(w, "no cutoffs") == 0;
}

bool practice_set_cutoffs(struct practice *p, const char *typed)
{
	node_id ids[PRACTICE_CUTOFFS_MAX / 2];
	int n;
	char buf[PRACTICE_CUTOFFS_MAX] = "";
	if (!*typed || says_none(typed)) {
		snprintf(p->cutoffs, sizeof p->cutoffs, "%s", *typed ? "none" : "");
		return true;
	}
	if (!answer_read_nodes(&p->tree, typed, ids, &n, PRACTICE_CUTOFFS_MAX / 2))
		return false;
	text_append_names(buf, sizeof buf, &p->tree, ids, n, " ", " ");
	if (strlen(buf) + 1 >= sizeof buf)
		return false;
	memcpy(p->cutoffs, buf, sizeof buf);
	return true;
}

void practice_cutoffs_truth(const struct practice *p, char *buf, size_t len)
{
	buf[0] = '\0';
	if (p->ncutoffs == 0)
		snprintf(buf, len, "none");
	for (int i = 0; i < p->ncutoffs; i++)
		text_append(buf, len, "%s%s", i ? " " : "",
			    tree_name(&p->tree, p->trace.events[p->cutoff_steps[i] - 1].node));
}

/* The first cutoff that prunes n or a node above it. */
static int pruned_at(const struct practice *p, node_id n)
{
	const struct trace *tr = &p->trace;
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		if (e->type != EV_CUTOFF)
			continue;
		struct event_list cut = trace_list(tr, e);
		for (int k = 0; k < cut.n; k++)
			for (node_id a = n; a >= 0; a = p->tree.nodes[a].parent)
				if (event_list_at(cut, k) == a)
					return i + 1;
	}
	return -1;
}

static int step_of(const struct practice *p, enum event_type type, node_id n, bool last)
{
	int step = -1;
	for (int i = 0; i < p->trace.count; i++) {
		const struct event *e = &p->trace.events[i];
		node_id who = type == EV_PROBE ? e->child : e->node;
		if (e->type == type && who == n) {
			step = i + 1;
			if (!last)
				break;
		}
	}
	return step;
}

/* ---- What is asked, and what is answered ----------------------------------- *
 *
 * practice.h says what counts as an answer; these read it off the marks. */

/* Is n, or a node above it, marked never visited?  The mark on the top
 * one answers for everything below it. */
static bool marked_from_above(const struct practice *p, node_id n)
{
	for (node_id a = n; a >= 0; a = p->tree.nodes[a].parent)
		if (p->never[a])
			return true;
	return false;
}

/* Has the student said which of q's children the search enters: by
 * typing what q returns, or by marking one of them never visited? */
static bool children_decided(const struct practice *p, node_id q)
{
	const struct node *nd = &p->tree.nodes[q];
	if (p->answer[q][0])
		return true;
	for (int i = 0; i < nd->nchildren; i++)
		if (p->never[nd->first_child + i])
			return true;
	return false;
}

/* ... and how the probes of q's children come back: by typing what q
 * returns, or by marking one of them high? */
static bool probes_decided(const struct practice *p, node_id q)
{
	const struct node *nd = &p->tree.nodes[q];
	if (p->answer[q][0])
		return true;
	for (int i = 0; i < nd->nchildren; i++)
		if (p->high[nd->first_child + i])
			return true;
	return false;
}

/* "Is n visited?" is asked of every node whose parent the search visits
 * (below a node it never visits, the cut at that node is the answer),
 * unless the student marked a node above n: that mark answers for n. */
static bool asks_visited(const struct practice *p, node_id n)
{
	node_id parent = p->tree.nodes[n].parent;
	return parent >= 0 && p->visited[parent] && !marked_from_above(p, parent);
}

/* What the student said about n: 1 visited, 0 never visited, -1 nothing. */
static int said_visited(const struct practice *p, node_id n)
{
	if (p->never[n])
		return 0;
	if (p->answer[n][0] || children_decided(p, p->tree.nodes[n].parent))
		return 1;
	return -1;
}

static void add_question(struct practice *p, enum question_kind kind, node_id n, bool right,
			 int step)
{
	if (!right)
		p->mistakes[p->nmistakes++] = p->answered;
	p->questions[p->answered++] = (struct practice_question){ kind, n, right, step, -1 };
	p->right += right;
}

/* The windows of each visited inner node: each entry is a question, and
 * the k-th window typed answers the k-th entry.  Windows typed answer
 * every entry of the node: an entry past the last typed is a mistake (the
 * student said the node is entered fewer times), and so is one window too
 * many, or a window for a node never entered: one more question each. */
static void grade_windows(struct practice *p)
{
	const struct tree *t = &p->tree;
	for (node_id n = 0; n < t->count; n++) {
		long lo[PRACTICE_WINDOWS_CAP], hi[PRACTICE_WINDOWS_CAP];
		int typed = 0, k = 0;
		p->total += p->nentered[n];
		if (!p->windows[n][0] || !read_windows(&p->tree, p->windows[n], lo, hi, &typed))
			continue;
		for (int i = 0; i < p->nentries; i++) {
			const struct practice_entry *e = &p->entries[i];
			if (e->node != n)
				continue;
			add_question(p, QUESTION_WINDOW, n,
				     k < typed && lo[k] == e->lo && hi[k] == e->hi, e->step);
			p->questions[p->answered - 1].entry = k++;
		}
		if (typed > k) {
			/* Shown at its last entry, or at the cut that prunes it. */
			int step = pruned_at(p, n);
			for (int i = 0; i < p->nentries; i++)
				if (p->entries[i].node == n)
					step = p->entries[i].step;
			p->total++;
			add_question(p, QUESTION_WINDOW, n, false, step);
			p->questions[p->answered - 1].entry = k;
		}
	}
}

/* The cutoffs typed, as a sequence: right when it is the search's, in
 * order; shown at the first cutoff where they differ (or at the end of the
 * search, for a list that goes on past the last). */
static void grade_cutoffs(struct practice *p)
{
	node_id ids[PRACTICE_CUTOFFS_MAX / 2];
	int n = 0, i = 0;
	p->total++;
	if (!p->cutoffs[0])
		return;
	if (strcmp(p->cutoffs, "none") != 0 &&
	    !answer_read_nodes(&p->tree, p->cutoffs, ids, &n, PRACTICE_CUTOFFS_MAX / 2))
		n = -1;                 /* cannot be: practice_set_cutoffs read it */
	while (i < n && i < p->ncutoffs &&
	       ids[i] == p->trace.events[p->cutoff_steps[i] - 1].node)
		i++;
	bool right = n == p->ncutoffs && i == n;
	add_question(p, QUESTION_CUTOFFS, -1, right,
		     i < p->ncutoffs ? p->cutoff_steps[i] : p->trace.count);
	p->questions[p->answered - 1].entry = i;       /* the first that differs */
}

void practice_grade(struct practice *p)
{
	const struct tree *t = &p->tree;
	p->right = p->total = p->answered = p->nmistakes = 0;
	for (node_id n = 1; n < t->count && !practice_asks(p, ASK_PRUNED); n++)
		/* Not asked, but a value typed for a node the search never
		 * visits is still wrong, and said so. */
		if (p->answer[n][0] && !p->visited[n]) {
			p->total++;
			add_question(p, QUESTION_VISITED, n, false, pruned_at(p, n));
		}
	for (node_id n = 1; n < t->count && practice_asks(p, ASK_PRUNED); n++) {
		if (!asks_visited(p, n))
			continue;
		p->total++;
		int said = said_visited(p, n);
		if (said < 0)
			continue;
		add_question(p, QUESTION_VISITED, n, said == p->visited[n],
			     p->visited[n] ? step_of(p, EV_ENTER, n, false) : pruned_at(p, n));
	}
	/* A node marked never visited is not asked what it returns: the mark
	 * is the answer, and one mistake at most. */
	for (node_id n = 0; n < t->count && practice_asks(p, ASK_VALUES); n++) {
		if (!p->visited[n] || !t->nodes[n].nchildren || marked_from_above(p, n))
			continue;
		p->total++;
		if (!p->answer[n][0])
			continue;
		enum bound b;
		int v;
		add_question(p, QUESTION_VALUE, n,
			     read_answer(&p->tree, p->answer[n], &b, &v) && b == p->bound[n] && v == p->value[n],
			     step_of(p, EV_RETURN, n, true));
	}
	for (node_id n = 0; n < t->count && practice_asks(p, ASK_VALUES); n++) {
		if (!p->probed[n] || marked_from_above(p, n))
			continue;
		p->total++;
		if (!p->high[n] && !probes_decided(p, t->nodes[n].parent))
			continue;
		/* Shown where the probe comes back, which decides it. */
		int probe = step_of(p, EV_PROBE, n, true);
		int back = probe > 0 ? probe_result(&p->trace, probe - 1) : -1;
		add_question(p, QUESTION_PROBE, n, !p->high[n] == !p->failed_high[n],
			     back >= 0 ? back + 1 : probe);
	}
	if (practice_asks(p, ASK_WINDOWS))
		grade_windows(p);
	if (practice_asks(p, ASK_EVALUATIONS)) {
		long v;
		p->total++;
		if (p->evaluations[0] && answer_read_count(p->evaluations, &v))
			/* The counter is whole at the end of the search. */
			add_question(p, QUESTION_EVALUATIONS, -1, v == p->leaves, p->trace.count);
	}
	if (practice_asks(p, ASK_EVENTS))
		grade_cutoffs(p);
	p->graded = true;
}

const struct practice_question *practice_mistake(const struct practice *p, int i)
{
	return &p->questions[p->mistakes[i]];
}

/* The window the student gave entry k of n, as the tree shows it; "" for
 * none. */
static void given_window(const struct practice *p, node_id n, int k, char *buf, size_t len)
{
	long lo[PRACTICE_WINDOWS_CAP], hi[PRACTICE_WINDOWS_CAP];
	int typed = 0;
	buf[0] = '\0';
	if (read_windows(&p->tree, p->windows[n], lo, hi, &typed) && k < typed)
		write_windows(buf, len, &p->tree, &lo[k], &hi[k], 1);
}

/* The ordinal of entry k, "" when the node is entered once: a phrase of
 * its own, with its space, for "%s is entered%s with".  The results file
 * names a question with it too, always in English (practice_record). */
static void entry_words(const struct practice *p, node_id n, int k, char *buf, size_t len,
			bool translate)
{
	/* TRANSLATORS: follows "N4 is entered" (note the leading space). */
	static const char *const nth[] = { N_(" the first time"), N_(" the second time"),
					   N_(" the third time"), N_(" the fourth time"),
					   N_(" the fifth time") };
	buf[0] = '\0';
	if (p->nentered[n] > 1 && k < 5)
		snprintf(buf, len, "%s", translate ? _(nth[k]) : nth[k]);
	else if (p->nentered[n] > 1)
		/* TRANSLATORS: follows "N4 is entered" (note the leading space);
		 * %d counts the entries from 1, past the fifth. */
		snprintf(buf, len, translate ? _(" time %d") : " time %d", k + 1);
}

static void explain_window(const struct practice *p, const struct practice_question *q,
			   char *buf, size_t len)
{
	const char *name = tree_name(&p->tree, q->node);
	char given[40], when[24];
	int entered = p->nentered[q->node];
	if (q->entry >= entered && entered == 0) {
		/* TRANSLATORS: %1$s is a node, %2$s the algorithm, %3$d a step. */
		snprintf(buf, len, _("You gave %1$s a window, but %2$s never enters it: the cutoff at "
				     "step %3$d prunes it."), name, p->algo->name, q->step);
		return;
	}
	if (q->entry >= entered) {
		/* TRANSLATORS: %1$s is the algorithm, %2$s a node, %3$d how many
		 * times it enters it, %4$d a step, %5$s the windows typed. */
		snprintf(buf, len, ngettext("%1$s enters %2$s %3$d time (the last at step %4$d); "
					    "you gave more windows: %5$s.",
					    "%1$s enters %2$s %3$d times (the last at step %4$d); "
					    "you gave more windows: %5$s.", (unsigned long)entered),
			 p->algo->name, name, entered, q->step, p->windows[q->node]);
		return;
	}
	const struct practice_entry *e = NULL;
	for (int i = 0, k = 0; i < p->nentries && !e; i++)
		if (p->entries[i].node == q->node && k++ == q->entry)
			e = &p->entries[i];
	long lo = e->lo, hi = e->hi;
	char want[40];
	write_windows(want, sizeof want, &p->tree, &lo, &hi, 1);
	given_window(p, q->node, q->entry, given, sizeof given);
	entry_words(p, q->node, q->entry, when, sizeof when, true);
	if (given[0])
		/* TRANSLATORS: %1$s is a node, %2$s which time (" the second
		 * time", or nothing), %3$s its window, %4$d a step, %5$s the
		 * window typed. */
		snprintf(buf, len, _("%1$s is entered%2$s with %3$s (step %4$d); you said %5$s."),
			 name, when, want, q->step, given);
	else
		/* TRANSLATORS: %1$s is a node, %2$s which time (" the second
		 * time", or nothing), %3$s its window, %4$d a step. */
		snprintf(buf, len, _("%1$s is entered%2$s with %3$s (step %4$d); you gave no window "
				     "for it."), name, when, want, q->step);
}

static void explain_cutoffs(const struct practice *p, const struct practice_question *q,
			    char *buf, size_t len)
{
	char want[PRACTICE_CUTOFFS_MAX];
	practice_cutoffs_truth(p, want, sizeof want);
	int i = q->entry;
	if (p->ncutoffs == 0)
		/* TRANSLATORS: the algorithm, then what the student typed. */
		snprintf(buf, len, _("%1$s makes no cutoff; you said %2$s."), p->algo->name,
			 p->cutoffs);
	else if (p->ncutoffs == 1)
		/* TRANSLATORS: the algorithm, the node, what the student typed. */
		snprintf(buf, len, _("%1$s makes one cutoff, at %2$s; you said %3$s."), p->algo->name,
			 want, p->cutoffs);
	else
		/* TRANSLATORS: the algorithm, the nodes, what the student typed. */
		snprintf(buf, len, _("%1$s's cutoffs are at %2$s, in this order; you said %3$s."),
			 p->algo->name, want, p->cutoffs);
	/* A sentence of its own, after the one above (and its space). */
	if (i < p->ncutoffs)
		/* TRANSLATORS: %1$d counts the cutoffs, %2$s is a node, %3$d a step. */
		text_append(buf, len, _(" Cutoff %1$d is at %2$s (step %3$d)."), i + 1,
			    tree_name(&p->tree, p->trace.events[q->step - 1].node), q->step);
	else
		text_append(buf, len, _(" There are no more by the end (step %d)."), q->step);
}

void practice_explain(const struct practice *p, int i, char *buf, size_t len)
{
	const struct practice_question *q = practice_mistake(p, i);
	const struct tree *t = &p->tree;
	const char *name = q->node >= 0 ? tree_name(t, q->node) : "";
	char want[32];
	switch (q->kind) {
	case QUESTION_VISITED:
		if (p->never[q->node] && t->nodes[q->node].nchildren)
			/* TRANSLATORS: %1$s is a node, %2$s the algorithm, %3$d a step. */
			snprintf(buf, len, _("You marked %1$s never visited (and all below it), but %2$s "
					     "enters it at step %3$d."), name, p->algo->name, q->step);
		else if (p->never[q->node])
			/* TRANSLATORS: %1$s is a leaf, %2$s the algorithm, %3$d a step. */
			snprintf(buf, len, _("You marked %1$s never visited, but %2$s enters it at "
					     "step %3$d."), name, p->algo->name, q->step);
		else if (p->answer[q->node][0])
			/* TRANSLATORS: %1$s is a node, %2$d a step. */
			snprintf(buf, len, _("You gave %1$s a value, but it is never visited: the cutoff "
					     "at step %2$d prunes it."), name, q->step);
		else
			/* TRANSLATORS: %1$s is a node, %2$s its parent, %3$d a step. */
			snprintf(buf, len, _("You left %1$s unmarked under %2$s, but it is never visited: "
					     "the cutoff at step %3$d prunes it."), name,
				 tree_name(t, t->nodes[q->node].parent), q->step);
		break;
	case QUESTION_VALUE:
		practice_truth(p, q->node, want, sizeof want);
		/* TRANSLATORS: %1$s is a node, %2$s its value, %3$d a step, %4$s
		 * what the student typed. */
		snprintf(buf, len, _("%1$s returns %2$s (step %3$d); you said %4$s."), name, want,
			 q->step, p->answer[q->node]);
		break;
	case QUESTION_PROBE:
		if (p->failed_high[q->node] && p->high[q->node])
			/* TRANSLATORS: %1$s is a node, %2$d a step. */
			snprintf(buf, len, _("The probe of %1$s fails high (step %2$d); you marked it "
					     "high."), name, q->step);
		else if (p->failed_high[q->node])
			/* TRANSLATORS: %1$s is a node, %2$d a step. */
			snprintf(buf, len, _("The probe of %1$s fails high (step %2$d); you left it "
					     "unmarked."), name, q->step);
		else if (p->high[q->node])
			/* TRANSLATORS: %1$s is a node, %2$d a step. */
			snprintf(buf, len, _("The probe of %1$s fails low (step %2$d); you marked it "
					     "high."), name, q->step);
		else
			/* TRANSLATORS: %1$s is a node, %2$d a step. */
			snprintf(buf, len, _("The probe of %1$s fails low (step %2$d); you left it "
					     "unmarked."), name, q->step);
		break;
	case QUESTION_WINDOW:
		explain_window(p, q, buf, len);
		break;
	case QUESTION_EVALUATIONS:
		/* TRANSLATORS: %1$s is the algorithm, %2$ld the leaves it
		 * evaluates, %3$d the last step, %4$s what the student typed. */
		snprintf(buf, len, ngettext("%1$s evaluates %2$ld leaf (the count at step %3$d, the "
					    "end); you said %4$s.",
					    "%1$s evaluates %2$ld leaves (the count at step %3$d, the "
					    "end); you said %4$s.", (unsigned long)p->leaves),
			 p->algo->name, p->leaves, q->step, p->evaluations);
		break;
	case QUESTION_CUTOFFS:
		explain_cutoffs(p, q, buf, len);
		break;
	}
}

void practice_score(const struct practice *p, char *buf, size_t len)
{
	int left = p->total - p->answered;
	if (p->answered == 0)
		snprintf(buf, len, ngettext("Nothing answered; %d question left unanswered",
					    "Nothing answered; %d questions left unanswered",
					    (unsigned long)left), left);
	else if (left == 0)
		/* TRANSLATORS: answered right, of answered. */
		snprintf(buf, len, _("%1$d of %2$d answered right; none left unanswered"), p->right,
			 p->answered);
	else
		/* TRANSLATORS: answered right, of answered, and left unanswered. */
		snprintf(buf, len, _("%1$d of %2$d answered right; %3$d left unanswered"), p->right,
			 p->answered, left);
}

int practice_record(const struct practice *p, struct results *r)
{
	const struct tree *t = &p->tree;
	char source[32], question[96], want[40], given_buf[40], long_want[PRACTICE_CUTOFFS_MAX];
	snprintf(source, sizeof source, "practice %llu", (unsigned long long)p->deal.seed);
	for (int i = 0; i < p->answered; i++) {
		const struct practice_question *q = &p->questions[i];
		const char *name = q->node >= 0 ? tree_name(t, q->node) : "", *given = "";
		switch (q->kind) {
		case QUESTION_VISITED:
			snprintf(question, sizeof question, "is %s visited?", name);
			given = p->never[q->node] ? "no" : "yes";
			snprintf(want, sizeof want, "%s", p->visited[q->node] ? "yes" : "no");
			break;
		case QUESTION_VALUE:
			snprintf(question, sizeof question, "what does %s return?", name);
			given = p->answer[q->node];
			practice_truth(p, q->node, want, sizeof want);
			break;
		case QUESTION_PROBE:
			snprintf(question, sizeof question, "does the probe of %s fail high?", name);
			given = p->high[q->node] ? "yes" : "no";
			snprintf(want, sizeof want, "%s", p->failed_high[q->node] ? "yes" : "no");
			break;
		case QUESTION_WINDOW: {
			char when[24];
			entry_words(p, q->node, q->entry, when, sizeof when, false);
			snprintf(question, sizeof question, "window %s%s", name, when);
			given_window(p, q->node, q->entry, given_buf, sizeof given_buf);
			given = given_buf;
			want[0] = '\0';
			for (int k = 0, e = 0; e < p->nentries; e++)
				if (p->entries[e].node == q->node && k++ == q->entry) {
					long lo = p->entries[e].lo, hi = p->entries[e].hi;
					write_windows(want, sizeof want, &p->tree, &lo, &hi, 1);
				}
			if (!want[0])
				snprintf(want, sizeof want, "not entered");
			break;
		}
		case QUESTION_EVALUATIONS:
			snprintf(question, sizeof question, "evaluations");
			given = p->evaluations;
			snprintf(want, sizeof want, "%ld", p->leaves);
			break;
		case QUESTION_CUTOFFS:
			snprintf(question, sizeof question, "cutoffs");
			given = p->cutoffs;
			practice_cutoffs_truth(p, long_want, sizeof long_want);
			break;
		}
		results_answer(r, source, p->algo->name, question,
			       given, q->kind == QUESTION_CUTOFFS ? long_want : want, q->right);
	}
	return p->answered;
}
