/* view_split.c - two algorithms side by side on one tree, both at the
 * same number of node visits, so that a class sees where one search goes
 * and the other does not. */
#include <config.h>

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "words/narrate.h"
#include "words/text.h"
#include "tree/i18n.h"
#include "ui/ui.h"

/* The nodes only one half's search has entered, which "only here" lists
 * and the tree underlines: a bit a node for each half, kept up to date
 * from the events between the steps they were last worked out at and the
 * steps shown, so that a key looks at the events it moves over and not
 * at every node of the tree twice (a million of them, 44 bytes each).
 * A jump across more events than the tree has nodes (End, Home, or [ in a
 * long stretch with nothing to stop at) works every node out instead, from
 * first[], the step of each node's first entry in each half's search,
 * made at the first such jump: two arrays of ints read in order, where
 * the states' nodes are scattered over 90 MB. */
struct only_here {
	uint64_t *bits[2];              /* [0]: the left half's, [1]: the right's */
	long count[2];
	const struct trace *traces[2];  /* the searches they are for (NULL: none yet) */
	int steps[2];                   /* ... and the steps */
	int *first[2];                  /* a node's first entry (INT_MAX: none) ... */
	const struct trace *first_of[2];/* ... in this search (NULL: not made yet) */
};

/* The split view's state: the algorithm on the right and its search, the
 * visit both halves are at, and their pictures.  The left half is the
 * main search, ui->st. */
struct split {
	struct screen screen;
	int vs_algo;
	struct state vs;
	long visit;
	long total;                     /* the larger of the two searches' node entries */
	struct tree_view tv[2];
	struct only_here only;
	int text_scroll;                /* J/K: lines of the narrations scrolled off */
	int text_steps[2];              /* ... at these steps (others start at the top) */
};

static const struct screen_ops split_ops;

/* Puts the halves at the steps given, both of visit v.  The screens below
 * have their say on each half (a practice not yet graded shows no step of
 * either); where they stopped a half, the visit is the one it shows. */
static void split_put(struct ui *ui, struct split *sv, long v, int left, int right)
{
	sv->visit = v;
	go(ui, left);
	state_goto(&sv->vs, allowed_step(ui, &sv->vs, right));
	long shown = ui->st.counts.visits > sv->vs.counts.visits ? ui->st.counts.visits :
		     sv->vs.counts.visits;
	if (shown < sv->visit && sv->visit <= sv->total)
		sv->visit = shown;
}

/* Puts both halves at visit v: each shows the step of its own v-th node
 * entry, or its last step when it made fewer.  One position past the last
 * visit shows both searches finished. */
static void split_goto(struct ui *ui, struct split *sv, long v)
{
	long most = sv->total + 1;
	v = v < 0 ? 0 : v > most ? most : v;
	split_put(ui, sv, v, trace_step_of_visit(ui->st.trace, v),
		  trace_step_of_visit(sv->vs.trace, v));
}

/* Is a half past the step that enters its node of the visit shown: at an
 * event ] found inside the visit? */
static bool inside_visit(const struct state *st, long v)
{
	return st->step > trace_step_of_visit(st->trace, v);
}

/* The steps a side shows at visit v: from the entry of its v-th node to
 * the entry of the next (the last step, for its last visit). */
static void visit_steps(const struct state *st, long v, int *from, int *to)
{
	*from = trace_step_of_visit(st->trace, v);
	*to = v + 1 > trace_visits(st->trace) ? st->trace->count + 1 :
	      trace_step_of_visit(st->trace, v + 1);
}

/* A side's interesting steps at visit v, the first max of them in out;
 * returns how many there are. */
static int visit_events(const struct state *st, long v, int *out, int max)
{
	int from, to, n = 0;
	visit_steps(st, v, &from, &to);
	for (int s = state_find_interesting(st, from - 1, 1); s > from - 1 && s < to;) {
		if (n < max)
			out[n] = s;
		n++;
		int next = state_find_interesting(st, s, 1);
		if (next == s)
			break;          /* none after s */
		s = next;
	}
	return n;
}

/* The nearest visit after v (dir 1) or before it (-1) at which either
 * side has an interesting step, or -1. */
static long event_visit(const struct state *const side[2], long v, int dir)
{
	long best = -1;
	for (int i = 0; i < 2; i++) {
		int from, to;
		visit_steps(side[i], v, &from, &to);
		int k = dir > 0 ? to - 1 : from;
		int s = state_find_interesting(side[i], k, dir);
		if (s == k)
			continue;
		long at = trace_visits_before(side[i]->trace, s);
		if ((dir > 0 ? at > v : at < v) && (best < 0 || (dir > 0 ? at < best : at > best)))
			best = at;
	}
	return best;
}

/* ] and [: the next (dir 1) or previous (-1) interesting step of either
 * side, as state_find_interesting finds them for the step screen, in
 * places that are a function of the visit alone, so that [ goes back
 * through exactly the places ] went.  At a visit where the sides have
 * interesting steps, place i shows the i-th of each side's (its last, once
 * it has no more), and a side with none there its entry of the visit.
 * No interesting event is a node entry, so every place shows one event at
 * least.  With none either way, nothing moves, as on the step screen. */
#define VISIT_EVENTS_MAX 64
static void split_event(struct ui *ui, struct split *sv, int dir)
{
	const struct state *side[2] = { &ui->st, &sv->vs };
	int ev[2][VISIT_EVENTS_MAX], n[2];
	long v = sv->visit;
	/* Where the halves are among this visit's places; -1 before the
	 * first (at an entry, where Right and Left leave them). */
	for (int i = 0; i < 2; i++)
		n[i] = visit_events(side[i], v, ev[i], VISIT_EVENTS_MAX);
	int longer = n[1] > n[0], place = -1;
	for (int j = 0; j < n[longer] && j < VISIT_EVENTS_MAX; j++)
		if (ev[longer][j] == side[longer]->step)
			place = j;
	int places = n[0] > n[1] ? n[0] : n[1];
	if (places > VISIT_EVENTS_MAX)
		places = VISIT_EVENTS_MAX;
	place += dir;
	if (place < 0 || place >= places) {
		v = event_visit(side, v, dir);
		if (v < 0)
			return;
		for (int i = 0; i < 2; i++)
			n[i] = visit_events(side[i], v, ev[i], VISIT_EVENTS_MAX);
		places = n[0] > n[1] ? n[0] : n[1];
		if (places > VISIT_EVENTS_MAX)
			places = VISIT_EVENTS_MAX;
		place = dir > 0 ? 0 : places - 1;
	}
	int step[2];
	for (int i = 0; i < 2; i++) {
		int last = (n[i] < VISIT_EVENTS_MAX ? n[i] : VISIT_EVENTS_MAX) - 1;
		step[i] = n[i] ? ev[i][place < last ? place : last] :
			  trace_step_of_visit(side[i]->trace, v);
	}
	split_put(ui, sv, v, step[0], step[1]);
}

/* Set or clear node n's bit for half i, keeping the count. */
static void only_mark(struct only_here *o, int i, node_id n, bool on)
{
	uint64_t bit = (uint64_t)1 << (n % 64), *w = &o->bits[i][n / 64];
	if (!(*w & bit) == !on)
		return;
	*w ^= bit;
	o->count[i] += on ? 1 : -1;
}

/* Node n's bits, from the halves' states as they are. */
static void only_node(struct only_here *o, const struct state *const side[2], node_id n)
{
	bool a = side[0]->nodes[n].seen, b = side[1]->nodes[n].seen;
	only_mark(o, 0, n, a && !b);
	only_mark(o, 1, n, b && !a);
}

/* Half i's first entries, from its trace, unless made already: a node
 * has been entered at step s (its state's seen) when its first entry is
 * one of the s events before.  False: out of memory. */
static bool only_first(struct only_here *o, int i, const struct tree *t, const struct trace *tr)
{
	if (o->first_of[i] == tr)
		return true;
	int *first = realloc(o->first[i], (size_t)t->count * sizeof *first);
	if (!first)
		return false;
	o->first[i] = first;
	for (node_id n = 0; n < t->count; n++)
		first[n] = INT_MAX;
	for (int k = tr->count - 1; k >= 0; k--)
		if (tr->events[k].type == EV_ENTER)
			first[tr->events[k].node] = k;
	o->first_of[i] = tr;
	return true;
}

/* Every node's bits, 64 at a time, from the first entries.  False: out
 * of memory. */
static bool only_all(struct only_here *o, const struct tree *t, const struct state *const side[2])
{
	for (int i = 0; i < 2; i++)
		if (!only_first(o, i, t, side[i]->trace))
			return false;
	o->count[0] = o->count[1] = 0;
	for (node_id w = 0; w * 64 < t->count; w++) {
		uint64_t here[2] = { 0, 0 };
		for (node_id n = w * 64; n < t->count && n < (w + 1) * 64; n++) {
			bool a = o->first[0][n] < side[0]->step, b = o->first[1][n] < side[1]->step;
			here[0] |= (uint64_t)(a && !b) << (n % 64);
			here[1] |= (uint64_t)(b && !a) << (n % 64);
		}
		for (int i = 0; i < 2; i++) {
			o->bits[i][w] = here[i];
			o->count[i] += __builtin_popcountll(here[i]);
		}
	}
	return true;
}

/* Brings the bits to the steps the halves show.  A node's seen flag
 * changes only at a step that enters it, so the nodes whose bits may
 * change are those the events between the old and the new steps enter,
 * on either side; for other searches every node is looked at in the
 * states, and across more events than the tree has nodes, in the first
 * entries.  False: out of memory. */
static bool only_update(struct only_here *o, const struct tree *t,
			const struct state *const side[2])
{
	size_t words = ((size_t)t->count + 63) / 64;
	long moved = 0;
	bool fresh = false;
	for (int i = 0; i < 2; i++) {
		if (!o->bits[i] && !(o->bits[i] = malloc(words * sizeof *o->bits[i])))
			return false;
		fresh |= o->traces[i] != side[i]->trace;
		moved += labs((long)side[i]->step - o->steps[i]);
	}
	if (fresh) {
		for (int i = 0; i < 2; i++) {
			memset(o->bits[i], 0, words * sizeof *o->bits[i]);
			o->count[i] = 0;
		}
		for (node_id n = 0; n < t->count; n++)
			only_node(o, side, n);
	} else if (moved > t->count) {
		if (!only_all(o, t, side))
			return false;
	} else {
		for (int i = 0; i < 2; i++) {
			int from = o->steps[i] < side[i]->step ? o->steps[i] : side[i]->step;
			int to = o->steps[i] < side[i]->step ? side[i]->step : o->steps[i];
			for (int k = from; k < to; k++)
				if (side[i]->trace->events[k].type == EV_ENTER)
					only_node(o, side, side[i]->trace->events[k].node);
		}
	}
	for (int i = 0; i < 2; i++) {
		o->traces[i] = side[i]->trace;
		o->steps[i] = side[i]->step;
	}
	return true;
}

/* The next node from n on with half i's bit set, or -1. */
static node_id only_next(const struct only_here *o, const struct tree *t, int i, node_id n)
{
	for (size_t w = (size_t)n / 64; o->bits[i] && w < ((size_t)t->count + 63) / 64; w++) {
		uint64_t bits = o->bits[i][w];
		if (w == (size_t)n / 64)
			bits &= ~(uint64_t)0 << (n % 64);
		if (bits)
			return (node_id)(w * 64 + (size_t)__builtin_ctzll(bits));
	}
	return -1;
}

/* The tree changed (its size too), or the right half's search: worked
 * out afresh at the next frame. */
static void only_forget(struct only_here *o)
{
	for (int i = 0; i < 2; i++) {
		free(o->bits[i]);
		free(o->first[i]);
		o->bits[i] = NULL;
		o->first[i] = NULL;
		o->first_of[i] = NULL;
		o->count[i] = 0;
		o->traces[i] = NULL;
	}
}

/* The right half shows vs_algo; the visit stays. */
static bool split_show(struct ui *ui, struct split *sv, int vs_algo)
{
	const struct trace *tr = runs_get(ui->runs, &algorithms[vs_algo]);
	state_free(&sv->vs);
	/* Its steps for ] and [ listed now, with the rest of s's work: the
	 * stepper lists only its own state's before a key. */
	if (!tr || !state_init(&sv->vs, ui->tree, &algorithms[vs_algo], tr) ||
	    !state_list_interesting(&sv->vs))
		return false;
	sv->vs_algo = vs_algo;
	stepping_of(ui)->vs_algo = vs_algo;
	long a = trace_visits(ui->st.trace), b = trace_visits(sv->vs.trace);
	sv->total = a > b ? a : b;
	tree_view_forget(&sv->tv[0]);
	tree_view_forget(&sv->tv[1]);
	only_forget(&sv->only);
	split_goto(ui, sv, ui->st.counts.visits);
	return true;
}

bool split_open(struct ui *ui, int vs_algo)
{
	struct split *sv = (struct split *)screen_find(ui, &split_ops);
	if (!sv) {
		if (!(sv = calloc(1, sizeof *sv)))
			return false;
		sv->screen.ops = &split_ops;
		if (!screen_push(ui, &sv->screen))
			return false;
	}
	if (split_show(ui, sv, vs_algo))
		return true;
	screen_pop(ui);
	return false;
}

/* "only here: N12 N14": the nodes half i's search has entered and the
 * other's not, over the whole run so far (seen: every test of MTD(f) and
 * SSS*, every depth of --id, each of which the tree shows afresh), in
 * width columns: the names that fit, then how many more.  unnamed: the
 * tree beside it draws no names, so the line says how the nodes are
 * marked on it. */
static void only_here(const struct ui *ui, const struct only_here *oh, int half, int width,
		      bool unnamed, char *buf, size_t len)
{
	const struct tree *t = ui->tree;
	int n = (int)oh->count[half], listed = 0;
	/* TRANSLATORS: the split view's line of the nodes one search entered
	 * and the other not, before their names; underlined where the tree
	 * beside it has no room for names. */
	size_t o = (size_t)snprintf(buf, len, "%s", n && unnamed ? _("only here, underlined:") :
				    /* TRANSLATORS: as above, where the names are
				     * shown. */
				    _("only here:"));
	char more[64];
	for (node_id i = only_next(oh, t, half, 0); i >= 0 && listed < n;
	     i = i + 1 < t->count ? only_next(oh, t, half, i + 1) : -1) {
		/* Room for this name, and unless it is the last, for saying
		 * how many are left should the next not fit. */
		if (listed + 1 < n)
			/* TRANSLATORS: after the names that fit on the split
			 * view's "only here:" line (note the space before). */
			snprintf(more, sizeof more, ngettext(" and %d more", " and %d more",
							     (unsigned long)(n - listed)), n - listed);
		else
			more[0] = '\0';
		if (o + NAME_MAX_LEN + 2 >= len ||
		    text_width(buf) + 1 + text_width(tree_name(t, i)) + text_width(more) > width)
			break;
		o += (size_t)snprintf(buf + o, len - o, " %s", tree_name(t, i));
		listed++;
	}
	if (n == 0)
		/* TRANSLATORS: "only here:" when there are no such nodes (note
		 * the space before). */
		snprintf(buf + o, len - o, "%s", _(" none"));
	else if (listed && listed < n)
		/* TRANSLATORS: after the names that fit on the split view's
		 * "only here:" line (note the space before). */
		snprintf(buf + o, len - o, ngettext(" and %d more", " and %d more",
						    (unsigned long)(n - listed)), n - listed);
	else if (listed < n)
		/* TRANSLATORS: "only here:" when no name fits (note the space
		 * before). */
		snprintf(buf + o, len - o, ngettext(" %d node", " %d nodes", (unsigned long)n), n);
}

/* The rows under the panels: the counters (two), "only here" and the
 * keys.  The narration comes under them too, every line of it, unless
 * the tree would be left fewer than SPLIT_TREE_MIN rows: then it scrolls
 * (J and K, as on the step screen). */
#define SPLIT_FIXED_ROWS 4
#define SPLIT_TREE_MIN 5

/* How a half's rows are shared: the tree's, the stack's and the PV
 * table's (side by side or one under the other), and the narration's. */
struct split_rows {
	int tree, stack, pv, narration;
	int lines;                      /* the lines the longer sentence wraps to */
	bool beside;
	int pv_x;                       /* the PV table's column, from the half's left */
};

/* The widest line draw_stack draws on this tree: ">", the name, the side,
 * the window of the widest values (or the infinities) and the widest tag,
 * "re-search". */
static int stack_cols(const struct tree *t)
{
	int name = t->widest_name > 4 ? t->widest_name : 4;
	int value = t->widest_negated > t->widest_value ? t->widest_negated : t->widest_value;
	int window = 4 + 2 * (value > 2 ? value : 2);
	return 1 + name + 1 + 3 + 1 + (window > 16 ? window : 16) + 1 + 9;
}

/* The rows of each part, for a narration of sentence rows and halves at
 * least width columns wide.  The title, the rule and the fixed rows come
 * first, then the narration whole, the PV table whole (its heading and a
 * row a ply), and the stack (its heading and a frame a ply down to a
 * leaf); the tree gets what they leave.  Where the PV table goes under the
 * stack, the stack gives way to the tree, down to its heading, "more
 * above" and the current frame, before the tree is left fewer rows than
 * its shortest picture with names takes (tree_rows_least) or, where
 * that cannot fit, its picture in glyphs; with fewer the picture
 * takes a smaller level, and below SPLIT_TREE_MIN rows the narration
 * scrolls instead. */
static void split_rows(struct ui *ui, struct tree_view *tv, int sentence, int width,
		       struct split_rows *r)
{
	const struct tree *t = ui->tree;
	int cap = panel_rows();
	int stack = 2 + t->height, pv = 1 + (ui->st.pv.n > 0 ? ui->st.pv.n : 1);
	int pv_cols = 3 + ui->st.pv.n * (t->widest_name + 1);
	r->stack = stack < cap ? stack : cap;
	r->pv = pv < cap ? pv : cap;
	r->pv_x = stack_cols(t) + 2;
	if (r->pv_x < width / 2)
		r->pv_x = width / 2;    /* a wide half: as on the step screen */
	r->beside = r->pv_x + pv_cols <= width;
	int least = r->stack < 3 ? r->stack : 3;
	r->lines = sentence;
	r->narration = sentence;
	int avail = LINES - 2 - SPLIT_FIXED_ROWS - r->narration;
	if (r->beside) {
		r->tree = avail - (r->stack > r->pv ? r->stack : r->pv);
	} else {
		/* Rows the stack gives up go to a picture with names where
		 * that makes room for one, or else to the picture in glyphs (a
		 * level every two rows). */
		int named = tree_rows_least(ui, tv, width), glyphs = 2 * t->height + 1;
		int picture = avail - least - r->pv >= named ? named : glyphs;
		r->tree = avail - r->stack - r->pv;
		if (r->tree < picture) {
			int give = picture - r->tree;
			r->stack = r->stack - give > least ? r->stack - give : least;
			r->tree = avail - r->stack - r->pv;
		}
	}
	/* Short of the fewest rows, the stack gives way first (the text is
	 * read whole where it can be), then the narration, which scrolls. */
	if (r->tree < SPLIT_TREE_MIN && !r->beside && r->stack > least) {
		int give = SPLIT_TREE_MIN - r->tree;
		if (give > r->stack - least)
			give = r->stack - least;
		r->stack -= give;
		r->tree += give;
	}
	if (r->tree < SPLIT_TREE_MIN) {
		int short_by = SPLIT_TREE_MIN - r->tree;
		r->narration = r->narration - short_by > 1 ? r->narration - short_by : 1;
		r->tree += sentence - r->narration;
	}
}

static void draw_half(struct ui *ui, struct tree_view *tv, const struct state *st,
		      const struct state *other, const struct only_here *oh, int half, int x0,
		      int x1, const struct split_rows *r, int skip)
{
	char text[1024];
	draw_tree(ui, tv, st, other, 1, r->tree, x0, x1);
	/* The half's algorithm, on the rule under its tree. */
	int y = 1 + r->tree;
	attron(A_BOLD | A_REVERSE);
	/* TRANSLATORS: a half's heading in the split view: %1$d is the
	 * algorithm's number (its key), %2$s its name, %3$d the step, of
	 * %4$d (note the spaces around). */
	put(ui, y, x0, x1, _(" %1$d:%2$s  step %3$d/%4$d "), (int)(st->algo - algorithms) + 1,
	    st->algo->name, st->step, st->trace->count);
	attroff(A_BOLD | A_REVERSE);
	y++;
	if (r->beside) {
		draw_stack(ui, st, y, r->stack, x0, x0 + r->pv_x - 2);
		draw_pvtable(ui, st, y, r->pv, x0 + r->pv_x, x1);
		y += r->stack > r->pv ? r->stack : r->pv;
	} else {
		draw_stack(ui, st, y, r->stack, x0, x1);
		draw_pvtable(ui, st, y + r->stack, r->pv, x0, x1);
		y += r->stack + r->pv;
	}
	/* The counters whole, on two rows: never one left out. */
	narrate_counters_only(st, 1 << 20, text, sizeof text);
	char needle[64];
	snprintf(needle, sizeof needle, "  %s", _("cutoffs"));   /* the counters' own word */
	char *second = strstr(text, needle);
	if (second)
		*second = '\0';
	put(ui, y, x0, x1, "%s", text);
	if (second)
		put(ui, ++y, x0, x1, "%s", second + 2);
	only_here(ui, oh, half, x1 - x0, tv->made && tv->level != ZOOM_FULL, text, sizeof text);
	attron(A_UNDERLINE);
	put(ui, y + 1, x0, x1, "%s", text);
	attroff(A_UNDERLINE);
	narrate_step(st, ui->show.view, text, sizeof text);
	put_wrapped_from(ui, y + 2, r->narration, skip, x0, x1, text);
}

/* The rows the longer sentence of the two needs in its half (widths[i]
 * columns), at least two. */
static int narration_rows(const struct ui *ui, const struct split *sv, const int *widths)
{
	char text[1024];
	int rows = 2;
	const struct state *sides[2] = { &ui->st, &sv->vs };
	for (int i = 0; i < 2; i++) {
		narrate_step(sides[i], ui->show.view, text, sizeof text);
		int n = wrapped_lines(ui, text, widths[i]);
		if (n > rows)
			rows = n;
	}
	return rows;
}

static void draw_split(struct ui *ui, struct screen *s)
{
	struct split *sv = (struct split *)s;
	int mid = COLS / 2;
	int widths[2] = { mid - 2, COLS - 1 - (mid + 2) };      /* the right one no wider */
	struct split_rows r;
	split_rows(ui, &sv->tv[0], narration_rows(ui, sv, widths), widths[1], &r);
	/* J and K scroll both narrations together, kept to the longer's lines. */
	int most = r.lines - r.narration;
	if (sv->text_steps[0] != ui->st.step || sv->text_steps[1] != sv->vs.step || most <= 0)
		sv->text_scroll = 0;
	sv->text_steps[0] = ui->st.step;
	sv->text_steps[1] = sv->vs.step;
	if (sv->text_scroll > most)
		sv->text_scroll = most > 0 ? most : 0;
	char hint[256], title[256], tag[160] = "";
	for (int y = 1; y < LINES - 1; y++)
		put_clipped(y, mid, 0, COLS, ui->look.g->vline);
	hrule(ui, 1 + r.tree, 0, mid);
	hrule(ui, 1 + r.tree, mid + 1, COLS);
	const struct state *const sides[2] = { &ui->st, &sv->vs };
	if (!only_update(&sv->only, ui->tree, sides)) {
		only_forget(&sv->only);         /* "only here: none", and says why */
		snprintf(ui->message, sizeof ui->message, "%s", _("Out of memory."));
	}
	draw_half(ui, &sv->tv[0], &ui->st, &sv->vs, &sv->only, 0, 1, mid - 1, &r, sv->text_scroll);
	draw_half(ui, &sv->tv[1], &sv->vs, &ui->st, &sv->only, 1, mid + 2, COLS - 1, &r,
		  sv->text_scroll);
	if (sv->visit > sv->total)
		/* TRANSLATORS: the split view's title bar. */
		snprintf(title, sizeof title, "%s", _("treestep  split view, both searches finished"));
	else
		/* TRANSLATORS: the split view's title bar: %1$ld is the node
		 * visit shown, of %2$ld. */
		snprintf(title, sizeof title, _("treestep  split view, visit %1$ld of %2$ld"),
			 sv->visit, sv->total);
	/* A half whose picture names no node says which key gets the names,
	 * as the step screen's title says what f does after a pan: fit found
	 * no room for them, or the student chose a level without. */
	const char *z = keys_name_of(KEYMAP_SPLIT, ACT_ZOOM);
	bool tiny = (sv->tv[0].made && sv->tv[0].level == ZOOM_TINY) ||
		    (sv->tv[1].made && sv->tv[1].level == ZOOM_TINY);
	if (tiny && ui->show.zoom == ZOOM_FIT)
		/* TRANSLATORS: a tag of the split view's title bar (note the two
		 * spaces before); %s is the zoom key (z). */
		snprintf(tag, sizeof tag, _("  [no room for names: %s zooms]"), z);
	else if (tiny)
		/* TRANSLATORS: a tag of the split view's title bar (note the two
		 * spaces before): %1$s is the zoom level, %2$s the zoom key
		 * (z). */
		snprintf(tag, sizeof tag, _("  [%1$s: %2$s for names]"), zoom_name(ui->show.zoom), z);
	else if (ui->show.zoom != ZOOM_FIT)
		/* TRANSLATORS: a tag of the title bar; %s is the zoom level. */
		snprintf(tag, sizeof tag, _("  [zoom: %s]"), zoom_name(ui->show.zoom));
	/* The tag goes in whole, and the title gives way. */
	int room = COLS - 1 - text_width(tag);
	attron(A_REVERSE | colour(ui, C_TITLE));
	mvhline(0, 0, ' ', COLS);
	put(ui, 0, 1, room > 1 ? room + 1 : COLS, "%s", title);
	int at = 1 + text_width(title);
	put(ui, 0, at < room + 1 ? at : room + 1, COLS, "%s", tag);
	attroff(A_REVERSE | colour(ui, C_TITLE));
	keys_hints(KEYMAP_SPLIT, false, hint, sizeof hint);
	if (most > 0) {
		/* Text that does not fit says so, and how to read on. */
		char more[1200];
		int left = most - sv->text_scroll;
		if (left > 0)
			/* TRANSLATORS: the footer when the narration does not fit:
			 * %1$d lines more, %2$s the key that shows them. */
			snprintf(more, sizeof more, ngettext("(%1$d more line: %2$s)",
							     "(%1$d more lines: %2$s)",
							     (unsigned long)left), left,
				 keys_name_of(KEYMAP_SPLIT, ACT_SCROLL_DOWN));
		else
			/* TRANSLATORS: the footer when the narration does not fit
			 * and its end is shown: %s is the key that goes back. */
			snprintf(more, sizeof more, _("(%s: back to the start)"),
				 keys_name_of(KEYMAP_SPLIT, ACT_SCROLL_UP));
		text_append(more, sizeof more, "  %s", hint);
		message_line(ui, more);
		return;
	}
	message_line(ui, hint);
}

/* Keys in the split view move by node visit; Tab puts another algorithm
 * on the right, s closes it.  The keys both views share (the show keys,
 * editing, reload, help, quit) are the step screen's. */
static enum key_result split_key(struct ui *ui, struct screen *s, int key)
{
	struct split *sv = (struct split *)s;
	const struct binding *b = binding_for(KEYMAP_SPLIT, key);
	if (!b) {
		if (binding_for(KEYMAP_STEP, key))
			/* TRANSLATORS: before the list of the keys that work in the
			 * split view. */
			keys_list(KEYMAP_SPLIT, _("In the split view:"), ui->message,
				  sizeof ui->message);
		else
			return KEY_PASS;        /* the step screen says it is unknown */
		return KEY_TAKEN;
	}
	switch (binding_action(b)) {
	case ACT_NEXT:
		split_goto(ui, sv, sv->visit + 1);
		return KEY_TAKEN;
	case ACT_PREV:
		/* From an event ] showed inside a visit, back to its entry
		 * first, so that no step shown is passed over. */
		split_goto(ui, sv, inside_visit(&ui->st, sv->visit) ||
			   inside_visit(&sv->vs, sv->visit) ? sv->visit : sv->visit - 1);
		return KEY_TAKEN;
	case ACT_NEXT_EVENT:
		split_event(ui, sv, 1);
		return KEY_TAKEN;
	case ACT_PREV_EVENT:
		split_event(ui, sv, -1);
		return KEY_TAKEN;
	case ACT_FIRST:
		split_goto(ui, sv, 0);
		return KEY_TAKEN;
	case ACT_LAST:
		split_goto(ui, sv, 1L << 40);
		return KEY_TAKEN;
	case ACT_PAGE_DOWN:
		split_goto(ui, sv, sv->visit + 10);
		return KEY_TAKEN;
	case ACT_PAGE_UP:
		split_goto(ui, sv, sv->visit - 10);
		return KEY_TAKEN;
	case ACT_NEXT_ALGO: {
		int next = algorithm_next_fit(sv->vs_algo, ui->algo, ui->tree);
		if (!split_show(ui, sv, next))
			snprintf(ui->message, sizeof ui->message, "%s", _("Out of memory."));
		return KEY_TAKEN;
	}
	case ACT_SCROLL_DOWN:
		sv->text_scroll++;      /* draw_split keeps it to the text's lines */
		return KEY_TAKEN;
	case ACT_SCROLL_UP:
		sv->text_scroll -= sv->text_scroll > 0;
		return KEY_TAKEN;
	case ACT_SPLIT:
		screen_pop(ui);
		return KEY_TAKEN;
	default:
		return KEY_PASS;
	}
}

/* The tree changed: the right half's search is run again, at the visit
 * the left half is now at. */
static bool split_tree_changed(struct ui *ui, struct screen *s)
{
	return split_show(ui, (struct split *)s, ((struct split *)s)->vs_algo);
}

static void split_free(struct ui *ui, struct screen *s)
{
	(void)ui;
	struct split *sv = (struct split *)s;
	state_free(&sv->vs);
	tree_view_free(&sv->tv[0]);
	tree_view_free(&sv->tv[1]);
	only_forget(&sv->only);
	free(sv);
}

static const enum keymap split_help[] = { KEYMAP_SPLIT, KEYMAP_SELECT, KEYMAP_PROMPT,
					   KEYMAP_COUNT };

static const struct screen_ops split_ops = {
	.name = "split",
	.keymap = KEYMAP_SPLIT,
	.help = split_help,
	.draw = draw_split,
	.key = split_key,
	.tree_changed = split_tree_changed,
	.free = split_free,
};

/* For the stepper fuzzer: the picture of a half. */
const struct tree_view *split_picture(const struct ui *ui, int half)
{
	const struct split *sv = (const struct split *)screen_find(ui, &split_ops);
	return sv ? &sv->tv[half] : NULL;
}

/* For the stepper fuzzer and the tests: the right half, or NULL. */
const struct state *split_other(const struct ui *ui)
{
	const struct split *sv = (const struct split *)screen_find(ui, &split_ops);
	return sv ? &sv->vs : NULL;
}

long split_only(const struct ui *ui, int half, unsigned char *marks)
{
	const struct split *sv = (const struct split *)screen_find(ui, &split_ops);
	if (!sv)
		return 0;
	for (node_id n = 0; marks && n < ui->tree->count; n++)
		marks[n] = sv->only.bits[half] && (sv->only.bits[half][n / 64] >> (n % 64) & 1);
	return sv->only.count[half];
}
