/* ttable.c - the transposition table's storage. */
#include <config.h>

#include <stdlib.h>

#include "search/ttable.h"

bool ttable_init(struct ttable *t, int size)
{
	t->size = size;
	t->direct = false;
	t->slots = malloc((size_t)size * sizeof *t->slots);
	if (!t->slots)
		return false;
	ttable_clear(t);
	return true;
}

void ttable_clear(struct ttable *t)
{
	for (int i = 0; i < t->size; i++)
		t->slots[i] = (struct tt_entry){ .node = -1, .move = -1 };
}

void ttable_free(struct ttable *t)
{
	free(t->slots);
	t->slots = NULL;
	t->size = 0;
}
