/* testlib.c - helpers shared by the unit tests. */
#include <config.h>

#include <dirent.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/splitmix.h"
#include "testlib.h"

void load_text(struct tree *t, const char *text)
{
	char err[LOAD_ERROR_MAX];
	if (!tree_load_string(text, strlen(text), "test", t, err, sizeof err))
		fail_msg("%s", err);
}

void load_path(struct tree *t, const char *relative)
{
	char path[4096], err[LOAD_ERROR_MAX];
	snprintf(path, sizeof path, "%s/%s", TOP_SRCDIR, relative);
	if (!tree_load_file(path, t, err, sizeof err))
		fail_msg("%s", err);
}

node_id find_node(const struct tree *t, const char *name)
{
	/* The tests name references too ("@X"). */
	node_id n = tree_find(t, name, TREE_FIND_REFERENCES, NULL);
	if (n < 0)
		fail_msg("no node named %s", name);
	return n;
}

int reference_value(const struct tree *t, node_id n)
{
	if (t->nodes[n].same >= 0)      /* a transposition: the position it names */
		n = t->nodes[n].same;
	const struct node *nd = &t->nodes[n];
	if (nd->nchildren == 0)
		return nd->value;
	int v = reference_value(t, nd->first_child);
	for (int i = 1; i < nd->nchildren; i++) {
		int c = reference_value(t, nd->first_child + i);
		if (nd->is_max ? c > v : c < v)
			v = c;
	}
	return v;
}

void run_traced(const char *algo, const struct tree *t, struct trace *tr, struct result *r)
{
	const struct algorithm *a = algorithm_find(algo);
	assert_non_null(a);
	trace_init(tr);
	assert_true(algorithm_run(a, t, tr, r));
}

const struct event *find_event(const struct trace *tr, const struct tree *t,
			       enum event_type type, const char *node)
{
	for (int i = 0; i < tr->count; i++)
		if (tr->events[i].type == type && strcmp(tree_name(t, tr->events[i].node), node) == 0)
			return &tr->events[i];
	return NULL;
}

uint64_t rng_next(uint64_t *s)
{
	return splitmix64_next(s);
}

int rng_range(uint64_t *s, int lo, int hi)
{
	return lo + (int)(rng_next(s) % (uint64_t)(hi - lo + 1));
}

struct subtree {
	char *text;
	int value;      /* max/min value */
};

static int by_value_desc(const void *a, const void *b)
{
	const struct subtree *x = a, *y = b;
	return (y->value > x->value) - (y->value < x->value);
}

static struct subtree generate(uint64_t *s, int depth, int branching, int max_depth,
			       bool uniform, int range, bool perfect, bool is_max)
{
	struct subtree out;
	bool leaf = depth == max_depth || (!uniform && depth > 0 && rng_range(s, 0, 3) == 0);
	if (leaf) {
		out.value = rng_range(s, -range, range);
		out.text = malloc(16);
		snprintf(out.text, 16, "%d", out.value);
		return out;
	}
	int n = uniform ? branching : rng_range(s, 1, branching);
	struct subtree kids[8] = { { NULL, 0 } };
	size_t len = 3;
	for (int i = 0; i < n; i++) {
		kids[i] = generate(s, depth + 1, branching, max_depth, uniform, range, perfect, !is_max);
		len += strlen(kids[i].text) + 1;
	}
	if (perfect) {
		/* Best first: descending for MAX, ascending for MIN. */
		qsort(kids, (size_t)n, sizeof kids[0], by_value_desc);
		if (!is_max)
			for (int i = 0; i < n / 2; i++) {
				struct subtree tmp = kids[i];
				kids[i] = kids[n - 1 - i];
				kids[n - 1 - i] = tmp;
			}
	}
	out.text = malloc(len);
	strcpy(out.text, "(");
	out.value = kids[0].value;
	for (int i = 0; i < n; i++) {
		if (i)
			strcat(out.text, " ");
		strcat(out.text, kids[i].text);
		if (is_max ? kids[i].value > out.value : kids[i].value < out.value)
			out.value = kids[i].value;
		free(kids[i].text);
	}
	strcat(out.text, ")");
	return out;
}

char *random_tree(uint64_t *state, int branching, int max_depth, bool uniform,
		  int range, bool perfect)
{
	return generate(state, 0, branching, max_depth, uniform, range, perfect, true).text;
}

/* ---- Trees with transpositions -------------------------------------- */

struct dag_node {
	int parent, depth, value;
	int first, count;       /* children: dag->nodes[first .. first+count-1] */
	int same;               /* a reference to this node; -1: a position of its own */
	int copies;             /* copies made so far when unfolding */
};

struct dag {
	struct dag_node *nodes;
	int n;
};

struct text {
	char *s;
	size_t len, cap;
};

static void put(struct text *t, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (t->len + (size_t)n + 1 > t->cap) {
		t->cap = (t->len + (size_t)n + 1) * 2;
		t->s = realloc(t->s, t->cap);
	}
	va_start(ap, fmt);
	vsnprintf(t->s + t->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	t->len += (size_t)n;
}

static void put_dag(struct text *t, const struct dag *g, int i)
{
	const struct dag_node *d = &g->nodes[i];
	if (d->same >= 0)
		put(t, "%*s@P%d\n", 2 * d->depth, "", d->same);
	else if (d->count == 0)
		put(t, "%*sP%d = %d\n", 2 * d->depth, "", i, d->value);
	else
		put(t, "%*sP%d\n", 2 * d->depth, "", i);
	for (int k = 0; d->same < 0 && k < d->count; k++)
		put_dag(t, g, d->first + k);
}

/* The position i written out in full, at depth: every copy of a position
 * gets the name P<i>.<copy>. */
static void put_unfolded(struct text *t, struct dag *g, int i, int depth)
{
	struct dag_node *d = &g->nodes[g->nodes[i].same >= 0 ? g->nodes[i].same : i];
	int pos = (int)(d - g->nodes), copy = d->copies++;
	if (d->count == 0)
		put(t, "%*sP%d.%d = %d\n", 2 * depth, "", pos, copy, d->value);
	else
		put(t, "%*sP%d.%d\n", 2 * depth, "", pos, copy);
	for (int k = 0; k < d->count; k++)
		put_unfolded(t, g, d->first + k, depth + 1);
}

void random_transposed(uint64_t *s, int branching, int max_depth, int range, bool root_is_max,
		       char **dag, char **unfolded)
{
	/* Level by level: each level's nodes are made, some become references
	 * to another node of their level (not a sibling, at most one move
	 * from a node to each position), then the others get children. */
	struct dag g = { calloc(1, sizeof *g.nodes), 1 };
	g.nodes[0] = (struct dag_node){ -1, 0, 0, 0, 0, -1, 0 };
	int level = 0, end = 1;
	for (int depth = 0; depth < max_depth && level < end; depth++) {
		int next = end;
		for (int i = level; i < end; i++) {
			struct dag_node *d = &g.nodes[i];
			bool leaf = d->same >= 0 || (depth > 0 && rng_range(s, 0, 3) == 0);
			if (leaf)
				continue;
			int k = rng_range(s, 1, branching);
			g.nodes = realloc(g.nodes, (size_t)(g.n + k) * sizeof *g.nodes);
			g.nodes[i].first = g.n;
			g.nodes[i].count = k;
			for (int c = 0; c < k; c++)
				g.nodes[g.n++] = (struct dag_node){ i, depth + 1, 0, 0, 0, -1, 0 };
		}
		for (int i = next; i < g.n && depth + 1 >= 2; i++) {
			if (rng_range(s, 0, 2) != 0)
				continue;
			int to = rng_range(s, next, g.n - 1);
			bool ok = g.nodes[to].same < 0 && g.nodes[to].parent != g.nodes[i].parent;
			for (int c = g.nodes[g.nodes[i].parent].first; ok && c < i; c++)
				ok = g.nodes[c].same != to;
			/* A node that others refer to stays a position of its own. */
			for (int c = next; ok && c < g.n; c++)
				ok = g.nodes[c].same != i;
			if (ok)
				g.nodes[i].same = to;
		}
		level = next;
		end = g.n;
	}
	for (int i = 0; i < g.n; i++)
		g.nodes[i].value = rng_range(s, -range, range);
	struct text a = { 0 }, b = { 0 };
	put(&a, "root: %s\n", root_is_max ? "max" : "min");
	put(&b, "root: %s\n", root_is_max ? "max" : "min");
	put_dag(&a, &g, 0);
	put_unfolded(&b, &g, 0, 0);
	free(g.nodes);
	*dag = a.s;
	*unfolded = b.s;
}

/* A random tree in bracket form with a static value ~V before every inner
 * node's parenthesis. */
static void grow(uint64_t *seed, int depth, int branching, int range, FILE *f)
{
	if (depth == 0 || rng_range(seed, 0, 5) == 0) {
		fprintf(f, "%d", rng_range(seed, -range, range));
		return;
	}
	fprintf(f, "~%d(", rng_range(seed, -range, range));
	int n = rng_range(seed, 1, branching);
	for (int i = 0; i < n; i++) {
		fputs(i ? " " : "", f);
		grow(seed, depth - 1, branching, range, f);
	}
	fputc(')', f);
}

char *random_static_tree(uint64_t *seed, int depth, int branching, int range, bool min_root)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	fprintf(f, "root: %s\n", min_root ? "min" : "max");
	grow(seed, depth, branching, range, f);
	fputc('\n', f);
	fclose(f);
	return buf;
}

/* The lessons of one folder, in the order readdir gives them. */
static int lessons_in(const char *dir, void (*fn)(const char *path))
{
	DIR *d = opendir(dir);
	assert_non_null(d);
	int lessons = 0;
	for (struct dirent *e; (e = readdir(d));) {
		size_t n = strlen(e->d_name);
		if (n < 8 || strcmp(e->d_name + n - 7, ".lesson") != 0)
			continue;
		char path[PATH_MAX + 300];
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		fn(path);
		lessons++;
	}
	closedir(d);
	return lessons;
}

void each_lesson(void (*fn)(const char *path))
{
	char dir[PATH_MAX], sub[PATH_MAX + 300];
	snprintf(dir, sizeof dir, "%s/tutorials", TOP_SRCDIR);
	int lessons = lessons_in(dir, fn);
	assert_true(lessons >= 15);
	/* The translations: tutorials/LANG/ (src/tree/data.h). */
	DIR *d = opendir(dir);
	assert_non_null(d);
	for (struct dirent *e; (e = readdir(d));) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(sub, sizeof sub, "%s/%s", dir, e->d_name);
		DIR *is_dir = opendir(sub);
		if (is_dir) {
			closedir(is_dir);
			lessons_in(sub, fn);
		}
	}
	closedir(d);
}
