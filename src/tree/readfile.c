/* readfile.c - reading a whole file, safely: load_read_file (load.h),
 * which every file treestep reads goes through. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tree/files.h"
#include "tree/i18n.h"
#include "tree/load.h"

/* Every file treestep reads comes through here.  Only a regular file is
 * read: a FIFO would block until someone writes to it (freezing the
 * stepper's reload), a device such as /dev/zero never ends, and a
 * directory cannot be read at all.  Opening with O_NONBLOCK makes even the
 * open of a FIFO return at once, so the file can be looked at with fstat
 * before anything waits on it; the flag is cleared again before reading.
 * The size is checked against max before the file is read, and again
 * while reading, in case the file grows. */
bool load_read_file(const char *path, size_t max, char **text, size_t *len,
		    char *err, size_t errlen)
{
	return load_read_file_stamped(path, max, text, len, NULL, err, errlen);
}

void load_stamp_of(const struct stat *st, struct file_stamp *stamp)
{
	*stamp = (struct file_stamp){ .known = true, .dev = st->st_dev, .ino = st->st_ino,
				      .size = st->st_size, .mtime = st->st_mtim };
}

bool load_stamp_same(const struct file_stamp *a, const struct file_stamp *b)
{
	return a->known && b->known && a->dev == b->dev && a->ino == b->ino && a->size == b->size &&
	       a->mtime.tv_sec == b->mtime.tv_sec && a->mtime.tv_nsec == b->mtime.tv_nsec;
}

static bool read_whole(const char *path, size_t max, char **text, size_t *len,
		       struct file_stamp *stamp, bool shared, char *err, size_t errlen);

bool load_read_file_stamped(const char *path, size_t max, char **text, size_t *len,
			    struct file_stamp *stamp, char *err, size_t errlen)
{
	return read_whole(path, max, text, len, stamp, false, err, errlen);
}

/* A file other treestep processes append to (--results, files_append)
 * is read under a shared lock: an append holds the exclusive one from
 * its first byte to its last, so the reader waits for it and sees every
 * row whole. */
bool load_read_file_shared(const char *path, size_t max, char **text, size_t *len, char *err,
			   size_t errlen)
{
	return read_whole(path, max, text, len, NULL, true, err, errlen);
}

static bool read_whole(const char *path, size_t max, char **text, size_t *len,
		       struct file_stamp *stamp, bool shared, char *err, size_t errlen)
{
	struct stat st;
	char *buf = NULL;
	size_t n = 0, cap;

	*text = NULL;
	*len = 0;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	if (fd < 0)
		/* TRANSLATORS: after "FILE: "; %s is the system's reason. */
		return files_error(err, errlen, path, _("cannot open: %s"), strerror(errno));
	if (fstat(fd, &st) != 0) {
		/* TRANSLATORS: after "FILE: "; %s is the system's reason. */
		files_error(err, errlen, path, _("cannot open: %s"), strerror(errno));
		goto fail;
	}
	if (!S_ISREG(st.st_mode)) {
		/* TRANSLATORS: after "FILE: "; %s is what it is ("a directory"). */
		files_error(err, errlen, path, _("not a regular file (%s)"), files_kind(&st));
		goto fail;
	}
	int flags = fcntl(fd, F_GETFL);
	if (flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0) {
		/* TRANSLATORS: after "FILE: "; %s is the system's reason. */
		files_error(err, errlen, path, _("cannot read: %s"), strerror(errno));
		goto fail;
	}
	struct flock lock = { .l_type = F_RDLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 0 };
	while (shared && fcntl(fd, F_SETLKW, &lock) != 0) {
		if (errno != EINTR) {
			/* TRANSLATORS: after "FILE: "; %s is the system's reason. */
			files_error(err, errlen, path, _("cannot lock: %s"), strerror(errno));
			goto fail;
		}
	}
	/* Its size once no append is under way. */
	if (shared && fstat(fd, &st) != 0) {
		/* TRANSLATORS: after "FILE: "; %s is the system's reason. */
		files_error(err, errlen, path, _("cannot read: %s"), strerror(errno));
		goto fail;
	}
	if (st.st_size < 0 || (uintmax_t)st.st_size > max)
		goto too_large;
	/* Room for the whole file, for the read that finds its end, and for
	 * the terminating NUL.  A file that grows while it is read gets more
	 * room, up to one byte past the limit. */
	cap = (size_t)st.st_size + 2;
	if (!(buf = malloc(cap)))
		goto out_of_memory;
	for (;;) {
		if (n + 1 == cap) {
			cap = cap > max / 2 ? max + 2 : 2 * cap;
			char *p = realloc(buf, cap);
			if (!p)
				goto out_of_memory;
			buf = p;
		}
		ssize_t got = read(fd, buf + n, cap - 1 - n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			/* TRANSLATORS: after "FILE: "; %s is the system's reason. */
			files_error(err, errlen, path, _("cannot read: %s"), strerror(errno));
			goto fail;
		}
		if (got == 0)
			break;
		n += (size_t)got;
		if (n > max)
			goto too_large;
	}
	/* The stamp is the file's as it stood once read to the end: a
	 * write that came while it was read then shows as a change. */
	if (stamp && fstat(fd, &st) == 0)
		load_stamp_of(&st, stamp);
	else if (stamp)
		stamp->known = false;
	close(fd);
	buf[n] = '\0';
	*text = buf;
	*len = n;
	return true;
out_of_memory:
	files_error(err, errlen, path, "%s", _("out of memory"));
	goto fail;
too_large:
	if (max % (1024 * 1024) == 0)
		/* TRANSLATORS: after "FILE: "; %zu is a size in mebibytes. */
		files_error(err, errlen, path, _("file too large (more than %zu MiB)"),
			    max / (1024 * 1024));
	else
		/* TRANSLATORS: after "FILE: "; %zu is a size in bytes. */
		files_error(err, errlen, path, _("file too large (more than %zu bytes)"), max);
fail:
	close(fd);
	free(buf);
	return false;
}
