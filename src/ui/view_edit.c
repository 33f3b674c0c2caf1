/* view_edit.c - changing the tree in the stepper: selecting a node,
 * editing a leaf's value, moving, adding and deleting nodes, undo and
 * redo, writing the tree, and the line of input these ask for.
 *
 * The changes themselves are edit.c's, made on the tree's text and loaded
 * as any file is; after each one the searches run again (rebuild) and the
 * stepper stays at the same point of the search, and the message says
 * what the change did to the counts. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <wchar.h>

#include "out/export.h"
#include "tree/files.h"
#include "tree/parse.h"
#include "words/text.h"
#include "tree/i18n.h"
#include "ui/ui.h"

/* Opens the edit on first use, on the text the tree on screen was loaded
 * from.  Never on the file read again: it may hold another tree by now,
 * and the tree's positions would point into the wrong text. */
static bool ensure_edit(struct ui *ui)
{
	char err[LOAD_ERROR_MAX];
	if (ui->source.editing)
		return true;
	if (!ui->source.text) {
		snprintf(ui->message, sizeof ui->message, "%s", _("This tree has no text to edit."));
		return false;
	}
	if (!edit_open(&ui->source.edit, ui->source.text, ui->source.text_len, ui->tree->source, err,
		       sizeof err)) {
		/* TRANSLATORS: %s is why. */
		snprintf(ui->message, sizeof ui->message, _("Cannot edit: %s"), err);
		return false;
	}
	ui->source.editing = true;
	return true;
}

/* "visits 14 -> 20": what changed in the counts of a's whole search. */
static void changes(const struct counts *a, const struct counts *b, char *buf, size_t len)
{
	/* TRANSLATORS: the counts that an edit changed, as in "visits
	 * 14->20". */
	static const char *const names[] = { N_("nodes"), N_("visits"), N_("leaves"), N_("cutoffs"),
					     N_("re-searches") };
	const long before[] = { a->nodes, a->visits, a->leaves, a->cutoffs, a->researches };
	const long after[] = { b->nodes, b->visits, b->leaves, b->cutoffs, b->researches };
	bool any = false;
	for (int i = 0; i < 5; i++)
		if (before[i] != after[i]) {
			text_append(buf, len, "%s %s %ld->%ld", any ? "," : "", _(names[i]), before[i],
				    after[i]);
			any = true;
		}
	if (!any)
		/* TRANSLATORS: after "alphabeta:" when an edit changed no count
		 * (note the space before). */
		text_append(buf, len, "%s", _(" the same counts"));
}

static bool final_counts(struct ui *ui, const struct state *st, struct counts *c)
{
	return trace_counts(st->trace, ui->tree, st->trace->count, c);
}

/* The edit is done (or undone) on ui->tree: run the searches again, keep
 * the place and the selection, and say what changed. */
static void after_change(struct ui *ui, const char *what, const struct trace_point *at,
			 const struct counts *before, const char *selected)
{
	struct counts now;
	char text[sizeof ui->message];
	if (!rebuild(ui, at))
		return;
	ui->sel = *selected ? tree_find(ui->tree, selected, TREE_FIND_REFERENCES, NULL) : -1;
	snprintf(text, sizeof text, "%s %s:", what, algorithms[ui->algo].name);
	if (final_counts(ui, &ui->st, &now))
		changes(before, &now, text, sizeof text);
	text_append(text, sizeof text, ".");
	snprintf(ui->message, sizeof ui->message, "%s", text);
}

/* One change: op is done on the tree; on failure its reason is shown. */
static void change(struct ui *ui, enum action a, int value)
{
	char err[LOAD_ERROR_MAX], what[160] = "", selected[NODE_NAME_SIZE] = "";
	struct trace_point at;
	struct counts before;
	node_id n = ui->sel;
	if (!ensure_edit(ui))
		return;
	trace_point_at(ui->st.trace, ui->tree, ui->st.step, &at);
	if (!final_counts(ui, &ui->st, &before))
		return;
	if (n >= 0)
		snprintf(selected, sizeof selected, "%s", tree_name(ui->tree, n));
	bool ok = false;
	switch (a) {
	case ACT_EDIT:
		snprintf(what, sizeof what, "%s %s %d.", selected,
			 ui->tree->nodes[n].nchildren ? "~" : "=", value);
		ok = edit_set_value(&ui->source.edit, ui->tree, n, value, err, sizeof err);
		break;
	case ACT_MOVE_LEFT:
	case ACT_MOVE_RIGHT:
		snprintf(what, sizeof what, a == ACT_MOVE_LEFT ?
			 /* TRANSLATORS: %s is the node moved among its brothers. */
			 _("%s moved left.") :
			 /* TRANSLATORS: %s is the node moved among its brothers. */
			 _("%s moved right."), selected);
		ok = edit_move(&ui->source.edit, ui->tree, n, a == ACT_MOVE_LEFT ? -1 : 1, err, sizeof err);
		break;
	case ACT_ADD_LEAF:
		/* TRANSLATORS: %s is the node the leaf was added under. */
		snprintf(what, sizeof what, _("A leaf added under %s."), selected);
		ok = edit_add_leaf(&ui->source.edit, ui->tree, n, value, err, sizeof err);
		break;
	case ACT_DELETE:
		/* TRANSLATORS: %s is the node deleted. */
		snprintf(what, sizeof what, _("%s deleted."), selected);
		ok = edit_delete(&ui->source.edit, ui->tree, n, err, sizeof err);
		*selected = '\0';
		break;
	case ACT_UNDO:
	case ACT_REDO:
		snprintf(what, sizeof what, "%s", a == ACT_UNDO ? _("Undone.") : _("Redone."));
		ok = (a == ACT_UNDO ? edit_undo : edit_redo)(&ui->source.edit, ui->tree, err, sizeof err);
		if (!ok && (a == ACT_UNDO ? ui->source.edit.nundo : ui->source.edit.nredo) == 0)
			/* TRANSLATORS: after "Not changed: ". */
			snprintf(err, sizeof err, "%s", a == ACT_UNDO ? _("nothing to undo") :
				 _("nothing to redo"));
		break;
	default:
		return;
	}
	if (!ok) {
		/* TRANSLATORS: %s is why. */
		snprintf(ui->message, sizeof ui->message, _("Not changed: %s"), err);
		return;
	}
	/* A change the depth limit cannot search (a node where the search
	 * stops, with children but no static value) is taken back. */
	if (!plan_check(&ui->runs->plan, ui->tree, &algorithms[ui->algo], err, sizeof err)) {
		char ignored[LOAD_ERROR_MAX];
		(a == ACT_UNDO ? edit_redo : edit_undo)(&ui->source.edit, ui->tree, ignored, sizeof ignored);
		/* TRANSLATORS: %s is why. */
		snprintf(ui->message, sizeof ui->message, _("Not changed: %s"), err);
		return;
	}
	after_change(ui, what, &at, &before, selected);
}

/* ---- A line of input: the prompt overlay ---------------------------------------
 *
 * A name to find, a value, a file name, or a yes or no, on the bottom
 * line over the screen below.  It takes every key until Enter or Esc. */
struct prompt {
	struct screen screen;
	enum prompt_kind kind;
	char label[256];
	char input[PATH_MAX];           /* room for any path the system takes */
	char path[PATH_MAX];            /* PROMPT_OVERWRITE: the file to replace */
};

static const struct screen_ops prompt_ops;

static struct prompt *open_prompt(struct ui *ui, enum prompt_kind kind, const char *label)
{
	struct prompt *p = calloc(1, sizeof *p);
	if (!p) {
		snprintf(ui->message, sizeof ui->message, "%s", _("Out of memory."));
		return NULL;
	}
	p->screen.ops = &prompt_ops;
	p->kind = kind;
	snprintf(p->label, sizeof p->label, "%s", label);
	return screen_push(ui, &p->screen) ? p : NULL;
}

void prompt_open(struct ui *ui, enum prompt_kind kind, const char *label, const char *input)
{
	struct prompt *p = open_prompt(ui, kind, label);
	if (p && input)
		snprintf(p->input, sizeof p->input, "%s", input);
}

/* Has the tree's file changed on disk since treestep read or last wrote
 * it?  Another editor, a git checkout or a colleague may have written it:
 * writing over it would lose that.  A file that is gone holds nothing to
 * lose; one that cannot be read is taken as changed. */
static bool changed_on_disk(const struct ui *ui)
{
	char err[LOAD_ERROR_MAX], *text;
	size_t len;
	struct file_stamp now;
	struct stat sb;
	if (stat(ui->source.file, &sb) != 0)
		return errno != ENOENT;
	load_stamp_of(&sb, &now);
	if (ui->source.stamp.known && !load_stamp_same(&now, &ui->source.stamp))
		return true;
	/* The same stamp: the bytes decide, as a clock's resolution may hide
	 * a change made within the same tick. */
	if (!load_read_file(ui->source.file, LOAD_MAX_FILE_BYTES, &text, &len, err, sizeof err))
		return true;
	bool changed = len != ui->source.text_len || memcmp(text, ui->source.text, len) != 0;
	free(text);
	return changed;
}

/* A tree is written to a regular file or to none: a FIFO with no reader
 * would freeze the stepper in open(), and a device holds no tree. */
static bool refuse_target(struct ui *ui, const char *path)
{
	struct stat sb;
	if (stat(path, &sb) != 0 || S_ISREG(sb.st_mode))
		return false;
	/* TRANSLATORS: %2$.*1$s is the file, %3$s what it is ("a
	 * directory"). */
	snprintf(ui->message, sizeof ui->message, _("Not written: %2$.*1$s: not a regular file "
						    "(%3$s)."), (int)sizeof ui->message / 2, path,
		 files_kind(&sb));
	return true;
}

/* Writes the edited tree to path, or asks before replacing a file.  When
 * path is the tree's own file, what was written becomes what the file
 * holds, for the next w's question. */
static void write_to(struct ui *ui, const char *path, bool confirmed)
{
	char err[LOAD_ERROR_MAX];
	struct stat sb, own;
	struct edit_text written;
	if (refuse_target(ui, path))
		return;
	if (!confirmed && stat(path, &sb) == 0) {
		char label[256];
		/* TRANSLATORS: a prompt: %s is a file; y and n are the keys,
		 * which stay as they are. */
		snprintf(label, sizeof label, _("Replace %.200s? y: yes  n: no"), path);
		struct prompt *p = open_prompt(ui, PROMPT_OVERWRITE, label);
		if (p)
			snprintf(p->path, sizeof p->path, "%s", path);
		return;
	}
	if (!edit_write(&ui->source.edit, path, &written, err, sizeof err)) {
		/* TRANSLATORS: %2$.*1$s is why. */
		snprintf(ui->message, sizeof ui->message, _("Not written: %2$.*1$s"), LOAD_ERROR_MAX - 1,
			 err);
		return;
	}
	/* TRANSLATORS: %s is the file written. */
	snprintf(ui->message, sizeof ui->message, _("Wrote %s."), path);
	if (ui->source.file && stat(path, &sb) == 0 && stat(ui->source.file, &own) == 0 &&
	    sb.st_dev == own.st_dev && sb.st_ino == own.st_ino) {
		free(ui->source.text);
		ui->source.text = written.text;
		ui->source.text_len = written.len;
		load_stamp_of(&sb, &ui->source.stamp);
		ui->source.wrote_file = true;
	} else {
		free(written.text);
	}
}

bool need_selection(struct ui *ui)
{
	if (ui->sel >= 0)
		return true;
	/* TRANSLATORS: %1$s is the key that finds a node by its name (/),
	 * %2$s the one that selects with the arrows (m). */
	snprintf(ui->message, sizeof ui->message, _("Select a node first: click it, or press %1$s "
						    "and type its name, or %2$s and use the "
						    "arrows."), keys_name_of(KEYMAP_STEP, ACT_FIND),
		 keys_name_of(KEYMAP_STEP, ACT_SELECT));
	return false;
}

/* For export_picture, through files_write_atomic.  In the split view,
 * both halves side by side, as the screen shows them. */
static bool write_picture(FILE *out, void *ctx, char *err, size_t errlen)
{
	const struct ui *ui = ctx;
	const struct state *other = split_other(ui);
	if (other ? export_pair(out, &ui->st, other, ui->show.view, ui->show.types) :
	    export_step(out, &ui->st, ui->show.view, ui->show.types))
		return true;
	snprintf(err, errlen, "%s", _("out of memory"));
	return false;
}

/* The names X tries: TREE-ALGO-stepK.svg, then -2, -3 ... -999. */
struct picture_names {
	char base[64];
	const char *algo;
	int step;
};

static bool picture_name(int k, char *name, size_t len, void *ctx)
{
	const struct picture_names *p = ctx;
	if (k > 999)
		return false;
	snprintf(name, len, k == 1 ? "%s-%s-step%d.svg" : "%s-%s-step%d-%d.svg", p->base, p->algo,
		 p->step, k);
	return true;
}

/* X: the step as a picture in the current directory, under a name of its
 * own: nothing is ever replaced (files_write_new). */
static void export_picture(struct ui *ui)
{
	char path[160], err[LOAD_ERROR_MAX], both[64];
	struct picture_names names = { .algo = algorithms[ui->algo].name, .step = ui->st.step };
	if (split_other(ui)) {  /* TREE-LEFT-vs-RIGHT-stepK.svg */
		snprintf(both, sizeof both, "%s-vs-%s", names.algo, split_other(ui)->algo->name);
		names.algo = both;
	}
	const char *src = ui->tree->source, *slash = strrchr(src, '/');
	if (strcmp(src, "built-in") == 0 || strcmp(src, "-e") == 0 || strchr(src, ' '))
		snprintf(names.base, sizeof names.base, "%s",
			 strcmp(src, "built-in") == 0 ? "sample" : "tree");
	else
		snprintf(names.base, sizeof names.base, "%.*s",
			 (int)strcspn(slash ? slash + 1 : src, "."), slash ? slash + 1 : src);
	if (!files_write_new(picture_name, &names, write_picture, ui, path, sizeof path, err,
			     sizeof err))
		/* TRANSLATORS: %s is why. */
		snprintf(ui->message, sizeof ui->message, _("Not written: %s"), err);
	else
		/* TRANSLATORS: %s is the file written. */
		snprintf(ui->message, sizeof ui->message, _("Wrote %s."), path);
}

bool edit_action(struct ui *ui, enum action a)
{
	char label[256];
	if (a == ACT_EXPORT) {
		export_picture(ui);
		return true;
	}
	switch (a) {
	case ACT_FIND:
		/* TRANSLATORS: a prompt for a node's name. */
		open_prompt(ui, PROMPT_FIND, _("Find node:"));
		return true;
	case ACT_SELECT:
		if (ui->sel < 0)
			ui->sel = state_current(&ui->st) >= 0 ? state_current(&ui->st) : 0;
		select_open(ui);
		return true;
	case ACT_EDIT:
		if (!need_selection(ui) || !ensure_edit(ui))
			return true;
		/* A leaf's value, or an inner node's static evaluation. */
		if (ui->tree->nodes[ui->sel].nchildren && !ui->tree->nodes[ui->sel].has_static) {
			/* TRANSLATORS: %s is the selected node. */
			snprintf(ui->message, sizeof ui->message, _("%s is not a leaf: only leaves have "
								    "values."),
				 tree_name(ui->tree, ui->sel));
			return true;
		}
		if (ui->tree->decimals)
			/* TRANSLATORS: a prompt for a value: %1$s is the node, %2$s =
			 * or ~ (the file's syntax), %3$d the most decimals, %4$d and
			 * %5$d the range. */
			snprintf(label, sizeof label, ngettext("%1$s %2$s (a number with at most %3$d "
							       "decimal, from %4$d to %5$d):",
							       "%1$s %2$s (a number with at most %3$d "
							       "decimals, from %4$d to %5$d):",
							       (unsigned long)ui->tree->decimals),
				 tree_name(ui->tree, ui->sel),
				 ui->tree->nodes[ui->sel].nchildren ? "~" : "=", ui->tree->decimals,
				 -VALUE_LIMIT, VALUE_LIMIT);
		else
			/* TRANSLATORS: a prompt for a value: %1$s is the node, %2$s =
			 * or ~ (the file's syntax), %3$d and %4$d the range. */
			snprintf(label, sizeof label, _("%1$s %2$s (a whole number from %3$d to %4$d):"),
				 tree_name(ui->tree, ui->sel),
				 ui->tree->nodes[ui->sel].nchildren ? "~" : "=", -VALUE_LIMIT, VALUE_LIMIT);
		open_prompt(ui, PROMPT_VALUE, label);
		return true;
	case ACT_MOVE_LEFT:
	case ACT_MOVE_RIGHT:
	case ACT_DELETE:
		if (need_selection(ui))
			change(ui, a, 0);
		return true;
	case ACT_ADD_LEAF:
		/* A leaf that gets a child passes its value on, so that the
		 * position keeps its worth until the student changes it. */
		if (need_selection(ui))
			change(ui, a, ui->tree->nodes[ui->sel].nchildren ? 0 :
			       ui->tree->nodes[ui->sel].value);
		return true;
	case ACT_UNDO:
	case ACT_REDO:
		if (ensure_edit(ui))
			change(ui, a, 0);
		return true;
	case ACT_WRITE:
		if (!ensure_edit(ui))
			return true;
		if (ui->source.file && changed_on_disk(ui)) {
			snprintf(label, sizeof label, ui->source.wrote_file ?
				 /* TRANSLATORS: a prompt: %s is the tree's file; y, n
				  * and Esc are the keys, which stay as they are. */
				 _("%.120s changed on disk since it was written. Write over it "
				   "anyway? y: yes  n: another file  Esc: no") :
				 /* TRANSLATORS: a prompt: %s is the tree's file; y, n
				  * and Esc are the keys, which stay as they are. */
				 _("%.120s changed on disk since it was read. Write over it anyway? "
				   "y: yes  n: another file  Esc: no"), ui->source.file);
			open_prompt(ui, PROMPT_CHANGED, label);
		} else if (ui->source.file) {
			/* TRANSLATORS: a prompt: %s is the tree's file; y, n and
			 * Esc are the keys, which stay as they are. */
			snprintf(label, sizeof label, _("Write over %.160s? y: yes  n: another file  "
							"Esc: no"), ui->source.file);
			open_prompt(ui, PROMPT_SAME_FILE, label);
		} else {
			/* TRANSLATORS: a prompt for a file's name. */
			open_prompt(ui, PROMPT_FILE, _("Write the tree to the file:"));
		}
		return true;
	default:
		return false;
	}
}

/* ---- Selecting a node with the arrows: the select overlay ---------------------
 *
 * After m the arrows move the selection along the tree; every other key
 * works as it does without selecting, on the screen below.  The
 * selection itself is ui->sel, which the tree draws. */
static const struct screen_ops select_ops;

static void select_action(struct ui *ui, enum action a)
{
	const struct tree *t = ui->tree;
	node_id n = ui->sel >= 0 ? ui->sel : 0;
	const struct node *nd = &t->nodes[n];
	switch (a) {
	case ACT_SEL_PARENT:
		n = nd->parent >= 0 ? nd->parent : n;
		break;
	case ACT_SEL_CHILD:
		n = nd->nchildren ? nd->first_child : n;
		break;
	case ACT_SEL_PREV:
	case ACT_SEL_NEXT:
		/* Along the level, as the picture shows it. */
		if (a == ACT_SEL_PREV ? n > 0 && t->nodes[n - 1].depth == nd->depth :
		    n + 1 < t->count && t->nodes[n + 1].depth == nd->depth)
			n += a == ACT_SEL_PREV ? -1 : 1;
		break;
	default:
		break;
	}
	ui->sel = n;
	snprintf(ui->message, sizeof ui->message, t->nodes[n].nchildren ?
		 /* TRANSLATORS: %1$s is the node selected, %2$s the key that
		  * edits a value (e), %3$s the help's key (?). */
		 _("Selected %1$s: %2$s edits its value, %3$s lists the keys.") :
		 /* TRANSLATORS: %1$s is the leaf selected, %2$s the key that
		  * edits a value (e), %3$s the help's key (?). */
		 _("Selected %1$s, a leaf: %2$s edits its value, %3$s lists the keys."),
		 tree_name(t, n), keys_name_of(KEYMAP_STEP, ACT_EDIT),
		 keys_name_of(KEYMAP_STEP, ACT_HELP));
}

static enum key_result select_key(struct ui *ui, struct screen *s, int key)
{
	(void)s;
	/* A lesson's question, opened by a step taken while selecting,
	 * takes every key until it is answered. */
	if (open_question(ui))
		return KEY_PASS;
	const struct binding *b = binding_for(KEYMAP_SELECT, key);
	if (!b)
		return KEY_PASS;
	select_action(ui, binding_action(b));
	if (binding_action(b) == ACT_SEL_DONE)
		screen_pop(ui);
	return KEY_TAKEN;
}

static void draw_nothing(struct ui *ui, struct screen *s)
{
	(void)ui;
	(void)s;
}

static void free_screen(struct ui *ui, struct screen *s)
{
	(void)ui;
	free(s);
}

static const struct screen_ops select_ops = {
	.name = "select",
	.keymap = KEYMAP_SELECT,
	.overlay = true,
	.draw = draw_nothing,
	.key = select_key,
	.free = free_screen,
};

void select_open(struct ui *ui)
{
	if (screen_find(ui, &select_ops))
		return;
	struct screen *s = calloc(1, sizeof *s);
	if (s)
		s->ops = &select_ops;
	if (!screen_push(ui, s))
		snprintf(ui->message, sizeof ui->message, "%s", _("Out of memory."));
}

/* ---- What the prompt does -------------------------------------------------------- */

/* Enter on the prompt: act on what was typed (the prompt is gone by then:
 * p is its copy, and acting may open another). */
static void accept(struct ui *ui, const struct prompt *p)
{
	char err[200];
	uint64_t v;
	switch (p->kind) {
	case PROMPT_FIND: {
		node_id n = tree_find(ui->tree, p->input, TREE_FIND_REFERENCES, NULL);
		if (n < 0) {
			/* TRANSLATORS: %s is the name typed (60 bytes at most). */
			snprintf(ui->message, sizeof ui->message, _("No node is called '%.60s'."),
				 p->input);
			break;
		}
		ui->sel = n;
		int step = trace_first_move(ui->st.trace, ui->tree, n);
		if (step >= 0)
			go(ui, step);
		if (step < 0)
			/* TRANSLATORS: %s is the node found. */
			snprintf(ui->message, sizeof ui->message, _("Selected %s, which this search "
								    "never enters."),
				 tree_name(ui->tree, n));
		else
			/* TRANSLATORS: %s is the node found. */
			snprintf(ui->message, sizeof ui->message, _("Selected %s."),
				 tree_name(ui->tree, n));
		break;
	}
	case PROMPT_VALUE: {
		/* Typed as a file writes it; kept in the tree's units.  A value
		 * with more decimals than the tree would change every value's
		 * units: that is an edit of the file, not of one value. */
		const char *s = p->input;
		long h;
		int d, td = ui->tree->decimals;
		bool negative = *s == '-';
		if (td == 0 && !strchr(s, '.')) {
			/* TRANSLATORS: what the number is, in "%s must be a whole
			 * number from 0 to 1000000". */
			if (!parse_number(_("the value"), s + negative, strlen(s + negative), 0,
					  VALUE_LIMIT, &v, err, sizeof err)) {
				/* TRANSLATORS: %1$s is why, %2$d and %3$d the range. */
				snprintf(ui->message, sizeof ui->message, _("Not changed: %1$s (from %2$d "
									    "to %3$d)"),
					 err, -VALUE_LIMIT, VALUE_LIMIT);
				break;
			}
			change(ui, ACT_EDIT, negative ? -(int)v : (int)v);
			break;
		}
		if (!parse_hundredths(s, strlen(s), &h, &d) || h < -100L * VALUE_LIMIT ||
		    h > 100L * VALUE_LIMIT) {
			/* TRANSLATORS: %1$d and %2$d are the range, %3$s what was
			 * typed (40 bytes at most). */
			snprintf(ui->message, sizeof ui->message, _("Not changed: the value must be a "
								    "number from %1$d to %2$d with at "
								    "most two decimals, not '%3$.40s'"),
				 -VALUE_LIMIT, VALUE_LIMIT, s);
			break;
		}
		if (d > td) {
			snprintf(ui->message, sizeof ui->message, "%s", td ?
				 _("Not changed: this tree's values have at most one decimal; a "
				   "value with more decimals is written in the file (every value's "
				   "units change with it)") :
				 _("Not changed: this tree's values are whole numbers; a value with "
				   "more decimals is written in the file (every value's units change "
				   "with it)"));
			break;
		}
		change(ui, ACT_EDIT, (int)(h / (100 / tree_unit_scale(td))));
		break;
	}
	case PROMPT_FILE:
		if (*p->input)
			write_to(ui, p->input, false);
		break;
	case PROMPT_PRACTICE:
		practice_set_answer(ui, p->input);
		break;
	case PROMPT_SAME_FILE:
	case PROMPT_CHANGED:
	case PROMPT_OVERWRITE:
	case PROMPT_QUIT:
		break;
	}
}

/* The answers to a yes-or-no prompt (gone by then: p is its copy).
 * False: quit. */
static bool answer(struct ui *ui, const struct prompt *p, int key)
{
	bool yes = key == 'y' || key == 'Y';
	if (p->kind == PROMPT_QUIT)
		return !yes;
	if (p->kind == PROMPT_OVERWRITE && yes)
		write_to(ui, p->path, true);
	else if ((p->kind == PROMPT_SAME_FILE || p->kind == PROMPT_CHANGED) && yes)
		write_to(ui, ui->source.file, true);
	else if ((p->kind == PROMPT_SAME_FILE || p->kind == PROMPT_CHANGED) &&
		 (key == 'n' || key == 'N'))
		/* TRANSLATORS: a prompt for a file's name. */
		open_prompt(ui, PROMPT_FILE, _("Write the tree to the file:"));
	else
		snprintf(ui->message, sizeof ui->message, "%s", _("Nothing written."));
	return true;
}

static enum key_result prompt_key(struct ui *ui, struct screen *s, int key)
{
	struct prompt *p = (struct prompt *)s;
	const struct binding *b = binding_for(KEYMAP_PROMPT, key);
	bool yes_no = p->kind == PROMPT_OVERWRITE || p->kind == PROMPT_SAME_FILE ||
		      p->kind == PROMPT_CHANGED || p->kind == PROMPT_QUIT;
	if (b && binding_action(b) == ACT_PROMPT_CANCEL) {
		if (p->kind == PROMPT_FILE || p->kind == PROMPT_SAME_FILE ||
		    p->kind == PROMPT_CHANGED || p->kind == PROMPT_OVERWRITE)
			snprintf(ui->message, sizeof ui->message, "%s", _("Nothing written."));
		screen_pop(ui);
		return KEY_TAKEN;
	}
	if (yes_no || (b && binding_action(b) == ACT_PROMPT_OK)) {
		/* The prompt goes first: what it does may open another. */
		static struct prompt copy;
		copy = *p;
		screen_pop(ui);
		if (yes_no)
			return answer(ui, &copy, key) ? KEY_TAKEN : KEY_QUIT;
		accept(ui, &copy);
		return KEY_TAKEN;
	}
	/* The line is edited as a lesson's answer is (answer.h). */
	enum line_erase erase;
	if (keys_line_erase(KEYMAP_PROMPT, key, &erase))
		answer_line_erase(p->input, erase);
	else if ((key >= ' ' && key < 127) || (key >= 128 && key < 256))
		/* Bytes of 128 and over are a UTF-8 name's, one at a time.
		 * Full: draw_prompt says so in place of the cursor. */
		answer_line_type(p->input, sizeof p->input, (char)key);
	return KEY_TAKEN;
}

/* The label and what was typed, with its end in sight: a long path
 * scrolls, and "..." stands for what went off the left.  What was typed
 * is shown as typed (no symbols for >=), and a byte that is no character
 * in this locale (half a UTF-8 character, so far) as '?' (to_wide). */
static void draw_prompt(struct ui *ui, struct screen *s)
{
	const struct prompt *p = (const struct prompt *)s;
	static wchar_t shown[sizeof p->input + 80];
	size_t len = strlen(p->input), n = to_wide(p->input, shown, sizeof p->input + 1);
	/* The cursor, or why nothing more is taken. */
	wchar_t full[80];
	/* TRANSLATORS: in place of the cursor when the line holds the
	 * longest path (note the space before). */
	to_wide(_(" [that is as long as a path can be]"), full, sizeof full / sizeof full[0]);
	if (len + 1 < sizeof p->input)
		shown[n++] = L'_';
	for (size_t i = 0; len + 1 == sizeof p->input && full[i]; i++)
		shown[n++] = full[i];
	char label[2 * sizeof p->label];
	symbolize(ui, p->label, label, sizeof label);        /* as put() draws it */
	int x = text_width(label) + 1, room = COLS - x;
	size_t from = n > (size_t)room && room > 3 ? n - (size_t)room + 3 : 0;
	attron(A_REVERSE);
	mvhline(LINES - 1, 0, ' ', COLS);
	put(ui, LINES - 1, 0, COLS, "%s", p->label);
	if (from)
		mvaddstr(LINES - 1, x, "...");
	if (room > 3)
		mvaddnwstr(LINES - 1, x + (from ? 3 : 0), shown + from, (int)(n - from));
	attroff(A_REVERSE);
}

static const struct screen_ops prompt_ops = {
	.name = "prompt",
	.keymap = KEYMAP_PROMPT,
	.overlay = true,
	.draw = draw_prompt,
	.key = prompt_key,
	.free = free_screen,
};

bool quit_asks(struct ui *ui)
{
	if (!ui->source.editing || !edit_dirty(&ui->source.edit))
		return false;
	char label[256];
	if (ui->source.file)
		/* TRANSLATORS: a prompt: %s is the tree's file; y and n are the
		 * keys, which stay as they are. */
		snprintf(label, sizeof label, _("Quit and lose the changes to %.180s? y: quit  n: stay"),
			 ui->source.file);
	else
		/* TRANSLATORS: a prompt; y and n are the keys, which stay as
		 * they are. */
		snprintf(label, sizeof label, "%s", _("Quit and lose the changes to the tree? y: quit  "
						      "n: stay"));
	open_prompt(ui, PROMPT_QUIT, label);
	return true;
}
