#!/usr/bin/env bats
# lessons.bats - lessons from the command line: listing them, printing
# them, finding them (and trees) by name, and their errors.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
}

@test "--lessons lists the twenty-four lessons with their titles" {
	treestep --lessons
	assert_success
	assert_equal "${#lines[@]}" 24
	assert_line --index 15 --regexp '^16-scout +Scout: TEST a move, EVAL it only if it could be better$'
	assert_line --index 16 --regexp '^17-mtdf +MTD\(f\): tests of the root with a table$'
	assert_line --index 17 --regexp '^18-sss +SSS\*: best-first search as tests from plus infinity$'
	assert_line --index 18 --regexp '^19-node-types +Node types: PV, CUT and ALL nodes, and where the ordering is wrong$'
	assert_line --index 19 --regexp '^20-root-tricks +Root tricks: no re-search at the root until a second fail high$'
	assert_line --index 20 --regexp '^21-tictactoe-order +Tic-tac-toe in reading order: refutations found late$'
	assert_line --index 21 --regexp '^22-tictactoe-centre +Tic-tac-toe, centre first: one leaf refutes each wrong move$'
	assert_line --index 22 --regexp '^23-nim-table +Nim: what a transposition table saves in a real game$'
	assert_line --index 23 --regexp '^24-tictactoe-aspiration +Aspiration windows at a real root: a fail low, then a fail high$'
	assert_line --index 14 --regexp '^15-pv-line +Where the PV lives: a triangle, a square, a LINE per frame, one array$'
	assert_line --index 8 --regexp '^09-gnuchess-code +The study.s minimaxAB: PVS in max/min form$'
	assert_line --index 11 --regexp '^12-aspiration +Aspiration windows: failing high, failing low, searching again$'
	assert_line --index 0 --regexp '^01-minimax +Minimax: every node has a value$'
	assert_line --index 2 --regexp '^03-pvs +PVS: null-window probes that cut what alpha-beta searches$'
}

@test "every lesson prints as its golden transcript" {
	local l name
	for l in tutorials/*.lesson; do
		name=$(basename "$l" .lesson)
		run "$TREESTEP" --lesson "$name" --print
		assert_success
		run diff -u "tests/golden/$name.transcript" - <<<"$output"
		assert_success
	done
}

@test "no lesson refers to another by hand, only as {lesson:NAME}" {
	# A number, "the next lesson" or a title written by hand goes stale
	# when lessons are added or renamed; {lesson:NAME} cannot (treestep(5)).
	# Each file is read as one line, so that a reference split over two
	# lines is found too, comments included; placeholders are left out.
	local f other text title
	for f in tutorials/*.lesson; do
		text=$(tr '\n' ' ' <"$f" | tr -s ' ' | sed 's/{[^}]*}//g')
		run grep -Eio "lessons? [0-9]+|(next|last|previous|following|earlier|later|other|first|second|third) lessons?|lessons so far" <<<"$text"
		if [ "$status" -eq 0 ]; then
			echo "$f refers to another lesson by hand: $output"
			return 1
		fi
		for other in tutorials/*.lesson; do
			[ "$other" != "$f" ] || continue
			title=$(sed -n 's/^title: //p' "$other")
			if grep -qiF "$title" <<<"$text"; then
				echo "$f names $other by its title, \"$title\", by hand"
				return 1
			fi
		done
	done
	# The check itself finds what it is for.
	run grep -Eio "lessons? [0-9]+|(next|last|previous|following|earlier|later|other|first|second|third) lessons?|lessons so far" <<<"skips that re-search (the last lesson)."
	assert_success
}

@test "the 03-pvs transcript asks about the probes and answers from the trace" {
	treestep --lesson 03-pvs --print
	assert_success
	assert_line "Tree: GNU Chess PVS sample (gnuchess-pvs.tree)"
	assert_line "   A: high"
	assert_line "   A: low"
	assert_line "   The search is over: N0 is worth 5. Principal variation: N1 N3 N8."
}

@test "without a terminal a lesson is printed, with a notice" {
	treestep --lesson 02-alphabeta </dev/null
	assert_success
	assert_regex "$stderr" 'is not a terminal, so the lesson cannot be played; printing it instead$'
	assert_line --index 0 "Lesson: Alpha-beta: cutoffs and why they are safe"
}

@test "an unknown lesson, and a broken one, give one clear line" {
	treestep --lesson 99-chess
	assert_failure 1
	assert_equal "$stderr" "treestep: no lesson '99-chess' (see treestep --lessons)"
	printf 'title: t\ntree: gnuchess-pvs\nalgorithm: alphabeta\nstop: cutoff N9\n  x\n' \
		>"$BATS_TEST_TMPDIR/bad.lesson"
	treestep --lesson "$BATS_TEST_TMPDIR/bad.lesson"
	assert_failure 1
	assert_equal "$stderr" "$BATS_TEST_TMPDIR/bad.lesson:4:7: 'cutoff N9' never happens in alphabeta on this tree"
}

@test "trees are found by name in the data directories" {
	cd "$BATS_TEST_TMPDIR"
	treestep --compare -f tsv --algo minimax gnuchess-pvs
	assert_success
	assert_line --index 1 --regexp '^minimax	5	15	'
	treestep --compare no-such-tree
	assert_failure 1
	assert_equal "$stderr" "no-such-tree: cannot open: No such file or directory"
}

@test "--data-dir and TREESTEP_DATA point treestep at other trees and lessons" {
	mkdir -p "$BATS_TEST_TMPDIR/data/trees" "$BATS_TEST_TMPDIR/data/tutorials"
	printf 'title: Tiny\n(1 (2 3))\n' >"$BATS_TEST_TMPDIR/data/trees/tiny.tree"
	printf 'title: A tiny lesson\ntree: tiny\nalgorithm: minimax\nstop: end\n  Done.\n' \
		>"$BATS_TEST_TMPDIR/data/tutorials/00-tiny.lesson"
	cd "$BATS_TEST_TMPDIR"
	treestep --data-dir "$BATS_TEST_TMPDIR/data" --lessons
	assert_success
	assert_line --index 0 --regexp '^00-tiny +A tiny lesson$'
	TREESTEP_DATA="$BATS_TEST_TMPDIR/data" run --separate-stderr "$TREESTEP" --compare -f tsv tiny
	assert_success
	assert_line --index 1 --regexp '^minimax	2	'
	TREESTEP_DATA="$BATS_TEST_TMPDIR/data" run --separate-stderr "$TREESTEP" --lesson 00-tiny --print
	assert_success
	assert_line "   > Done."
}

@test "--print belongs to --lesson, and a lesson takes no tree" {
	treestep --print
	assert_failure 2
	treestep --lesson 03-pvs trees/gnuchess-pvs.tree
	assert_failure 2
}

@test "what 15-pv-line says of the tree and table of 14-short-pv: PVS's single array is broken there" {
	treestep --compare --tt 8 --pv single --algo pvs transposition
	assert_success
	assert_line --regexp '^pvs +single +c ac +\(broken: ad2, left by another line, is not a move of ac\)$'
	# ... and that the table is the reason: without it the array is right.
	treestep --compare --pv single --algo pvs transposition
	assert_line --regexp '^pvs +single +c ac e$'
}

@test "every lesson and tree in the source tree is installed and distributed (Makefile.am)" {
	# A file left out of dist_tutorials_DATA or dist_trees_DATA passes
	# make check in the source tree and is missing from the tarball.
	local f missing=""
	for f in tutorials/*.lesson tutorials/*/*.lesson trees/*.tree trees/*.test; do
		grep -q "^	$f\( \\\\\)\?$" Makefile.am || missing+=" $f"
	done
	assert_equal "$missing" ""
}
