/* view_practice.c - the practice screen: the student answers on the tree
 * (marks and values), Enter grades, and each mistake is shown at the step
 * of the search that decides it, with the narrator's sentence.  Until the
 * answers are graded no move shows any of the search, on any screen.
 * What is asked and what is right is practice.c's. */
#include <config.h>

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

#include "tree/i18n.h"
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
	/* TRANSLATORS: %1$s is the --results file, %2$s why. */
	snprintf(ui->message, sizeof ui->message, _("Your answers could not be written to %1$s: "
						    "%2$s."), r->path, r->why);
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
		fputs("treestep: ", stderr);
		/* TRANSLATORS: %1$s is the --results file, %2$d the answers lost,
		 * %3$s why. */
		fprintf(stderr, ngettext("%1$s: %2$d answer could not be written: %3$s\n",
					 "%1$s: %2$d answers could not be written: %3$s\n",
					 (unsigned long)r->lost), r->path, r->lost, r->why);
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
		/* TRANSLATORS: after the grade (note the space before); %s is
		 * the --results file. */
		text_append(ui->message, sizeof ui->message, _(" No row for %s."),
			    stepping_of(ui)->results.path);
	else if (p->nmistakes)
		/* TRANSLATORS: after the grade (note the space before); %s is
		 * the key that shows the mistakes (Enter). */
		text_append(ui->message, sizeof ui->message, _(" %s shows each mistake."),
			    keys_name_of(KEYMAP_PRACTICE, ACT_SUBMIT));
	else if (p->answered == p->total)
		/* TRANSLATORS: after the grade (note the space before). */
		text_append(ui->message, sizeof ui->message, "%s", _(" Well done."));
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
		/* TRANSLATORS: %s is why a new tree could not be made. */
		snprintf(ui->message, sizeof ui->message, _("Cannot deal: %s"), err);
		return false;
	}
	ui->tree = &ps->practice->tree;
	ui->sel = -1;
	ps->mistake = -1;
	if (!tree_replaced(ui))
		return false;
	/* TRANSLATORS: %llu is the seed of the new tree. */
	snprintf(ui->message, sizeof ui->message, _("Seed %llu: a new tree."),
		 (unsigned long long)d.seed);
	return true;
}

/* A practice key.  False: the session cannot go on. */
static bool practice_action(struct ui *ui, struct practice_screen *ps, enum action a)
{
	struct practice *p = ps->practice;
	char label[96];
	if (p->graded && a != ACT_SUBMIT && a != ACT_DEAL) {
		/* TRANSLATORS: %s is the key that deals a new tree. */
		snprintf(ui->message, sizeof ui->message, _("Graded: %s deals the next tree."),
			 keys_name_of(KEYMAP_PRACTICE, ACT_DEAL));
		return true;
	}
	if (ask_of(a) >= 0 && !practice_asks(p, (enum ask)ask_of(a))) {
		/* TRANSLATORS: %1$s is what is not asked about ("leaf
		 * evaluations"), %2$s its --ask word, as typed. */
		snprintf(ui->message, sizeof ui->message, _("This practice does not ask about %1$s "
							    "(--ask %2$s)."),
			 _(ask_kinds[ask_of(a)].topic), ask_kinds[ask_of(a)].name);
		return true;
	}
	ps->answering = a;
	switch (a) {
	case ACT_MARK_NEVER:
		if (need_selection(ui) && ui->sel > 0)
			p->never[ui->sel] = !p->never[ui->sel];
		else if (ui->sel == 0)
			snprintf(ui->message, sizeof ui->message, "%s", _("Every search visits the "
									  "root."));
		return true;
	case ACT_MARK_HIGH:
		if (need_selection(ui))
			p->high[ui->sel] = !p->high[ui->sel];
		return true;
	case ACT_ANSWER_VALUE:
		if (!need_selection(ui))
			return true;
		if (!ui->tree->nodes[ui->sel].nchildren) {
			/* TRANSLATORS: %s is the selected leaf. */
			snprintf(ui->message, sizeof ui->message, _("%s is a leaf: its value is given."),
				 tree_name(ui->tree, ui->sel));
			return true;
		}
		/* TRANSLATORS: the prompt for a node's value; %s is the node. */
		snprintf(label, sizeof label, _("%s returns (5, >=6 or <=4):"),
			 tree_name(ui->tree, ui->sel));
		prompt_open(ui, PROMPT_PRACTICE, label, p->answer[ui->sel]);
		return true;
	case ACT_ANSWER_WINDOW:
		if (!need_selection(ui))
			return true;
		if (!ui->tree->nodes[ui->sel].nchildren) {
			/* TRANSLATORS: %s is the selected leaf. */
			snprintf(ui->message, sizeof ui->message, _("%s is a leaf: only inner nodes' "
								    "windows are asked."),
				 tree_name(ui->tree, ui->sel));
			return true;
		}
		/* TRANSLATORS: the prompt for a node's windows; %s is the
		 * node. */
		snprintf(label, sizeof label, _("%s is entered with ((3, 4), one a time):"),
			 tree_name(ui->tree, ui->sel));
		prompt_open(ui, PROMPT_PRACTICE, label, p->windows[ui->sel]);
		return true;
	case ACT_ANSWER_LEAVES:
		/* TRANSLATORS: the prompt for a count; %s is the algorithm. */
		snprintf(label, sizeof label, _("Leaves %s evaluates:"), p->algo->name);
		prompt_open(ui, PROMPT_PRACTICE, label, p->evaluations);
		return true;
	case ACT_ANSWER_CUTOFFS:
		/* TRANSLATORS: the prompt for the nodes where cutoffs happen; the
		 * student may type "none", as it stays. */
		snprintf(label, sizeof label, "%s", _("Cutoffs, in order (N4 N7, or none):"));
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
			/* TRANSLATORS: %s is what was typed (40 bytes at most). */
			snprintf(ui->message, sizeof ui->message, _("'%.40s' is not a count of leaves: "
								    "type a number, such as 7."), text);
		return;
	case ACT_ANSWER_CUTOFFS:
		if (!practice_set_cutoffs(p, text))
			/* TRANSLATORS: %s is what was typed (40 bytes at most); the
			 * student may type "none", as it stays. */
			snprintf(ui->message, sizeof ui->message, _("'%.40s' is not a list of nodes: "
								    "type their names in order (N4 "
								    "N7), or none."), text);
		return;
	case ACT_ANSWER_WINDOW:
		if (ui->sel >= 0 && !practice_set_windows(p, ui->sel, text))
			/* TRANSLATORS: %s is what was typed (40 bytes at most). */
			snprintf(ui->message, sizeof ui->message, _("'%.40s' is not a window: type "
								    "(3, 4) or (-inf, 5), and one for "
								    "each entry: (3, 4) (3, 20)."),
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
		snprintf(ui->message, sizeof ui->message, ps->practice->tree.decimals ?
			 /* TRANSLATORS: %s is what was typed (40 bytes at
			  * most). */
			 _("'%.40s' is no value here: this tree's values have at most one "
			   "decimal.") :
			 /* TRANSLATORS: %s is what was typed (40 bytes at
			  * most). */
			 _("'%.40s' is no value here: this tree's values are whole numbers."),
			 text);
	else
		/* TRANSLATORS: %s is what was typed (40 bytes at most). */
		snprintf(ui->message, sizeof ui->message, _("'%.40s' is not a value or a bound: "
							    "type 5, >=6 or <=4."), text);
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
			/* TRANSLATORS: %s is the node a click selected. */
			snprintf(ui->message, sizeof ui->message, _("Selected %s."),
				 tree_name(ui->tree, n));
		}
		return KEY_TAKEN;
	}
	const struct binding *b = binding_for(KEYMAP_PRACTICE, key);
	if (b && binding_action(b) == ACT_QUIT)
		return KEY_QUIT;
	if (b)
		return practice_action(ui, ps, binding_action(b)) ? KEY_TAKEN : KEY_QUIT;
	return step_key_fixed_tree(ui, s, key, _("Editing is not part of practice."));
}

/* Before grading, no move at all: any step of the search would give the
 * answers away, on the step screen and in the split view alike. */
static int practice_navigate(struct ui *ui, struct screen *s, const struct state *st, int target)
{
	const struct practice_screen *ps = (const struct practice_screen *)s;
	if (ps->practice->graded || target == st->step)
		return target;
	/* TRANSLATORS: %s is the key that grades (Enter). */
	snprintf(ui->message, sizeof ui->message, _("Grade your answers first (%s): the search "
						    "would give them away."),
		 keys_name_of(KEYMAP_PRACTICE, ACT_SUBMIT));
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

/* s with its first letter a capital, in the locale's characters (a
 * clause of practice_instructions that comes first). */
static void capitalize(char *s, size_t len)
{
	mbstate_t st;
	wchar_t w;
	memset(&st, 0, sizeof st);
	size_t n = mbrtowc(&w, s, strlen(s), &st);
	if (n == 0 || n == (size_t)-1 || n == (size_t)-2 || !iswlower((wint_t)w))
		return;
	char up[MB_LEN_MAX];
	memset(&st, 0, sizeof st);
	size_t k = wcrtomb(up, (wchar_t)towupper((wint_t)w), &st), rest = strlen(s + n);
	if (k == (size_t)-1 || k + rest + 1 > len)
		return;
	memmove(s + k, s + n, rest + 1);
	memcpy(s, up, k);
}

/* What to do, for what is asked, one clause a kind, the clauses one
 * sentence; brief, the clauses cut down to fit all five kinds at 80x24
 * (the hint line names the keys). */
static void practice_instructions(const struct practice *p, bool brief, char *text, size_t len)
{
	char clause[ASK_COUNT][256];
	int n = 0;
	if (practice_asks(p, ASK_PRUNED))
		snprintf(clause[n++], sizeof clause[0], brief ?
			 /* TRANSLATORS: the instructions of practice are clauses,
			  * one for each kind of question asked, joined into one
			  * sentence with ", ", the first with a capital; each comes
			  * long and brief (where all five must fit at 80x24).  %s
			  * is the algorithm. */
			 _("mark every node %s never visits (a cut's top covers all below it)") :
			 /* TRANSLATORS: a clause of practice's instructions; %s is
			  * the algorithm. */
			 _("mark every node %s never visits (a mark on the top of a cut marks all "
			   "below it)"), p->algo->name);
	if (practice_asks(p, ASK_VALUES) && !practice_asks_probes(p))
		snprintf(clause[n++], sizeof clause[0], "%s", brief ?
			 /* TRANSLATORS: a clause of practice's instructions (the
			  * ones that mention the probes are for an algorithm that
			  * probes). */
			 _("type what each visited inner node returns (5, >=6, <=4)") :
			 /* TRANSLATORS: a clause of practice's instructions. */
			 _("type what each visited inner node returns (MAX's point of view: 5, >=6 or "
			   "<=4)"));
	else if (practice_asks(p, ASK_VALUES))
		snprintf(clause[n++], sizeof clause[0], "%s", brief ?
			 /* TRANSLATORS: a clause of practice's instructions. */
			 _("type what each visited inner node returns (5, >=6, <=4) and mark the "
			   "probes failing high") :
			 /* TRANSLATORS: a clause of practice's instructions. */
			 _("type what each visited inner node returns (MAX's point of view: 5, >=6 or "
			   "<=4), and mark the probes that fail high"));
	if (practice_asks(p, ASK_WINDOWS))
		snprintf(clause[n++], sizeof clause[0], "%s", brief ?
			 /* TRANSLATORS: a clause of practice's instructions. */
			 _("type each visited inner node's window at each entry ((3, 4))") :
			 /* TRANSLATORS: a clause of practice's instructions. */
			 _("type the window each visited inner node is entered with (MAX's point of "
			   "view: (3, 4) or (-inf, 5); one for each entry, in order)"));
	if (practice_asks(p, ASK_EVALUATIONS))
		snprintf(clause[n++], sizeof clause[0], brief ?
			 /* TRANSLATORS: a clause of practice's instructions; %s is
			  * the algorithm. */
			 _("count the leaves %s evaluates") :
			 /* TRANSLATORS: a clause of practice's instructions; %s is
			  * the algorithm. */
			 _("type how many leaves %s evaluates"), p->algo->name);
	if (practice_asks(p, ASK_EVENTS))
		snprintf(clause[n++], sizeof clause[0], "%s", brief ?
			 /* TRANSLATORS: a clause of practice's instructions. */
			 _("list where it cuts off, in order (N4 N7)") :
			 /* TRANSLATORS: a clause of practice's instructions; the
			  * student may type "none", as it stays. */
			 _("type the nodes where its cutoffs happen, in order (N4 N7, or none)"));
	text[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (i == 0)
			capitalize(clause[0], sizeof clause[0]);
		text_append(text, len, "%s%s", i ? ", " : "", clause[i]);
	}
	/* Brief leaves grading to the hint line. */
	text_append(text, len, "%s", brief ? "." :
		    /* TRANSLATORS: the end of practice's instructions, after the
		     * clauses. */
		    _(", then grade. What you leave unanswered counts neither way."));
}

static void draw_practice(const struct ui *ui, const struct practice_screen *ps, int top,
			  int rows, int x0, int x1)
{
	const struct practice *p = ps->practice;
	char text[2048] = "", hint[256], score[128];
	attron(A_BOLD);
	unsigned long long seed = (unsigned long long)p->deal.seed;
	const char *a = p->algo->name;
	if (p->graded && p->answered)   /* of what was answered: the panel says the rest */
		/* TRANSLATORS: the practice panel's heading: %1$llu is the seed,
		 * %2$d answers right of %3$d. */
		put(ui, top, x0, x1, _("Practice, seed %1$llu   %2$d of %3$d right"), seed, p->right,
		    p->answered);
	else if (p->graded)
		/* TRANSLATORS: the practice panel's heading: %llu is the seed. */
		put(ui, top, x0, x1, _("Practice, seed %llu   nothing answered"), seed);
	/* The answers that belong to no node are shown here, as typed. */
	else if (p->evaluations[0] && p->cutoffs[0])
		/* TRANSLATORS: the practice panel's heading: %1$llu is the seed,
		 * %2$s the algorithm, %3$s the leaves and %4$s the cutoffs the
		 * student typed. */
		put(ui, top, x0, x1, _("Practice, seed %1$llu   %2$s   leaves %3$s   cutoffs %4$s"),
		    seed, a, p->evaluations, p->cutoffs);
	else if (p->evaluations[0])
		/* TRANSLATORS: the practice panel's heading: %1$llu is the seed,
		 * %2$s the algorithm, %3$s the leaves the student typed. */
		put(ui, top, x0, x1, _("Practice, seed %1$llu   %2$s   leaves %3$s"), seed, a,
		    p->evaluations);
	else if (p->cutoffs[0])
		/* TRANSLATORS: the practice panel's heading: %1$llu is the seed,
		 * %2$s the algorithm, %3$s the cutoffs the student typed. */
		put(ui, top, x0, x1, _("Practice, seed %1$llu   %2$s   cutoffs %3$s"), seed, a,
		    p->cutoffs);
	else
		/* TRANSLATORS: the practice panel's heading: %1$llu is the seed,
		 * %2$s the algorithm. */
		put(ui, top, x0, x1, _("Practice, seed %1$llu   %2$s"), seed, a);
	attroff(A_BOLD);
	if (!p->graded) {
		/* Brief when the whole would not fit the rows between the title
		 * and the hints (a word wraps early: count a few columns less). */
		practice_instructions(p, false, text, sizeof text);
		if (text_width(text) > (rows - 2) * (x1 - x0 - 6))
			practice_instructions(p, true, text, sizeof text);
	} else if (ps->mistake < 0) {
		practice_score(p, score, sizeof score);
		if (p->nmistakes)
			/* TRANSLATORS: after grading: %1$s is the score, %2$d the
			 * mistakes, %3$s the key that shows each (Enter). */
			snprintf(text, sizeof text, ngettext("%1$s. %2$d mistake: %3$s shows each where "
							     "the search decides it.",
							     "%1$s. %2$d mistakes: %3$s shows each where "
							     "the search decides it.",
							     (unsigned long)p->nmistakes), score,
				 p->nmistakes, keys_name_of(KEYMAP_PRACTICE, ACT_SUBMIT));
		else if (p->answered)
			/* TRANSLATORS: after grading; %s is the score. */
			snprintf(text, sizeof text, _("%s. No mistakes. The arrows step through the "
						      "search."), score);
		else
			/* TRANSLATORS: after grading; %s is the score. */
			snprintf(text, sizeof text, _("%s. The arrows step through the search."), score);
	} else {
		char why[256];
		practice_explain(p, ps->mistake, why, sizeof why);
		/* TRANSLATORS: %1$d is a mistake, of %2$d, %3$s what it was. */
		snprintf(text, sizeof text, _("Mistake %1$d of %2$d: %3$s"), ps->mistake + 1,
			 p->nmistakes, why);
	}
	put_wrapped(ui, top + 1, rows - 2, x0, x1, text);
	keys_hints_of(KEYMAP_PRACTICE, false, key_shown, ps, hint, sizeof hint);
	put_hints(ui, top + rows - 1, x0, x1, hint);
}
