/* data.c - the data directories. */
#include <config.h>

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tree/data.h"
#include "tree/i18n.h"
#include "tree/load.h"

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

/* The catalogs of the messages: those the build made, for the program
 * the build made (Makefile.am copies po/'s catalogs to
 * TREESTEP_BUILDDIR/locale as gettext lays them out), so that it speaks
 * its translations before make install and never reads an installed
 * copy's catalogs made for other messages; for any other program, the
 * ones make install put under LOCALEDIR.  The same trust rule as for the
 * data: a path compiled in, never one guessed from where the program
 * lies. */
const char *data_locale_dir(void)
{
	return build_tree() ? TREESTEP_BUILDDIR "/locale" : LOCALEDIR;
}

/* A folder name a translation may give: a language such as "es", "pt_BR"
 * or "sr@latin".  A catalog is trusted like the program, but a name with
 * a '/' or a "..", or one too long for folder[], would look somewhere
 * else, so it is never taken. */
static bool language_folder(const char *s, size_t max)
{
	size_t n = strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@-");
	return n > 0 && s[n] == '\0' && n < max;
}

const char *data_lesson_language(void)
{
	static char folder[32];
	static int known = -1;          /* -1: not yet asked */
	if (known < 0) {
		/* TRANSLATORS: not a word to translate but the name of the
		 * folder, under tutorials/, that holds the lessons translated
		 * into your language: "es" for tutorials/es/.  The program shows
		 * a lesson from that folder whenever it speaks your language,
		 * and the English one from tutorials/ itself for a lesson the
		 * folder lacks.  "en" (or no translation) means English, the
		 * lessons of tutorials/ itself. */
		const char *f = pgettext("lessons folder", "en");
		known = strcmp(f, "en") != 0 && language_folder(f, sizeof folder);
		if (known)
			strcpy(folder, f);
	}
	return known ? folder : NULL;
}

/* Only the lessons are written in the student's language: trees are
 * nodes and numbers, read the same in any. */
static bool translated(const char *sub)
{
	return strcmp(sub, "tutorials") == 0 && data_lesson_language();
}

bool data_folder(const char *sub, int i, char *out, size_t len)
{
	bool lang = translated(sub);
	const char *dir = data_dir(lang ? i / 2 : i);
	if (!dir)
		return false;
	int wrote = lang && i % 2 == 0 ?
		    snprintf(out, len, "%s/%s/%s", dir, sub, data_lesson_language()) :
		    snprintf(out, len, "%s/%s", dir, sub);
	if (wrote < 0 || (size_t)wrote >= len)
		out[0] = '\0';         /* never a folder cut short */
	return true;
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
	if (stat(dir, &st) != 0) {
		fputs("treestep: ", out);
		/* TRANSLATORS: %1$s is --data-dir or TREESTEP_DATA, %2$s the
		 * directory, %3$s the system's reason. */
		fprintf(out, _("warning: %1$s '%2$s': %3$s\n"), what, dir, strerror(errno));
	} else if (!S_ISDIR(st.st_mode)) {
		fputs("treestep: ", out);
		/* TRANSLATORS: %1$s is --data-dir or TREESTEP_DATA, %2$s the
		 * directory. */
		fprintf(out, _("warning: %1$s '%2$s' is not a directory\n"), what, dir);
	}
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
	char folder[PATH_MAX];
	for (int i = 0; data_folder(sub, i, folder, sizeof folder); i++) {
		if (!folder[0])
			continue;
		int wrote = snprintf(out, len, "%s/%s%s", folder, name, has_ext ? "" : ext);
		if (wrote >= 0 && (size_t)wrote < len && is_file(out))
			return true;
	}
	return false;
}

/* A name and the directory it was found in, while they are sorted. */
struct listed {
	struct data_file file;
	int dir;
};

static int compare_listed(const void *a, const void *b)
{
	const struct listed *x = a, *y = b;
	int c = strcmp(x->file.name, y->file.name);
	return c ? c : (x->dir > y->dir) - (x->dir < y->dir);
}

/* A file name on stderr, with anything that is not printable ASCII shown
 * as \xNN: file names are text from the disk, and must not drive the
 * terminal either. */
static void warn_name(const char *dir, const char *name, const char *why)
{
	fprintf(stderr, "treestep: %s/", dir);
	for (const unsigned char *c = (const unsigned char *)name; *c; c++)
		if (*c >= ' ' && *c < 127)
			fputc(*c, stderr);
		else
			fprintf(stderr, "\\x%02x", *c);
	fprintf(stderr, ": %s\n", why);
}

/* --lessons and --trees list what a name finds: every directory is read,
 * then the names are sorted by name and directory, so that the first of
 * each name is the one data_find would open. */
int data_list(const char *sub, const char *ext, struct data_file **files, size_t *n)
{
	struct listed *all = NULL;
	size_t count = 0, cap = 0, e = strlen(ext);
	bool oom = false;
	int status = 0;
	char what[64], dir[PATH_MAX];

	for (int i = 0; !oom && data_folder(sub, i, dir, sizeof dir); i++) {
		DIR *d = dir[0] ? opendir(dir) : NULL;
		struct dirent *ent;
		while (d && !oom && (ent = readdir(d))) {
			size_t len = strlen(ent->d_name);
			if (len <= e || strcmp(ent->d_name + len - e, ext) != 0)
				continue;
			if (text_unsafe_at(ent->d_name, len, what, sizeof what) < len) {
				warn_name(dir, ent->d_name, what);
				status = 1;
				continue;
			}
			if (count == cap) {
				cap = cap ? 2 * cap : 64;
				struct listed *more = realloc(all, cap * sizeof *all);
				if (!more) {
					oom = true;
					break;
				}
				all = more;
			}
			all[count] = (struct listed){ { strndup(ent->d_name, len - e), NULL }, i };
			if (!all[count].file.name ||
			    asprintf(&all[count].file.path, "%s/%s", dir, ent->d_name) < 0) {
				all[count].file.path = NULL;
				oom = true;
			}
			count++;
		}
		if (d)
			closedir(d);
	}
	struct data_file *out = oom ? NULL : malloc((count ? count : 1) * sizeof *out);
	size_t kept = 0;
	if (out && count)
		qsort(all, count, sizeof *all, compare_listed);
	for (size_t i = 0; i < count; i++) {
		if (out && (kept == 0 || strcmp(all[i].file.name, out[kept - 1].name) != 0)) {
			out[kept++] = all[i].file;
			continue;
		}
		free(all[i].file.name);
		free(all[i].file.path);
	}
	free(all);
	*files = out;
	*n = kept;
	return out ? status : -1;
}

void data_list_free(struct data_file *files, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(files[i].name);
		free(files[i].path);
	}
	free(files);
}
