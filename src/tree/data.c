/* data.c - the data directories. */
#include <config.h>

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tree/data.h"

static const char *chosen;

void data_set_dir(const char *dir)
{
	chosen = dir;
}

static const char *env_dir(void)
{
	const char *env = getenv("TREESTEP_DATA");
	return env && *env ? env : NULL;
}

/* The source tree of an uninstalled build, for the program that `make`
 * built there and for no other.
 *
 * The build compiles in its own directory (TREESTEP_BUILDDIR) and the
 * source directory (TREESTEP_SRCDIR).  Only when the running program is
 * TREESTEP_BUILDDIR/src/treestep itself is TREESTEP_SRCDIR searched.
 * Guessing the source tree from where the program lies (two levels up)
 * would make an installed /usr/local/bin/treestep search /usr/local/trees,
 * a directory that has nothing to do with it; looking there for a file
 * only a source tree has would still trust whatever lies there.  Comparing
 * against the build's own path cannot match an installed or copied
 * program, and it also finds the sources of a build made in another
 * directory (../configure), where nothing lies next to the program. */
static const char *build_tree(void)
{
	static int known = -1;          /* -1: not yet worked out */
	if (known < 0) {
		char self[PATH_MAX], built[PATH_MAX];
		ssize_t n = readlink("/proc/self/exe", self, sizeof self);
		known = 0;
		if (n > 0 && (size_t)n < sizeof self && realpath(TREESTEP_BUILDDIR "/src", built)) {
			self[n] = '\0';
			char *slash = strrchr(self, '/');
			if (slash) {
				*slash = '\0';         /* the program's directory */
				known = strcmp(self, built) == 0;
			}
		}
	}
	return known ? TREESTEP_SRCDIR : NULL;
}

const char *data_dir(int i)
{
	const char *dirs[] = { chosen, env_dir(), PKGDATADIR, build_tree() };
	for (int k = 0; k < (int)(sizeof dirs / sizeof dirs[0]); k++)
		if (dirs[k] && i-- == 0)
			return dirs[k];
	return NULL;
}

/* Warns about one directory the user named. */
static void report(FILE *out, const char *what, const char *dir)
{
	struct stat st;
	if (!dir)
		return;
	if (stat(dir, &st) != 0)
		fprintf(out, "treestep: warning: %s '%s': %s\n", what, dir, strerror(errno));
	else if (!S_ISDIR(st.st_mode))
		fprintf(out, "treestep: warning: %s '%s' is not a directory\n", what, dir);
}

void data_report_problems(FILE *out)
{
	report(out, "--data-dir", chosen);
	report(out, "TREESTEP_DATA", env_dir());
}

static bool is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool data_find(const char *sub, const char *name, const char *ext, char *out, size_t len)
{
	/* A path that does not fit in out is never cut to one that does:
	 * the caller gets false, and can open the name itself to hear why. */
	if (strchr(name, '/') || is_file(name)) {
		if (strlen(name) >= len)
			return false;
		strcpy(out, name);
		return true;
	}
	size_t n = strlen(name), e = strlen(ext);
	bool has_ext = n > e && strcmp(name + n - e, ext) == 0;
	for (int i = 0; data_dir(i); i++) {
		int wrote = snprintf(out, len, "%s/%s/%s%s", data_dir(i), sub, name, has_ext ? "" : ext);
		if (wrote >= 0 && (size_t)wrote < len && is_file(out))
			return true;
	}
	return false;
}
