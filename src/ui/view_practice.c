/* view_practice.c - the practice screen: the student answers on the tree
 * (marks and values), Enter grades, and each mistake is shown at the step
 * of the search that decides it, with the narrator's sentence.  Until the
 * answers are graded no move shows any of the search, on any screen.
 * What is asked and what is right is practice.c's. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teach/answer.h"
#include "words/text.h"
#include "ui/ui.h"

/* The practice screen's state, after the step screen's. */
struct practice_screen {
	struct stepping base;
	struct practice *practice;
	int mistake;                    /* the mistake Enter showed last, or -1 */
	enum action answering;          /* what the open prompt answers */
};

/* The kind of question a practice key answers (-1: a key for all). */
static int ask_of(enum action a)
{
	switch (a) {
	case ACT_MARK_NEVER:
		return ASK_PRUNED;
	case ACT_ANSWER_VALUE:
	case ACT_MARK_HIGH:
		return ASK_VALUES;
	case ACT_ANSWER_WINDOW:
		return ASK_WINDOWS;
	case ACT_ANSWER_LEAVES:
		return ASK_EVALUATIONS;
	case ACT_ANSWER_CUTOFFS:
		return ASK_EVENTS;
	default:
		return -1;
	}
}

/* Only the keys of what is asked are hinted. */
static bool key_shown(enum action a, const void *screen)
{
	const struct practice *p = ((const struct practice_screen *)screen)->practice;
	return ask_of(a) < 0 || practice_asks(p, (enum ask)ask_of(a));
}

static const struct screen_ops practice_ops;

static struct practice_screen *practice_screen_of(const struct ui *ui)
{
	return ui->depth && ui->stack[0]->ops == &practice_ops ?
	       (struct practice_screen *)ui->stack[0] : NULL;
}

const struct practice *practice_of(const struct ui *ui)
{
	const struct practice_screen *ps = practice_screen_of(ui);
	return ps ? ps->practice : NULL;
}

/* Before grading the tree shows the student's answers, not the search's:
 * "never" for a node marked never visited, and what was typed. */
static void practice_relabel(const struct ui *ui, const struct screen *s, node_id n, char *buf,
			     size_t len, bool *written)
{
	const struct practice *p = ((const struct practice_screen *)s)->practice;
	if (p->graded || (!p->never[n] && !ui->tree->nodes[n].nchildren))
		return;
	if (p->never[n])
		snprintf(buf, len, "never");
	else
		snprintf(buf, len, "%s%s%s%s", p->answer[n], p->high[n] ? " high" : "",
			 p->answer[n][0] && p->windows[n][0] ? " " : "", p->windows[n]);
	*written = false;
}

/* A row that could not be written is said at once, on the screen, where
 * the student is looking; stepper.c says it again at exit, on standard
 * error, with the exit status. */
bool results_written(struct ui *ui)
{
	struct results *r = &stepping_of(ui)->results;
	if (results_write(r))
		return true;
	snprintf(ui->message, sizeof ui->message, "Your answers could not be written to %s: %s.",
		 r->path, r->why);
	return false;
}

/* --results: answers lost during the session are said again at exit,
 * on standard error, where a script or the teacher's wrapper sees them,
 * and in the exit status. */
int screen_results_finish(struct ui *ui, int status)
{
	if (!ui->depth)
		return status;
	struct results *r = &stepping_of(ui)->results;
	if (r->lost > 0) {
		fprintf(stderr, "treestep: %s: %d answer%s could not be written: %s\n", r->path,
			r->lost, r->lost == 1 ? "" : "s", r->why);
		if (status == 0)
			status = 1;
	}
	return status;
}

/* The rows of --results: one for each question answered (practice.c
 * makes them), none for the questions left unanswered.  False: they could
 * not be written. */
static bool record(struct ui *ui, const struct practice *p)
{
	if (!stepping_of(ui)->results.path)
		return true;
	practice_record(p, &stepping_of(ui)->results);
	return results_written(ui);
}

/* The grade on the message line, once, as Enter grades. */
static void grade_message(struct ui *ui, const struct practice *p, bool written)
{
	char score[128];
	practice_score(p, score, sizeof score);
	if (!written) {                 /* the grade stays on the panel */
		text_append(ui->message, sizeof ui->message, " (%s.)", score);
		return;
	}
	snprintf(ui->message, sizeof ui->message, "%s.", score);
	if (p->answered == 0 && stepping_of(ui)->results.path)
		/* Nothing is a row: say so, or the empty file looks like a
		 * failure to write. */
		text_append(ui->message, sizeof ui->message, " No row for %s.",
			    stepping_of(ui)->results.path);
	else if (p->nmistakes)
		text_append(ui->message, sizeof ui->message, " %s shows each mistake.",
			    keys_name_of(KEYMAP_PRACTICE, ACT_SUBMIT));
	else if (p->answered == p->total)
		text_append(ui->message, sizeof ui->message, " Well done.");
}

/* A fresh tree for practice: the next seed, and everything made for the
 * old tree made again. */
static bool deal_next(struct ui *ui, struct practice_screen *ps)
{
	char err[LOAD_ERROR_MAX];
	struct practice_deal d = ps->practice->deal;
	const struct algorithm *a = ps->practice->algo;
	d.seed++;
	practice_free(ps->practice);
	if (!practice_start(ps->practice, &d, a, err, sizeof err)) {
		/* No tree to show: the session ends. */
		snprintf(ui->message, sizeof ui->message, "Cannot deal: %s", err);
		return false;
	}
	ui->tree = &ps->practice->tree;
	ui->sel = -1;
	ps->mistake = -1;
	if (!tree_replaced(ui))
		return false;
	snprintf(ui->message, sizeof ui->message, "Seed %llu: a new tree.",
		 (unsigned long long)d.seed);
	return true;
}

/* A practice key.  False: the session cannot go on. */
static bool practice_action(struct ui *ui, struct practice_screen *ps, enum action a)
{
	struct practice *p = ps->practice;
	char label[96];
	if (p->graded && a != ACT_SUBMIT && a != ACT_DEAL) {
		snprintf(ui->message, sizeof ui->message, "Graded: %s deals the next tree.",
			 keys_name_of(KEYMAP_PRACTICE, ACT_DEAL));
		return true;
	}
	if (ask_of(a) >= 0 && !practice_asks(p, (enum ask)ask_of(a))) {
		snprintf(ui->message, sizeof ui->message, "This practice does not ask about %s (--ask %s).",
			 ask_kinds[ask_of(a)].topic, ask_kinds[ask_of(a)].name);
		return true;
	}
	ps->answering = a;
	switch (a) {
	case ACT_MARK_NEVER:
		if (need_selection(ui) && ui->sel > 0)
			p->never[ui->sel] = !p->never[ui->sel];
		else if (ui->sel == 0)
			snprintf(ui->message, sizeof ui->message, "Every search visits the root.");
		return true;
	case ACT_MARK_HIGH:
		if (need_selection(ui))
			p->high[ui->sel] = !p->high[ui->sel];
		return true;
	case ACT_ANSWER_VALUE:
		if (!need_selection(ui))
			return true;
		if (!ui->tree->nodes[ui->sel].nchildren) {
			snprintf(ui->message, sizeof ui->message, "%s is a leaf: its value is given.",
				 tree_name(ui->tree, ui->sel));
			return true;
		}
		snprintf(label, sizeof label, "%s returns (5, >=6 or <=4):",
			 tree_name(ui->tree, ui->sel));
		prompt_open(ui, PROMPT_PRACTICE, label, p->answer[ui->sel]);
		return true;
	case ACT_ANSWER_WINDOW:
		if (!need_selection(ui))
			return true;
		if (!ui->tree->nodes[ui->sel].nchildren) {
			snprintf(ui->message, sizeof ui->message, "%s is a leaf: only inner nodes' "
				 "windows are asked.", tree_name(ui->tree, ui->sel));
			return true;
		}
		snprintf(label, sizeof label, "%s is entered with ((3, 4), one a time):",
			 tree_name(ui->tree, ui->sel));
		prompt_open(ui, PROMPT_PRACTICE, label, p->windows[ui->sel]);
		return true;
	case ACT_ANSWER_LEAVES:
		snprintf(label, sizeof label, "Leaves %s evaluates:", p->algo->name);
		prompt_open(ui, PROMPT_PRACTICE, label, p->evaluations);
		return true;
	case ACT_ANSWER_CUTOFFS:
		snprintf(label, sizeof label, "Cutoffs, in order (N4 N7, or none):");
		prompt_open(ui, PROMPT_PRACTICE, label, p->cutoffs);
		return true;
	case ACT_SUBMIT:
		if (!p->graded) {
			practice_grade(p);
			ps->mistake = -1;
			grade_message(ui, p, record(ui, p));
			return true;
		}
		if (p->nmistakes == 0)
			return true;
		ps->mistake = (ps->mistake + 1) % p->nmistakes;
		const struct practice_question *q = practice_mistake(p, ps->mistake);
		if (q->step >= 0)
			go(ui, q->step);
		ui->sel = q->node;
		return true;
	case ACT_DEAL:
		return deal_next(ui, ps);
	default:
		return true;
	}
}

/* What the prompt of e typed: the selected node's answer; of w, its
 * windows; of l and C, the practice's count and list. */
void practice_set_answer(struct ui *ui, const char *text)
{
	struct practice_screen *ps = practice_screen_of(ui);
	if (!ps)
		return;
	struct practice *p = ps->practice;
	switch (ps->answering) {
	case ACT_ANSWER_LEAVES:
		if (!practice_set_evaluations(p, text))
			snprintf(ui->message, sizeof ui->message, "'%.40s' is not a count of leaves: "
				 "type a number, such as 7.", text);
		return;
	case ACT_ANSWER_CUTOFFS:
		if (!practice_set_cutoffs(p, text))
			snprintf(ui->message, sizeof ui->message, "'%.40s' is not a list of nodes: "
				 "type their names in order (N4 N7), or none.", text);
		return;
	case ACT_ANSWER_WINDOW:
		if (ui->sel >= 0 && !practice_set_windows(p, ui->sel, text))
			snprintf(ui->message, sizeof ui->message, "'%.40s' is not a window: type "
				 "(3, 4) or (-inf, 5), and one for each entry: (3, 4) (3, 20).",
				 text);
		return;
	default:
		break;
	}
	if (ui->sel < 0)
		return;
	/* Kept as the tree shows it (">=6" for "at least 6"): it fits the
	 * answer's room whole however it was spelled, and the tree, the
	 * grading and --results all say it the one way. */
	enum bound b;
	long v;
	if (!*text)
		ps->practice->answer[ui->sel][0] = '\0';
	else if (practice_answer_valid(&ps->practice->tree, text) &&
		 answer_read_bound(text, ps->practice->tree.decimals, &b, &v))
		text_bounded(ps->practice->answer[ui->sel], PRACTICE_ANSWER_MAX, &ps->practice->tree, b, (int)v);
	else if (practice_answer_valid(&(struct tree){ .decimals = TREE_MAX_DECIMALS }, text))
		snprintf(ui->message, sizeof ui->message, "'%.40s' is no value here: this tree's "
			 "values %s.", text, ps->practice->tree.decimals ?
			 "have at most one decimal" : "are whole numbers");
	else
		snprintf(ui->message, sizeof ui->message, "'%.40s' is not a value or a bound: "
			 "type 5, >=6 or <=4.", text);
}

/* The practice's keys first, then the step screen's (which move nothing
 * until the answers are graded: practice_navigate). */
static enum key_result practice_key(struct ui *ui, struct screen *s, int key)
{
	struct practice_screen *ps = (struct practice_screen *)s;
	if (key == KEY_MOUSE && !ps->practice->graded) {
		/* In practice a click selects, to answer about the node. */
		MEVENT m;
		node_id n;
		if (getmouse(&m) == OK && ps->base.tree_shown &&
		    (n = node_at(ui, &ps->base.tv, m.y, m.x)) >= 0) {
			ui->sel = n;
			snprintf(ui->message, sizeof ui->message, "Selected %s.", tree_name(ui->tree, n));
		}
		return KEY_TAKEN;
	}
	const struct binding *b = binding_for(KEYMAP_PRACTICE, key);
	if (b && binding_action(b) == ACT_QUIT)
		return KEY_QUIT;
	if (b)
		return practice_action(ui, ps, binding_action(b)) ? KEY_TAKEN : KEY_QUIT;
	return step_key_fixed_tree(ui, s, key, "practice");
}

/* Before grading, no move at all: any step of the search would give the
 * answers away, on the step screen and in the split view alike. */
static int practice_navigate(struct ui *ui, struct screen *s, const struct state *st, int target)
{
	const struct practice_screen *ps = (const struct practice_screen *)s;
	if (ps->practice->graded || target == st->step)
		return target;
	snprintf(ui->message, sizeof ui->message, "Grade your answers first (%s): the search "
		 "would give them away.", keys_name_of(KEYMAP_PRACTICE, ACT_SUBMIT));
	return st->step;
}

static bool practice_hides_search(const struct ui *ui, const struct screen *s)
{
	(void)ui;
	return !((const struct practice_screen *)s)->practice->graded;
}

static void draw_practice(const struct ui *ui, const struct practice_screen *ps, int top,
			  int rows, int x0, int x1);

static void practice_draw_panel(struct ui *ui, struct screen *s, int top, int rows)
{
	struct practice_screen *ps = (struct practice_screen *)s;
	if (!ps->practice->graded) {
		draw_practice(ui, ps, top, rows, 1, COLS - 1);
	} else {
		draw_practice(ui, ps, top, rows, 1, COLS / 2 - 1);
		draw_stack(ui, &ui->st, top, rows, COLS / 2 + 1, COLS - 1);
	}
}

static void practice_screen_free(struct ui *ui, struct screen *s)
{
	(void)ui;
	struct practice_screen *ps = (struct practice_screen *)s;
	results_free(&ps->base.results);
	tree_view_free(&ps->base.tv);
	free(ps);
}

static const enum keymap practice_help[] = { KEYMAP_STEP, KEYMAP_PRACTICE, KEYMAP_SELECT,
					      KEYMAP_COUNT };

static const struct screen_ops practice_ops = {
	.name = "practice",
	.keymap = KEYMAP_PRACTICE,
	.help = practice_help,
	.draw = draw_step,
	.key = practice_key,
	.navigate = practice_navigate,
	.tree_changed = stepping_tree_changed,
	.relabel = practice_relabel,
	.free = practice_screen_free,
	.draw_panel = practice_draw_panel,
	.hides_search = practice_hides_search,
	.key_shown = key_shown,
};

struct screen *practice_screen_new(struct practice *p, const struct results *r)
{
	struct practice_screen *ps = calloc(1, sizeof *ps);
	if (!ps)
		return NULL;
	ps->base.screen.ops = &practice_ops;
	ps->base.delay = 1;
	ps->base.results = *r;
	ps->practice = p;
	ps->mistake = -1;
	return &ps->base.screen;
}

/* What to do, for what is asked, one clause a kind; brief, the clauses
 * cut down to fit all five kinds at 80x24 (the hint line names the keys). */
static void practice_instructions(const struct practice *p, bool brief, char *text, size_t len)
{
	char clause[ASK_COUNT][200];
	int n = 0;
	if (practice_asks(p, ASK_PRUNED))
		snprintf(clause[n++], sizeof clause[0], brief ? "mark every node %s never visits "
			 "(a cut's top covers all below it)" : "mark every node %s never visits (a "
			 "mark on the top of a cut marks all below it)", p->algo->name);
	if (practice_asks(p, ASK_VALUES))
		snprintf(clause[n++], sizeof clause[0], "%s%s", brief ? "type what each visited "
			 "inner node returns (5, >=6, <=4)" : "type what each visited inner node "
			 "returns (MAX's point of view: 5, >=6 or <=4)", !practice_asks_probes(p) ?
			 "" : brief ? " and mark the probes failing high" :
			 ", and mark the probes that fail high");
	if (practice_asks(p, ASK_WINDOWS))
		snprintf(clause[n++], sizeof clause[0], "%s", brief ? "type each visited inner "
			 "node's window at each entry ((3, 4))" : "type the window each visited inner node is entered with "
			 "(MAX's point of view: (3, 4) or (-inf, 5); one for each entry, in order)");
	if (practice_asks(p, ASK_EVALUATIONS))
		snprintf(clause[n++], sizeof clause[0], brief ? "count the leaves %s evaluates" :
			 "type how many leaves %s evaluates", p->algo->name);
	if (practice_asks(p, ASK_EVENTS))
		snprintf(clause[n++], sizeof clause[0], "%s", brief ? "list where it cuts off, in "
			 "order (N4 N7)" : "type the nodes where its cutoffs happen, in order (N4 N7, "
			 "or none)");
	text[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (i == 0)
			clause[0][0] = (char)toupper((unsigned char)clause[0][0]);
		text_append(text, len, "%s%s", i ? ", " : "", clause[i]);
	}
	/* Brief leaves grading to the hint line. */
	text_append(text, len, "%s", brief ? "." : ", then grade. What you leave unanswered "
		    "counts neither way.");
}

static void draw_practice(const struct ui *ui, const struct practice_screen *ps, int top,
			  int rows, int x0, int x1)
{
	const struct practice *p = ps->practice;
	char text[2048] = "", hint[256], score[128];
	attron(A_BOLD);
	if (p->graded && p->answered)   /* of what was answered: the panel says the rest */
		put(ui, top, x0, x1, "Practice, seed %llu   %d of %d right",
		    (unsigned long long)p->deal.seed, p->right, p->answered);
	else if (p->graded)
		put(ui, top, x0, x1, "Practice, seed %llu   nothing answered",
		    (unsigned long long)p->deal.seed);
	else
		/* The answers that belong to no node are shown here, as typed. */
		put(ui, top, x0, x1, "Practice, seed %llu   %s%s%s%s%s", (unsigned long long)p->deal.seed,
		    p->algo->name, p->evaluations[0] ? "   leaves " : "", p->evaluations,
		    p->cutoffs[0] ? "   cutoffs " : "", p->cutoffs);
	attroff(A_BOLD);
	if (!p->graded) {
		/* Brief when the whole would not fit the rows between the title
		 * and the hints (a word wraps early: count a few columns less). */
		practice_instructions(p, false, text, sizeof text);
		if ((int)strlen(text) > (rows - 2) * (x1 - x0 - 6))
			practice_instructions(p, true, text, sizeof text);
	} else if (ps->mistake < 0) {
		practice_score(p, score, sizeof score);
		if (p->nmistakes)
			snprintf(text, sizeof text, "%s. %d mistake%s: %s shows each where the search "
				 "decides it.", score, p->nmistakes, p->nmistakes == 1 ? "" : "s",
				 keys_name_of(KEYMAP_PRACTICE, ACT_SUBMIT));
		else
			snprintf(text, sizeof text, "%s.%s The arrows step through the search.",
				 score, p->answered ? " No mistakes." : "");
	} else {
		char why[256];
		practice_explain(p, ps->mistake, why, sizeof why);
		snprintf(text, sizeof text, "Mistake %d of %d: %s", ps->mistake + 1, p->nmistakes, why);
	}
	put_wrapped(ui, top + 1, rows - 2, x0, x1, text);
	keys_hints_of(KEYMAP_PRACTICE, false, key_shown, ps, hint, sizeof hint);
	put_hints(ui, top + rows - 1, x0, x1, hint);
}
