/* view_practice.c - practice mode in the stepper: the student answers on
 * the tree (marks and values), Enter grades, and each mistake is shown at
 * the step of the search that decides it, with the narrator's sentence.
 * What is asked and what is right is practice.c's. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "text.h"
#include "ui.h"

/* Before grading the tree shows the student's answers, not the search's:
 * "never" for a node marked never visited, and what was typed. */
bool practice_label(const struct ui *ui, node_id n, char *buf, size_t len)
{
	const struct practice *p = ui->practice;
	if (!p || p->graded)
		return false;
	if (p->never[n])
		snprintf(buf, len, "never");
	else if (ui->tree->nodes[n].nchildren)
		snprintf(buf, len, "%s%s", p->answer[n], p->high[n] ? " high" : "");
	else
		return false;
	return true;
}

/* A row that could not be written is said at once, on the screen, where
 * the student is looking; stepper.c says it again at exit, on standard
 * error, with the exit status. */
bool results_written(struct ui *ui)
{
	if (results_write(&ui->results))
		return true;
	snprintf(ui->message, sizeof ui->message, "Your answers could not be written to %s: %s.",
		 ui->results.path, ui->results.why);
	return false;
}

static void result_row(struct ui *ui, const char *question, const char *given,
		       const char *want, bool right)
{
	char seed[32];
	snprintf(seed, sizeof seed, "practice %llu", (unsigned long long)ui->practice->deal.seed);
	results_answer(&ui->results, seed, ui->practice->algo->name, question, given, want, right);
}

/* Every graded question as a row of --results.  False: they could not
 * be written. */
static bool record(struct ui *ui)
{
	const struct practice *p = ui->practice;
	if (!ui->results.path)
		return true;
	const struct tree *t = &p->tree;
	char q[96], want[32];
	for (node_id n = 1; n < t->count; n++) {
		snprintf(q, sizeof q, "is %s visited?", tree_name(t, n));
		result_row(ui, q, p->never[n] ? "no" : "yes", p->visited[n] ? "yes" : "no",
			   !p->never[n] == !!p->visited[n]);
	}
	for (node_id n = 0; n < t->count; n++) {
		if (!p->visited[n] || !t->nodes[n].nchildren)
			continue;
		bool right = true;
		for (int i = 0; i < p->nmistakes; i++)
			if (p->mistakes[i].node == n && p->mistakes[i].kind == MISTAKE_VALUE)
				right = false;
		snprintf(q, sizeof q, "what does %s return?", tree_name(t, n));
		practice_truth(p, n, want, sizeof want);
		result_row(ui, q, p->answer[n], want, right);
	}
	for (node_id n = 0; n < t->count; n++) {
		if (!p->probed[n])
			continue;
		snprintf(q, sizeof q, "does the probe of %s fail high?", tree_name(t, n));
		result_row(ui, q, p->high[n] ? "yes" : "no", p->failed_high[n] ? "yes" : "no",
			   !p->high[n] == !p->failed_high[n]);
	}
	return results_written(ui);
}

bool practice_action(struct ui *ui, enum action a)
{
	struct practice *p = ui->practice;
	if (p->graded && a != ACT_SUBMIT && a != ACT_DEAL && a != ACT_QUIT) {
		snprintf(ui->message, sizeof ui->message, "Graded: %s deals the next tree.",
			 keys_name_of(KEYMAP_PRACTICE, ACT_DEAL));
		return true;
	}
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
		ui->prompt.kind = PROMPT_PRACTICE;
		snprintf(ui->prompt.label, sizeof ui->prompt.label, "%s returns (5, >=6 or <=4):",
			 tree_name(ui->tree, ui->sel));
		snprintf(ui->prompt.input, sizeof ui->prompt.input, "%s", p->answer[ui->sel]);
		return true;
	case ACT_SUBMIT:
		if (!p->graded) {
			practice_grade(p);
			ui->mistake = -1;
			if (record(ui))
				snprintf(ui->message, sizeof ui->message, "%d of %d right.%s", p->right,
					 p->total, p->nmistakes ? " Enter shows each mistake where the "
					 "search decides it." : " Well done.");
			else            /* the grade stays on the panel */
				text_append(ui->message, sizeof ui->message, " (%d of %d right.)",
					    p->right, p->total);
			return true;
		}
		if (p->nmistakes == 0)
			return true;
		ui->mistake = (ui->mistake + 1) % p->nmistakes;
		if (p->mistakes[ui->mistake].step >= 0)
			state_goto(&ui->st, p->mistakes[ui->mistake].step);
		ui->sel = p->mistakes[ui->mistake].node;
		return true;
	case ACT_DEAL:
		practice_deal_next(ui);
		return true;
	default:
		return false;
	}
}

void draw_practice(const struct ui *ui, int top, int rows, int x0, int x1)
{
	const struct practice *p = ui->practice;
	char text[2048] = "", hint[256];
	attron(A_BOLD);
	if (p->graded)
		put(ui, top, x0, x1, "Practice, seed %llu   %d of %d right",
		    (unsigned long long)p->deal.seed, p->right, p->total);
	else
		put(ui, top, x0, x1, "Practice, seed %llu   %s", (unsigned long long)p->deal.seed,
		    p->algo->name);
	attroff(A_BOLD);
	if (!p->graded) {
		snprintf(text, sizeof text, "Mark every node %s never visits, type what each visited "
			 "inner node returns (MAX's point of view: 5, >=6 or <=4)%s, then grade.",
			 p->algo->name, practice_asks_probes(p) ?
			 ", and mark the probes that fail high" : "");
	} else if (p->nmistakes == 0) {
		snprintf(text, sizeof text, "Everything right. The arrows step through the search.");
	} else if (ui->mistake < 0) {
		snprintf(text, sizeof text, "%d mistake%s. The arrows step through the search.",
			 p->nmistakes, p->nmistakes == 1 ? "" : "s");
	} else {
		char why[256];
		practice_explain(p, ui->mistake, why, sizeof why);
		snprintf(text, sizeof text, "Mistake %d of %d: %s", ui->mistake + 1, p->nmistakes, why);
	}
	put_wrapped(ui, top + 1, rows - 2, x0, x1, text);
	keys_hints(KEYMAP_PRACTICE, false, hint, sizeof hint);
	put_hints(ui, top + rows - 1, x0, x1, hint);
}
