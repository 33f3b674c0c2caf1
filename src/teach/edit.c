/* edit.c - changes to a tree, made on its text (edit.h says why). */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teach/edit.h"
#include "tree/i18n.h"
#include "tree/files.h"
#include "tree/load.h"

/* ---- Texts ------------------------------------------------------------- */

struct buf {
	char *s;
	size_t len, cap;
	bool failed;
};

static void add(struct buf *b, const char *s, size_t n)
{
	if (b->failed)
		return;
	if (b->len + n + 1 > b->cap) {
		size_t cap = (b->len + n + 1) * 2;
		char *more = realloc(b->s, cap);
		if (!more) {
			b->failed = true;
			return;
		}
		b->s = more;
		b->cap = cap;
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

/* A whole number, such as a probability's numerator or denominator. */
static void addf(struct buf *b, const char *fmt, int v)
{
	char s[32];
	add(b, s, (size_t)snprintf(s, sizeof s, fmt, v));
}

/* A value of t (in its units) as a file writes it, between two texts:
 * tree_format_value, so that the tree read back is the same tree. */
static void add_value(struct buf *b, const struct tree *t, const char *before, int v,
		      const char *after)
{
	char s[48];
	tree_format_value(s, sizeof s, t->decimals, v);
	add(b, before, strlen(before));
	add(b, s, strlen(s));
	add(b, after, strlen(after));
}

/* The offset of line (1-based) in text; the end of the text past the last. */
static size_t line_at(const struct edit_text *x, int line)
{
	size_t i = 0;
	for (int l = 1; l < line && i < x->len; i++)
		if (x->text[i] == '\n')
			l++;
	return i;
}

/* The offset just past the end of line (its newline included). */
static size_t line_end(const struct edit_text *x, int line)
{
	size_t i = line_at(x, line);
	while (i < x->len && x->text[i] != '\n')
		i++;
	return i < x->len ? i + 1 : i;
}

/* How the text's lines end, to write them back the same way.  A file
 * with both kinds gets the kind most of its lines have. */
static void note_layout(struct edit *e, const char *text, size_t len)
{
	static const char bom[] = "\xef\xbb\xbf";
	size_t crlf = 0, lf = 0;
	e->bom = len >= 3 && memcmp(text, bom, 3) == 0;
	for (size_t i = 0; i < len; i++)
		if (text[i] == '\n' && i > 0 && text[i - 1] == '\r')
			crlf++;
		else if (text[i] == '\n')
			lf++;
	e->crlf = crlf > lf;
	e->no_final_newline = len > (e->bom ? 3u : 0u) && text[len - 1] != '\n';
}

bool edit_open(struct edit *e, const char *text, size_t len, const char *source,
	       char *err, size_t errlen)
{
	memset(e, 0, sizeof *e);
	/* Its nodes are not written one to a line or in brackets: an edit
	 * made as if they were would change another tree than the one shown. */
	if (tree_text_is_cs188(text, len)) {
		snprintf(err, errlen, _("%s is a CS188 test, which treestep reads but does not change "
			 "(edit it in a text editor)"), source);
		return false;
	}
	note_layout(e, text, len);
	/* The loader's positions count lines and columns of the text after
	 * it has dropped a byte-order mark and carriage returns: edit that. */
	if (!text_normalise(text, len, source, &e->now.text, &e->now.len, err, errlen))
		return false;
	/* Every line ends with a newline, so that lines can be moved. */
	if (e->now.len && e->now.text[e->now.len - 1] != '\n') {
		char *more = realloc(e->now.text, e->now.len + 2);
		if (!more) {
			free(e->now.text);
			snprintf(err, errlen, _("out of memory"));
			return false;
		}
		more[e->now.len++] = '\n';
		more[e->now.len] = '\0';
		e->now.text = more;
	}
	if (!(e->source = strdup(source))) {
		free(e->now.text);
		snprintf(err, errlen, _("out of memory"));
		return false;
	}
	return true;
}

static void free_stack(struct edit_text *s, int n)
{
	for (int i = 0; i < n; i++)
		free(s[i].text);
	free(s);
}

void edit_free(struct edit *e)
{
	free(e->now.text);
	free_stack(e->undo, e->nundo);
	free_stack(e->redo, e->nredo);
	free(e->source);
	memset(e, 0, sizeof *e);
}

static bool push(struct edit_text **stack, int *n, struct edit_text x)
{
	struct edit_text *more = realloc(*stack, (size_t)(*n + 1) * sizeof **stack);
	if (!more)
		return false;
	*stack = more;
	more[(*n)++] = x;
	return true;
}

/* Loads the new text; when it loads, it becomes the text and the tree. */
static bool commit(struct edit *e, struct tree *t, struct buf *b, char *err, size_t errlen)
{
	struct tree fresh;
	if (b->failed) {
		free(b->s);
		snprintf(err, errlen, _("out of memory"));
		return false;
	}
	if (!tree_load_string(b->s, b->len, e->source, &fresh, err, errlen)) {
		free(b->s);
		return false;
	}
	if (!push(&e->undo, &e->nundo, e->now)) {
		tree_free(&fresh);
		free(b->s);
		snprintf(err, errlen, _("out of memory"));
		return false;
	}
	free_stack(e->redo, e->nredo);
	e->redo = NULL;
	e->nredo = 0;
	if (e->saved > e->nundo - 1)
		e->saved = -1;          /* that state can no longer come back by undo */
	e->now = (struct edit_text){ b->s, b->len };
	tree_free(t);
	*t = fresh;
	return true;
}

/* ---- Where nodes are written -------------------------------------------- */

static bool is_outline(const struct edit *e, const struct tree *t)
{
	size_t at = line_at(&e->now, t->nodes[0].line) + (size_t)t->nodes[0].column - 1;
	enum node_kind kind;
	return at < e->now.len && e->now.text[at] != '(' && e->now.text[at] != '-' &&
	       e->now.text[at] != '+' && e->now.text[at] != '~' &&
	       !isdigit((unsigned char)e->now.text[at]) &&
	       !load_bracket_kind(e->now.text + at, e->now.len - at, &kind);
}

/* The last line a subtree is written on. */
static int last_line(const struct tree *t, node_id n)
{
	int last = t->nodes[n].line;
	for (int i = 0; i < t->nodes[n].nchildren; i++) {
		int l = last_line(t, t->nodes[n].first_child + i);
		if (l > last)
			last = l;
	}
	return last;
}

/* The value of leaf n, or the static evaluation of inner node n, in the
 * text: [*from, *to). */
static bool value_span(const struct edit *e, const struct tree *t, node_id n, size_t *from,
		       size_t *to)
{
	const char *s = e->now.text;
	char mark = t->nodes[n].nchildren ? '~' : '=';
	size_t i = line_at(&e->now, t->nodes[n].line) + (size_t)t->nodes[n].column - 1;
	if (is_outline(e, t)) {
		while (i < e->now.len && s[i] != mark && s[i] != '\n')
			i++;
		if (i >= e->now.len || s[i] != mark)
			return false;
		i++;
		while (s[i] == ' ' || s[i] == '\t')
			i++;
	} else if (mark == '~') {
		enum node_kind kind;
		i += load_bracket_kind(s + i, e->now.len - i, &kind);      /* min~4( */
		if (s[i] != '~')
			return false;
		i++;
	}
	*from = i;
	if (s[i] == '-' || s[i] == '+')
		i++;
	while (isdigit((unsigned char)s[i]))
		i++;
	if (s[i] == '.' && isdigit((unsigned char)s[i + 1]))  /* its decimals */
		for (i++; isdigit((unsigned char)s[i]); i++)
			;
	*to = i;
	return *to > *from;
}

/* ---- The bracket form, written anew ------------------------------------------ */

/* What the new expression changes: two children swapped, a leaf added
 * under a node, a subtree left out. */
struct change {
	node_id swap_a, swap_b;
	node_id add_under;
	int add_value;
	node_id leave_out;
};

/* Does every move of chance node p have an equal share (then none is
 * written: the loader gives equal shares where none is)? */
static bool equal_shares(const struct tree *t, node_id p)
{
	const struct node *nd = &t->nodes[p];
	for (int i = 0; i < nd->nchildren; i++) {
		const struct probability *q = &t->prob[nd->first_child + i];
		if (q->num != 1 || q->den != nd->nchildren)
			return false;
	}
	return true;
}

static void bracket(struct buf *b, const struct tree *t, node_id n, const struct change *c)
{
	const struct node *nd = &t->nodes[n];
	if (nd->parent >= 0 && t->nodes[nd->parent].is_chance && !equal_shares(t, nd->parent)) {
		addf(b, "%d/", t->prob[n].num);        /* 1/3: the move's probability */
		addf(b, "%d:", t->prob[n].den);
	}
	enum node_kind kind = tree_written_kind(t, n);
	if (kind != KIND_AUTO)          /* who moves here, when not the other side */
		add(b, load_kind_word(kind), strlen(load_kind_word(kind)));
	if (nd->same >= 0) {            /* a reference: "@" and its node's name */
		const char *name = tree_name(t, n);
		add(b, name, strlen(name));
		return;
	}
	if (nd->nchildren == 0 && n != c->add_under) {
		add_value(b, t, "", nd->value, "");
		return;
	}
	if (nd->has_static)
		add_value(b, t, "~", nd->static_value, "");
	add(b, "(", 1);
	bool first = true;
	for (int i = 0; i < nd->nchildren; i++) {
		node_id k = nd->first_child + i;
		k = k == c->swap_a ? c->swap_b : k == c->swap_b ? c->swap_a : k;
		if (k == c->leave_out)
			continue;
		if (!first)
			add(b, " ", 1);
		bracket(b, t, k, c);
		first = false;
	}
	if (n == c->add_under)
		add_value(b, t, first ? "" : " ", c->add_value, "");
	add(b, ")", 1);
}

static bool rewrite_bracket(struct edit *e, struct tree *t, const struct change *c, char *err,
			    size_t errlen)
{
	/* A reference names its node by level-order number, which a change of
	 * shape would give to another node. */
	if (t->references) {
		snprintf(err, errlen, _("this tree's transpositions name nodes by number (@N...), which "
			 "the change would renumber; write it in the outline form to change its shape"));
		return false;
	}
	struct buf b = { 0 };
	size_t start = line_at(&e->now, t->nodes[0].line) + (size_t)t->nodes[0].column - 1;
	add(&b, e->now.text, start);
	bracket(&b, t, 0, c);
	add(&b, "\n", 1);
	return commit(e, t, &b, err, errlen);
}

static const struct change no_change = { -1, -1, -1, 0, -1 };

bool edit_bracket(const struct tree *t, char **text, size_t *len)
{
	struct buf b = { 0 };
	bracket(&b, t, 0, &no_change);
	if (b.failed || !b.s) {
		free(b.s);
		return false;
	}
	*text = b.s;
	*len = b.len;
	return true;
}

/* ---- The changes --------------------------------------------------------------- */

bool edit_set_value(struct edit *e, struct tree *t, node_id n, int value, char *err,
		    size_t errlen)
{
	size_t from, to;
	if (t->nodes[n].same >= 0) {
		snprintf(err, errlen, _("%s is a transposition, with no value of its own: change %s's"),
			 tree_name(t, n), tree_name(t, t->nodes[n].same));
		return false;
	}
	if (t->nodes[n].nchildren && !t->nodes[n].has_static) {
		snprintf(err, errlen, _("%s is not a leaf and has no static evaluation to change"),
			 tree_name(t, n));
		return false;
	}
	if (!value_span(e, t, n, &from, &to)) {
		snprintf(err, errlen, _("cannot find the value of %s in the text"), tree_name(t, n));
		return false;
	}
	struct buf b = { 0 };
	add(&b, e->now.text, from);
	add_value(&b, t, "", value, "");
	add(&b, e->now.text + to, e->now.len - to);
	return commit(e, t, &b, err, errlen);
}

bool edit_move(struct edit *e, struct tree *t, node_id n, int dir, char *err, size_t errlen)
{
	node_id p = t->nodes[n].parent;
	if (p < 0) {
		snprintf(err, errlen, _("the root has no brothers to change places with"));
		return false;
	}
	node_id m = n + dir;
	if (m < t->nodes[p].first_child || m >= t->nodes[p].first_child + t->nodes[p].nchildren) {
		/* TRANSLATORS: a node, then its parent. */
		snprintf(err, errlen, dir < 0 ? _("%s is already the first move of %s") :
			 _("%s is already the last move of %s"), tree_name(t, n), tree_name(t, p));
		return false;
	}
	if (!is_outline(e, t)) {
		struct change c = no_change;
		c.swap_a = n;
		c.swap_b = m;
		return rewrite_bracket(e, t, &c, err, errlen);
	}
	/* The two subtrees' lines change places; lines between them stay. */
	node_id a = n < m ? n : m, z = n < m ? m : n;
	size_t a0 = line_at(&e->now, t->nodes[a].line), a1 = line_end(&e->now, last_line(t, a));
	size_t z0 = line_at(&e->now, t->nodes[z].line), z1 = line_end(&e->now, last_line(t, z));
	struct buf b = { 0 };
	add(&b, e->now.text, a0);
	add(&b, e->now.text + z0, z1 - z0);
	add(&b, e->now.text + a1, z0 - a1);
	add(&b, e->now.text + a0, a1 - a0);
	add(&b, e->now.text + z1, e->now.len - z1);
	return commit(e, t, &b, err, errlen);
}

/* A name no node has: N<count>, N<count+1>, ... */
static void fresh_name(const struct tree *t, char *name, size_t len)
{
	for (long k = t->count;; k++) {
		snprintf(name, len, "N%ld", k);
		if (tree_find(t, name, 0, NULL) < 0)
			return;
	}
}

bool edit_add_leaf(struct edit *e, struct tree *t, node_id p, int value, char *err,
		   size_t errlen)
{
	if (t->nodes[p].same >= 0) {
		snprintf(err, errlen, _("%s is a transposition: its moves are %s's; add the move there"),
			 tree_name(t, p), tree_name(t, t->nodes[p].same));
		return false;
	}
	if (t->nodes[p].depth >= TREE_MAX_DEPTH) {
		snprintf(err, errlen, _("%s is as deep as a tree may go (%d levels)"), tree_name(t, p),
			 TREE_MAX_DEPTH);
		return false;
	}
	if (!is_outline(e, t)) {
		struct change c = no_change;
		c.add_under = p;
		c.add_value = value;
		return rewrite_bracket(e, t, &c, err, errlen);
	}
	const struct node *nd = &t->nodes[p];
	struct buf b = { 0 };
	char name[NAME_MAX_LEN + 1], indent[TREE_MAX_DEPTH * 8 + 64];
	size_t p0 = line_at(&e->now, nd->line);
	/* A child sits where its brothers do, or two columns in. */
	size_t c0 = nd->nchildren ? line_at(&e->now, t->nodes[nd->first_child].line) : p0;
	size_t w = nd->nchildren ? (size_t)t->nodes[nd->first_child].column - 1 :
		   (size_t)nd->column - 1;
	if (w + 3 > sizeof indent) {
		snprintf(err, errlen, _("%s is indented too far to add a child"), tree_name(t, p));
		return false;
	}
	memcpy(indent, e->now.text + c0, w);
	if (!nd->nchildren)
		memcpy(indent + w, "  ", 2), w += 2;
	indent[w] = '\0';
	fresh_name(t, name, sizeof name);
	if (nd->nchildren) {
		size_t end = line_end(&e->now, last_line(t, p));
		add(&b, e->now.text, end);
		add(&b, indent, strlen(indent));
		add(&b, name, strlen(name));
		add_value(&b, t, " = ", value, "\n");
		add(&b, e->now.text + end, e->now.len - end);
	} else {
		/* The leaf becomes an inner node: its value goes. */
		size_t from, to, end = line_end(&e->now, nd->line);
		if (!value_span(e, t, p, &from, &to)) {
			snprintf(err, errlen, _("cannot find the value of %s in the text"), tree_name(t, p));
			return false;
		}
		size_t eq = from;
		while (eq > p0 && e->now.text[eq] != '=')
			eq--;
		while (eq > p0 && (e->now.text[eq - 1] == ' ' || e->now.text[eq - 1] == '\t'))
			eq--;
		add(&b, e->now.text, eq);
		add(&b, e->now.text + to, end - to);
		add(&b, indent, strlen(indent));
		add(&b, name, strlen(name));
		add_value(&b, t, " = ", value, "\n");
		add(&b, e->now.text + end, e->now.len - end);
	}
	return commit(e, t, &b, err, errlen);
}

/* Is node r in the subtree of n? */
static bool is_within(const struct tree *t, node_id r, node_id n)
{
	while (r >= 0 && r != n)
		r = t->nodes[r].parent;
	return r == n;
}

bool edit_delete(struct edit *e, struct tree *t, node_id n, char *err, size_t errlen)
{
	node_id p = t->nodes[n].parent;
	if (p < 0) {
		snprintf(err, errlen, _("the root cannot be deleted"));
		return false;
	}
	if (t->nodes[p].nchildren == 1) {
		snprintf(err, errlen, _("%s is the only move of %s, which needs at least one"),
			 tree_name(t, n), tree_name(t, p));
		return false;
	}
	/* A position another move transposes into must stay. */
	for (node_id r = 0; r < t->count; r++) {
		if (t->nodes[r].same >= 0 && is_within(t, t->nodes[r].same, n) && !is_within(t, r, n)) {
			snprintf(err, errlen, _("%s is also reached as %s under %s: delete that move first"),
				 tree_name(t, t->nodes[r].same), tree_name(t, r),
				 tree_name(t, t->nodes[r].parent));
			return false;
		}
	}
	if (!is_outline(e, t)) {
		struct change c = no_change;
		c.leave_out = n;
		return rewrite_bracket(e, t, &c, err, errlen);
	}
	size_t from = line_at(&e->now, t->nodes[n].line), to = line_end(&e->now, last_line(t, n));
	struct buf b = { 0 };
	add(&b, e->now.text, from);
	add(&b, e->now.text + to, e->now.len - to);
	return commit(e, t, &b, err, errlen);
}

/* Undo and redo move whole texts between the stacks. */
static bool step(struct edit *e, struct tree *t, bool back, char *err, size_t errlen)
{
	struct edit_text **from = back ? &e->undo : &e->redo, **to = back ? &e->redo : &e->undo;
	int *nfrom = back ? &e->nundo : &e->nredo, *nto = back ? &e->nredo : &e->nundo;
	struct tree fresh;
	if (*nfrom == 0)
		return false;
	struct edit_text x = (*from)[*nfrom - 1];
	if (!tree_load_string(x.text, x.len, e->source, &fresh, err, errlen))
		return false;
	if (!push(to, nto, e->now)) {
		tree_free(&fresh);
		snprintf(err, errlen, _("out of memory"));
		return false;
	}
	(*nfrom)--;
	e->now = x;
	tree_free(t);
	*t = fresh;
	return true;
}

bool edit_undo(struct edit *e, struct tree *t, char *err, size_t errlen)
{
	return step(e, t, true, err, errlen);
}

bool edit_redo(struct edit *e, struct tree *t, char *err, size_t errlen)
{
	return step(e, t, false, err, errlen);
}

bool edit_dirty(const struct edit *e)
{
	return e->nundo != e->saved;
}

bool edit_render(const struct edit *e, struct edit_text *out)
{
	struct buf b = { 0 };
	const struct edit_text *x = &e->now;
	add(&b, "", 0);                 /* an empty text is still a buffer */
	if (e->bom)
		add(&b, "\xef\xbb\xbf", 3);
	size_t start = 0;
	for (size_t i = 0; i < x->len; i++) {
		if (x->text[i] != '\n')
			continue;
		add(&b, x->text + start, i - start);
		/* edit_open gave the last line a newline it may not have had. */
		if (i + 1 < x->len || !e->no_final_newline)
			add(&b, e->crlf ? "\r\n" : "\n", e->crlf ? 2 : 1);
		start = i + 1;
	}
	add(&b, x->text + start, x->len - start);
	if (b.failed) {
		free(b.s);
		return false;
	}
	*out = (struct edit_text){ b.s, b.len };
	return true;
}

static bool write_text(FILE *out, void *ctx, char *err, size_t errlen)
{
	const struct edit_text *x = ctx;
	(void)err;
	(void)errlen;
	return fwrite(x->text, 1, x->len, out) == x->len;
}

bool edit_write(struct edit *e, const char *path, struct edit_text *written, char *err,
		size_t errlen)
{
	struct edit_text bytes;
	if (!edit_render(e, &bytes)) {
		snprintf(err, errlen, _("%s: cannot write: out of memory"), path);
		return false;
	}
	bool ok = files_write_atomic(path, write_text, &bytes, err, errlen);
	if (ok)
		e->saved = e->nundo;
	if (ok && written)
		*written = bytes;
	else
		free(bytes.text);
	return ok;
}
