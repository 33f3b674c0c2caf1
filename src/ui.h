/* ui.h - the stepper's own state, shared by the files that draw it.
 *
 * The stepper is a few screens (stepping, the split view, help), each a
 * pair of functions in screens[] (stepper.c): one draws, one takes a key.
 * One value, ui->screen, says which is up.  Underneath:
 *   term.c        the terminal: curses, colours, glyphs, text and wrapping
 *   term_check.c  whether the terminal can show the stepper at all
 *   keys.c        every key binding, the help screen and the footer hints
 *   view_tree.c   the tree, in the textbook and the outline layout
 *   view_panels.c the step screen: title, code, stack, PV table, narration
 *   view_split.c  the split view
 *   view_lesson.c the lesson panel and typing an answer
 *   stepper.c     moving through the steps, switching, reloading
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

#include "layout.h"
#include "lesson.h"
#include "lesson_session.h"
#include "practice.h"
#include "results.h"
#include "edit.h"
#include "load.h"
#include "runs.h"
#include "state.h"

#define MIN_COLS 80
#define MIN_LINES 24
#define TEXT_ROWS 6             /* rule, counters, cut condition, narration (2), keys */
#define NARRATION_MAX_ROWS 3    /* the single view gives a long reason a third line */

/* What a key does.  keys.c binds keys to these, per keymap. */
enum action {
	ACT_NEXT, ACT_PREV, ACT_FIRST, ACT_LAST, ACT_PAGE_DOWN, ACT_PAGE_UP,
	ACT_NEXT_EVENT, ACT_PREV_EVENT, ACT_PLAY, ACT_FASTER, ACT_SLOWER,
	ACT_NEXT_ALGO, ACT_ALGO, ACT_VIEW, ACT_CODE, ACT_OUTLINE, ACT_RELOAD,
	ACT_LESSON_PANEL, ACT_CONTINUE, ACT_SPLIT, ACT_HELP, ACT_QUIT,
	ACT_ZOOM, ACT_LEAVES, ACT_PAN_LEFT, ACT_PAN_RIGHT, ACT_PAN_UP, ACT_PAN_DOWN, ACT_FOLLOW,
	ACT_FIND, ACT_SELECT, ACT_EDIT, ACT_MOVE_LEFT, ACT_MOVE_RIGHT, ACT_ADD_LEAF, ACT_DELETE,
	ACT_UNDO, ACT_REDO, ACT_WRITE, ACT_EXPORT, ACT_TABLE, ACT_PV_WAY,
	ACT_SEL_PARENT, ACT_SEL_CHILD, ACT_SEL_PREV, ACT_SEL_NEXT, ACT_SEL_DONE,
	ACT_PROMPT_OK, ACT_PROMPT_CANCEL,
	ACT_MARK_NEVER, ACT_MARK_HIGH, ACT_ANSWER_VALUE, ACT_SUBMIT, ACT_DEAL,
	ACT_ANSWER, ACT_SKIP, ACT_ERASE, ACT_SCROLL_DOWN, ACT_SCROLL_UP,
};

/* The keymaps: which keys mean what depends on what is on screen. */
enum keymap {
	KEYMAP_STEP, KEYMAP_SPLIT, KEYMAP_QUESTION, KEYMAP_HELP, KEYMAP_SELECT, KEYMAP_PROMPT,
	KEYMAP_PRACTICE, KEYMAP_COUNT
};

/* A line of input at the bottom of the screen: a name to find, a value,
 * a file name, or a yes or no. */
enum prompt_kind {
	PROMPT_NONE, PROMPT_FIND, PROMPT_VALUE, PROMPT_FILE, PROMPT_OVERWRITE, PROMPT_SAME_FILE,
	PROMPT_CHANGED, PROMPT_QUIT, PROMPT_PRACTICE,
};
struct prompt {
	enum prompt_kind kind;
	char label[256];
	char input[PATH_MAX];           /* room for any path the system takes */
	char path[PATH_MAX];            /* PROMPT_OVERWRITE: the file to replace */
};

enum ui_screen { SCREEN_STEP, SCREEN_SPLIT, SCREEN_HELP };

enum colour { C_PATH = 1, C_CURRENT, C_PRUNED, C_DONE, C_TITLE, C_CHANGED, C_MESSAGE };

/* Every line and mark the stepper draws, in UTF-8 and in ASCII. */
struct glyphs {
	const char *max, *min;          /* a node's side */
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
	bool outline;
	enum zoom asked;        /* what it was made for */
	enum view view;
	int cols, rows;
	int fold_depth;         /* folding at this distance from the path; 0: none */
	node_id fold_at;        /* the node whose path stays open */
	int scroll_x, scroll_y; /* as last drawn */
	int top, x0;            /* where it was last drawn, for clicks */
};

enum code_panel { CODE_OFF, CODE_WITH_TREE, CODE_ONLY };

struct ui {
	struct tree *tree;
	char *file;                     /* what r reloads: the path the tree was found at */
	struct runs *runs;              /* every algorithm's trace on this tree: own_runs,
	                                   or in a lesson the lesson's */
	struct runs own_runs;
	struct plan plan;               /* --depth, --id, --aspiration, for own_runs */
	int algo;                       /* index into algorithms[] */
	struct state st;
	enum ui_screen screen, back;    /* back: where help returns to */
	int help_top;                   /* the first line of help on screen */
	enum view view;
	enum code_panel code;
	bool outline, playing;
	enum zoom zoom;                 /* z */
	bool hide_leaves;               /* L: leaf values only once evaluated */
	bool panning;                   /* Shift+arrows moved the tree; f follows again */
	int pan_x, pan_y;
	int delay;                      /* index into play_delays[] */
	char message[LOAD_ERROR_MAX + 64];
	struct tree_view tv;            /* the main tree */
	bool tree_shown;                /* the code panel did not cover the tree */
	bool utf8, colour;
	const struct glyphs *g;
	/* Lesson mode. */
	struct lesson *lesson;
	struct lesson_session ls;       /* the stops, questions and score */
	bool hide_lesson;               /* t: show the stack and PV table instead */
	bool show_table;                /* T: the transposition table in place of the PV
	                                   panel, on a screen too narrow for both */
	int pv_way;                     /* P: how the PV panel collects the PV (pvways.h) */
	/* The split view: the main algorithm on the left, another on the
	 * right, both at the same number of node visits. */
	int vs_algo;
	struct state vs;
	long visit;
	long split_total;               /* the larger of the two searches' node entries */
	struct tree_view split_tv[2];   /* its two halves */
	/* Editing: the tree's text, its changes and their undo.  text is
	 * what the tree on screen was loaded from: an edit starts from it,
	 * never from the file read again (which may hold another tree by
	 * now).  For a file it is also what the file held when it was read
	 * or last written, and stamp the file's stamp then: w compares both
	 * with the file on disk before writing over it. */
	char *text;
	size_t text_len;
	struct file_stamp stamp;
	bool wrote_file;                /* text is what w wrote, not what was read */
	struct edit edit;
	bool editing;                   /* edit is open */
	node_id sel;                    /* the node selected, or -1 */
	bool selecting;                 /* m: the arrows move the selection */
	struct prompt prompt;
	/* Practice mode: the exercise, and which mistake Enter shows next. */
	struct practice *practice;
	int mistake;
	struct results results;         /* --results: the CSV file answers go to */
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
int wrapped_lines(const char *text, int width);
void symbolize(const struct ui *ui, const char *in, char *out, size_t len);
void hrule(const struct ui *ui, int y, int x0, int x1);
void message_line(const struct ui *ui, const char *hint);
void put_hints(const struct ui *ui, int y, int x0, int x1, const char *hint);
int term_run(struct ui *ui);            /* the stepper's loop on the terminal */

/* keys.c */
struct binding;
const struct binding *binding_for(enum keymap m, int key);
enum action binding_action(const struct binding *b);
enum keymap keymap_of(const struct ui *ui);
void keys_hints(enum keymap m, bool playing, char *buf, size_t len);
void keys_list(enum keymap m, const char *lead, char *buf, size_t len);
int key_code(const char *name);         /* script.c: "Right" -> KEY_RIGHT, or -1 */
const char *keys_name_of(enum keymap m, enum action a);        /* for messages */
void draw_help(struct ui *ui);

/* view_tree.c */
void draw_tree(const struct ui *ui, struct tree_view *tv, const struct state *st,
	       const struct state *other, int top, int rows, int x0, int x1);
node_id node_at(const struct ui *ui, const struct tree_view *tv, int y, int x);
void tree_view_forget(struct tree_view *tv);    /* remade at the next draw */
void tree_view_free(struct tree_view *tv);
const char *zoom_name(enum zoom z);

/* view_panels.c */
void draw_step(struct ui *ui);
void draw_stack(const struct ui *ui, const struct state *st, int top, int rows, int x0, int x1);
int panel_rows(void);
void draw_pvtable(const struct ui *ui, int top, int rows, int x0, int x1);

/* view_split.c */
void draw_split(struct ui *ui);
bool split_key(struct ui *ui, enum action a);
bool split_open(struct ui *ui, int vs_algo);

/* view_lesson.c */
const struct stop *open_question(const struct ui *ui);
void draw_lesson(const struct ui *ui, int top, int rows, int x0, int x1);
/* The rows the lesson panel needs between columns x0 and x1 to show its
 * whole text: the heading, the text, and the answer line of a question. */
int lesson_rows(const struct ui *ui, int x0, int x1);
void question_key(struct ui *ui, int key);

/* script.c: a virtual screen of cols x rows that writes nowhere, for
 * script mode, the benchmark and the fuzzer; and its text. */
SCREEN *vscreen_open(int cols, int rows);
void vscreen_close(SCREEN *s);
void vscreen_dump(FILE *out);
int script_run(struct ui *ui, const char *file, int cols, int rows);

/* view_edit.c */
bool need_selection(struct ui *ui);     /* false, saying how to select, when none is */
bool edit_action(struct ui *ui, enum action a);  /* false: not an editing key */
void select_action(struct ui *ui, enum action a);
bool prompt_key(struct ui *ui, int key);        /* false: quit */
void draw_prompt(const struct ui *ui);
bool quit_asks(struct ui *ui);                  /* true: a question about unsaved edits */

/* view_practice.c */
bool practice_action(struct ui *ui, enum action a);     /* false: not a practice key */
void draw_practice(const struct ui *ui, int top, int rows, int x0, int x1);
bool practice_label(const struct ui *ui, node_id n, char *buf, size_t len);
bool practice_deal_next(struct ui *ui);
/* --results: writes the rows of the answers just given (results.h).
 * False when they could not be written; the message line then says so. */
bool results_written(struct ui *ui);

/* stepper.c */
void go(struct ui *ui, int target);
bool rebuild(struct ui *ui, const struct trace_point *at);
bool stepper_start(struct ui *ui, int algo, int vs);
void stepper_draw(struct ui *ui);
bool stepper_key(struct ui *ui, int key);       /* false: quit */
void stepper_tick(struct ui *ui);               /* autoplay's clock */
int stepper_delay(const struct ui *ui);         /* ms to the next tick, or -1 */
void stepper_free(struct ui *ui);

#endif
