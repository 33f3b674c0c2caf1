/* fuzz_replay.c - runs a fuzz target over every file in
 * fuzz/regressions/KIND and fuzz/corpus/KIND (KIND is REPLAY_KIND), so that
 * inputs which once crashed a loader, and the corpus the fuzzing runs
 * built, are tried again in every build, with or without libFuzzer.
 * Prints TAP: one test per folder. */
#include <config.h>

#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Runs the target over every file in one folder; false if it is missing. */
static bool replay(const char *dir, int *files)
{
	DIR *d = opendir(dir);
	if (!d)
		return false;
	struct dirent *e;
	static uint8_t buf[1 << 20];
	while ((e = readdir(d))) {
		char path[4400];
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		FILE *f = fopen(path, "rb");
		if (!f)
			continue;
		size_t len = fread(buf, 1, sizeof buf, f);
		fclose(f);
		LLVMFuzzerTestOneInput(buf, len);       /* a crash here fails the test */
		(*files)++;
	}
	closedir(d);
	return true;
}

int main(void)
{
	static const char *const folders[] = { "fuzz/regressions/", "fuzz/corpus/" };
	setenv("TREESTEP_DATA", TOP_SRCDIR, 0);
	printf("1..2\n");
	for (int i = 0; i < 2; i++) {
		char dir[4096];
		int files = 0;
		snprintf(dir, sizeof dir, "%s/%s%s", TOP_SRCDIR, folders[i], REPLAY_KIND);
		bool ok = replay(dir, &files) && files > 0;
		printf("%s %d - %s%s: %d inputs\n", ok ? "ok" : "not ok", i + 1, folders[i],
		       REPLAY_KIND, files);
	}
	return 0;
}
