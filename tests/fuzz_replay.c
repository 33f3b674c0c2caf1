/* fuzz_replay.c - runs a fuzz target over every file in REPLAY_DIR (below
 * the source tree), so that inputs which once crashed a loader are tried
 * again in every build, with or without libFuzzer.  Prints TAP. */
#include <config.h>

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(void)
{
	char dir[4096];
	snprintf(dir, sizeof dir, "%s/%s", TOP_SRCDIR, REPLAY_DIR);
	setenv("TREESTEP_DATA", TOP_SRCDIR, 0);
	DIR *d = opendir(dir);
	if (!d) {
		printf("1..0 # SKIP no %s\n", dir);
		return 0;
	}
	struct dirent *e;
	int n = 0;
	char names[1024][256];
	while ((e = readdir(d)) && n < 1024)
		if (e->d_name[0] != '.')
			snprintf(names[n++], sizeof names[0], "%s", e->d_name);
	closedir(d);
	printf("1..%d\n", n);
	for (int i = 0; i < n; i++) {
		char path[4400];
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		FILE *f = fopen(path, "rb");
		if (!f) {
			printf("not ok %d - %s: cannot open\n", i + 1, names[i]);
			continue;
		}
		static uint8_t buf[1 << 20];
		size_t len = fread(buf, 1, sizeof buf, f);
		fclose(f);
		LLVMFuzzerTestOneInput(buf, len);       /* a crash here fails the test */
		printf("ok %d - %s\n", i + 1, names[i]);
	}
	return 0;
}
