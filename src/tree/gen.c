/* gen.c - generated trees. */
#include <config.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tree/gen.h"
#include "tree/i18n.h"
#include "tree/parse.h"
#include "tree/splitmix.h"



const struct gen_order_name gen_order_names[GEN_ORDER_NAMES] = {
	{ "best", ORDER_BEST }, { "worst", ORDER_WORST }, { "random", ORDER_RANDOM },
};

bool gen_parse_order(const char *text, enum gen_order *order, double *p)
{
	for (int i = 0; i < GEN_ORDER_NAMES; i++)
		if (strcmp(text, gen_order_names[i].name) == 0) {
			*order = gen_order_names[i].order;
			return true;
		}
	if (!parse_probability(text, p))
		return false;
	*order = ORDER_PROBABILITY;
	return true;
}

/* A probability is written with as few digits as read back as the very
 * same number: "0.8" for 0.8, and every digit of 0.123456789 (where %g
 * would write 0.123457, another order), so that --stats's JSON names
 * the trees exactly and --merge can tell two runs apart. */
const char *gen_order_name(const struct gen *g, char *buf, size_t len)
{
	for (int digits = 1; digits <= 17; digits++) {
		snprintf(buf, len, "%.*g", digits, g->p);
		if (strtod(buf, NULL) == g->p)
			break;
	}
	for (int i = 0; i < GEN_ORDER_NAMES; i++)
		if (g->order == gen_order_names[i].order)
			snprintf(buf, len, "%s", gen_order_names[i].name);
	return buf;
}

bool gen_parse_values(const char *text, int *lo, int *hi, char *err, size_t errlen)
{
	const char *dots = strstr(text, "..");
	char what[160];
	long v[2];
	if (!dots) {
		/* TRANSLATORS: %s is what was typed (40 bytes at most); LO..HI is
		 * written as the --help writes it. */
		snprintf(err, errlen, _("--values needs LO..HI such as 0..20 or -9..9, not '%.40s'"),
			 text);
		return false;
	}
	const char *part[2] = { text, dots + 2 };
	size_t len[2] = { (size_t)(dots - text), strlen(dots + 2) };
	for (int i = 0; i < 2; i++) {
		bool negative = len[i] > 0 && part[i][0] == '-';
		uint64_t x;
		/* TRANSLATORS: what the number is, in "%s must be a whole
		 * number from 0 to 1000000". */
		if (!parse_number(i ? _("the highest value") : _("the lowest value"), part[i] + negative,
				  len[i] - negative, 0, VALUE_LIMIT, &x, what, sizeof what)) {
			/* TRANSLATORS: %s says what is wrong with the number. */
			snprintf(err, errlen, _("--values: %s (with a - before it for a negative value)"),
				 what);
			return false;
		}
		v[i] = negative ? -(long)x : (long)x;
	}
	if (v[0] >= v[1]) {
		/* TRANSLATORS: %1$ld is the lowest value, %2$ld the highest. */
		snprintf(err, errlen, _("--values: the lowest value %1$ld must be below the highest "
					"%2$ld"), v[0], v[1]);
		return false;
	}
	*lo = (int)v[0];
	*hi = (int)v[1];
	return true;
}

bool gen_check(const struct gen *g, char *err, size_t errlen)
{
	if (g->branching < 1 || g->branching > GEN_MAX_BRANCHING) {
		/* TRANSLATORS: after "--random: "; %d is the largest branching. */
		snprintf(err, errlen, _("branching must be 1 to %d"), GEN_MAX_BRANCHING);
		return false;
	}
	if (g->depth < 0 || g->depth > GEN_MAX_DEPTH) {
		/* TRANSLATORS: after "--random: "; %d is the largest depth. */
		snprintf(err, errlen, _("depth must be 0 to %d"), GEN_MAX_DEPTH);
		return false;
	}
	if (g->ranged && g->hi - g->lo < g->depth) {
		/* TRANSLATORS: after "--random: "; %1$d..%2$d are --values, %3$d
		 * the depth. */
		snprintf(err, errlen, _("values %1$d..%2$d are too few for depth %3$d: every level "
					"needs a worse move, so the range must span at least %3$d"),
			 g->lo, g->hi, g->depth);
		return false;
	}
	/* The index of the last leaf must fit in the node number's 58 bits. */
	if (g->depth * log2((double)g->branching) > 57.9) {
		/* TRANSLATORS: after "--random: "; %1$d is the branching, %2$d
		 * the depth. */
		snprintf(err, errlen, _("branching %1$d and depth %2$d make too many leaves to number "
					"(at most 2^57)"), g->branching, g->depth);
		return false;
	}
	return true;
}

int gen_children_irregular(const struct gen *g, node_id n)
{
	/* An irregular tree stops early a quarter of the time below the
	 * root, and has 1 to branching children. */
	if (gen_depth_of(n) > 0 && gen_draw(g, n, 1) % 4 == 0)
		return 0;
	return 1 + (int)gen_modulo(gen_draw(g, n, 2), (uint64_t)g->branching);
}

static node_id parent_of(const struct gen *g, node_id n)
{
	uint64_t index = ((uint64_t)n & ((1ULL << 58) - 1)) / (uint64_t)g->branching;
	return (node_id)(((uint64_t)(gen_depth_of(n) - 1) << 58) | index);
}

int gen_root_value(const struct gen *g)
{
	if (!g->ranged)
		return 0;
	int step = gen_step(g), below = (g->depth + 1) / 2, above = g->depth / 2;
	int low = g->lo + below * step, high = g->hi - above * step;
	return low + (int)(splitmix64_mix(g->seed ^ 0x726f6f74ULL) % (uint64_t)(high - low + 1));
}

int gen_value(struct gen *g, node_id n)
{
	int d = gen_depth_of(n);
	node_id chain[GEN_MAX_DEPTH + 1];
	const struct gen_fixed f = gen_fix(g);

	/* Walk up to the deepest ancestor whose value is remembered. */
	chain[d] = n;
	for (int k = d; k > 0; k--)
		chain[k - 1] = parent_of(g, chain[k]);
	int from = 0;
	while (from <= d && from < g->known && g->path[from] == chain[from])
		from++;
	if (from == 0) {
		g->path[0] = chain[0];
		g->value[0] = f.root_value;
		from = 1;
	}
	for (int k = from; k <= d; k++) {
		node_id parent = chain[k - 1], c = chain[k];
		int i = (int)(((uint64_t)c & ((1ULL << 58) - 1)) % (uint64_t)g->branching);
		bool best = i == gen_fixed_best(&f, parent, gen_children(g, parent));
		g->path[k] = c;
		g->value[k] = gen_fixed_child_value(&f, c, g->value[k - 1], best, f.step);
	}
	g->known = d + 1;
	return g->value[d];
}

long gen_count(const struct gen *g, long limit)
{
	/* Breadth-first by levels would need the nodes; count depth-first. */
	long count = 0;
	node_id stack[GEN_MAX_DEPTH + 1];
	int next[GEN_MAX_DEPTH + 1], top = 0;
	stack[0] = 0;
	next[0] = 0;
	count = 1;
	while (top >= 0) {
		node_id n = stack[top];
		if (next[top] < gen_children(g, n)) {
			node_id c = gen_child(g, n, next[top]++);
			if (++count > limit)
				return -1;
			stack[++top] = c;
			next[top] = 0;
		} else {
			top--;
		}
	}
	return count;
}

static void write_node(struct gen *g, node_id n, FILE *out)
{
	int k = gen_children(g, n);
	if (k == 0) {
		fprintf(out, "%d", gen_value(g, n));
		return;
	}
	fputc('(', out);
	for (int i = 0; i < k; i++) {
		if (i)
			fputc(' ', out);
		write_node(g, gen_child(g, n, i), out);
	}
	fputc(')', out);
}

bool gen_write(struct gen *g, FILE *out)
{
	char order[32];
	if (gen_count(g, TREE_MAX_NODES) < 0)
		return false;
	fprintf(out, "# Generated by treestep --random %d,%d,%llu --order %s%s\n",
		g->branching, g->depth, (unsigned long long)g->seed, gen_order_name(g, order, sizeof order),
		g->irregular ? " --random-shape" : "");
	fprintf(out, "title: random %d,%d,%llu (order %s%s)\nroot: max\n", g->branching, g->depth,
		(unsigned long long)g->seed, order, g->irregular ? ", irregular" : "");
	write_node(g, 0, out);
	fputc('\n', out);
	return true;
}

double minimal_leaves(int branching, int depth)
{
	return pow(branching, (depth + 1) / 2) + pow(branching, depth / 2) - 1;
}

/* x * y, or UINT64_MAX when that does not fit. */
static uint64_t times_saturating(uint64_t x, uint64_t y)
{
	return y != 0 && x > UINT64_MAX / y ? UINT64_MAX : x * y;
}

uint64_t gen_leaves_full(int branching, int depth)
{
	uint64_t leaves = 1;
	for (int k = 0; k < depth; k++)
		leaves = times_saturating(leaves, (uint64_t)branching);
	return leaves;
}

uint64_t gen_nodes_full(int branching, int depth)
{
	uint64_t nodes = 0, level = 1;
	for (int k = 0; k <= depth; k++) {
		nodes = level > UINT64_MAX - nodes ? UINT64_MAX : nodes + level;
		level = times_saturating(level, (uint64_t)branching);
	}
	return nodes;
}

double gen_nodes_mean(const struct gen *g)
{
	if (!g->irregular)
		return (double)gen_nodes_full(g->branching, g->depth);
	double children = (g->branching + 1) / 2.0;   /* 1 to B, each as likely */
	double nodes = 1, level = 1;
	for (int k = 1; k <= g->depth; k++) {
		/* Below the root a node stops early a quarter of the time. */
		level *= k == 1 ? children : 0.75 * children;
		nodes += level;
	}
	return nodes;
}
