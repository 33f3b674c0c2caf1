/* keys.c - every key of the stepper, described once, and the help screen.
 *
 * bindings[] below is the only list of keys: the screens look keys up in
 * it, the help screen lists it, the footer's hints and the split view's
 * "these keys work here" are built from it, and script mode reads key
 * names through key_names[].  A keymap is the set of rows one screen
 * owns (ui.h says what a screen is); its first column names the screen:
 *   STEP      the step screen (screen_step.c); the lesson and practice
 *             screens take these too, after their own
 *   SPLIT     the split view (view_split.c)
 *   LESSON    a lesson's open question (view_lesson.c)
 *   PRACTICE  a practice (view_practice.c)
 *   SELECT    selecting a node with the arrows (view_edit.c)
 *   PROMPT    a line of input (view_edit.c)
 *   HELP      this file's help screen */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/i18n.h"
#include "words/text.h"
#include "ui/ui.h"

#define KEY_DIGITS (-2)         /* stands for the keys 1 to N, N algorithms */
/* There are nine digit keys: an algorithm after the ninth (expectimax)
 * is reached with Tab. */
#define DIGIT_ALGOS (algorithm_count < 9 ? algorithm_count : 9)

struct binding {
	unsigned maps;          /* the keymaps it is in: bits 1 << KEYMAP_... */
	enum action action;
	int codes[6];           /* 0 ends the list; the first is the one hints show */
	const char *help;       /* the help screen; NULL: on the line of the row before */
	const char *hint;       /* the footer; NULL: not there; "": with the row before */
	enum { STEPPING, PLAYING, ALWAYS } when;     /* the footer: in autoplay or not */
};

#define STEP (1u << KEYMAP_STEP)
#define SPLIT (1u << KEYMAP_SPLIT)
#define LESSON (1u << KEYMAP_LESSON)
#define HELP (1u << KEYMAP_HELP)
#define SELECT (1u << KEYMAP_SELECT)
#define PROMPT (1u << KEYMAP_PROMPT)
#define PRACTICE (1u << KEYMAP_PRACTICE)

static const struct binding bindings[] = {
	{ STEP, ACT_PREV, { KEY_LEFT, 'h', 'p', KEY_BACKSPACE, 127, 8 },
	  /* TRANSLATORS: the help screen's line for each key, and the
	   * footer's short word for a group of keys ("step", "events",
	   * "quit"); the keys' names stay as they are. */
	  N_("previous step"), N_("step"), STEPPING },
	{ STEP, ACT_NEXT, { KEY_RIGHT, 'l', ' ', 'n' }, N_("next step"), "", STEPPING },
	{ STEP, ACT_FIRST, { KEY_HOME, 'g' }, N_("first step (step 0)"), NULL, STEPPING },
	{ STEP, ACT_LAST, { KEY_END, 'G' }, N_("last step"), NULL, STEPPING },
	{ STEP, ACT_PAGE_DOWN, { KEY_NPAGE }, N_("10 steps forward or back"), NULL, STEPPING },
	{ STEP, ACT_PAGE_UP, { KEY_PPAGE }, NULL, NULL, STEPPING },
	{ STEP, ACT_PREV_EVENT, { '[' },
	  N_("previous or next cutoff, re-search or root PV change"), N_("events"), STEPPING },
	{ STEP, ACT_NEXT_EVENT, { ']' }, NULL, "", STEPPING },
	{ STEP, ACT_PLAY, { 'a' }, N_("autoplay on/off"), N_("stops"), PLAYING },
	{ STEP, ACT_FASTER, { '+', '=' }, N_("autoplay faster or slower"), N_("faster"),
	  PLAYING },
	{ STEP, ACT_SLOWER, { '-', '_' }, NULL, N_("slower"), PLAYING },
	{ STEP, ACT_NEXT_ALGO, { '\t' }, N_("next algorithm, at the same point of the search"),
	  N_("algorithm"), STEPPING },
	{ STEP, ACT_ALGO, { KEY_DIGITS },
	  N_("that algorithm (see the title bar)"), NULL, STEPPING },
	{ STEP, ACT_VIEW, { 'v' },
	  N_("switch between the max/min and the negamax view"), N_("view"), STEPPING },
	{ STEP, ACT_CODE, { 'c' }, N_("show or hide the code panel"), N_("code"), STEPPING },
	{ STEP, ACT_ZOOM, { 'z' },
	  N_("zoom: fit, full labels, compact (names where they fit), one character a node"), N_("zoom"), STEPPING },
	{ STEP, ACT_LEAVES, { 'L' }, N_("show or hide the leaf values written in the file"),
	  NULL, STEPPING },
	{ STEP, ACT_WINDOWS, { 'W' }, N_("write each parent's (alpha, beta) on the tree, under its "
	  "value"), NULL, STEPPING },
	{ STEP, ACT_NODE_TYPES, { 'N' }, N_("mark each node PV, CUT or ALL, expected and found"), NULL,
	  STEPPING },
	{ STEP, ACT_PAN_LEFT, { KEY_SLEFT }, N_("move the tree (Shift+arrows)"), NULL, STEPPING },
	{ STEP, ACT_PAN_RIGHT, { KEY_SRIGHT }, NULL, NULL, STEPPING },
	{ STEP, ACT_PAN_UP, { KEY_SR }, NULL, NULL, STEPPING },
	{ STEP, ACT_PAN_DOWN, { KEY_SF }, NULL, NULL, STEPPING },
	{ STEP, ACT_FOLLOW, { 'f' }, N_("follow the search again after moving the tree"), NULL,
	  STEPPING },
	{ STEP, ACT_OUTLINE, { 'o' }, N_("switch between the tree and the outline layout"),
	  NULL, STEPPING },
	{ STEP, ACT_RELOAD, { 'r' }, N_("reload the tree file from disk"), NULL, STEPPING },
	{ STEP, ACT_CONTINUE, { '\n', '\r', KEY_ENTER },
	  N_("lesson: the next stop"), NULL, STEPPING },
	{ STEP, ACT_LESSON_PANEL, { 't' }, N_("lesson: its text, or the stack and PV table"),
	  NULL, STEPPING },
	{ STEP, ACT_TABLE, { 'T' }, N_("with --tt: the transposition table, or the PV table "
	  "(both on a wide screen)"), NULL, STEPPING },
	{ STEP, ACT_PV_WAY, { 'P' }, N_("the PV collected another way: triangle, square, a LINE "
	  "per frame, one array, the table, a PV-node table"), NULL, STEPPING },
	{ STEP, ACT_SPLIT, { 's' },
	  N_("split view: two algorithms side by side, visit by visit"),
	  NULL, STEPPING },
	{ STEP | SPLIT, ACT_FIND, { '/' }, N_("select a node by its name (then Enter)"), NULL,
	  STEPPING },
	{ STEP | SPLIT, ACT_SELECT, { 'm' }, N_("select a node with the arrows"), NULL, STEPPING },
	{ STEP | SPLIT, ACT_EDIT, { 'e' }, N_("edit the selected leaf's value"), NULL, STEPPING },
	{ STEP | SPLIT, ACT_MOVE_LEFT, { '<' }, N_("move the selected node left or right among its "
	  "brothers"), NULL, STEPPING },
	{ STEP | SPLIT, ACT_MOVE_RIGHT, { '>' }, NULL, NULL, STEPPING },
	{ STEP | SPLIT, ACT_ADD_LEAF, { 'A' }, N_("add a leaf under the selected node"), NULL,
	  STEPPING },
	{ STEP | SPLIT, ACT_DELETE, { 'D' }, N_("delete the selected node and all below it"), NULL,
	  STEPPING },
	{ STEP | SPLIT, ACT_UNDO, { 'u' }, N_("undo or redo a change of the tree"), NULL, STEPPING },
	{ STEP | SPLIT, ACT_REDO, { 18 }, NULL, NULL, STEPPING },
	{ STEP | SPLIT, ACT_WRITE, { 'w' }, N_("write the changed tree to its file or another"), NULL,
	  STEPPING },
	{ STEP | SPLIT, ACT_EXPORT, { 'X' }, N_("write this step as an SVG picture, for slides"), NULL,
	  STEPPING },
	{ STEP | SPLIT, ACT_SCROLL_DOWN, { 'J' }, N_("read on where a text does not fit: the narration, a "
	  "lesson's text"), NULL, STEPPING },
	{ STEP | SPLIT, ACT_SCROLL_UP, { 'K' }, NULL, NULL, STEPPING },
	{ STEP, ACT_HELP, { '?', KEY_F(1) }, N_("this help"), N_("help"), STEPPING },
	{ STEP, ACT_QUIT, { 'q', 'Q' }, N_("quit"), N_("quit"), ALWAYS },

	{ SPLIT, ACT_PREV, { KEY_LEFT, 'h', 'p', KEY_BACKSPACE, 127, 8 },
	  N_("previous node visit"), N_("visit"), STEPPING },
	{ SPLIT, ACT_NEXT, { KEY_RIGHT, 'l', ' ', 'n' }, N_("next node visit"), "", STEPPING },
	{ SPLIT, ACT_FIRST, { KEY_HOME, 'g' }, N_("before the first visit"), NULL, STEPPING },
	{ SPLIT, ACT_LAST, { KEY_END, 'G' }, N_("both searches finished"), NULL, STEPPING },
	{ SPLIT, ACT_PAGE_DOWN, { KEY_NPAGE },
	  N_("10 visits forward or back"), NULL, STEPPING },
	{ SPLIT, ACT_PAGE_UP, { KEY_PPAGE }, NULL, NULL, STEPPING },
	/* Home and End leave the footer to these, as on the step screen:
	 * 80 columns do not hold both. */
	{ SPLIT, ACT_PREV_EVENT, { '[' }, N_("previous or next cutoff, re-search or root PV "
	  "change of either side"), N_("events"), STEPPING },
	{ SPLIT, ACT_NEXT_EVENT, { ']' }, NULL, "", STEPPING },
	{ SPLIT, ACT_NEXT_ALGO, { '\t' },
	  N_("another algorithm on the right"), N_("right side"), STEPPING },
	{ SPLIT, ACT_ZOOM, { 'z' },
	  N_("zoom: fit, full labels, compact (names where they fit), one character a node"), NULL, STEPPING },
	{ SPLIT, ACT_LEAVES, { 'L' }, N_("show or hide the leaf values written in the file"),
	  NULL, STEPPING },
	{ SPLIT, ACT_VIEW, { 'v' },
	  N_("switch between the max/min and the negamax view"), NULL, STEPPING },
	{ SPLIT, ACT_RELOAD, { 'r' },
	  N_("reload the tree file from disk"), NULL, STEPPING },
	{ SPLIT, ACT_SPLIT, { 's' }, N_("close the split view"), N_("close"), STEPPING },
	{ SPLIT, ACT_HELP, { '?', KEY_F(1) }, N_("this help"), N_("help"), STEPPING },
	{ SPLIT, ACT_QUIT, { 'q', 'Q' }, N_("quit"), N_("quit"), ALWAYS },

	{ LESSON, ACT_ANSWER, { '\n', '\r', KEY_ENTER },
	  N_("answer the question"), N_("answers"), STEPPING },
	{ LESSON, ACT_SKIP, { 27 }, N_("skip it: the answer is shown"), N_("skips"), STEPPING },

	{ PRACTICE, ACT_MARK_NEVER, { 'x' }, N_("mark the selected node: the search never visits it"),
	  N_("never"), STEPPING },
	{ PRACTICE, ACT_ANSWER_VALUE, { 'e' }, N_("type what the selected inner node returns"),
	  N_("returns"), STEPPING },
	{ PRACTICE, ACT_MARK_HIGH, { 'h' }, N_("mark the selected node: its probe fails high"),
	  N_("high"), STEPPING },
	{ PRACTICE, ACT_ANSWER_WINDOW, { 'w' }, N_("type the window the selected inner node is "
	  "entered with (one for each entry)"), N_("window"), STEPPING },
	{ PRACTICE, ACT_ANSWER_LEAVES, { 'l' }, N_("type how many leaves the search evaluates"),
	  N_("leaves"), STEPPING },
	{ PRACTICE, ACT_ANSWER_CUTOFFS, { 'C' }, N_("type the nodes where cutoffs happen, in order"),
	  N_("cutoffs"), STEPPING },
	{ PRACTICE, ACT_SUBMIT, { '\n', '\r', KEY_ENTER }, N_("grade the answers; then the next "
	  "mistake"), N_("grade"), STEPPING },
	{ PRACTICE, ACT_DEAL, { 'n' }, N_("deal the next tree"), N_("next tree"), STEPPING },
	{ PRACTICE, ACT_QUIT, { 'q', 'Q' }, N_("quit"), N_("quit"), ALWAYS },

	{ SELECT, ACT_SEL_PARENT, { KEY_UP }, N_("select the parent or the first child"), NULL,
	  STEPPING },
	{ SELECT, ACT_SEL_CHILD, { KEY_DOWN }, NULL, NULL, STEPPING },
	{ SELECT, ACT_SEL_PREV, { KEY_LEFT }, N_("select the node to the left or right"), NULL,
	  STEPPING },
	{ SELECT, ACT_SEL_NEXT, { KEY_RIGHT }, NULL, NULL, STEPPING },
	{ SELECT, ACT_SEL_DONE, { '\n', '\r', KEY_ENTER, 27, 'm' }, N_("stop selecting"), NULL,
	  STEPPING },

	{ PROMPT, ACT_PROMPT_OK, { '\n', '\r', KEY_ENTER }, N_("take what is typed"), NULL, STEPPING },
	{ PROMPT, ACT_PROMPT_CANCEL, { 27 }, N_("cancel"), NULL, STEPPING },
	/* One line editor for both (answer.h): a lesson's answer and the
	 * prompt erase alike. */
	{ LESSON | PROMPT, ACT_ERASE, { KEY_BACKSPACE, 127, 8 },
	  N_("erase a character"), NULL, STEPPING },
	{ LESSON | PROMPT, ACT_ERASE_WORD, { 23 }, N_("erase the word before the cursor"), NULL,
	  STEPPING },
	{ LESSON | PROMPT, ACT_ERASE_LINE, { 21 }, N_("erase the whole line"), NULL, STEPPING },

	{ HELP, ACT_SCROLL_DOWN, { KEY_DOWN, KEY_NPAGE, 'j' },
	  N_("scroll this help"), N_("scroll"), STEPPING },
	{ HELP, ACT_SCROLL_UP, { KEY_UP, KEY_PPAGE, 'k' }, NULL, "", STEPPING },
};
#define NBINDINGS ((int)(sizeof bindings / sizeof bindings[0]))

static const char *const keymap_names[KEYMAP_COUNT] = {
	/* TRANSLATORS: the help screen's headings, one for each set of
	 * keys. */
	[KEYMAP_STEP] = N_("Stepping"), [KEYMAP_SPLIT] = N_("The split view"),
	[KEYMAP_LESSON] = N_("A lesson's question (other keys type the answer; a click types a node)"),
	[KEYMAP_HELP] = N_("This help"),
	[KEYMAP_SELECT] = N_("Selecting a node (after m; other keys work as always)"),
	[KEYMAP_PROMPT] = N_("A line of input at the bottom (a name, a value, a file)"),
	[KEYMAP_PRACTICE] = N_("Practice (select a node first: click it, / its name, or m)"),
};

/* What keys are called: on the help screen, in hints, and in scripts.
 * Where several codes share a name, script mode sends the first. */
static const struct { int code; const char *name, *hint; } key_names[] = {
	{ KEY_RIGHT, "Right", "->" }, { KEY_LEFT, "Left", "<-" },
	{ KEY_UP, "Up", NULL }, { KEY_DOWN, "Down", NULL },
	{ KEY_SLEFT, "S-Left", NULL }, { KEY_SRIGHT, "S-Right", NULL },
	{ KEY_SR, "S-Up", NULL }, { KEY_SF, "S-Down", NULL },
	{ KEY_HOME, "Home", NULL }, { KEY_END, "End", NULL },
	{ KEY_NPAGE, "PgDn", NULL }, { KEY_PPAGE, "PgUp", NULL },
	{ '\n', "Enter", NULL }, { '\r', "Enter", NULL }, { KEY_ENTER, "Enter", NULL },
	{ 27, "Esc", NULL }, { '\t', "Tab", NULL }, { ' ', "Space", NULL },
	{ KEY_BACKSPACE, "Backspace", NULL }, { 127, "Backspace", NULL }, { 8, "Backspace", NULL },
	{ KEY_F(1), "F1", NULL }, { 18, "C-r", NULL }, { 21, "C-u", NULL }, { 23, "C-w", NULL },
};
#define NKEY_NAMES ((int)(sizeof key_names / sizeof key_names[0]))

static bool binding_has(const struct binding *b, int key)
{
	for (int k = 0; k < 6 && b->codes[k]; k++) {
		if (b->codes[k] == key)
			return true;
		if (b->codes[k] == KEY_DIGITS && key >= '1' && key < '1' + DIGIT_ALGOS)
			return true;
	}
	return false;
}

const struct binding *binding_for(enum keymap m, int key)
{
	for (int i = 0; i < NBINDINGS; i++)
		if ((bindings[i].maps & 1u << m) && binding_has(&bindings[i], key))
			return &bindings[i];
	return NULL;
}

int keys_codes(enum keymap m, int *codes, int max)
{
	int n = 0;
	for (int i = 0; i < NBINDINGS; i++) {
		if (!(bindings[i].maps & 1u << m))
			continue;
		for (int k = 0; k < 6 && bindings[i].codes[k]; k++) {
			if (bindings[i].codes[k] != KEY_DIGITS && n < max)
				codes[n++] = bindings[i].codes[k];
			for (int d = 0; bindings[i].codes[k] == KEY_DIGITS && d < DIGIT_ALGOS &&
			     n < max; d++)
				codes[n++] = '1' + d;
		}
	}
	return n;
}

enum action binding_action(const struct binding *b)
{
	return b->action;
}

int key_code(const char *name)
{
	for (int i = 0; i < NKEY_NAMES; i++)
		if (strcmp(key_names[i].name, name) == 0)
			return key_names[i].code;
	return -1;
}

/* A key's name; hints prefer the short arrows. */
static void key_label(int code, bool hint, char *buf, size_t len)
{
	if (code == KEY_DIGITS) {
		snprintf(buf, len, "1-%d", DIGIT_ALGOS);
		return;
	}
	for (int i = 0; i < NKEY_NAMES; i++)
		if (key_names[i].code == code) {
			snprintf(buf, len, "%s", hint && key_names[i].hint ? key_names[i].hint :
				 key_names[i].name);
			return;
		}
	snprintf(buf, len, "%c", code);
}

void keys_label(int code, char *buf, size_t len)
{
	key_label(code, false, buf, len);
}

/* All the names of a row's keys, each once: "Left h p Backspace". */
static void append_keys(char *buf, size_t len, const struct binding *b)
{
	char name[16], done[6][16];
	int ndone = 0;
	for (int k = 0; k < 6 && b->codes[k]; k++) {
		key_label(b->codes[k], false, name, sizeof name);
		bool seen = false;
		for (int j = 0; j < ndone; j++)
			seen |= strcmp(done[j], name) == 0;
		if (seen)
			continue;
		snprintf(done[ndone++], sizeof done[0], "%s", name);
		text_append(buf, len, "%s%s", *buf ? " " : "", name);
	}
}

/* The footer: "<- -> step  [ ] events  ...  q quit".  A row with a word
 * starts a group; the rows after it with "" add their keys to it.  In
 * autoplay only the keys that steer it. */
void keys_hints(enum keymap m, bool playing, char *buf, size_t len)
{
	keys_hints_of(m, playing, NULL, NULL, buf, len);
}

void keys_hints_of(enum keymap m, bool playing, bool (*shown)(enum action, const void *),
		   const void *arg, char *buf, size_t len)
{
	char name[16];
	const char *word = NULL;
	*buf = '\0';
	if (playing)
		/* TRANSLATORS: the footer in autoplay, before the keys that
		 * steer it. */
		text_append(buf, len, "%s", _("Autoplay:"));
	for (int i = 0; i < NBINDINGS; i++) {
		const struct binding *b = &bindings[i];
		if (!(b->maps & 1u << m) || !b->hint)
			continue;
		if (b->when != ALWAYS && (b->when == PLAYING) != playing)
			continue;
		if (shown && !shown(b->action, arg))
			continue;
		key_label(b->codes[0], true, name, sizeof name);
		if (*b->hint) {
			if (word)
				text_append(buf, len, " %s", _(word));
			text_append(buf, len, "%s%s", *buf ? "  " : "", name);
			word = b->hint;
		} else {
			text_append(buf, len, " %s", name);
		}
	}
	if (word)
		text_append(buf, len, " %s", _(word));
}

const char *keys_name_of(enum keymap m, enum action a)
{
	/* A few at once, so that one message can name several keys. */
	static char names[4][16];
	static int next;
	char *name = names[next++ % 4];
	for (int i = 0; i < NBINDINGS; i++)
		if ((bindings[i].maps & 1u << m) && bindings[i].action == a) {
			key_label(bindings[i].codes[0], false, name, sizeof names[0]);
			return name;
		}
	return "?";
}

bool keys_line_erase(enum keymap m, int key, enum line_erase *what)
{
	const struct binding *b = binding_for(m, key);
	switch (b ? b->action : ACT_QUIT) {
	case ACT_ERASE:
		*what = LINE_ERASE_CHAR;
		return true;
	case ACT_ERASE_WORD:
		*what = LINE_ERASE_WORD;
		return true;
	case ACT_ERASE_LINE:
		*what = LINE_ERASE_ALL;
		return true;
	default:
		return false;
	}
}

/* "lead arrows, Home, End, ...": the keys of a keymap, for a message. */
void keys_list(enum keymap m, const char *lead, char *buf, size_t len)
{
	char name[16];
	snprintf(buf, len, "%s", lead);
	bool first = true;
	for (int i = 0; i < NBINDINGS; i++)
		if ((bindings[i].maps & 1u << m) && bindings[i].action != ACT_QUIT) {
			key_label(bindings[i].codes[0], false, name, sizeof name);
			text_append(buf, len, "%s%s", first ? " " : ", ", name);
			first = false;
		}
	text_append(buf, len, ".");
}

/* ---- The help screen ------------------------------------------------------- */

/* The help: the keys of the screen it was opened from (below), each of the
 * keymaps that screen lists, then the legend.  top: its first line on
 * screen. */
struct help {
	struct screen screen;
	const struct screen *below;
	int top;
};

/* The help's lines, whatever fits on screen. */
static int help_lines(const struct ui *ui, const struct help *h, char lines[][320],
		      bool *heading, int max)
{
	const struct screen_ops *ops = h->below->ops;
	enum keymap only[] = { ops->keymap, KEYMAP_COUNT };
	const enum keymap *maps = ops->help ? ops->help : only;
	int n = 0;
	char keys[64];
#define LINE(bold, ...) do { if (n < max) { heading[n] = bold; \
	snprintf(lines[n++], sizeof lines[0], __VA_ARGS__); } } while (0)
	for (int m = 0; maps[m] != KEYMAP_COUNT; m++) {
		LINE(true, "%s", _(keymap_names[maps[m]]));
		for (int i = 0; i < NBINDINGS; i++) {
			const struct binding *b = &bindings[i];
			if (!(b->maps & 1u << maps[m]) || !b->help)
				continue;
			keys[0] = '\0';
			append_keys(keys, sizeof keys, b);
			for (int j = i + 1; j < NBINDINGS && bindings[j].maps == b->maps &&
			     !bindings[j].help; j++)
				append_keys(keys, sizeof keys, &bindings[j]);
			LINE(false, "%-20s %s", keys, _(b->help));
		}
		LINE(false, "%s", "");
	}
	/* TRANSLATORS: the help's last heading, over what the tree's marks
	 * say. */
	LINE(true, "%s", _("On the tree"));
	/* TRANSLATORS: %1$s, %2$s and %3$s are the marks of MAX, MIN and
	 * chance nodes (a triangle up, a triangle down, a diamond). */
	LINE(false, _("%1$s MAX node   %2$s MIN node   %3$s chance node   bold: on the search "
		      "stack   reverse: current node"), ui->look.g->max, ui->look.g->min,
	     ui->look.g->chance);
	/* TRANSLATORS: "cut" is the mark written on the tree under a pruned
	 * node, which stays as it is; %s2 is the mark of a node searched
	 * twice ("x2"). */
	LINE(false, _("dim: not reached yet   cut: pruned   %s2: searched twice"),
	     ui->look.g->times);
	LINE(false, "%s", _("a click on a node jumps to the step where the search enters it"));
	char legend[256] = "";
	for (int i = 0; i < algorithm_count; i++)
		if (i < DIGIT_ALGOS)
			text_append(legend, sizeof legend, "%s%d %s", i ? "  " : "", i + 1,
				    algorithms[i].name);
		else            /* no digit key: Tab reaches it, where it can search */
			text_append(legend, sizeof legend, "  Tab %s", algorithms[i].name);
	LINE(false, "%s", legend);
#undef LINE
	return n;
}

#define HELP_MAX_LINES 128

static void draw_help(struct ui *ui, struct screen *s)
{
	struct help *h = (struct help *)s;
	static char lines[HELP_MAX_LINES][320];
	static bool heading[HELP_MAX_LINES];
	char hint[256];
	int n = help_lines(ui, h, lines, heading, HELP_MAX_LINES), rows = LINES - 2;
	if (h->top > n - rows)
		h->top = n - rows > 0 ? n - rows : 0;
	attron(A_BOLD);
	/* TRANSLATORS: the help screen's title. */
	put(ui, 0, 2, COLS, "%s", _("treestep keys"));
	attroff(A_BOLD);
	for (int r = 0; r < rows && h->top + r < n; r++) {
		int i = h->top + r;
		if (heading[i])
			attron(A_BOLD);
		put(ui, 1 + r, 2, COLS, "%s", lines[i]);
		if (heading[i])
			attroff(A_BOLD);
	}
	keys_hints(KEYMAP_HELP, false, hint, sizeof hint);
	attron(A_DIM);
	if (n > rows)
		/* TRANSLATORS: the help's footer: %1$s is the keys that scroll
		 * it, %2$d-%3$d the lines shown, %4$d all of them. */
		put(ui, LINES - 1, 0, COLS, _("%1$s  any other key closes this help (lines %2$d-%3$d "
					      "of %4$d)"), hint, h->top + 1, h->top + rows, n);
	else
		put(ui, LINES - 1, 0, COLS, "%s", _("any key closes this help"));
	attroff(A_DIM);
}

/* The help scrolls with its own keys; any other key closes it. */
static enum key_result help_key(struct ui *ui, struct screen *s, int key)
{
	struct help *h = (struct help *)s;
	const struct binding *b = binding_for(KEYMAP_HELP, key);
	if (!b)
		screen_pop(ui);
	else if (binding_action(b) == ACT_SCROLL_DOWN)
		h->top += key == KEY_NPAGE ? LINES - 2 : 1;
	else if (h->top > 0)
		h->top -= key == KEY_PPAGE ? (h->top < LINES - 2 ? h->top : LINES - 2) : 1;
	return KEY_TAKEN;
}

static void help_free(struct ui *ui, struct screen *s)
{
	(void)ui;
	free(s);
}

static const struct screen_ops help_ops = {
	.name = "help",
	.keymap = KEYMAP_HELP,
	.any_size = true,
	.draw = draw_help,
	.key = help_key,
	.free = help_free,
};

bool help_open(struct ui *ui)
{
	struct help *h = calloc(1, sizeof *h);
	if (!h)
		return false;
	h->screen.ops = &help_ops;
	/* The keys of the screen under any overlay: selecting a node is a
	 * moment of the step screen, not a screen of keys of its own. */
	h->below = screen_top(ui);
	while (h->below->ops->overlay && screen_below(ui, h->below))
		h->below = screen_below(ui, h->below);
	return screen_push(ui, &h->screen);
}
