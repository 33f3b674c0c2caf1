/* files.h - writing a file whole or not at all.
 *
 * Every file treestep writes (--save, --export) goes through
 * files_write_atomic: the new contents go to a temporary file in the same
 * directory, which replaces the target by rename() only once every byte
 * of it is written and on disk.  A refused or failed write leaves an
 * existing file exactly as it was, and leaves no temporary file behind.
 * The one file treestep adds to instead (--results) goes through
 * files_append, which adds whole or not at all. */
#ifndef TREESTEP_FILES_H
#define TREESTEP_FILES_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/stat.h>

/* Writes the contents to out.  It need not check its writes (ferror is
 * checked after it).  It returns false to give up, with a message in err;
 * nothing is then written. */
typedef bool files_writer(FILE *out, void *ctx, char *err, size_t errlen);

/* The message printf'd from fmt and ap into err after the prefix already
 * written there, used bytes as snprintf counted them (a place: "PATH: ",
 * "FILE:LINE:COLUMN: "): how every error that names a place is put
 * together.  Returns false, for its callers to return. */
bool error_after(char *err, size_t errlen, int used, const char *fmt, va_list ap)
	__attribute__((format(printf, 4, 0)));

/* "PATH: message", the message printf'd from fmt, into err; false.  The
 * messages of files.c and readfile.c say what is wrong with a path so. */
bool files_error(char *err, size_t errlen, const char *path, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

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
 * one: the contents are written once to a temporary file; the first of
 * the names that no file has is then taken by creating it with O_EXCL
 * (which fails on a name that exists, even one made a moment before),
 * and the temporary file is renamed over that empty reservation.  The
 * name taken goes into chosen.  When every name is taken, err says so
 * and names the last one tried. */
bool files_write_new(files_namer *name, void *name_ctx, files_writer *write, void *ctx,
		     char *chosen, size_t chosenlen, char *err, size_t errlen);

/* Appending (--results): a file several treestep processes append to at
 * once, where each append must land whole or not at all.  Only a regular
 * file is appended to: a FIFO would block the open (and the stepper with
 * it), and a device such as /dev/full or /dev/null keeps nothing.  The
 * file is opened with O_NONBLOCK so that even a FIFO is refused at once.
 * A missing file is made, with the permissions open() gives (0666 less
 * the umask), so that a class's umask decides who may add to it. */

/* Checks that path can be appended to, as files_append would: a regular
 * file that opens for writing, made empty if it is missing.  Call it
 * before a session whose answers go to path.  On failure writes the
 * reason alone ("No such file or directory", "not a regular file (a
 * FIFO)") into why. */
bool files_check_appendable(const char *path, char *why, size_t whylen);

/* Appends len bytes to path whole or not at all.  treestep appenders take
 * an exclusive POSIX record lock (fcntl F_SETLKW) on the whole file, so
 * that while one appends no other does; under it each notes the file's
 * size, writes (again after a short write) and fsyncs, so that a late
 * error of a network file system is heard here; if any of it fails the
 * file is cut back to the size it had, and nothing of this append is
 * left in it.  Ctrl-C and the like wait until the append is done or
 * undone.  On failure writes the reason alone into why. */
bool files_append(const char *path, const char *buf, size_t len, char *why, size_t whylen);

/* What kind of file st is, for "not a regular file (a FIFO)". */
const char *files_kind(const struct stat *st);

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
