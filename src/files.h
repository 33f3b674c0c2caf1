/* files.h - writing a file whole or not at all.
 *
 * Every file treestep writes (--save, --export) goes through
 * files_write_atomic: the new contents go to a temporary file in the same
 * directory, which replaces the target by rename() only once every byte
 * of it is written and on disk.  A refused or failed write leaves an
 * existing file exactly as it was, and leaves no temporary file behind. */
#ifndef TREESTEP_FILES_H
#define TREESTEP_FILES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Writes the contents to out.  It need not check its writes (ferror is
 * checked after it).  It returns false to give up, with a message in err;
 * nothing is then written. */
typedef bool files_writer(FILE *out, void *ctx, char *err, size_t errlen);

/* Checks, without touching anything, that path can be written: it is not
 * a directory, and its directory exists and may be written to.  Call it
 * before long work whose result goes to path.  On failure writes
 * "PATH: cannot write: REASON" into err. */
bool files_check_writable(const char *path, char *err, size_t errlen);

/* Writes path with write(out, ctx): to a temporary file in path's
 * directory, flushed, fsync'd and renamed over path.  An existing file
 * keeps its permission bits (not its owner, nor other hard links to it,
 * as with any editor that saves this way); a symbolic link is followed,
 * so the file it points at is replaced and the link stays.  A target that
 * exists but is not a regular file (/dev/null, a FIFO) cannot be replaced
 * and holds no file to lose: it is written directly, every write checked.
 * On failure writes "PATH: cannot write: REASON" (or the writer's own
 * message) into err and returns false. */
bool files_write_atomic(const char *path, files_writer *write, void *ctx, char *err,
			size_t errlen);

/* Names for files_write_new: the k-th name to try (k = 1, 2, ...) into
 * name; false when there is no k-th name. */
typedef bool files_namer(int k, char *name, size_t len, void *ctx);

/* Writes a new file, whole or not at all, and never over an existing
 * one: the contents are written once to a temporary file, which then
 * takes the first of the names that no file has, by link(2), which
 * refuses a name that exists even when it was made a moment before.  The
 * name taken goes into chosen.  When every name is taken, err says so
 * and names the last one tried. */
bool files_write_new(files_namer *name, void *name_ctx, files_writer *write, void *ctx,
		     char *chosen, size_t chosenlen, char *err, size_t errlen);

/* Standard output is checked once, as it is closed at exit
 * (files_close_stdout), so that every mode reports a full disk or a
 * closed pipe however much it wrote.  A mode that flushes it early, to
 * show results as they come, calls files_flush so that the reason for a
 * failure is not lost before then. */
void files_flush(FILE *out);
/* Flushes and closes standard output.  Returns 0 when everything written
 * to it arrived; otherwise the errno of the failure, or -1 when no reason
 * is known. */
int files_close_stdout(void);

#endif
