/* options.h - treestep's command line: the modes, the options each mode
 * takes (one table, in options.c), and what was given. */
#ifndef TREESTEP_OPTIONS_H
#define TREESTEP_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "search/algo.h"
#include "tree/game.h"
#include "tree/gen.h"
#include "out/report.h"
#include "search/plan.h"

/* Each mode is chosen by one option; with none, the stepper. */
enum mode { MODE_STEPPER, MODE_COMPARE, MODE_TRACE, MODE_EXPLAIN, MODE_LESSON, MODE_LESSONS, MODE_STATS,
	    MODE_MERGE, MODE_SAVE, MODE_PRACTICE, MODE_SKELETON, MODE_HANDOUT,
	    MODE_SUMMARY, MODE_EXAM, MODE_TREES };

/* The options whose meaning depends on the mode.  A set of them is a
 * bitmask: bit OPT(i) for option i. */
enum option_index {
	I_ALGO, I_VS, I_EXPR, I_TREEFILE, I_FORMAT, I_PRINT, I_DATA_DIR, I_RANDOM,
	I_DEPTHS,                       /* --random with a range of depths */
	I_SHAPE, I_ORDER, I_EXPORT, I_SCRIPT, I_SCREEN, I_RESULTS, I_STUDENT, I_STEP, I_VALUES,
	I_PLAN,                         /* the options of plan.h, in its order */
	I_PV = I_PLAN + PLAN_OPTION_COUNT,
	I_JOBS, I_WIDTH,
	I_ASK,                          /* --ask: practice's kinds of question */
	I_MIN_CUTOFFS, I_OUTPUT,        /* --exam */
	I_GAME, I_POSITION,             /* --game, --position */
	I_SEED,                         /* --seed: practice's first deal of a game */
	OPTION_COUNT
};
/* 64 bits: the modes take more than 32 options between them. */
#define OPT(i) ((uint64_t)1 << (i))
_Static_assert(OPTION_COUNT <= 64, "the option masks hold 64 options");
#define O_ALGO OPT(I_ALGO)
#define O_VS OPT(I_VS)
#define O_EXPR OPT(I_EXPR)
#define O_TREEFILE OPT(I_TREEFILE)
#define O_FORMAT OPT(I_FORMAT)
#define O_PRINT OPT(I_PRINT)
#define O_DATA_DIR OPT(I_DATA_DIR)
#define O_RANDOM OPT(I_RANDOM)
#define O_DEPTHS OPT(I_DEPTHS)
#define O_SHAPE OPT(I_SHAPE)
#define O_ORDER OPT(I_ORDER)
#define O_EXPORT OPT(I_EXPORT)
#define O_SCRIPT OPT(I_SCRIPT)
#define O_SCREEN OPT(I_SCREEN)
#define O_RESULTS OPT(I_RESULTS)
#define O_STUDENT OPT(I_STUDENT)
#define O_STEP OPT(I_STEP)
#define O_VALUES OPT(I_VALUES)
#define O_PLAN ((OPT(PLAN_OPTION_COUNT) - 1) << I_PLAN)   /* every option of the plan */
#define O_PV OPT(I_PV)
#define O_JOBS OPT(I_JOBS)
#define O_WIDTH OPT(I_WIDTH)
#define O_ASK OPT(I_ASK)
#define O_MIN_CUTOFFS OPT(I_MIN_CUTOFFS)
#define O_OUTPUT OPT(I_OUTPUT)
#define O_GAME OPT(I_GAME)
#define O_POSITION OPT(I_POSITION)
#define O_SEED OPT(I_SEED)

struct options {
	enum mode mode;
	uint64_t given;                 /* the O_ options on the command line */
	enum format format;
	const char *expr;
	const char *file;
	const char *lesson;
	/* Generated trees. */
	struct gen gen;
	/* --game: a game's tree from a position (game.h), --order for it. */
	enum game_kind game;
	const char *position;
	enum game_order game_order;
	uint64_t seed;                  /* --seed */
	int depth_to;
	const char *save;
	long stats;                     /* trees for --stats */
	long stats_first;               /* --stats A..B: A, the first tree's number; else 0 */
	char **merge;                   /* --merge: the files, merge_count of them */
	int merge_count;
	int jobs;                       /* --jobs: trees searched at once; 0: not given */
	const char *export_svg;
	const char *handout;            /* --handout: the PDF to write */
	const struct algorithm *vs;     /* --vs: the split view's other algorithm */
	const char *script;             /* --script: keys for a virtual screen */
	const char *results, *student;  /* --results, --student */
	const char *skeleton;           /* --lesson-skeleton: the tree */
	long step;                      /* --step: the step to export; -1: the last */
	int cols, rows;                 /* --screen */
	struct plan plan;               /* the options of plan.h: --depth, --id, ... */
	bool windows;                   /* --windows: (alpha, beta) on the tree */
	bool node_types;                /* --node-types: PV, CUT and ALL marked */
	unsigned pv_ways;               /* --pv: a mask of pvways.h's ways; 0: not given */
	int width;                      /* --width: the columns of text output; 0: not given */
	unsigned ask;                   /* --ask: a mask of practice.h's ASK_BIT()s; 0: not given */
	/* --results-summary and --exam. */
	const char *summary;            /* --results-summary: the results file */
	int exam;                       /* --exam: how many variants */
	int min_cutoffs;                /* --min-cutoffs */
	const char *output;             /* --output: the exam's files' name */
	/* The algorithms asked for, each at most once, so algorithm_count
	 * entries always suffice; nalgos 0: the mode's default. */
	const struct algorithm **algos;
	int nalgos;
	bool algo_all;                  /* --algo all: every algorithm that can (--compare, --stats) */
};

/* Reads the command line into o (o->algos has room for algorithm_count
 * entries).  Returns 0, or the exit status of a usage error, which has
 * been reported. */
int options_parse(int argc, char **argv, struct options *o);
/* The algorithm a mode that runs one runs: the first --algo names, else
 * the mode's own default (modes[] in options.c says which: pvs, or
 * alphabeta for --practice); NULL for a mode that runs all or none. */
const struct algorithm *options_algorithm(const struct options *o);
/* "treestep: MESSAGE" and a hint on standard error; returns 2. */
int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
