/* report_types.c - --compare --node-types (report_types.h). */
#include <config.h>

#include "tree/i18n.h"
#include "out/report_types.h"
#include "words/text.h"
#include "replay/nodetype.h"
#include "replay/state.h"

/* The counts of one search's end: mismatches[expected][found] and the
 * nodes found as expected. */
static bool count_types(const struct tree *t, const struct plan *p, const struct algorithm *a,
			int mismatches[4][4], int *as_expected)
{
	struct trace tr;
	struct result r;
	struct state st;
	struct node_types nt;
	trace_init(&tr);
	bool ok = algorithm_run_plan(a, t, p, &tr, &r) && state_init(&st, t, a, &tr);
	if (ok) {
		state_goto(&st, tr.count);
		ok = node_types_at(&st, &nt);
		if (ok) {
			node_types_mismatches(&nt, mismatches);
			*as_expected = 0;
			for (node_id i = 0; i < t->count; i++)
				*as_expected += nt.found[i] != NODE_NONE && nt.found[i] == nt.expected[i];
			node_types_free(&nt);
		}
		state_free(&st);
	}
	trace_free(&tr);
	return ok;
}

bool report_node_types(FILE *out, const struct tree *t, const struct plan *p,
		       const struct algorithm *const *algos, int n)
{
	fputc('\n', out);
	/* TRANSLATORS: CUT, ALL and PV are Knuth and Moore's names for the
	 * types, kept as they are. */
	fputs(_("Node types at the end of each search: the type Knuth and Moore expect\n"
		"of a node against the type it was found (a node searched twice counts\n"
		"its last visit). CUT>ALL: a move bet to be refuted that was better;\n"
		"ALL>CUT: a node that cut off where its parent's move was bet to refute.\n"), out);
	/* Each column as wide as its heading, at least: a translated heading
	 * is measured in characters, not bytes (text_chars). */
	const char *heading[] = {
		/* TRANSLATORS: the headings of the table of node types; CUT>ALL
		 * and ALL>CUT stay as they are. */
		_("algorithm"), "CUT>ALL", "ALL>CUT", _("other"), _("as expected"),
	};
	int width[] = { 16, 8, 8, 8, 12 };
	for (int k = 0; k < 5; k++) {
		if (text_chars(heading[k]) > width[k])
			width[k] = text_chars(heading[k]);
		int pad = width[k] - text_chars(heading[k]);
		if (k == 0)
			fprintf(out, "%s%*s", heading[k], pad, "");
		else
			fprintf(out, " %*s%s", pad, "", heading[k]);
	}
	fputc('\n', out);
	for (int i = 0; i < n; i++) {
		int m[4][4], same;
		if (!node_types_apply(algos[i])) {
			fprintf(out, "%-*s ", width[0], algos[i]->name);
			/* TRANSLATORS: in the table of node types, after the
			 * algorithm's name. */
			fprintf(out, "%s\n", _("no window: every node searched completely"));
			continue;
		}
		if (!count_types(t, p, algos[i], m, &same))
			return false;
		int other = 0;
		for (int e = NODE_PV; e <= NODE_ALL; e++)
			for (int f = NODE_PV; f <= NODE_ALL; f++)
				other += m[e][f];
		other -= m[NODE_CUT][NODE_ALL] + m[NODE_ALL][NODE_CUT];
		fprintf(out, "%-*s %*d %*d %*d %*d\n", width[0], algos[i]->name, width[1],
			m[NODE_CUT][NODE_ALL], width[2], m[NODE_ALL][NODE_CUT], width[3], other,
			width[4], same);
	}
	return true;
}
