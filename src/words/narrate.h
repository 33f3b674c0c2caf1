/* narrate.h - the narrator: every step of a search in words.
 *
 * One narrator serves the stepper, --trace, --explain and the lessons.
 * It reads the state after the step (state.h), which knows where every
 * bound of every window came from, and the trace, which knows what came
 * before and after; it never guesses from the usual case.  Scores are
 * shown in the textbook max/min view or the negamax view the code uses. */
#ifndef TREESTEP_NARRATE_H
#define TREESTEP_NARRATE_H

#include <stddef.h>

#include "replay/state.h"

/* A score at node n, a window at n, and n's value or bound once known
 * ("5", ">=9", "<=4", or "" while nothing is known), in view v. */
void narrate_score(char *buf, size_t len, const struct state *st, enum view v, node_id n, int score);
void narrate_window(char *buf, size_t len, const struct state *st, enum view v, node_id n,
		 int alpha, int beta);
/* The window n has on the stack now, or had when its last visit ended,
 * as "(3,5)"; "" for a node not visited (or pruned since). */
void narrate_node_window(char *buf, size_t len, const struct state *st, enum view v, node_id n);
void narrate_node_value(char *buf, size_t len, const struct state *st, enum view v, node_id n);
/* A negamax score at n that is a bound of kind b, as narrate_node_value
 * shows one: a table entry's value. */
void narrate_entry_value(char *buf, size_t len, const struct state *st, enum view v, node_id n,
			 enum bound b, int score);
/* "beta 5" or "alpha 5": the bound a cutoff at n reached, named as in the
 * view (the negamax beta, negated, is MIN's alpha in max/min). */
void narrate_far_bound(char *buf, size_t len, const struct state *st, enum view v, node_id n,
		       int beta);
/* A leaf's value as the tree file gives it, in view v, whether or not the
 * search has evaluated it. */
void narrate_leaf_value(char *buf, size_t len, const struct state *st, enum view v, node_id n);
/* What the tree shows under node n: its value or bound, or for a leaf not
 * yet evaluated (with leaves set) the value its file gives (*written is
 * set then, so that it can be shown apart); "cut" for a pruned node (a
 * leaf keeps its value: "cut 2"); and times and the count when the node
 * was searched more than once ("5 x2"). */
void narrate_node_label(char *buf, size_t len, const struct state *st, enum view v, node_id n,
			bool leaves, const char *times, bool *written);

/* The short tag for a stack frame: "probe", "re-search", "null" (inside a
 * probe's null window) or "" ; a window one wide by chance is not "null". */
const char *narrate_frame_tag(const struct state *st, int i);
/* Frame i of the search stack as one line (narrate_stack.c), the same in
 * the stepper and in an exported picture: the node, the side to move, its
 * window in view v ("(no window)" for an algorithm without one) and its
 * tag.  columns: in the stepper's fixed columns, with ">" before the
 * current frame, for a terminal; else two spaces apart, for a picture,
 * whose font has no columns (it shows the current frame in bold). */
void narrate_stack_line(char *buf, size_t len, const struct state *st, enum view v, int i,
			bool columns);

/* How sure the score child brought back to the node being searched is,
 * from that node's side (negamax): exact, or only a bound.  A sentence
 * calls a score a score, or a move an improvement, only when it is. */
enum bound narrate_move_bound(const struct state *st, node_id child);
/* Did NegaScout keep the score child's probe returned (at event index
 * returned) without a re-search, because rules.h makes it exact? */
bool narrate_probe_kept(const struct state *st, node_id child, int returned);
/* "5", "at least 5" or "at most 5": a move's negamax score of bound b at
 * node p, in view v. */
void narrate_move_score(char *buf, size_t len, const struct state *st, enum view v, node_id p,
			enum bound b, int score);
/* The same in the reader's words, for the sentences: a value phrase
 * they take whole (narrate_move_score stays as --trace writes it). */
void narrate_move_words(char *buf, size_t len, const struct state *st, enum view v, node_id p,
			enum bound b, int score);

/* What the step that led to st did, and why: one to three sentences. */
void narrate_step(const struct state *st, enum view v, char *buf, size_t len);
/* At the current node: what a child would have to score to cause a cutoff. */
/* ">=" (flip: "<="), or ">" and "<" in the strict convention. */
const char *narrate_cut_op(const struct state *st, bool flip);
void narrate_cut_condition(const struct state *st, enum view v, char *buf, size_t len);
/* The step as one terse line of --trace, in the max/min view, without the
 * step number or node name. */
void narrate_trace_line(const struct state *st, char *buf, size_t len);
/* The counters line, "Step 18/42  nodes 7  visits 7 ...", fitted to width
 * columns: the labels shorten before anything is dropped, and a counter
 * that still does not fit is left out whole, never cut mid-number. */
void narrate_counters(const struct state *st, int width, char *buf, size_t len);
/* The same without "Step k/N", for a place that shows the step apart. */
void narrate_counters_only(const struct state *st, int width, char *buf, size_t len);
/* Does the root's PV, as it stands, end where the search stops (a leaf, or
 * the horizon)?  (NegaScout's may not.) */
bool narrate_pv_complete(const struct state *st);

/* ---- Around the searches (narrate_plan.c) */
/* "[depth 2 of 3]" under iterative deepening, "[to depth 2]" with a depth
 * limit, else "". */
/* The room a buffer for narrate_plan_tag needs: every tag at once, in the
 * longest translation, with room to spare. */
#define NARRATE_PLAN_TAG_MAX 256
void narrate_plan_tag(const struct state *st, char *buf, size_t len);
/* How a plan runs its searches, in a sentence without its full stop:
 * "Iterative deepening to depth 3, ..."; "" for one search to the leaves. */
/* The cut rule in force, as a sentence (rules.h): NULL for the default,
 * which every screen assumes unless told. */
const char *narrate_convention(const struct plan *p);
void narrate_plan_describe(const struct plan *p, const struct tree *t, char *buf, size_t len);
/* The sentences for EV_ITERATION, EV_ORDER, EV_FAIL, a leaf event at the
 * horizon, and the note an EV_PV at the root adds when the root's best
 * move changes. */
void narrate_iteration(const struct state *st, enum view v, const struct event *e,
		       char *buf, size_t len);
void narrate_order(const struct state *st, const struct event *e, char *buf, size_t len);
/* MTD(f)'s and SSS*'s searches of the root (narrate_mtd.c): a sentence,
 * and the short line of --trace. */
/* What table MTD(f) or SSS* uses ("mtdf needs a table: it uses one with a
 * slot for each of the tree's 15 nodes"); false, and "", for another
 * algorithm. */
bool narrate_table_note(const struct algorithm *a, const struct plan *p, const struct tree *t,
			char *buf, size_t len);
/* The bounds MTD(f)'s or SSS*'s tests have proved so far on the root's
 * value, from MAX's point of view: "3 <= value <= 5", "no bound yet". */
void narrate_pass_bounds(const struct state *st, char *buf, size_t len);
void narrate_pass(const struct state *st, enum view v, const struct event *e,
		  char *buf, size_t len);
void narrate_pass_line(const struct state *st, enum view v, const struct event *e,
		       char *buf, size_t len);
void narrate_fail(const struct state *st, enum view v, const struct event *e,
		  char *buf, size_t len);
void narrate_horizon(const struct state *st, enum view v, const struct event *e,
		     char *buf, size_t len);
void narrate_root_change(const struct state *st, const struct event *e, char *buf, size_t len);
/* The transposition table's events (narrate_tt.c): in sentences, and as
 * one line of --trace. */
void narrate_tt_probe(const struct state *st, enum view v, const struct event *e, char *buf,
		      size_t len);
void narrate_tt_store(const struct state *st, enum view v, const struct event *e, char *buf,
		      size_t len);
void narrate_tt_line(const struct state *st, const struct event *e, char *buf, size_t len);
/* Pearl's Scout (narrate_scout.c): the step, the --trace line and the
 * current node's rule in its own words, EVAL and TEST; false (nothing
 * written) where the general sentence is right, or for another algorithm. */
bool narrate_scout_step(const struct state *st, enum view v, char *buf, size_t len);
bool narrate_scout_line(const struct state *st, char *buf, size_t len);
bool narrate_scout_condition(const struct state *st, char *buf, size_t len);
/* The root's tricks (narrate_root.c, rules.h): EV_ROOT in sentences and as
 * one line of --trace; a frame's kept move, appended to its stack line;
 * the plan's tricks as tags ("[last null]"), appended. */
void narrate_root(const struct state *st, enum view v, const struct event *e, char *buf,
		  size_t len);
void narrate_root_line(const struct state *st, const struct event *e, char *buf, size_t len);
void narrate_root_kept(const struct state *st, enum view v, int i, char *buf, size_t len);
void narrate_root_tag(const struct plan *p, char *buf, size_t len);
/* The plan's tricks as a sentence for the headers of --trace and
 * --explain; NULL: none. */
const char *narrate_root_header(const struct plan *p);
/* After the re-search e of a move the root kept (Belle), why only now. */
void narrate_root_research_note(const struct state *st, const struct event *e, char *buf,
				size_t len);
/* The root's return (e) when it kept a move: the sentence, which says
 * that the search is over, and true; else false. */
bool narrate_root_end(const struct state *st, enum view v, const struct event *e, char *buf,
		      size_t len);

#endif
