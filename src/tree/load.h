/* load.h - reading a game tree from a file or a string.
 *
 * Two syntaxes share one loader: the outline form (one node per line,
 * children indented under their parent) and the bracket form
 * ((3 12 8) (2 4 6) (14 5 2)).  README.md documents both. */
#ifndef TREESTEP_LOAD_H
#define TREESTEP_LOAD_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>

#include "tree/tree.h"

#define LOAD_ERROR_MAX 512
#define LOAD_MAX_FILE_BYTES ((size_t)64 * 1024 * 1024)

/* Reads the whole of a regular file, at most max bytes, into a new
 * NUL-terminated buffer of *len bytes.  Anything else (a directory, a
 * FIFO, a device) is refused as "PATH: not a regular file (a FIFO)"
 * without waiting on it.  Every file treestep reads is read with this. */
bool load_read_file(const char *path, size_t max, char **text, size_t *len,
		    char *err, size_t errlen);

/* What a file was when it was read or written: enough to tell, before
 * writing over it, whether someone else changed it in between (another
 * editor, git checkout), as vi does.  known is false for no file. */
struct file_stamp {
	bool known;
	dev_t dev;
	ino_t ino;
	off_t size;
	struct timespec mtime;
};
/* load_read_file under a shared lock (fcntl F_RDLCK), which waits for an
 * append by files_append to end: --results-summary reads a file a class
 * may be appending to. */
bool load_read_file_shared(const char *path, size_t max, char **text, size_t *len, char *err,
			   size_t errlen);
/* load_read_file, and the file's stamp as it stood once read. */
bool load_read_file_stamped(const char *path, size_t max, char **text, size_t *len,
			    struct file_stamp *stamp, char *err, size_t errlen);
void load_stamp_of(const struct stat *st, struct file_stamp *stamp);
/* Both known, and the same file with the same size and time of change. */
bool load_stamp_same(const struct file_stamp *a, const struct file_stamp *b);

/* On failure these return false, leave *t empty and write one line,
 * "SOURCE:LINE:COLUMN: message" (or "SOURCE: message" when the file
 * cannot be read at all), into err. */
bool tree_load_file(const char *path, struct tree *t, char *err, size_t errlen);
bool tree_load_string(const char *text, size_t len, const char *source,
		      struct tree *t, char *err, size_t errlen);
/* The same for text that starts at line, col of source: a tree written
 * inside another file (a lesson's "tree:" line), so that a message points
 * into that file. */
bool tree_load_string_at(const char *text, size_t len, const char *source, int line, int col,
			 struct tree *t, char *err, size_t errlen);

/* True when text is a Berkeley CS188 game-tree test (cs188.h), which the
 * loader reads but the editor cannot change: its changes are made on the
 * lines of the outline and bracket forms. */
bool tree_text_is_cs188(const char *text, size_t len);

/* Text that reaches the terminal (titles, lesson text) is UTF-8 with no
 * control character but tab: this returns the offset of the first
 * character in s[0..len) that is not, or len, and says what it is in
 * what ("control character U+001B"). */
size_t text_unsafe_at(const char *s, size_t len, char *what, size_t whatlen);
/* Prepares a file whose every line may reach the terminal: drops a UTF-8
 * byte order mark and the CRs of CRLF line ends, and refuses anything
 * text_unsafe_at refuses, NUL bytes and lone CRs with
 * "SOURCE:LINE:COLUMN: message".  *out is a new NUL-terminated copy. */
bool text_normalise(const char *text, size_t len, const char *source, char **out,
		    size_t *outlen, char *err, size_t errlen);

/* Who moves at a node, as a file writes it: "max", "min" (treestep.5).
 * load_kind_word: the kind the n characters at s name, KIND_AUTO for
 * none.  load_bracket_kind: the length of the kind word that starts a
 * bracket-form node at s (the word right before its '(', its static
 * evaluation ~VALUE( or its @NAME), with the kind in *kind; 0 when s
 * starts no such word.  The editor finds nodes' text with it. */
const char *load_kind_word(enum node_kind kind);
enum node_kind load_kind_of(const char *s, size_t n);
size_t load_bracket_kind(const char *s, size_t len, enum node_kind *kind);

/* The built-in sample: trees/gnuchess-pvs.tree, compiled in. */
extern const char sample_tree_text[];
bool tree_load_sample(struct tree *t, char *err, size_t errlen);

#endif
