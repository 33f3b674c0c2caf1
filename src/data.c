/* data.c - the data directories. */
#include <config.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "data.h"

static const char *chosen;

void data_set_dir(const char *dir)
{
	chosen = dir;
}

/* The source tree of an uninstalled build: src/treestep lives one level
 * below it. */
static const char *build_tree(void)
{
	static char dir[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", dir, sizeof dir - 1);
	if (n <= 0)
		return NULL;
	dir[n] = '\0';
	for (int up = 0; up < 2; up++) {
		char *slash = strrchr(dir, '/');
		if (!slash)
			return NULL;
		*slash = '\0';
	}
	return dir;
}

const char *data_dir(int i)
{
	const char *env = getenv("TREESTEP_DATA");
	const char *dirs[] = { chosen, env && *env ? env : NULL, PKGDATADIR, build_tree() };
	for (int k = 0; k < (int)(sizeof dirs / sizeof dirs[0]); k++)
		if (dirs[k] && i-- == 0)
			return dirs[k];
	return NULL;
}

static bool is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool data_find(const char *sub, const char *name, const char *ext, char *out, size_t len)
{
	if (strchr(name, '/') || is_file(name)) {
		snprintf(out, len, "%s", name);
		return true;
	}
	size_t n = strlen(name), e = strlen(ext);
	bool has_ext = n > e && strcmp(name + n - e, ext) == 0;
	for (int i = 0; data_dir(i); i++) {
		snprintf(out, len, "%s/%s/%s%s", data_dir(i), sub, name, has_ext ? "" : ext);
		if (is_file(out))
			return true;
	}
	return false;
}
