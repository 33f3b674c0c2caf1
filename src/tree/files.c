/* files.c - writing a file whole or not at all (see files.h). */
#include <config.h>

#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tree/files.h"
#include "tree/i18n.h"

bool error_after(char *err, size_t errlen, int used, const char *fmt, va_list ap)
{
	if (used >= 0 && (size_t)used < errlen)
		vsnprintf(err + used, errlen - (size_t)used, fmt, ap);
	return false;
}

bool files_error(char *err, size_t errlen, const char *path, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	error_after(err, errlen, snprintf(err, errlen, "%s: ", path), fmt, ap);
	va_end(ap);
	return false;
}

static bool fail(const char *path, int errnum, char *err, size_t errlen)
{
	/* TRANSLATORS: after "FILE: "; %s is the system's reason. */
	return files_error(err, errlen, path, _("cannot write: %s"), strerror(errnum));
}

/* What a write to a path replaces. */
struct target {
	char *file;             /* the path, or where its symbolic link leads */
	char *dir;              /* the directory that holds file; NULL: file is not regular */
	const char *base;       /* file's name within dir */
	bool exists;
	struct stat st;         /* file's, when it exists */
};

static void target_free(struct target *t)
{
	free(t->file);
	free(t->dir);
}

/* Works out what path names and checks all that can be checked before
 * anything is written.  On failure t needs no freeing. */
static bool find_target(const char *path, struct target *t, char *err, size_t errlen)
{
	struct stat st;
	memset(t, 0, sizeof *t);
	if (*path == '\0') {
		snprintf(err, errlen, "%s", _("cannot write a file with an empty name"));
		return false;
	}
	/* rename() over a symbolic link would replace the link itself with a
	 * file; follow it instead, so that the file it leads to is replaced. */
	if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
		if (!(t->file = realpath(path, NULL))) {
			if (errno != ENOENT)
				return fail(path, errno, err, errlen);
			/* TRANSLATORS: after "FILE: ". */
			return files_error(err, errlen, path, "%s", _("cannot write: a symbolic link "
								      "to a file that does not "
								      "exist"));
		}
	} else if (!(t->file = strdup(path))) {
		return fail(path, ENOMEM, err, errlen);
	}
	const char *why = NULL;
	int errnum = 0;
	if (stat(t->file, &t->st) == 0)
		t->exists = true;
	else if (errno != ENOENT)
		errnum = errno;         /* a file on the way, no permission, a name too long */
	if (errnum || (t->exists && S_ISDIR(t->st.st_mode))) {
		errnum = errnum ? errnum : EISDIR;
	} else if (t->exists && !S_ISREG(t->st.st_mode)) {
		/* A device or a FIFO is written directly (files.h): it must be
		 * writable itself, and its directory does not matter. */
		if (access(t->file, W_OK) != 0)
			errnum = errno;
	} else {
		/* The temporary file is made next to the target, so that the
		 * rename stays within one file system. */
		const char *slash = strrchr(t->file, '/');
		t->base = slash ? slash + 1 : t->file;
		if (*t->base == '\0')
			why = _("a file name cannot end in '/'");
		else if (!(t->dir = slash ? strndup(t->file, slash == t->file ? 1 : (size_t)(slash - t->file))
				       : strdup(".")))
			errnum = ENOMEM;
		else if (stat(t->dir, &st) != 0)
			errnum = errno;
		else if (!S_ISDIR(st.st_mode))
			errnum = ENOTDIR;
		else if (access(t->dir, W_OK | X_OK) != 0)
			errnum = errno;
	}
	if (!errnum && !why)
		return true;
	if (why)
		/* TRANSLATORS: after "FILE: "; %s says why. */
		files_error(err, errlen, path, _("cannot write: %s"), why);
	else
		fail(path, errnum, err, errlen);
	target_free(t);
	return false;
}

bool files_check_writable(const char *path, char *err, size_t errlen)
{
	struct target t;
	if (!find_target(path, &t, err, errlen))
		return false;
	target_free(&t);
	return true;
}

/* Flushes and closes f, with fsync first when sync is set.  Returns 0, or
 * the errno of the first thing that failed. */
static int close_checked(FILE *f, bool sync)
{
	int e = 0;
	if (fflush(f) != 0)
		e = errno;
	else if (ferror(f))
		e = EIO;                /* a write failed and its errno is gone */
	else if (sync && fsync(fileno(f)) != 0)
		e = errno;
	if (fclose(f) != 0 && !e)
		e = errno;
	return e;
}

/* A device or a FIFO: there is nothing to replace, so write it directly.
 * O_NONBLOCK makes the open of a FIFO that nobody reads fail at once
 * (ENXIO) instead of waiting for a reader forever; the writes themselves
 * block as usual. */
static bool write_direct(const char *path, const struct target *t, files_writer *write, void *ctx,
			 char *err, size_t errlen)
{
	int fd = open(t->file, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	int flags = fd < 0 ? -1 : fcntl(fd, F_GETFL);
	FILE *f = NULL;
	if (flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0 || !(f = fdopen(fd, "w"))) {
		int e = errno == ENXIO ? 0 : errno;
		if (fd >= 0)
			close(fd);
		if (!e)
			/* TRANSLATORS: after "FILE: ". */
			return files_error(err, errlen, path, "%s", _("cannot write: a FIFO that "
								      "nothing reads"));
		return fail(path, e, err, errlen);
	}
	if (!write(f, ctx, err, errlen)) {
		fclose(f);
		return false;
	}
	int e = close_checked(f, false);
	return e ? fail(path, e, err, errlen) : true;
}

/* Makes the rename itself survive a crash.  The new file is complete and
 * in place whatever happens here, and some file systems refuse fsync on a
 * directory, so a failure is not an error. */
static void sync_dir(const char *dir)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY);
	if (fd < 0)
		return;
	if (fsync(fd) != 0) {
		/* See above: nothing to report. */
	}
	close(fd);
}

/* Ctrl-C, SIGTERM and the like wait while a temporary file exists, so
 * that none is ever left behind.  Writing a tree file or a chart takes
 * well under a second. */
static void hold_signals(sigset_t *old)
{
	sigset_t block;
	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	sigaddset(&block, SIGHUP);
	sigaddset(&block, SIGQUIT);
	sigprocmask(SIG_BLOCK, &block, old);
}

/* Writes the contents to a new temporary file beside the file that
 * t->base names in t->dir, flushed and on disk, with the mode the target
 * has or a new file would get.  Returns its name (to free), or NULL with
 * errno in *e, or with *e == 0 when the writer refused (its message in
 * err). */
static char *write_temporary(const struct target *t, files_writer *write, void *ctx, int *e,
			     char *err, size_t errlen)
{
	/* ".NAME.XXXXXX" beside the target: hidden, and recognisable if a
	 * power cut ever leaves one.  The name is cut so that the temporary
	 * name fits where the target's name fits. */
	size_t size = strlen(t->dir) + strlen(t->base) + 16;
	char *tmp = malloc(size);
	if (!tmp) {
		*e = ENOMEM;
		return NULL;
	}
	snprintf(tmp, size, "%s/.%.200s.XXXXXX", t->dir, t->base);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		*e = errno;
		free(tmp);
		return NULL;
	}
	/* mkstemp makes the file 0600.  Keep the permissions of the file
	 * being replaced, or give a new file what open() would. */
	mode_t mode;
	if (t->exists) {
		mode = t->st.st_mode & 0777;
	} else {
		mode_t mask = umask(0);
		umask(mask);
		mode = 0666 & ~mask;
	}
	FILE *f = NULL;
	*e = 0;
	if (fchmod(fd, mode) != 0 || !(f = fdopen(fd, "w"))) {
		*e = errno;
		close(fd);
	} else if (!write(f, ctx, err, errlen)) {
		fclose(f);
	} else if (!(*e = close_checked(f, true))) {
		return tmp;
	}
	unlink(tmp);
	free(tmp);
	return NULL;
}

bool files_write_atomic(const char *path, files_writer *write, void *ctx, char *err,
			size_t errlen)
{
	struct target t;
	if (!find_target(path, &t, err, errlen))
		return false;
	if (!t.dir) {
		bool ok = write_direct(path, &t, write, ctx, err, errlen);
		target_free(&t);
		return ok;
	}
	sigset_t old;
	hold_signals(&old);
	int e;
	char *tmp = write_temporary(&t, write, ctx, &e, err, errlen);
	if (tmp && rename(tmp, t.file) != 0) {
		e = errno;
		unlink(tmp);
	} else if (tmp) {
		sync_dir(t.dir);
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	bool ok = tmp && !e;
	free(tmp);
	target_free(&t);
	if (e)
		return fail(path, e, err, errlen);
	return ok;
}

/* Takes name for a new file: creates it empty with O_EXCL, which fails
 * on a name that exists, even one made a moment ago.  Returns 0, EEXIST,
 * or the errno of another failure. */
static int reserve(const char *name)
{
	int fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0600);
	if (fd < 0)
		return errno;
	close(fd);
	return 0;
}

bool files_write_new(files_namer *name, void *name_ctx, files_writer *write, void *ctx,
		     char *chosen, size_t chosenlen, char *err, size_t errlen)
{
	struct target t;
	if (!name(1, chosen, chosenlen, name_ctx)) {
		snprintf(err, errlen, "%s", _("no name to write to"));
		return false;
	}
	/* The names differ only in their endings: one directory holds them. */
	if (!find_target(chosen, &t, err, errlen))
		return false;
	if (!t.dir) {
		target_free(&t);
		/* TRANSLATORS: after "FILE: ". */
		return files_error(err, errlen, chosen, "%s", _("cannot write: it exists and is not "
								"a regular file"));
	}
	t.exists = false;               /* a new file's mode, not the first name's */
	sigset_t old;
	hold_signals(&old);
	int e;
	char *tmp = write_temporary(&t, write, ctx, &e, err, errlen);
	bool written = tmp != NULL, placed = false;
	/* The first free name is reserved, then the whole file is renamed
	 * over the empty reservation: the file appears whole, and no file
	 * that was there is ever replaced. */
	for (int k = 1; tmp && !placed && !e; k++) {
		if (k > 1 && !name(k, chosen, chosenlen, name_ctx))
			break;
		if ((e = reserve(chosen)) == EEXIST) {
			e = 0;
			continue;
		}
		if (!e && rename(tmp, chosen) != 0) {
			e = errno;
			unlink(chosen);
		}
		placed = !e;
	}
	if (tmp && !placed)
		unlink(tmp);
	if (placed)
		sync_dir(t.dir);
	sigprocmask(SIG_SETMASK, &old, NULL);
	free(tmp);
	target_free(&t);
	if (e)
		return fail(chosen, e, err, errlen);
	if (written && !placed)
		/* TRANSLATORS: %s is the last name tried. */
		snprintf(err, errlen, _("every name up to %s is taken"), chosen);
	return placed;
}

/* ---- Appending ------------------------------------------------------------ */

const char *files_kind(const struct stat *st)
{
	if (S_ISDIR(st->st_mode))
		/* TRANSLATORS: what a path is when it is no regular file, in "not a
		 * regular file (%s)". */
		return _("a directory");
	if (S_ISFIFO(st->st_mode))
		/* TRANSLATORS: as in "not a regular file (a directory)". */
		return _("a FIFO");
	if (S_ISCHR(st->st_mode))
		/* TRANSLATORS: as in "not a regular file (a directory)". */
		return _("a character device");
	if (S_ISBLK(st->st_mode))
		/* TRANSLATORS: as in "not a regular file (a directory)". */
		return _("a block device");
	if (S_ISSOCK(st->st_mode))
		/* TRANSLATORS: as in "not a regular file (a directory)". */
		return _("a socket");
	/* TRANSLATORS: as in "not a regular file (a directory)". */
	return _("not a file");
}

static int fail_why(int errnum, char *why, size_t whylen)
{
	snprintf(why, whylen, "%s", strerror(errnum));
	return -1;
}

/* Opens path for appending (see files.h), or returns -1 with the reason
 * in why.  The kind of an existing file is looked at before the open
 * only for a clear message: a FIFO with no reader would otherwise be
 * "No such device or address".  What counts is the fstat of what was
 * opened. */
static int open_append(const char *path, char *why, size_t whylen)
{
	struct stat st;
	if (*path == '\0') {
		snprintf(why, whylen, "%s", _("a file with an empty name"));
		return -1;
	}
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		/* TRANSLATORS: %s is what it is ("a directory"). */
		snprintf(why, whylen, _("not a regular file (%s)"), files_kind(&st));
		return -1;
	}
	int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0666);
	if (fd < 0)
		return fail_why(errno, why, whylen);
	int flags;
	if (fstat(fd, &st) != 0) {
		fail_why(errno, why, whylen);
	} else if (!S_ISREG(st.st_mode)) {
		/* TRANSLATORS: %s is what it is ("a directory"). */
		snprintf(why, whylen, _("not a regular file (%s)"), files_kind(&st));
	} else if ((flags = fcntl(fd, F_GETFL)) < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0) {
		/* A regular file ignores O_NONBLOCK, but writes are plain
		 * blocking writes from here on whatever the file system. */
		fail_why(errno, why, whylen);
	} else {
		return fd;
	}
	close(fd);
	return -1;
}

bool files_check_appendable(const char *path, char *why, size_t whylen)
{
	int fd = open_append(path, why, whylen);
	if (fd < 0)
		return false;
	close(fd);
	return true;
}

/* The signals that end treestep wait while an append is done or undone,
 * so that none leaves half a row behind (files_write_atomic does the same
 * for its temporary file).  SIGXFSZ, which a write past the file size
 * limit (ulimit -f) raises, is ignored instead: blocked, it would end
 * treestep as soon as it was let through; ignored, the write fails with
 * EFBIG and is undone and reported like any other. */
static void append_hold_signals(sigset_t *old, struct sigaction *old_xfsz)
{
	struct sigaction ignore = { .sa_handler = SIG_IGN };
	sigemptyset(&ignore.sa_mask);
	sigaction(SIGXFSZ, &ignore, old_xfsz);
	hold_signals(old);
}

static void append_release_signals(const sigset_t *old, const struct sigaction *old_xfsz)
{
	sigaction(SIGXFSZ, old_xfsz, NULL);
	sigprocmask(SIG_SETMASK, old, NULL);
}

bool files_append(const char *path, const char *buf, size_t len, char *why, size_t whylen)
{
	int fd = open_append(path, why, whylen);
	if (fd < 0)
		return false;
	sigset_t old;
	struct sigaction old_xfsz;
	append_hold_signals(&old, &old_xfsz);
	/* A POSIX record lock on the whole file rather than flock(): it is
	 * POSIX, and it is the lock that NFS, where a class's shared file is
	 * likely to live, carries between machines.  Every treestep appender
	 * takes it, so the size noted under it is where this append starts,
	 * and cutting back to it cuts nothing of anyone else's. */
	struct flock lock = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 0 };
	struct stat st;
	int e = 0;
	while (fcntl(fd, F_SETLKW, &lock) != 0)
		if (errno != EINTR) {
			e = errno;
			break;
		}
	if (!e && fstat(fd, &st) != 0)
		e = errno;
	bool started = !e;
	size_t done = 0;
	while (!e && done < len) {
		ssize_t n = write(fd, buf + done, len - done);
		if (n > 0)
			done += (size_t)n;
		else if (n < 0 && errno == EINTR)
			continue;
		else
			e = n < 0 ? errno : EIO;        /* 0 bytes written, and no reason */
	}
	if (!e && fsync(fd) != 0)
		e = errno;
	int left = 0;
	if (e && started && ftruncate(fd, st.st_size) != 0)
		left = errno;
	/* close() drops the lock.  Its own error is not one: after fsync
	 * succeeded every byte is on disk. */
	close(fd);
	append_release_signals(&old, &old_xfsz);
	if (!e)
		return true;
	if (left)
		/* TRANSLATORS: %1$s is the system's reason the write failed,
		 * %2$s why its start could not be taken back. */
		snprintf(why, whylen, _("%1$s (and part of it is left in the file, which could not "
					"be cut back: %2$s)"), strerror(e), strerror(left));
	else
		fail_why(e, why, whylen);
	return false;
}

/* The reason an early flush of standard output failed; 0: none did. */
static int stdout_errno;

void files_flush(FILE *out)
{
	if (fflush(out) != 0 && out == stdout && !stdout_errno)
		stdout_errno = errno;
}

int files_close_stdout(void)
{
	bool failed = ferror(stdout) != 0;
	int reason = stdout_errno;
	/* glibc keeps what it could not write and tries again, so a failed
	 * flush here gives the reason for an earlier failure too. */
	if (fflush(stdout) != 0) {
		failed = true;
		reason = reason ? reason : errno;
	}
	/* Once flushed, closing a standard output that was closed to begin
	 * with (>&-) and never written to is no error. */
	if (fclose(stdout) != 0 && errno != EBADF) {
		failed = true;
		reason = reason ? reason : errno;
	}
	return !failed ? 0 : reason ? reason : -1;
}
