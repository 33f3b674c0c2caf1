/* plan.c - the options that plan the searches, for the command line and
 * for lessons (plan.h). */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "tree/i18n.h"
#include "tree/parse.h"
#include "tree/tree.h"
#include "search/plan.h"
#include "search/ttable.h"

#define FIELD(f) offsetof(struct plan, f)
const struct plan_option_info plan_options[PLAN_OPTION_COUNT] = {
	[PLAN_DEPTH] = { .key = "depth", .option = "--depth", .what = N_("the depth"),
			 .min = 0, .max = TREE_MAX_DEPTH, .needs = PLAN_NONE, .field = FIELD(depth) },
	[PLAN_ID] = { .key = "id", .option = "--id", .implies = "yes",
		      .words = { "yes", "no" }, .on = 0, .needs = PLAN_NONE, .field = FIELD(id) },
	[PLAN_PV_FIRST] = { .key = "pv-first", .option = "--no-pv-first", .implies = "no",
			    .words = { "yes", "no" }, .on = 1, .needs = PLAN_ID,
			    .field = FIELD(no_pv_first) },
	[PLAN_ASPIRATION] = { .key = "aspiration", .option = "--aspiration",
			      .what = N_("the aspiration window's half-width"), .min = 1,
			      .max = 2 * VALUE_LIMIT, .needs = PLAN_ID, .field = FIELD(aspiration) },
	[PLAN_TT] = { .key = "tt", .option = "--tt", .what = N_("the table's size"), .min = 1,
		      .max = TT_MAX_SIZE, .needs = PLAN_NONE, .field = FIELD(tt_size) },
	[PLAN_TT_REPLACE] = { .key = "tt-replace", .option = "--tt-replace",
			      .words = { "always", "depth" }, .on = 1, .needs = PLAN_TT,
			      .field = FIELD(tt_depth_preferred) },
	[PLAN_TT_PV_EXACT] = { .key = "tt-pv-exact", .option = "--tt-pv-exact",
			       .words = { "take", "ignore" }, .on = 1, .needs = PLAN_TT,
			       .field = FIELD(tt_pv_ignore_exact) },
	[PLAN_STRICT] = { .key = "strict", .option = "--strict", .implies = "yes",
			  .words = { "yes", "no" }, .on = 0, .needs = PLAN_NONE,
			  .field = FIELD(strict) },
	[PLAN_WINDOW] = { .key = "window", .option = "--window", .what = N_("the root's window"),
			  .pair = true, .needs = PLAN_NONE, .field = FIELD(window) },
	[PLAN_GUESS] = { .key = "guess", .option = "--guess", .what = N_("MTD(f)'s first guess"),
			 .min = 0, .max = VALUE_LIMIT, .needs = PLAN_NONE, .field = FIELD(guess) },
	[PLAN_ROOT_LAST_NULL] = { .key = "root-last-null", .option = "--root-last-null",
				  .implies = "yes", .words = { "yes", "no" }, .on = 0,
				  .needs = PLAN_NONE, .field = FIELD(root_last_null) },
	[PLAN_ROOT_DELAY] = { .key = "root-delay-research", .option = "--root-delay-research",
			      .implies = "yes", .words = { "yes", "no" }, .on = 0,
			      .needs = PLAN_NONE, .field = FIELD(root_delay_research) },
};

enum plan_option plan_option_by_key(const char *key)
{
	for (int k = 0; k < PLAN_OPTION_COUNT; k++)
		if (strcmp(key, plan_options[k].key) == 0)
			return (enum plan_option)k;
	return PLAN_NONE;
}

/* How a message names option k: as given, or, for the option another
 * needs (on), as it must be given to be on ("'id: yes'"). */
static const char *name(enum plan_option k, enum plan_medium m, bool on, char *buf, size_t len)
{
	const struct plan_option_info *o = &plan_options[k];
	if (m == PLAN_COMMAND_LINE)
		return o->option;
	if (on && o->words[0])
		snprintf(buf, len, "'%s: %s'", o->key, o->words[o->on]);
	else
		snprintf(buf, len, "'%s:'", o->key);
	return buf;
}

/* printf at the end of buf. */
static void append(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void append(char *buf, size_t len, const char *fmt, ...)
{
	size_t used = strlen(buf);
	if (used >= len)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf + used, len - used, fmt, ap);
	va_end(ap);
}

/* On the command line, a message about option o starts with its name,
 * "--window: "; in a lesson, the line and column say where. */
static void option_prefix(char *why, size_t len, const struct plan_option_info *o,
			  enum plan_medium m)
{
	snprintf(why, len, "%s", m == PLAN_COMMAND_LINE ? o->option : "");
	if (m == PLAN_COMMAND_LINE)
		append(why, len, ": ");
}

/* The field of option k in p: a bool for a word, an int for a number. */
static bool *flag(struct plan *p, enum plan_option k)
{
	return (bool *)((char *)p + plan_options[k].field);
}

static int *number(struct plan *p, enum plan_option k)
{
	return (int *)((char *)p + plan_options[k].field);
}

static int value_of(const struct plan *p, enum plan_option k)
{
	if (plan_options[k].pair)
		return p->window;
	const char *at = (const char *)p + plan_options[k].field;
	return plan_options[k].words[0] ? *(const bool *)at : *(const int *)at;
}

/* Reads a value of the window or the aspiration: an optional minus sign
 * and a number with at most two decimals, from -limit to limit as
 * written, in p's units (struct plan): a value with more decimals than
 * the plan had makes its units finer, and the values already read are
 * scaled to them. */
static bool plan_value(struct plan *p, const char *text, size_t n, long limit, int *out)
{
	long v;
	int decimals;
	if (!parse_hundredths(text, n, &v, &decimals) || v < -limit * 100 || v > limit * 100)
		return false;
	if (decimals > p->decimals) {
		int finer = tree_unit_scale(decimals - p->decimals);
		p->aspiration *= finer;
		p->window_lo *= finer;
		p->window_hi *= finer;
		p->guess *= finer;
		p->decimals = decimals;
	}
	*out = (int)(v / tree_unit_scale(2 - p->decimals));
	return true;
}

/* "LO,HI", two values with LO < HI, into the plan's window. */
static bool set_pair(struct plan *p, const struct plan_option_info *o, const char *value,
		     enum plan_medium m, char *why, size_t len)
{
	/* Read into a copy: HI may make the units finer after LO is read
	 * (plan_value scales the copy's window_lo with them), and a pair
	 * refused leaves p as it was. */
	const char *comma = strchr(value, ',');
	struct plan q = *p;
	if (comma && plan_value(&q, value, (size_t)(comma - value), VALUE_LIMIT, &q.window_lo) &&
	    plan_value(&q, comma + 1, strlen(comma + 1), VALUE_LIMIT, &q.window_hi) &&
	    q.window_lo < q.window_hi) {
		q.window = true;
		*p = q;
		return true;
	}
	/* At most 40 bytes of what was typed, cut between characters. */
	int cut = (int)strlen(value);
	if (cut > 40)
		for (cut = 40; cut > 0 && ((unsigned char)value[cut] & 0xC0) == 0x80; cut--)
			;
	option_prefix(why, len, o, m);
	/* TRANSLATORS: %1$s is what the value is ("the root's window"),
	 * %2$d and %3$d the range, %4$.*5$s what was typed and %6$s "..."
	 * where it was cut; LO and HI are the names of the --help. */
	append(why, len, _("%1$s must be LO,HI: two numbers from %2$d to %3$d, with at most "
				   "two decimals and LO < HI, not '%4$.*5$s%6$s'"), _(o->what),
		       -VALUE_LIMIT, VALUE_LIMIT, value, cut, value[cut] ? "..." : "");
	return false;
}

bool plan_option_set(struct plan *p, enum plan_option k, const char *value,
		     enum plan_medium m, char *why, size_t len)
{
	const struct plan_option_info *o = &plan_options[k];
	char what[64];
	if (o->pair)
		return set_pair(p, o, value, m, why, len);
	if (k == PLAN_GUESS) {
		/* A value, written as the window's are. */
		struct plan q = *p;
		if (plan_value(&q, value, strlen(value), VALUE_LIMIT, &q.guess)) {
			q.has_guess = true;
			*p = q;
			return true;
		}
		option_prefix(why, len, o, m);
		/* TRANSLATORS: %1$s is what the value is ("MTD(f)'s first
		 * guess"), %2$d and %3$d the range, %4$s what was typed (40
		 * bytes at most) and %5$s "..." where it was cut. */
		append(why, len, _("%1$s must be a number from %2$d to %3$d, with at most two "
					   "decimals, not '%4$.40s%5$s'"), _(o->what), -VALUE_LIMIT,
			       VALUE_LIMIT, value, strlen(value) > 40 ? "..." : "");
		return false;
	}
	if (k == PLAN_ASPIRATION) {
		/* A width of values, so written as values are: 2.5 is allowed. */
		struct plan q = *p;
		if (plan_value(&q, value, strlen(value), (long)o->max, &q.aspiration) &&
		    q.aspiration > 0) {
			*p = q;
			return true;
		}
		option_prefix(why, len, o, m);
		/* TRANSLATORS: %1$s is what the value is ("the aspiration
		 * window's half-width"), %2$llu the largest, %3$s what was
		 * typed (40 bytes at most) and %4$s "..." where it was cut. */
		append(why, len, _("%1$s must be a number from 0.01 to %2$llu, with at most two "
					   "decimals, not '%3$.40s%4$s'"), _(o->what),
			       (unsigned long long)o->max, value, strlen(value) > 40 ? "..." : "");
		return false;
	}
	if (!o->words[0]) {
		uint64_t n;
		char reason[160];
		if (!parse_number(_(o->what), value, strlen(value), o->min, o->max, &n, reason,
				  sizeof reason)) {
			snprintf(why, len, "%s%s%s", m == PLAN_COMMAND_LINE ? o->option : "",
				 m == PLAN_COMMAND_LINE ? ": " : "", reason);
			return false;
		}
		*number(p, k) = (int)n;
		if (k == PLAN_DEPTH)
			p->limited = true;
		return true;
	}
	for (int w = 0; w < 2; w++)
		if (strcmp(value, o->words[w]) == 0) {
			*flag(p, k) = w == o->on;
			return true;
		}
	/* At most 40 bytes of what was typed, cut between characters. */
	int cut = (int)strlen(value);
	if (cut > 40)
		for (cut = 40; cut > 0 && ((unsigned char)value[cut] & 0xC0) == 0x80; cut--)
			;
	/* TRANSLATORS: %1$s is the option ("--tt-replace", or in a lesson
	 * "'tt-replace:'"), %2$s and %3$s its two words, as typed, %4$.*5$s
	 * what was typed instead and %6$s "..." where it was cut. */
	snprintf(why, len, _("%1$s is %2$s or %3$s, not '%4$.*5$s%6$s'"),
		 name(k, m, false, what, sizeof what), o->words[0], o->words[1], value, cut,
		 value[cut] ? "..." : "");
	return false;
}

bool plan_option_on(const struct plan *p, enum plan_option k)
{
	/* Depth 0 is a depth, and a guess of 0 a guess: a flag says. */
	if (k == PLAN_GUESS)
		return p->has_guess;
	/* A table MTD(f) or SSS* took for itself was not asked for. */
	if (k == PLAN_TT && p->tt_direct)
		return false;
	return k == PLAN_DEPTH ? p->limited : value_of(p, k) != 0;
}

enum plan_option plan_option_unmet(const struct plan *p, unsigned given, enum plan_medium m,
				   char *why, size_t len)
{
	char a[64], b[64];
	for (int k = 0; k < PLAN_OPTION_COUNT; k++) {
		enum plan_option needs = plan_options[k].needs;
		if (!(given & 1u << k) || needs == PLAN_NONE || plan_option_on(p, needs))
			continue;
		/* TRANSLATORS: %1$s is an option ("--aspiration", or in a
		 * lesson "'aspiration:'"), %2$s the one it needs ("--id", or
		 * "'id: yes'"). */
		snprintf(why, len, _("%1$s goes with %2$s"),
			 name((enum plan_option)k, m, false, a, sizeof a), name(needs, m, true, b, sizeof b));
		return (enum plan_option)k;
	}
	return PLAN_NONE;
}

enum plan_option plan_option_unfit(const struct plan *p, const struct algorithm *a,
				   enum plan_medium m, char *why, size_t len)
{
	char n[64];
	/* The windows of aspiration are the algorithm's (alpha, beta). */
	if (plan_option_on(p, PLAN_ASPIRATION) && a && a->no_window) {
		/* TRANSLATORS: %1$s is an option ("--aspiration", or in a
		 * lesson "'aspiration:'"), %2$s the algorithm. */
		snprintf(why, len, _("%1$s needs an algorithm with a window, and %2$s has none"),
			 name(PLAN_ASPIRATION, m, false, n, sizeof n), a->name);
		return PLAN_ASPIRATION;
	}
	/* A window is the algorithm's (alpha, beta) at the root; and it is
	 * one source of the root's window, aspiration another, and
	 * iterative deepening's shallower searches give values a window of
	 * bounds on the whole tree's value does not hold. */
	if (plan_option_on(p, PLAN_WINDOW) && a && a->no_window) {
		snprintf(why, len, _("%1$s needs an algorithm with a window, and %2$s has none"),
			 name(PLAN_WINDOW, m, false, n, sizeof n), a->name);
		return PLAN_WINDOW;
	}
	if (plan_option_on(p, PLAN_WINDOW) && plan_option_on(p, PLAN_ID)) {
		char t[64];
		/* TRANSLATORS: %1$s is "--window" (or in a lesson "'window:'"),
		 * %2$s "--id" (or "'id: yes'"). */
		snprintf(why, len, _("%1$s does not go with %2$s, for the window bounds the tree's "
				     "value and the shallower searches of iterative deepening have "
				     "values of their own"),
			 name(PLAN_WINDOW, m, false, n, sizeof n), name(PLAN_ID, m, true, t, sizeof t));
		return PLAN_WINDOW;
	}
	/* An entry's bounds say nothing about an average: expectimax keeps
	 * no table. */
	if (plan_option_on(p, PLAN_TT) && a && a->chance) {
		/* TRANSLATORS: %1$s is "--tt" (or in a lesson "'tt:'"), %2$s the
		 * algorithm. */
		snprintf(why, len, _("%1$s needs an algorithm that uses a transposition table, and "
				     "%2$s keeps none"), name(PLAN_TT, m, false, n, sizeof n), a->name);
		return PLAN_TT;
	}
	/* Scout's TEST answers yes or no (scout.c).  The strict convention's
	 * null window [v, v] has three answers, and "exactly v" is one that a
	 * no would hide; and Scout keeps no table. */
	if (plan_option_on(p, PLAN_STRICT) && a && a->tests) {
		/* TRANSLATORS: %1$s is "--strict" (or in a lesson "'strict:'"),
		 * %2$s the algorithm; TEST is the name of Pearl's procedure. */
		snprintf(why, len, _("%1$s does not go with %2$s: its TEST answers only yes or no, and "
				     "in the strict convention a null window has a third answer, "
				     "exactly its bound, that a no would hide"),
			 name(PLAN_STRICT, m, false, n, sizeof n), a->name);
		return PLAN_STRICT;
	}
	if (plan_option_on(p, PLAN_TT) && a && a->tests) {
		snprintf(why, len, _("%1$s needs an algorithm that uses a transposition table, and "
				     "%2$s keeps none"), name(PLAN_TT, m, false, n, sizeof n), a->name);
		return PLAN_TT;
	}
	/* MTD(f) and SSS* (mtdf.c, sss.c): their own windows, their own guess. */
	if (plan_option_on(p, PLAN_GUESS) && a && a->search != mtdf_search) {
		if (a->search == sss_search)
			/* TRANSLATORS: %1$s is "--guess" (or in a lesson "'guess:'"),
			 * %2$s the algorithm, sss. */
			snprintf(why, len, _("%1$s is MTD(f)'s first guess (--algo mtdf), and %2$s makes "
					     "none: SSS* is MTD from a first guess of +infinity"),
				 name(PLAN_GUESS, m, false, n, sizeof n), a->name);
		else
			/* TRANSLATORS: %1$s is "--guess" (or in a lesson "'guess:'"),
			 * %2$s the algorithm. */
			snprintf(why, len, _("%1$s is MTD(f)'s first guess (--algo mtdf), and %2$s "
					     "makes none"), name(PLAN_GUESS, m, false, n, sizeof n),
				 a->name);
		return PLAN_GUESS;
	}
	if (a && a->needs_table) {
		static const struct { enum plan_option k; const char *why; } no[] = {
			/* TRANSLATORS: %1$s is "--aspiration" (in a lesson
			 * "'aspiration:'"), %2$s the algorithm, mtdf or sss. */
			{ PLAN_ASPIRATION, N_("%1$s does not go with %2$s: a sequence of null windows "
					      "is its own window scheme") },
			/* TRANSLATORS: %1$s is "--window" (in a lesson
			 * "'window:'"), %2$s the algorithm, mtdf or sss. */
			{ PLAN_WINDOW, N_("%1$s does not go with %2$s: its null-window tests set the "
					  "root's window") },
			/* TRANSLATORS: %1$s is "--strict" (in a lesson
			 * "'strict:'"), %2$s the algorithm, mtdf or sss; gamma is
			 * the name of MTD's test value. */
			{ PLAN_STRICT, N_("%1$s does not go with %2$s: its tests' null window (gamma - "
					  "1, gamma) must be open: closed, no score would fail either "
					  "way") },
		};
		for (size_t i = 0; i < sizeof no / sizeof no[0]; i++)
			if (plan_option_on(p, no[i].k)) {
				snprintf(why, len, _(no[i].why), name(no[i].k, m, false, n, sizeof n),
					 a->name);
				return no[i].k;
			}
	}
	/* The root's tricks (rules.h) are written for a PVS that probes every
	 * move after the first at the root, and for one search of the root:
	 * they may leave its value a lower bound, and iterative deepening
	 * needs each depth's exact value and line (to carry the line, and to
	 * centre an aspiration window, which a bound would fail again and
	 * again). */
	for (int k = PLAN_ROOT_LAST_NULL; k <= PLAN_ROOT_DELAY; k++) {
		if (!plan_option_on(p, (enum plan_option)k))
			continue;
		if (a && !a->root_tricks) {
			char names[160] = "";
			int total = 0;
			for (int i = 0; i < algorithm_count; i++)
				total += algorithms[i].root_tricks;
			for (int i = 0, j = 0; i < algorithm_count; i++)
				if (algorithms[i].root_tricks)
					snprintf(names + strlen(names), sizeof names - strlen(names),
						 "%s%s", j == 0 ? "" :
						 /* TRANSLATORS: joins the last two of a
						  * list: "pvs, pvs-soft and pvs-zws" (note
						  * the spaces). */
						 j == total - 1 ? _(" and ") : ", ",
						 algorithms[i].name), j++;
			/* TRANSLATORS: %1$s is the option ("--root-last-null", or in
			 * a lesson "'root-last-null:'"), %2$s the algorithms that take
			 * it ("pvs, pvs-soft and pvs-zws"), %3$s the algorithm. */
			snprintf(why, len, _("%1$s is a root trick of %2$s, which probe every root move "
					     "after the first; %3$s does not take it"),
				 name((enum plan_option)k, m, false, n, sizeof n), names, a->name);
			return (enum plan_option)k;
		}
		if (plan_option_on(p, PLAN_ID)) {
			char t[64];
			/* TRANSLATORS: %1$s is the option ("--root-last-null", or in
			 * a lesson "'root-last-null:'"), %2$s "--id" (or "'id: yes'"). */
			snprintf(why, len, _("%1$s does not go with %2$s: the trick may leave a depth's "
					     "value only a lower bound, and iterative deepening needs "
					     "each depth's exact value and line"),
				 name((enum plan_option)k, m, false, n, sizeof n),
				 name(PLAN_ID, m, true, t, sizeof t));
			return (enum plan_option)k;
		}
	}
	return PLAN_NONE;
}

bool plan_option_write(const struct plan *p, enum plan_option k, char *buf, size_t len)
{
	const struct plan_option_info *o = &plan_options[k];
	if (!plan_option_on(p, k) || (o->needs != PLAN_NONE && !plan_option_on(p, o->needs)))
		return false;
	char lo[24], hi[24];
	if (o->pair) {
		plan_format(p, lo, sizeof lo, p->window_lo);
		plan_format(p, hi, sizeof hi, p->window_hi);
		snprintf(buf, len, "%s,%s", lo, hi);
	} else if (k == PLAN_ASPIRATION) {
		plan_format(p, buf, len, p->aspiration);
	} else if (k == PLAN_GUESS) {
		plan_format(p, buf, len, p->guess);
	} else if (o->words[0])
		snprintf(buf, len, "%s", o->words[o->on]);
	else
		snprintf(buf, len, "%d", value_of(p, k));
	return true;
}

void plan_format(const struct plan *p, char *buf, size_t len, int v)
{
	tree_format_value(buf, len, p->decimals, v);
}

bool plan_fits_tree(const struct plan *p, const struct tree *t, enum plan_medium m, char *why,
		    size_t len)
{
	if (p->decimals <= t->decimals)
		return true;
	char n[64];
	const char *opt = plan_option_on(p, PLAN_WINDOW) ? name(PLAN_WINDOW, m, false, n, sizeof n) :
			  plan_option_on(p, PLAN_ASPIRATION) ?
			  name(PLAN_ASPIRATION, m, false, n, sizeof n) :
			  name(PLAN_GUESS, m, false, n, sizeof n);
	if (t->decimals == 0)
		/* TRANSLATORS: %s is the option ("--window", or in a lesson
		 * "'window:'"). */
		snprintf(why, len, _("%s is written with decimals, and the tree's values are whole "
				     "numbers: give it in whole numbers"), opt);
	else
		/* TRANSLATORS: %1$s is the option ("--window", or in a lesson
		 * "'window:'"), %2$d its decimals, %3$d the tree's. */
		snprintf(why, len, _("%1$s is written with %2$d decimals, and the tree's values have at "
				     "most %3$d: give it with %3$d"), opt, p->decimals, t->decimals);
	return false;
}
