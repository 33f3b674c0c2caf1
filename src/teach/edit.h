/* edit.h - changing a tree in class: a leaf's value, the order of moves,
 * a new leaf, a subtree gone, with undo and redo, and the tree written
 * back in the syntax it came in.
 *
 * An edit changes the tree's text, not the tree: the new text is loaded
 * with the ordinary loader, so an edited tree obeys every rule a file
 * does, and writing it back keeps the file's comments, title and layout.
 * In the outline form every change is made on the lines of the nodes it
 * touches; in the bracket form the expression is written anew after the
 * lines that come before it (comments inside it are lost).  Undo and redo
 * keep whole texts: trees in class are small.  No curses here. */
#ifndef TREESTEP_EDIT_H
#define TREESTEP_EDIT_H

#include <stdbool.h>
#include <stddef.h>

#include "tree/tree.h"

struct edit_text {
	char *text;
	size_t len;
};

struct edit {
	char *source;                   /* the name messages and the tree carry */
	/* The file's layout, kept when it is written back: the loader's
	 * positions count lines in the text without a byte order mark and
	 * carriage returns, so the edits are made on that text, and these
	 * put them back. */
	bool bom;                       /* it began with a UTF-8 byte order mark */
	bool crlf;                      /* most of its lines ended in CR LF */
	bool no_final_newline;          /* its last line had no line end */
	struct edit_text now;
	struct edit_text *undo, *redo;  /* stacks, the newest last */
	int nundo, nredo;
	int saved;                      /* nundo when the text was last written or read; -1: never */
};

/* Starts editing the tree t was loaded from: text (the file's contents or
 * the expression) under the name source. */
bool edit_open(struct edit *e, const char *text, size_t len, const char *source,
	       char *err, size_t errlen);
void edit_free(struct edit *e);

/* The changes.  t must be the tree loaded from e's text now (edit_load).
 * Each checks the change as the loader checks a file; on success the old
 * text goes onto the undo stack and *t is replaced by the new tree.  On
 * failure nothing changes and err says why in one line. */
bool edit_set_value(struct edit *e, struct tree *t, node_id n, int value, char *err,
		    size_t errlen);
bool edit_move(struct edit *e, struct tree *t, node_id n, int dir, char *err, size_t errlen);
bool edit_add_leaf(struct edit *e, struct tree *t, node_id parent, int value, char *err,
		   size_t errlen);
bool edit_delete(struct edit *e, struct tree *t, node_id n, char *err, size_t errlen);
/* False when there is nothing to undo (or redo). */
bool edit_undo(struct edit *e, struct tree *t, char *err, size_t errlen);
bool edit_redo(struct edit *e, struct tree *t, char *err, size_t errlen);

/* Edits not yet written. */
bool edit_dirty(const struct edit *e);
/* The text as a file holds it: with the byte order mark and line ends
 * it came with.  A new buffer in *out (the caller frees out->text). */
bool edit_render(const struct edit *e, struct edit_text *out);
/* Writes the text to path, whole or not at all (files.h), in the layout
 * it came in.  written: NULL, or receives the bytes written (the caller
 * frees written->text). */
bool edit_write(struct edit *e, const char *path, struct edit_text *written, char *err,
		size_t errlen);

/* t in the bracket form, on one line, into a new string: what the w key
 * writes for a tree that came in brackets.  Names and the root's side are
 * not part of it (the bracket form names its nodes N0, N1, ... and puts
 * MAX at the root): whoever needs the same tree back must check that.
 * False when out of memory. */
bool edit_bracket(const struct tree *t, char **text, size_t *len);

#endif
