/* fuzz_tree.c - libFuzzer target for the tree loader: any bytes must give
 * either a tree or one error line, never a crash, a hang or a leak.  A
 * loaded tree is also searched, so the algorithms see every odd shape the
 * loader lets through. */
#include <config.h>

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "search/algo.h"
#include "tree/load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tree t;
	char err[LOAD_ERROR_MAX];
	if (!tree_load_string((const char *)data, size, "fuzz", &t, err, sizeof err)) {
		/* One line, naming the input. */
		if (strncmp(err, "fuzz:", 5) != 0 || strchr(err, '\n'))
			__builtin_trap();
		return 0;
	}
	/* Small enough once its transpositions are followed: search it, with
	 * and without a table of three entries (small, so entries collide). */
	if (t.count < 2000 && tree_link(&t, 2000) <= 2000) {
		static const struct plan table = { .tt_size = 3, .tt_depth_preferred = true };
		for (int i = 0; i < 2 * algorithm_count; i++) {
			struct trace tr;
			struct result r;
			trace_init(&tr);
			if (!algorithm_run_plan(&algorithms[i / 2], &t, i % 2 ? &table : NULL, &tr, &r))
				__builtin_trap();
			trace_free(&tr);
		}
	}
	tree_free(&t);
	return 0;
}
