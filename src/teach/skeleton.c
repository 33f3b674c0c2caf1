/* skeleton.c - a starting lesson (skeleton.h).
 *
 * The stops are read off the trace, so that they load as they are: each
 * names its event, and the nth time that event happens, the way the
 * lesson format counts (man treestep(5)).  The texts hold placeholders
 * only, never a number: a teacher keeps what is true by construction. */
#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "teach/edit.h"
#include "tree/load.h"
#include "teach/skeleton.h"
#include "tree/i18n.h"
#include "teach/lesson.h"
#include "search/plan.h"

/* An inline tree longer than this is named by its path instead, so that
 * the lesson, with its stops, stays well inside the size a lesson file may
 * have (4 MiB, lesson.h). */
#define SKELETON_INLINE_MAX ((size_t)1024 * 1024)

/* Whether u, read back from the bracket form, is t: every node in the same
 * place with the same name, value, static value, reference, kind and
 * probability. */
static bool same_tree(const struct tree *t, const struct tree *u)
{
	if (t->count != u->count || t->root_is_max != u->root_is_max ||
	    t->chance_nodes != u->chance_nodes)
		return false;
	for (int i = 0; i < t->count; i++) {
		const struct node *a = &t->nodes[i], *b = &u->nodes[i];
		if (a->parent != b->parent || a->first_child != b->first_child ||
		    a->nchildren != b->nchildren || a->same != b->same || a->value != b->value ||
		    a->has_static != b->has_static || a->is_max != b->is_max ||
		    a->is_chance != b->is_chance ||
		    (t->prob && (t->prob[i].num != u->prob[i].num ||
				 t->prob[i].den != u->prob[i].den)) ||
		    (a->has_static && a->static_value != b->static_value) ||
		    strcmp(tree_name(t, i), tree_name(u, i)) != 0)
			return false;
	}
	return true;
}

/* Text a lesson's line can hold as it is: what the terminal may show, no
 * tab (lesson lines refuse tabs), no space at the end (it is dropped). */
static bool fits_a_line(const char *s, char *what, size_t whatlen)
{
	size_t len = strlen(s);
	if (text_unsafe_at(s, len, what, whatlen) < len)
		return false;
	if (strchr(s, '\t'))
		snprintf(what, whatlen, _("a tab"));
	else if (len > 0 && s[len - 1] == ' ')
		snprintf(what, whatlen, _("a space at the end"));
	else
		return true;
	return false;
}

bool skeleton_tree_spec(const struct tree *t, const char *path, char **spec, char *err,
			size_t errlen)
{
	char *text, what[64], scratch[LOAD_ERROR_MAX];
	size_t len;
	struct tree u;

	/* Inline first: the lesson then needs no other file, and moves with
	 * it.  The text is read back with the loader, so it is only used
	 * when it is certain to load as this same tree. */
	if (!edit_bracket(t, &text, &len)) {
		snprintf(err, errlen, "treestep: %s", _("out of memory"));
		return false;
	}
	if (len <= SKELETON_INLINE_MAX &&
	    tree_load_string(text, len, "inline", &u, scratch, sizeof scratch)) {
		bool same = same_tree(t, &u);
		tree_free(&u);
		if (same) {
			*spec = text;
			return true;
		}
	}
	free(text);
	/* A lesson takes a relative path from its own folder, which is not
	 * where the tree was named from: only an absolute path holds. */
	char *abs = realpath(path, NULL);
	if (!abs) {
		snprintf(err, errlen, "treestep: %s: %s", path, strerror(errno));
		return false;
	}
	if (!fits_a_line(abs, what, sizeof what)) {
		snprintf(err, errlen, _("treestep: %s: a lesson's 'tree:' line cannot hold this path "
			 "(it has %s), nor this tree inline (its names, MIN at the root or its "
			 "size need a file); rename the file"), path, what);
		free(abs);
		return false;
	}
	*spec = abs;
	return true;
}

/* Which occurrence of (type, key) event i is: 1 for the first. */
static int nth(const struct trace *tr, int i, long (*key)(const struct event *))
{
	int n = 0;
	for (int k = 0; k <= i; k++)
		n += tr->events[k].type == tr->events[i].type && key(&tr->events[k]) == key(&tr->events[i]);
	return n;
}

static long node_key(const struct event *e)
{
	return (long)e->node;
}

static long child_key(const struct event *e)
{
	return (long)e->child;
}

/* A table's hits are counted apart from its other lookups. */
static long hit_key(const struct event *e)
{
	return e->how == TT_CUT ? (long)e->node : -1;
}

static long ply_key(const struct event *e)
{
	return e->ply;
}

static long depth_key(const struct event *e)
{
	return e->value;
}

static void occurrence(FILE *out, int n)
{
	if (n > 1)
		fprintf(out, " %d", n);
	fputc('\n', out);
}

bool lesson_skeleton(FILE *out, const char *tree_spec, const char *typed, const struct tree *t,
		     const struct algorithm *a, const struct trace *tr)
{
	/* The title line must load too: a name as typed may hold anything
	 * at all, and a tree's title a tab, which a lesson's line refuses
	 * (the screen shows a tab as a space anyway). */
	char what[64];
	const char *about = t->title ? t->title :
			    text_unsafe_at(typed, strlen(typed), what, sizeof what) == strlen(typed) ?
			    typed : "the tree";
	fprintf(out, "# A lesson to fill in: write each stop's text over the placeholders.\n"
		"# Every number comes from the search through {placeholders} (treestep(5)).\n"
		"title: %s on ", a->name);
	for (const char *c = about; *c; c++)
		fputc(*c == '\t' ? ' ' : *c, out);
	fprintf(out, "\ntree: %s\n", tree_spec);
	/* The searches run as the trace's were run. */
	for (int k = 0; k < PLAN_OPTION_COUNT; k++) {
		char value[32];
		if (plan_option_write(&tr->plan, k, value, sizeof value))
			fprintf(out, "%s: %s\n", plan_options[k].key, value);
	}
	fprintf(out, "algorithm: %s\n\n", a->name);
	fprintf(out, "stop: start\n  The search of {tree.nodes} nodes begins at the root.\n\n");
	/* A probe question is asked when the probe starts, which must come
	 * after the stop before: a probe that started earlier gets none. */
	int last = -1, depth = 0;
	for (int i = 0; i < tr->count; i++) {
		const struct event *e = &tr->events[i];
		const char *name = tree_name(t, e->node);
		if (e->type == EV_ITERATION && i > 0) {
			depth = e->value;
			fprintf(out, "stop: iteration %d", e->value);
			occurrence(out, nth(tr, i, depth_key));
			fprintf(out, "  %s to depth %d, with the window {window}.\n\n",
				e->old ? "The search is repeated" : "A new search", e->value);
		} else if (e->type == EV_ITERATION) {
			depth = e->value;
			continue;
		} else if (e->type == EV_FAIL) {
			/* The window opens on the side that failed, so each side
			 * fails at most once at a depth. */
			bool high = e->bound == BOUND_LOWER;
			fprintf(out, "stop: fail-%s %d\n  The root scored {score}, outside the "
				"aspiration window {window}: a fail %s.\n\n", high ? "high" : "low",
				depth, high ? "high" : "low");
		} else if (e->type == EV_CUTOFF && e->has_list && a->tests) {
			/* Scout cuts only inside a TEST (narrate_scout.c) */
			fprintf(out, "stop: cutoff %s", name);
			occurrence(out, nth(tr, i, node_key));
			fprintf(out, "question: %s\n  At %s a move's answer settles %s's TEST: the "
				"rest of %s's moves are not tested.\n\n",
				lesson_question_words[Q_CUT], name, name, name);
		} else if (e->type == EV_CUTOFF && e->has_list) {
			fprintf(out, "stop: cutoff %s", name);
			occurrence(out, nth(tr, i, node_key));
			/* {bound} is shown as the lesson shows values, MAX's
			 * view: the bound MIN cuts at there is alpha. */
			fprintf(out, "question: %s\n  At %s a child scores {score}, reaching %s "
				"{bound}: the rest of %s's children are cut.\n\n",
				lesson_question_words[Q_CUT], name,
				t->nodes[e->node].is_max ? "beta" : "alpha", name);
		} else if (e->type == EV_RESEARCH && a->tests) {
			/* Scout's EVAL of a move whose TEST showed it better */
			fprintf(out, "stop: research %s", tree_name(t, e->child));
			occurrence(out, nth(tr, i, child_key));
			fprintf(out, "  %s's TEST showed it better than the best value so far: %s is "
				"evaluated exactly.\n\n", tree_name(t, e->child), tree_name(t, e->child));
		} else if (e->type == EV_RESEARCH) {
			int probe = -1;
			for (int k = i - 1; k >= 0 && probe < 0; k--)
				if (tr->events[k].type == EV_PROBE && tr->events[k].child == e->child)
					probe = k;
			fprintf(out, "stop: research %s", tree_name(t, e->child));
			occurrence(out, nth(tr, i, child_key));
			if (probe > last)
				fprintf(out, "question: %s\n", lesson_question_words[Q_PROBE]);
			fprintf(out, "  The probe of %s came back with {score}, outside the null "
				"window: %s is searched again with {window}.\n\n",
				tree_name(t, e->child), tree_name(t, e->child));
		} else if (e->type == EV_TT_PROBE && e->how == TT_CUT) {
			fprintf(out, "stop: hit %s", name);
			occurrence(out, nth(tr, i, hit_key));
			fprintf(out, "  %s is in the table, worth {bound}, searched to a depth of "
				"{draft}: it is not searched again.\n\n", name);
		} else if (e->type == EV_PV && e->ply == 0) {
			fprintf(out, "stop: pv 0");
			occurrence(out, nth(tr, i, ply_key));
			fprintf(out, "  The root's principal variation is now {pv}.\n\n");
		} else {
			continue;
		}
		last = i;
	}
	fprintf(out, "stop: end\n  {nodes} of {tree.nodes} nodes visited; the root is worth "
		"{value}.\n");
	return !ferror(out);
}
