/* tree.c - building and freeing game trees. */
#include <config.h>

#include <stdint.h>
#include <sys/mman.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/tree.h"
#include "tree/exact.h"

_Static_assert(sizeof(struct node) == 40, "a node is 40 bytes (tree.h)");

static int max_int(int a, int b)
{
	return a > b ? a : b;
}

void tree_free(struct tree *t)
{
	if (!t)
		return;
	free(t->title);
	free(t->source);
	free(t->game);
	free(t->nodes);
	free(t->names);
	free(t->prob);
	memset(t, 0, sizeof *t);
}

/* Asks the kernel for the pages of [from, to) at once, where they are
 * about to be written from end to end: one call instead of a page fault
 * for each (11,000 for the nodes of the 1.1M-node tree), a twentieth of
 * its load.  Only where there are many (a small tree would pay a call
 * for nothing), and only where Linux has the call (5.14 and later; an
 * older kernel refuses it, and the pages come one fault at a time, as
 * they would without). */
static void populate(void *from, void *to)
{
#ifdef MADV_POPULATE_WRITE
	uintptr_t lo = ((uintptr_t)from + 4095) & ~(uintptr_t)4095;
	uintptr_t hi = (uintptr_t)to & ~(uintptr_t)4095;
	if (hi > lo + (1u << 20))
		(void)madvise((void *)lo, hi - lo, MADV_POPULATE_WRITE);
#else
	(void)from, (void)to;
#endif
}

/* Grows the node arrays to hold cap nodes. */
static bool builder_grow(struct builder *b, int cap)
{
	struct node *nodes = realloc(b->nodes, (size_t)cap * sizeof *nodes);
	if (!nodes)
		return false;
	b->nodes = nodes;
	unsigned char *written = realloc(b->written, (size_t)cap);
	if (!written)
		return false;
	b->written = written;
	if (b->prob) {
		struct builder_prob *prob = realloc(b->prob, (size_t)cap * sizeof *prob);
		if (!prob)
			return false;
		memset(prob + b->cap, 0, (size_t)(cap - b->cap) * sizeof *prob);
		b->prob = prob;
	}
	b->cap = cap;
	return true;
}

static bool builder_grow_names(struct builder *b, size_t cap)
{
	char *names = realloc(b->names, cap);
	if (!names)
		return false;
	if (b->names_len == 0)          /* every unnamed node's name: "" at 0 */
		names[b->names_len++] = '\0';
	b->names = names;
	b->names_cap = cap;
	return true;
}

bool builder_plan(struct builder *b, const int *at_depth, int levels, size_t name_bytes)
{
	long total = 0;
	for (int d = 0; d < 256; d++) {
		b->place[d] = b->end[d] = (int)total;
		if (d < levels)
			b->end[d] = (int)(total += at_depth[d]);
	}
	b->planned = true;
	if (total > INT32_MAX || !builder_grow(b, total > 0 ? (int)total : 1))
		return false;
	populate(b->nodes, b->nodes + total);   /* each is written where it goes */
	return builder_grow_names(b, name_bytes + 2);
}

bool builder_as_planned(const struct builder *b)
{
	if (!b->planned)
		return true;
	for (int d = 0; d < 256; d++)
		if (b->place[d] != b->end[d])
			return false;
	return !b->misplanned;
}

void builder_added_order(const struct builder *b, int *order)
{
	if (!b->planned) {
		for (int i = 0; i < b->count; i++)
			order[i] = i;
		return;
	}
	/* Planned: the nodes were added depth first, so the order added is
	 * the tree's preorder.  A stack of (node, next child). */
	struct open { int node, next; } stack[257];
	int top = 0, k = 0;
	order[k++] = 0;
	stack[top++] = (struct open){ 0, 0 };
	while (top > 0) {
		const struct node *nd = &b->nodes[stack[top - 1].node];
		if (stack[top - 1].next == nd->nchildren || top == 257) {
			top--;
			continue;
		}
		int child = nd->first_child + stack[top - 1].next++;
		order[k++] = child;
		stack[top++] = (struct open){ child, 0 };
	}
}

int builder_add(struct builder *b, int parent, const char *name,
		bool is_leaf, int value, int line, int column)
{
	if (!b->planned && b->count == b->cap && !builder_grow(b, b->cap ? b->cap * 2 : 64))
		return -1;
	size_t len = name ? strnlen(name, NAME_MAX_LEN) : 0;
	/* Every name written is kept after an '@', which is a reference's
	 * tree_name when builder_set_reference makes the node one. */
	if (b->names_len + len + 2 > b->names_cap &&
	    !builder_grow_names(b, (b->names_cap + len + 2) * 2))
		return -1;
	int depth = parent < 0 ? 0 : b->nodes[parent].depth + 1;
	if (depth > 255)
		return -1;      /* the loaders stop at TREE_MAX_DEPTH long before */
	int i = b->count;
	if (b->planned && b->place[depth] == b->end[depth]) {
		b->misplanned = true;
		return -2;
	}
	if (b->planned)
		i = b->place[depth]++;
	b->count++;
	uint32_t at = 0;        /* "" */
	b->unnamed += len == 0;
	if (len > 0) {
		b->names[b->names_len++] = '@';
		at = (uint32_t)b->names_len;
		memcpy(b->names + b->names_len, name, len);
		b->names_len += len;
		b->names[b->names_len++] = '\0';
	}
	b->nodes[i] = (struct node){
		.parent = parent, .first_child = 0, .nchildren = 0, .same = -1,
		.value = value, .line = line, .column = column, .name = at,
		.depth = (unsigned char)depth,
	};
	b->written[i] = is_leaf ? BUILT_LEAF : 0;
	if (b->prob)
		b->prob[i] = (struct builder_prob){ { 0, 0 }, 0, 0 };
	b->at_depth[depth]++;
	if (parent >= 0 && b->nodes[parent].nchildren++ == 0)
		b->nodes[parent].first_child = i;
	/* Heights while the ancestors are in the cache, instead of a pass
	 * over every node at the end: each ancestor is at least as high as
	 * this node is deep below it, and once one is, so are those above
	 * it, so this stops after a step or two. */
	for (int a = parent, h = 1; a >= 0 && b->nodes[a].height < h; a = b->nodes[a].parent, h++)
		b->nodes[a].height = (unsigned char)h;
	return i;
}

void builder_set_kind(struct builder *b, int i, enum node_kind kind)
{
	b->chance += (kind == KIND_CHANCE) - (builder_kind(b, i) == KIND_CHANCE);
	b->written[i] = (unsigned char)((b->written[i] & ~BUILT_KIND) | kind);
}

void builder_set_static(struct builder *b, int i, int static_value)
{
	b->nodes[i].has_static = true;
	b->nodes[i].static_value = static_value;
}

void builder_set_reference(struct builder *b, int i)
{
	b->references += b->nodes[i].same != -2;
	b->nodes[i].same = -2;
}

bool builder_set_prob(struct builder *b, int i, struct probability p, int line, int column)
{
	if (!b->prob && !(b->prob = calloc((size_t)b->cap, sizeof *b->prob)))
		return false;
	b->prob[i] = (struct builder_prob){ p, line, column };
	return true;
}

void builder_free(struct builder *b)
{
	free(b->nodes);
	free(b->written);
	free(b->prob);
	free(b->names);
	memset(b, 0, sizeof *b);
}

/* The characters N<number> and its '\0' take. */
static size_t number_size(int number)
{
	size_t k = 3;
	while ((number /= 10) > 0)
		k++;
	return k;
}

/* The name N<number> of the next position, kept as text and counted up
 * in place, so that a million names cost a copy each and a carry now and
 * then, not a division per digit.  (snprintf, and then a conversion
 * digit by digit, took most of the loading time.)  The last digit is
 * kept apart and written after the copy: a byte changed in text and then
 * copied at once as sixteen would stall the copy on every name (the
 * processor cannot forward a small store to a wider load), a fifth of
 * the pass that numbers a million nodes; now text changes once in ten. */
struct numbering {
	char text[16];          /* the name, its last digit '0', and a '\0' */
	int len;                /* the characters before the '\0' */
	int last;               /* the last digit, 0 to 9 */
};

static void numbering_start(struct numbering *m)
{
	memcpy(m->text, "N0", 3);
	m->len = 2;
	m->last = 0;
}

/* Writes the current name and its '\0' at end; returns the place after.
 * All sixteen bytes are copied (one move, not a call), so the names'
 * buffer has NUMBERING_SLACK bytes to spare after the last name. */
#define NUMBERING_SLACK 16
static char *numbering_put(const struct numbering *m, char *end)
{
	memcpy(end, m->text, sizeof m->text);
	end[m->len - 1] = (char)('0' + m->last);
	return end + m->len + 1;
}

static void numbering_next(struct numbering *m)
{
	if (++m->last < 10)
		return;
	m->last = 0;
	int i = m->len - 2;
	for (; i > 0 && m->text[i] == '9'; i--)
		m->text[i] = '0';
	if (i > 0) {
		m->text[i]++;
	} else {                /* N99 becomes N100: one digit more */
		m->text[1] = '1';
		m->text[m->len++] = '0';
		m->text[m->len] = '\0';
	}
}

/* Where each node goes in level order (the root, then its children left
 * to right, then the next level): dest[i] for builder node i.
 *
 * Both syntaxes add nodes depth first, in the order they are written,
 * and then the nodes of one level are in level order already, in the
 * order they were added: level order is a stable sort by depth, which
 * the counts by depth give in one pass.  That holds whenever the nodes
 * of a level were added in their parents' order; when they were not
 * (CS188's tests add a node's transpositions before its other moves),
 * a breadth-first walk over the children gathered by parent does the
 * general case, with arrays of its own. */
static bool level_order(const struct builder *b, int *dest)
{
	int n = b->count, start[256], last[256];
	bool sorted = true;
	for (int d = 0, at = 0; d < 256; d++) {
		start[d] = at;
		at += b->at_depth[d];
		last[d] = -1;
	}
	for (int i = 0; i < n; i++) {
		const struct node *nd = &b->nodes[i];
		dest[i] = start[nd->depth]++;
		if (nd->parent >= 0) {
			sorted = sorted && dest[nd->parent] >= last[nd->depth];
			last[nd->depth] = dest[nd->parent];
		}
	}
	if (sorted)
		return true;

	int *kids = malloc((size_t)n * sizeof *kids);   /* by parent, in the order added */
	int *next = malloc((size_t)n * sizeof *next);   /* the next child of the same parent */
	int *tail = malloc((size_t)n * sizeof *tail);
	bool ok = kids && next && tail;
	if (ok) {
		for (int i = 0; i < n; i++)
			kids[i] = next[i] = -1;
		for (int i = 1; i < n; i++) {
			int p = b->nodes[i].parent;
			if (kids[p] < 0)
				kids[p] = i;
			else
				next[tail[p]] = i;
			tail[p] = i;
		}
		/* Breadth first: tail[] becomes the queue of builder indices. */
		int head = 0, end = 0;
		tail[end++] = 0;
		while (head < end) {
			int i = tail[head];
			dest[i] = head++;
			for (int k = kids[i]; k >= 0; k = next[k])
				tail[end++] = k;
		}
	}
	free(kids);
	free(next);
	free(tail);
	return ok;
}

/* The least and the greatest value seen, for the widths of a tree
 * without decimals (widen). */
struct value_range {
	long lo, hi;
};

static inline void widen(struct tree *t, struct value_range *range, const struct node *nd,
			 int name_length);
static void widen_to_range(struct tree *t, const struct value_range *range);

/* Without a plan: the nodes into level order, in place, with their
 * links, and what was written of each (into written[] and prob[], by
 * place in level order). */
static void move_to_level_order(struct builder *b, int *dest, unsigned char *written,
				struct probability *prob)
{
	struct node *nodes = b->nodes;
	for (int i = 0; i < b->count; i++) {
		struct node *nd = &nodes[i];
		written[dest[i]] = b->written[i];
		if (prob && nd->parent >= 0 && builder_kind(b, nd->parent) == KIND_CHANCE)
			prob[dest[i]] = builder_prob(b, i);
		nd->first_child = nd->nchildren ? dest[nd->first_child] : 0;
	}
	for (int i = 0; i < b->count; i++)
		nodes[i].parent = nodes[i].parent < 0 ? -1 : dest[nodes[i].parent];
	/* A cycle of the permutation at a time: each swap puts one node
	 * where it belongs. */
	for (int i = 0; i < b->count; i++) {
		while (dest[i] != i) {
			int j = dest[i];
			struct node x = nodes[j];
			nodes[j] = nodes[i];
			nodes[i] = x;
			dest[i] = dest[j];
			dest[j] = j;
		}
	}
}

bool builder_finish(struct builder *b, struct tree *t, bool root_is_max)
{
	int n = b->count;
	int *dest = NULL;
	unsigned char *written = b->written;    /* by place in level order */
	struct probability *prob = NULL;
	/* The names N<number> go after the names written: room for the
	 * longest number for each unnamed node, given back below. */
	size_t size = b->names_len + (size_t)b->unnamed * number_size(n) + NUMBERING_SLACK;
	char *names = NULL;
	bool ok = n > 0 && builder_as_planned(b) &&
		  (names = realloc(b->names, size)) != NULL;
	if (names) {
		b->names = names;
		populate(names + b->names_len, names + size);   /* the numbers, one after another */
	}
	if (ok && b->chance)
		ok = (prob = calloc((size_t)n, sizeof *prob)) != NULL;
	if (ok && !b->planned) {
		dest = malloc((size_t)n * sizeof *dest);
		written = malloc((size_t)n);
		ok = dest && written && level_order(b, dest);
		if (ok)
			move_to_level_order(b, dest, written, prob);
	}
	free(dest);
	if (!ok) {
		if (written != b->written)
			free(written);
		free(prob);
		builder_free(b);
		return false;
	}

	/* One pass in level order, where a parent comes before its
	 * children: sides, values, probabilities and names.  (Each pass
	 * over a million nodes reads 40 MB.) */
	struct node *nodes = b->nodes;
	char *end = names + b->names_len;
	t->decimals = b->decimals;
	t->widest_name = 0;
	t->widest_value = t->widest_negated = 1;        /* 0 */
	/* Values read in hundredths are whole units of the tree's decimals,
	 * for no value has more decimals than the tree. */
	int down = b->in_hundredths ? 100 / tree_unit_scale(b->decimals) : 1;
	struct numbering number;
	numbering_start(&number);
	struct value_range range = { 0, 0 };
	t->same_side_at = -1;
	for (int i = 0; i < n; i++) {
		struct node *nd = &nodes[i];
		enum node_kind kind = (enum node_kind)(written[i] & BUILT_KIND);
		/* The side that moved last: the parent's, or at the root the
		 * one before the header's side. */
		bool before = nd->parent < 0 ? !root_is_max : nodes[nd->parent].is_max;
		nd->is_chance = kind == KIND_CHANCE;
		nd->is_max = kind == KIND_MAX ? true : kind == KIND_MIN ? false :
			     kind == KIND_CHANCE ? before : !before;
		if (nd->parent >= 0 && nd->is_max == before && t->same_side_at < 0)
			t->same_side_at = i;
		if (!(written[i] & BUILT_LEAF))
			nd->value = 0;
		/* Constant divisors: a division by a variable, twice a node,
		 * costs as much as the rest of the pass. */
		if (down == 100) {
			nd->value /= 100;
			nd->static_value /= 100;
		} else if (down == 10) {
			nd->value /= 10;
			nd->static_value /= 10;
		}
		if (b->planned && prob && nd->parent >= 0 && nodes[nd->parent].is_chance)
			prob[i] = builder_prob(b, i);
		/* N<number> numbers the positions: references take none. */
		if (nd->name == 0) {
			nd->name = (uint32_t)(end - names);
			end = numbering_put(&number, end);
			widen(t, &range, nd, number.len);
		} else {
			nd->name -= nd->same == -2;     /* "@NAME" */
			widen(t, &range, nd, (int)strlen(names + nd->name));
		}
		if (nd->same != -2)
			numbering_next(&number);
	}
	widen_to_range(t, &range);
	if (written != b->written)
		free(written);
	/* Give back what the text's counts reserved beyond the nodes. */
	struct node *fit = realloc(nodes, (size_t)n * sizeof *nodes);
	char *fit_names = realloc(names, (size_t)(end - names));
	t->nodes = fit ? fit : nodes;
	t->names = fit_names ? fit_names : names;
	t->count = n;
	t->root_is_max = root_is_max;
	t->prob = prob;
	t->chance_nodes = b->chance;
	/* Heights came with the nodes (builder_add), counting a reference
	 * as a leaf until the loader resolves it and calls tree_link. */
	t->references = b->references;
	t->height = t->nodes[0].height;
	b->nodes = NULL;
	b->names = NULL;
	builder_free(b);
	return true;
}

int tree_format_value(char *buf, size_t len, int decimals, long v)
{
	long unit = tree_unit_scale(decimals), a = v < 0 ? -v : v;
	long whole = a / unit, part = a % unit;
	if (part == 0)
		return snprintf(buf, len, "%s%ld", v < 0 ? "-" : "", whole);
	int digits = decimals;
	for (; part % 10 == 0; part /= 10)      /* 2.50 is written 2.5 */
		digits--;
	return snprintf(buf, len, "%s%ld.%0*ld", v < 0 ? "-" : "", whole, digits, part);
}

/* The characters a value takes as tree_format_value writes it, counted
 * without writing it: snprintf, twice for each of a million nodes, took
 * a third of the time to load a tree. */
static int value_width(const struct tree *t, long v)
{
	long unit = tree_unit_scale(t->decimals), a = v < 0 ? -v : v;
	long whole = a / unit, part = a % unit;
	int width = 1 + (v < 0);
	for (; whole >= 10; whole /= 10)
		width++;
	if (part == 0)
		return width;
	int digits = t->decimals;
	for (; part % 10 == 0; part /= 10)      /* 2.50 is written 2.5 */
		digits--;
	return width + 1 + digits;
}

/* Widens t's widest name and values to hold those of nd.  Without
 * decimals a value's width grows with its size on each side of 0, so
 * only the least and the greatest value matter: they are kept in range,
 * and widen_to_range measures them once at the end (two measurements a
 * node took a tenth of the loading time).  With decimals, 2.5 is
 * narrower than 2.25: every value is measured. */
static inline void widen(struct tree *t, struct value_range *range, const struct node *nd,
			 int name_length)
{
	t->widest_name = max_int(t->widest_name, name_length);
	if (t->decimals == 0) {
		range->lo = nd->value < range->lo ? nd->value : range->lo;
		range->hi = nd->value > range->hi ? nd->value : range->hi;
	} else if (nd->value != 0) {
		t->widest_value = max_int(t->widest_value, value_width(t, nd->value));
		t->widest_negated = max_int(t->widest_negated,
					    value_width(t, nd->value > 0 ? -nd->value : nd->value));
	}
}

static void widen_to_range(struct tree *t, const struct value_range *range)
{
	if (t->decimals != 0)
		return;
	long far = -range->lo > range->hi ? -range->lo : range->hi;
	t->widest_value = max_int(t->widest_value, max_int(value_width(t, range->lo),
							   value_width(t, range->hi)));
	t->widest_negated = max_int(t->widest_negated, value_width(t, -far));
}

long tree_link(struct tree *t, long limit)
{
	/* A node's children are one level deeper, and so are their targets:
	 * level order puts all of them after every node of the level above,
	 * so one backward pass sees each child's target before its parent.
	 * (Until the loader resolves them, references count as leaves.) */
	long paths = 0;
	long *size = limit > 0 ? calloc((size_t)t->count, sizeof *size) : NULL;
	if (limit > 0 && !size)
		return -1;
	t->references = 0;
	t->widest_name = 0;
	/* 0, as inner nodes and references hold, is one character wide. */
	t->widest_value = t->widest_negated = t->count > 0 ? 1 : 0;
	struct value_range range = { 0, 0 };
	for (node_id n = t->count - 1; n >= 0; n--) {
		struct node *nd = &t->nodes[n];
		widen(t, &range, nd, (int)strlen(tree_name(t, n)));
		nd->height = 0;
		if (size)
			size[n] = 1;
		t->references += nd->same != -1;
		for (int k = 0; k < nd->nchildren; k++) {
			node_id c = nd->first_child + k;
			if (t->nodes[c].same >= 0)
				c = t->nodes[c].same;
			nd->height = max_int(nd->height, t->nodes[c].height + 1);
			if (size)
				size[n] = size[n] + size[c] > limit ? limit + 1 : size[n] + size[c];
		}
	}
	widen_to_range(t, &range);
	for (node_id n = 0; n < t->count; n++)
		if (t->nodes[n].same >= 0)
			t->nodes[n].height = t->nodes[t->nodes[n].same].height;
	t->height = t->nodes[0].height;
	if (size)
		paths = size[0];
	free(size);
	return paths;
}

/* A position is a node not written @NAME: its same is -1 (a reference's
 * is its target, or -2 while the loader resolves it). */
static bool wanted(const struct tree *t, node_id n, unsigned flags)
{
	return t->nodes[n].same == -1 || (flags & TREE_FIND_REFERENCES);
}

node_id tree_find(const struct tree *t, const char *name, unsigned flags,
		  const struct tree_index *index)
{
	if (!index || !index->sorted) {
		for (node_id n = 0; n < t->count; n++)
			if (strcmp(tree_name(t, n), name) == 0 && wanted(t, n, flags))
				return n;
		return -1;
	}
	/* The first node named name: positions' names are unique, and never
	 * a reference's, which begins with '@'; references to one position
	 * share a name and come in level order. */
	size_t lo = 0, hi = (size_t)t->count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(tree_name(t, index->sorted[mid]), name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == (size_t)t->count || strcmp(tree_name(t, index->sorted[lo]), name) != 0)
		return -1;
	return wanted(t, index->sorted[lo], flags) ? index->sorted[lo] : -1;
}

static int compare_names(const void *a, const void *b, void *tree)
{
	const struct tree *t = tree;
	node_id x = *(const node_id *)a, y = *(const node_id *)b;
	int c = strcmp(tree_name(t, x), tree_name(t, y));
	return c ? c : (x > y) - (x < y);
}

bool tree_index_build(struct tree_index *index, const struct tree *t)
{
	index->sorted = malloc((size_t)(t->count > 0 ? t->count : 1) * sizeof *index->sorted);
	if (!index->sorted)
		return false;
	for (node_id n = 0; n < t->count; n++)
		index->sorted[n] = n;
	qsort_r(index->sorted, (size_t)t->count, sizeof *index->sorted, compare_names, (void *)t);
	return true;
}

void tree_index_free(struct tree_index *index)
{
	free(index->sorted);
	index->sorted = NULL;
}

void tree_level_starts(const struct tree *t, int levels, node_id *start)
{
	node_id from = 0;
	for (int d = 0; d <= levels; d++) {
		node_id lo = from, hi = t->count;
		while (lo < hi) {
			node_id mid = lo + (hi - lo) / 2;
			if (t->nodes[mid].depth < d)
				lo = mid + 1;
			else
				hi = mid;
		}
		start[d] = from = lo;
	}
}

int tree_leaves(const struct tree *t)
{
	int leaves = 0;
	for (node_id n = 0; n < t->count; n++)
		leaves += tree_is_leaf(t, n) && t->nodes[n].same < 0;
	return leaves;
}

int tree_value(const struct tree *t, node_id n, int limit)
{
	const struct node *nd = &t->nodes[tree_resolve(t, n)];
	if (nd->nchildren == 0)
		return nd->value;
	if (nd->depth >= limit)
		return nd->static_value;
	int best = tree_value(t, nd->first_child, limit);
	for (int i = 1; i < nd->nchildren; i++) {
		int v = tree_value(t, nd->first_child + i, limit);
		if (nd->is_max ? v > best : v < best)
			best = v;
	}
	return best;
}

static __int128 lcm128(__int128 a, __int128 b)
{
	__int128 x = a, y = b;
	while (y) {
		__int128 r = x % y;
		x = y;
		y = r;
	}
	return a / x * b;
}

/* A bound on the denominator of any value a search can give each node,
 * whatever its depth limit: every such denominator divides it.  1 at a
 * leaf (and for a static evaluation), the lcm of its moves' bounds at a
 * MAX or MIN node (its value is one of theirs), and at a chance node the
 * lcm of each move's probability denominator times the move's bound (the
 * denominator of a sum divides the lcm of its terms').  Level order puts
 * every child, and every reference's target, after the node above it,
 * so one backward pass sees them first. */
bool tree_exact_fits(const struct tree *t, node_id *where)
{
	__int128 *bound = malloc((size_t)t->count * sizeof *bound);
	*where = 0;
	if (!bound)
		return false;
	bool ok = true;
	for (node_id n = t->count - 1; ok && n >= 0; n--) {
		const struct node *nd = &t->nodes[n];
		bound[n] = 1;
		for (int k = 0; ok && k < nd->nchildren; k++) {
			node_id c = nd->first_child + k;
			__int128 b = bound[tree_resolve(t, c)];
			bound[n] = lcm128(bound[n], nd->is_chance ? b * t->prob[c].den : b);
			if (bound[n] >= EXACT_DEN_MAX) {
				ok = false;
				*where = n;
			}
		}
	}
	free(bound);
	return ok;
}

struct exact tree_exact_value(const struct tree *t, node_id n, int limit)
{
	const struct node *nd = &t->nodes[tree_resolve(t, n)];
	if (nd->nchildren == 0)
		return exact_int(nd->value);
	if (nd->depth >= limit)
		return exact_int(nd->static_value);
	struct exact v = exact_int(0);
	for (int i = 0; i < nd->nchildren; i++) {
		node_id c = nd->first_child + i;
		struct exact w = tree_exact_value(t, c, limit);
		if (nd->is_chance)
			v = exact_add_share(v, t->prob[c], w);
		else if (i == 0 || (nd->is_max ? exact_cmp(w, v) > 0 : exact_cmp(w, v) < 0))
			v = w;
	}
	return v;
}
