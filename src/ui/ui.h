/* ui.h - the stepper's screens and what they share.
 *
 * The stepper is a stack of screens (see "Screens" below); struct ui is
 * what every screen shares.  Which file does what:
 *   stepper.c     the stack, go() and the moves, switching, reloading
 *   screen_step.c the step screen: the keys of stepping
 *   view_panels.c the step screen's layout: title, code, stack, PV table,
 *                 narration (the lesson and practice screens draw it too)
 *   view_lesson.c the lesson screen: its panel, questions and answers
 *   view_practice.c the practice screen: answers on the tree, grading
 *   view_split.c  the split view
 *   view_edit.c   changing the tree, and the select and prompt overlays
 *   keys.c        every key binding, the footer hints, the help screen
 *   view_tree.c   the tree, in the textbook and the outline layout
 *   term.c        the terminal: curses, colours, glyphs, text and wrapping
 *   term_check.c  whether the terminal can show the stepper at all
 *   script.c      the same stepper on a virtual screen, driven by a file
 * Nothing here runs a search or reads a file: runs.c, state.c, narrate.c
 * and lesson_session.c do, and are tested without curses. */
#ifndef TREESTEP_UI_H
#define TREESTEP_UI_H

#define NCURSES_WIDECHAR 1
#include <curses.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>

#include "out/layout.h"
#include "teach/lesson.h"
#include "teach/lesson_session.h"
#include "teach/practice.h"
#include "teach/results.h"
#include "teach/edit.h"
#include "tree/load.h"
#include "replay/runs.h"
#include "replay/state.h"

#define MIN_COLS 80
#define MIN_LINES 24

/* What a key does.  keys.c binds keys to these, per keymap. */
enum action {
	ACT_NEXT, ACT_PREV, ACT_FIRST, ACT_LAST, ACT_PAGE_DOWN, ACT_PAGE_UP,
	ACT_NEXT_EVENT, ACT_PREV_EVENT, ACT_PLAY, ACT_FASTER, ACT_SLOWER,
	ACT_NEXT_ALGO, ACT_ALGO, ACT_VIEW, ACT_CODE, ACT_OUTLINE, ACT_RELOAD,
	ACT_LESSON_PANEL, ACT_CONTINUE, ACT_SPLIT, ACT_HELP, ACT_QUIT,
	ACT_ZOOM, ACT_LEAVES, ACT_WINDOWS, ACT_NODE_TYPES, ACT_PAN_LEFT, ACT_PAN_RIGHT, ACT_PAN_UP, ACT_PAN_DOWN, ACT_FOLLOW,
	ACT_FIND, ACT_SELECT, ACT_EDIT, ACT_MOVE_LEFT, ACT_MOVE_RIGHT, ACT_ADD_LEAF, ACT_DELETE,
	ACT_UNDO, ACT_REDO, ACT_WRITE, ACT_EXPORT, ACT_TABLE, ACT_PV_WAY,
	ACT_SEL_PARENT, ACT_SEL_CHILD, ACT_SEL_PREV, ACT_SEL_NEXT, ACT_SEL_DONE,
	ACT_PROMPT_OK, ACT_PROMPT_CANCEL,
	ACT_MARK_NEVER, ACT_MARK_HIGH, ACT_ANSWER_VALUE, ACT_SUBMIT, ACT_DEAL,
	ACT_ANSWER_WINDOW, ACT_ANSWER_LEAVES, ACT_ANSWER_CUTOFFS,
	ACT_ANSWER, ACT_SKIP, ACT_ERASE, ACT_ERASE_WORD, ACT_ERASE_LINE,
	ACT_SCROLL_DOWN, ACT_SCROLL_UP,
};

/* The keymaps: which keys mean what depends on what is on screen. */
enum keymap {
	KEYMAP_STEP, KEYMAP_SPLIT, KEYMAP_LESSON, KEYMAP_HELP, KEYMAP_SELECT, KEYMAP_PROMPT,
	KEYMAP_PRACTICE, KEYMAP_COUNT
};

/* A line of input at the bottom of the screen: a name to find, a value,
 * a file name, or a yes or no. */
enum prompt_kind {
	PROMPT_FIND, PROMPT_VALUE, PROMPT_FILE, PROMPT_OVERWRITE, PROMPT_SAME_FILE,
	PROMPT_CHANGED, PROMPT_QUIT, PROMPT_PRACTICE,
};

enum colour { C_PATH = 1, C_CURRENT, C_PRUNED, C_DONE, C_TITLE, C_CHANGED, C_MESSAGE };

/* Every line and mark the stepper draws, in UTF-8 and in ASCII. */
struct glyphs {
	const char *max, *min;          /* a node's side */
	const char *chance;             /* a chance node */
	const char *hline, *vline;      /* rules and the split view's divider */
	const char *corner_left, *corner_right, *tee_down, *tee_up, *cross;
	const char *tee_right, *tee_left;       /* a parent over its first or last child */
	const char *cut_edge;           /* a pruned child's edge */
	const char *empty_cell;         /* an unused cell of the PV table */
	const char *times;              /* "x2": searched twice */
	const char *fold;               /* after a folded node: more below */
	const char *horizon;            /* the line under a node where the search stops */
};

/* How much of each node the tree shows: fit picks the largest level at
 * which the whole tree fits, folding subtrees off the current path when
 * none does. */
enum zoom { ZOOM_FIT, ZOOM_FULL, ZOOM_COMPACT, ZOOM_TINY, ZOOM_COUNT };

/* The picture of the tree in one area of the screen, remade when the area,
 * the zoom or (while folding) the current node changes. */
struct tree_view {
	struct layout l;
	bool made;
	enum zoom level;        /* the level drawn: never ZOOM_FIT */
	bool dense;             /* compact without a name row: names beside the labels */
	bool outline;
	enum zoom asked;        /* what it was made for */
	enum view view;
	int cols, rows;
	int fold_depth;         /* folding at this distance from the path; 0: none */
	int shape;              /* the index in view_tree.c's shapes[] of the picture made */
	node_id fold_at;        /* the node whose path stays open */
	int scroll_x, scroll_y; /* as last drawn */
	int top, x0;            /* where it was last drawn, for clicks */
	bool panning;           /* Shift+arrows moved it; f follows the search again */
	int pan_x, pan_y;
	/* tree_rows_wanted's answers, and what they were for. */
	int want_rows, want_cols;
	int want_least;         /* the fewest rows of a picture with names */
	enum zoom want_zoom;
	enum view want_view;
	bool want_windows;
	bool windows;           /* made with the windows written */
	bool want_types;
	bool types;             /* made with a row for the node types */
};

enum code_panel { CODE_OFF, CODE_WITH_TREE, CODE_ONLY };

/* The terminal: what the text and lines are drawn with. */
struct look {
	bool utf8, colour;
	const struct glyphs *g;
};

/* How trees and panels are shown, the same on every screen that shows
 * them: the keys that change these work on each of them. */
struct show {
	enum view view;                 /* v: max/min or negamax */
	enum code_panel code;           /* c */
	bool outline;                   /* o */
	enum zoom zoom;                 /* z */
	bool hide_leaves;               /* L: leaf values only once evaluated */
	bool windows;                   /* W: each parent's (alpha, beta) under its value */
	bool types;                     /* N: each node's type, PV, CUT or ALL, expected
	                                   and found (replay/nodetype.h) */
	int pv_way;                     /* P: how the PV panel collects the PV (pvways.h) */
	bool table;                     /* T: the transposition table in place of the PV
	                                   panel, on a screen too narrow for both */
};

/* Where the tree came from, and its edit.  text is what the tree on
 * screen was loaded from: an edit starts from it, never from the file read
 * again (which may hold another tree by now).  For a file it is also what
 * the file held when it was read or last written, and stamp the file's
 * stamp then: w compares both with the file on disk before writing over
 * it. */
struct tree_source {
	char *file;                     /* what r reloads: the path the tree was found at */
	char *text;
	size_t text_len;
	struct file_stamp stamp;
	bool wrote_file;                /* text is what w wrote, not what was read */
	struct edit edit;
	bool editing;                   /* edit is open */
};

/* ---- Screens ------------------------------------------------------------------
 *
 * Every mode a student meets is a screen: the step screen, a lesson, a
 * practice, the split view, the help, and the edit's overlays (selecting
 * a node, a line of input).  A screen is its state, a struct that begins
 * with struct screen, and a table of operations, as in tig's view_ops.
 * The screens on show are a stack: the bottom one is the session's (step,
 * lesson or practice), and the split view, the help and the overlays go
 * on top of it and come off again.  A key goes to the top screen, and a
 * screen that does not take it passes it down; the screens are drawn from
 * the topmost that fills the screen up.  Every change of step goes through
 * go(), which asks each screen's navigate where the move may go: a lesson
 * stops at a question's step, a practice refuses every move until it is
 * graded, whichever screen the key was pressed on. */
enum key_result { KEY_TAKEN, KEY_PASS, KEY_QUIT };

struct ui;
struct screen;
struct screen_ops {
	const char *name;
	/* Its rows of bindings[] (keys.c): what the footer hints show.  help
	 * lists the keymaps its help screen shows, ending in KEYMAP_COUNT. */
	enum keymap keymap;
	const enum keymap *help;
	bool overlay;                   /* drawn over the screen below it */
	bool any_size;                  /* drawn on a terminal below the smallest size */
	void (*draw)(struct ui *ui, struct screen *s);
	enum key_result (*key)(struct ui *ui, struct screen *s, int key);
	/* Where a move of st toward target may go: target, a step before it,
	 * or st->step to refuse.  NULL: anywhere. */
	int (*navigate)(struct ui *ui, struct screen *s, const struct state *st, int target);
	/* The tree was replaced (a reload, an edit, a new practice tree):
	 * forget what was made for the old one.  NULL: nothing to forget. */
	bool (*tree_changed)(struct ui *ui, struct screen *s);
	/* A node's label, as the tree will draw it (written: a leaf's value
	 * from the file, not yet searched), may be replaced: a practice's
	 * answers, a "?" for what a question asks.  NULL: as drawn. */
	void (*relabel)(const struct ui *ui, const struct screen *s, node_id n, char *label,
			size_t len, bool *written);
	void (*free)(struct ui *ui, struct screen *s);
	/* The bottom screens (step, lesson, practice) draw the step screen's
	 * layout with a panel of their own under the tree: how many rows it
	 * wants (standard: the stack's), and drawing it.  hides_search: the
	 * narration and the keys that step are kept back. */
	int (*panel_rows)(struct ui *ui, struct screen *s, int standard);
	void (*draw_panel)(struct ui *ui, struct screen *s, int top, int rows);
	bool (*hides_search)(const struct ui *ui, const struct screen *s);
	/* Footer hints of its own, before the step screen's.  NULL: none. */
	const char *(*hints)(const struct ui *ui, const struct screen *s);
	/* Is the key of action a hinted on this screen (NULL: all are)?
	 * screen is the struct screen. */
	bool (*key_shown)(enum action a, const void *screen);
};
struct screen {
	const struct screen_ops *ops;
};

/* The bottom screens' common part: the picture of the tree, whether the
 * code covers it, and autoplay. */
struct stepping {
	struct screen screen;
	struct tree_view tv;
	bool tree_shown;                /* the code panel did not cover the tree */
	bool playing;
	int delay;                      /* index into play_delays[] */
	int vs_algo;                    /* the split view's right side, when it was last open */
	struct results results;         /* --results, in a lesson or practice */
	int text_scroll;                /* J/K: lines of the narration scrolled off */
	int text_step;                  /* ... at this step (another starts at the top) */
};

#define SCREEN_DEPTH 6

/* What every screen shares. */
struct ui {
	struct tree *tree;
	struct tree_source source;
	struct runs *runs;              /* every algorithm's trace on this tree: own_runs,
	                                   or in a lesson the lesson's */
	struct runs own_runs;
	int algo;                       /* index into algorithms[] */
	struct state st;
	struct look look;
	struct show show;
	node_id sel;                    /* the node selected, or -1 */
	char message[LOAD_ERROR_MAX + 64];
	struct screen *stack[SCREEN_DEPTH];     /* stack[0]: the session's screen */
	int depth;
	/* What every picture of this tree may reuse, whichever screen or
	 * half draws it (view_tree.c): made with the stepper, emptied with
	 * the rest of what is built for a tree when it changes. */
	struct pictures *pictures;
	bool unrecorded;                /* stepper_settle has yet to record the search */
};

/* term.c */
void term_start(struct ui *ui);         /* after newterm: modes, mouse, colours */
void term_set_locale(struct ui *ui);
attr_t colour(const struct ui *ui, enum colour c);
int text_width(const char *s);
/* s as at most cap - 1 wide characters, for drawing: a byte that starts
 * no character of the locale, or a character that cannot be shown, is
 * '?'.  Returns how many. */
size_t to_wide(const char *s, wchar_t *w, size_t cap);
void put_clipped(int y, int x, int x0, int x1, const char *s);
void put(const struct ui *ui, int y, int x, int x1, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
void put_wrapped(const struct ui *ui, int y, int rows, int x, int x1, const char *raw);
void put_wrapped_from(const struct ui *ui, int y, int rows, int skip, int x, int x1,
		      const char *raw);
int wrapped_lines(const struct ui *ui, const char *raw, int width);
void symbolize(const struct ui *ui, const char *in, char *out, size_t len);
void hrule(const struct ui *ui, int y, int x0, int x1);
void message_line(const struct ui *ui, const char *hint);
void put_hints(const struct ui *ui, int y, int x0, int x1, const char *hint);
int term_run(struct ui *ui);            /* the stepper's loop on the terminal */

/* keys.c: the bindings, and the help screen */
struct binding;
const struct binding *binding_for(enum keymap m, int key);
enum action binding_action(const struct binding *b);
/* Every key code keymap m binds (the digits as '1' to '9'), at most max. */
int keys_codes(enum keymap m, int *codes, int max);
void keys_label(int code, char *buf, size_t len);      /* "Left", "C-r", "q" */
void keys_hints(enum keymap m, bool playing, char *buf, size_t len);
/* The same, leaving out the keys of the actions for which shown says no
 * (practice shows only the keys of what it asks). */
void keys_hints_of(enum keymap m, bool playing, bool (*shown)(enum action, const void *),
		   const void *arg, char *buf, size_t len);
void keys_list(enum keymap m, const char *lead, char *buf, size_t len);
int key_code(const char *name);         /* script.c: "Right" -> KEY_RIGHT, or -1 */
const char *keys_name_of(enum keymap m, enum action a);        /* for messages */
/* What key erases from a line of input in keymap m (Backspace, Ctrl-W,
 * Ctrl-U), the same for a lesson's answer and the prompt; false: none. */
bool keys_line_erase(enum keymap m, int key, enum line_erase *what);
bool help_open(struct ui *ui);

/* view_tree.c */
void draw_tree(const struct ui *ui, struct tree_view *tv, const struct state *st,
	       const struct state *other, int top, int rows, int x0, int x1);
node_id node_at(const struct ui *ui, const struct tree_view *tv, int y, int x);
void tree_view_forget(struct tree_view *tv);    /* remade at the next draw */
/* The rows the tree's picture needs at the largest level that fits cols:
 * what the step screen leaves it before any text has to scroll; and the
 * fewest rows of a picture that fits cols with names, what a lesson's
 * text may take it down to. */
int tree_rows_wanted(const struct ui *ui, struct tree_view *tv, int cols);
int tree_rows_least(const struct ui *ui, struct tree_view *tv, int cols);
void tree_view_free(struct tree_view *tv);
const char *zoom_name(enum zoom z);
/* The sizes of the tree's shapes and its last picture, kept for every
 * view of one tree: NULL when out of memory (each view then works them
 * out itself).  pictures_forget empties it for another tree. */
struct pictures *pictures_new(void);
void pictures_forget(struct pictures *p);
void pictures_free(struct pictures *p);

/* view_panels.c: the bottom screens' layout */
void draw_step(struct ui *ui, struct screen *s);
void draw_stack(const struct ui *ui, const struct state *st, int top, int rows, int x0, int x1);
/* The stack and the PV table (and the transposition table, when there is
 * one and room): the step screen's own panel. */
void draw_search_panels(struct ui *ui, int top, int rows, int x0, int x1);
int panel_rows(void);
void draw_pvtable(const struct ui *ui, const struct state *st, int top, int rows, int x0, int x1);

/* screen_step.c: the step screen, whose keys the lesson and practice
 * screens share */
extern const struct screen_ops step_ops;
struct screen *step_screen_new(void);
enum key_result step_key(struct ui *ui, struct screen *s, int key);
enum key_result step_key_fixed_tree(struct ui *ui, struct screen *s, int key, const char *refusal);
bool stepping_tree_changed(struct ui *ui, struct screen *s);
void pan(struct ui *ui, struct tree_view *tv, enum action a);

/* view_split.c: the split view */
bool split_open(struct ui *ui, int vs_algo);
const struct state *split_other(const struct ui *ui);   /* its right half, or NULL */
const struct tree_view *split_picture(const struct ui *ui, int half);
/* For the tests: the nodes "only here" lists for a half (0: the left) as
 * last drawn, one flag a node in marks (NULL: not wanted); how many. */
long split_only(const struct ui *ui, int half, unsigned char *marks);

/* view_lesson.c: the lesson screen */
struct screen *lesson_screen_new(struct lesson *l, const struct results *r);
const struct stop *open_question(const struct ui *ui);
const struct lesson_session *lesson_session_of(const struct ui *ui);    /* or NULL */

/* view_practice.c: the practice screen */
struct screen *practice_screen_new(struct practice *p, const struct results *r);
const struct practice *practice_of(const struct ui *ui);                /* or NULL */
void practice_set_answer(struct ui *ui, const char *text);
/* --results: writes the rows of the answers just given (results.h).
 * False when they could not be written; the message line then says so. */
bool results_written(struct ui *ui);
/* --results: answers lost during the session are said again at exit. */
int screen_results_finish(struct ui *ui, int status);

/* script.c: a virtual screen of cols x rows that writes nowhere, for
 * script mode, the benchmark and the fuzzer; and its text. */
SCREEN *vscreen_open(int cols, int rows);
void vscreen_close(SCREEN *s);
void vscreen_dump(FILE *out);
int script_run(struct ui *ui, const char *file, int cols, int rows);

/* view_edit.c: changing the tree, and the overlays that select a node and
 * take a line of input */
bool need_selection(struct ui *ui);     /* false, saying how to select, when none is */
bool edit_action(struct ui *ui, enum action a);  /* false: not an editing key */
void select_open(struct ui *ui);
/* A line of input: what Enter does with it is kind's. */
void prompt_open(struct ui *ui, enum prompt_kind kind, const char *label, const char *input);
bool quit_asks(struct ui *ui);                  /* true: a question about unsaved edits */

/* stepper.c: the stack of screens, moving, switching, reloading */
void go(struct ui *ui, int target);
/* Where a move of st toward target may go, asked of every screen. */
int allowed_step(struct ui *ui, const struct state *st, int target);
bool switch_algorithm(struct ui *ui, int index, bool from_start);
bool rebuild(struct ui *ui, const struct trace_point *at);
void reload(struct ui *ui);
bool screen_push(struct ui *ui, struct screen *s);     /* false: out of memory (s freed) */
void screen_pop(struct ui *ui);
struct screen *screen_top(const struct ui *ui);
struct screen *screen_below(const struct ui *ui, const struct screen *s);
/* The screen of ops on the stack, or NULL. */
struct screen *screen_find(const struct ui *ui, const struct screen_ops *ops);
struct stepping *stepping_of(const struct ui *ui);      /* stack[0] */
/* The session's screen replaced (a new practice tree): everything made
 * for the old tree is made again. */
bool tree_replaced(struct ui *ui);
void relabel(const struct ui *ui, node_id n, char *label, size_t len, bool *written);
bool stepper_start(struct ui *ui, struct screen *base, int algo, int vs);
/* Once the first screen is up, before the first key: what makes the
 * jumps quick is recorded (stepper.c says what). */
void stepper_settle(struct ui *ui);
int play_faster(struct ui *ui, int by);         /* autoplay's new delay, in ms */
void stepper_draw(struct ui *ui);
bool stepper_key(struct ui *ui, int key);       /* false: quit */
void stepper_tick(struct ui *ui);               /* autoplay's clock */
int stepper_delay(const struct ui *ui);         /* ms to the next tick, or -1 */
void stepper_free(struct ui *ui);

#endif
