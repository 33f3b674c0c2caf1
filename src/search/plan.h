/* plan.h - the options that plan the searches (struct plan, trace.h).
 *
 * The command line (--depth=3, --id, --no-pv-first) and a lesson file
 * (depth: 3, id: yes, pv-first: no) say the same things.  plan_options[]
 * describes each option once: its names in both, the values it takes and
 * the option it goes with.  Both read values through plan_option_set and
 * check what goes together through plan_option_unmet and
 * plan_option_unfit, so the same value gives the same plan and the same
 * mistake the same reason; and a plan is written back as a lesson's keys
 * (plan_option_write) from the same table. */
#ifndef TREESTEP_PLAN_H
#define TREESTEP_PLAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/algo.h"
#include "search/trace.h"

/* In this order on the command line's --help, in a lesson, and in a
 * lesson's skeleton. */
enum plan_option {
	PLAN_NONE = -1,
	PLAN_DEPTH, PLAN_ID, PLAN_PV_FIRST, PLAN_ASPIRATION, PLAN_TT, PLAN_TT_REPLACE,
	PLAN_TT_PV_EXACT,
	PLAN_STRICT, PLAN_WINDOW,
	PLAN_GUESS,
	PLAN_ROOT_LAST_NULL, PLAN_ROOT_DELAY,
	PLAN_OPTION_COUNT
};

struct plan_option_info {
	const char *key;        /* in a lesson: "depth", for "depth: 3" */
	const char *option;     /* on the command line: "--depth" */
	const char *implies;    /* an option that takes no value on the command line
	                           (--id, --no-pv-first): the value it gives; else NULL */
	/* A number (words[0] NULL): what it is, for messages, and its range. */
	const char *what;
	uint64_t min, max;
	/* Or one of two words, as messages list them; words[on] turns the
	 * plan's flag on, the other is the default. */
	const char *words[2];
	int on;
	/* Or (pair) two values LO,HI with LO < HI, each from -VALUE_LIMIT
	 * to VALUE_LIMIT: PLAN_WINDOW alone, into window_lo and window_hi. */
	bool pair;
	enum plan_option needs; /* it means something only when this one is on */
	size_t field;           /* where it goes in struct plan: an int for a number,
	                           a bool for a word (PLAN_DEPTH also sets limited) */
};
extern const struct plan_option_info plan_options[PLAN_OPTION_COUNT];

/* The option of a lesson key ("tt-replace"), or PLAN_NONE. */
enum plan_option plan_option_by_key(const char *key);

/* Where an option was given, which says how a message names it:
 * "--tt-replace" on the command line, "'tt-replace:'" in a lesson. */
enum plan_medium { PLAN_COMMAND_LINE, PLAN_LESSON };

/* Sets option k of p from value, as typed after "--depth=" or "depth: ".
 * Else false, with the reason in why, the same from both media but for
 * the option's name: "the depth must be a whole number from 0 to 64, not
 * '99'" (after "--depth: " on the command line), "NAME is yes or no, not
 * 'maybe'". */
bool plan_option_set(struct plan *p, enum plan_option k, const char *value,
		     enum plan_medium m, char *why, size_t len);

/* Is option k on in p: set to something other than its default (a
 * depth, iterative deepening, a table, ...)? */
bool plan_option_on(const struct plan *p, enum plan_option k);

/* The first option of given (a set of bits 1u << k) that goes with an
 * option p does not have on, with the reason in why ("--aspiration goes
 * with --id", "'aspiration:' goes with 'id: yes'"); or PLAN_NONE. */
enum plan_option plan_option_unmet(const struct plan *p, unsigned given, enum plan_medium m,
				   char *why, size_t len);

/* Can a run every search p plans?  Else the option it cannot, with the
 * reason in why ("NAME needs an algorithm with a window, and minimax has
 * none"); PLAN_NONE when it can. */
enum plan_option plan_option_unfit(const struct plan *p, const struct algorithm *a,
				   enum plan_medium m, char *why, size_t len);

/* Option k's value in p as a lesson writes it ("3", "yes", "depth"); or
 * false when p leaves it at its default, or it means nothing (the option
 * it goes with is off): a lesson of plan p says exactly the options this
 * writes. */
bool plan_option_write(const struct plan *p, enum plan_option k, char *buf, size_t len);

/* A value of plan p (window_lo, window_hi, aspiration) in the units of
 * tree t (struct tree's decimals).  Exact once plan_fits_tree has said
 * yes: the tree's units are then as fine as the plan's or finer. */
static inline int plan_units(const struct plan *p, const struct tree *t, int v)
{
	return t->decimals >= p->decimals ? v * tree_unit_scale(t->decimals - p->decimals) :
	       v / tree_unit_scale(p->decimals - t->decimals);
}

/* Can p's values be said in t's units?  Not when one was written with
 * more decimals than any of t's values ("--window 0.5,1" on a tree of
 * whole numbers): false, with the reason in why. */
bool plan_fits_tree(const struct plan *p, const struct tree *t, enum plan_medium m, char *why,
		    size_t len);

/* A value of plan p as written: "2.5", "-3", "0.01". */
void plan_format(const struct plan *p, char *buf, size_t len, int v);

#endif
