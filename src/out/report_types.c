/* report_types.c - --compare --node-types (report_types.h). */
#include <config.h>

#include "out/report_types.h"
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
	fprintf(out, "\nNode types at the end of each search: the type Knuth and Moore expect\n"
		"of a node against the type it was found (a node searched twice counts\n"
		"its last visit). CUT>ALL: a move bet to be refuted that was better;\n"
		"ALL>CUT: a node that cut off where its parent's move was bet to refute.\n");
	fprintf(out, "%-16s %8s %8s %8s %12s\n", "algorithm", "CUT>ALL", "ALL>CUT", "other",
		"as expected");
	for (int i = 0; i < n; i++) {
		int m[4][4], same;
		if (!node_types_apply(algos[i])) {
			fprintf(out, "%-16s no window: every node searched completely\n",
				algos[i]->name);
			continue;
		}
		if (!count_types(t, p, algos[i], m, &same))
			return false;
		int other = 0;
		for (int e = NODE_PV; e <= NODE_ALL; e++)
			for (int f = NODE_PV; f <= NODE_ALL; f++)
				other += m[e][f];
		other -= m[NODE_CUT][NODE_ALL] + m[NODE_ALL][NODE_CUT];
		fprintf(out, "%-16s %8d %8d %8d %12d\n", algos[i]->name, m[NODE_CUT][NODE_ALL],
			m[NODE_ALL][NODE_CUT], other, same);
	}
	return true;
}
