# practice.bats - practice mode, --results and --lesson-skeleton, through
# script mode.  The answers themselves are checked in test_practice.c.
load helpers

setup() {
	KEYS=$(mktemp)
	WORK=$(mktemp -d)
}

teardown() {
	rm -rf "$KEYS" "$WORK"
}


@test "practice deals a tree with every leaf value shown, and says what to do" {
	shot "" --practice --random 2,3,7
	assert_success
	assert_line --regexp '^ +19 +6 +0 +20 +1 +6 +18 +12$'
	assert_line --partial "Practice, seed 7   alphabeta"
	assert_output --partial "Mark every node alphabeta never visits"
}

@test "the search stays hidden until the answers are graded" {
	shot "Right;End" --practice --random 2,3,7
	# not even the search's length, which would say how many events come
	assert_line --regexp '^nodes 0  visits 0  leaves 0  cutoffs 0  re-searches 0$'
	refute_output --partial "Step 0/"
	assert_line "Grade your answers first (Enter): the search would give them away."
}

@test "marks and values show on the tree, and Enter grades them" {
	shot "/;type N1;Enter;x;/;type N2;Enter;e;type >=5;Enter" --practice --random 2,3,7
	assert_line --regexp '^ +never +≥5$'
	# N3's value answers that N3 is visited, that its children N7 and N8
	# are, and what it returns: 4 of the tree's 18 questions (is each of
	# N1 to N12 visited, and what each of N0 to N5 returns).
	shot "/;type N3;Enter;e;type 19;Enter;Enter" --practice --random 2,3,7
	assert_line --regexp '^ Practice, seed 7   4 of 4 right +Search stack$'
	assert_line --regexp '^ 4 of 4 answered right; 14 left +\(empty\)$'
	assert_line --regexp '^ unanswered\. No mistakes\. The arrows'
	assert_line "4 of 4 answered right; 14 left unanswered."
}

@test "with nothing answered nothing is right or wrong" {
	shot "Enter" --practice --random 2,3,7
	assert_line --regexp '^ Practice, seed 7   nothing answered +Search stack$'
	assert_line --regexp '^ Nothing answered; 18 questions left +\(empty\)$'
	assert_line "Nothing answered; 18 questions left unanswered."
	# A second Enter has no mistake to show.
	shot "Enter;Enter" --practice --random 2,3,7
	assert_line --regexp '^Step 0/34 '
}

@test "a cut marked at its root covers the leaves below it" {
	# N2's cutoff prunes N6, and with it the leaves N13 and N14: N6 marked
	# is right, and the leaves left unmarked are no mistakes, nor
	# questions (is N2, N5, N6 visited, and what N2 returns).
	shot "/;type N2;Enter;e;type <=19;Enter;/;type N6;Enter;x;Enter" --practice --random 2,3,7
	assert_line --regexp '^ Practice, seed 7   4 of 4 right +Search stack$'
	assert_line "4 of 4 answered right; 14 left unanswered."
	# N1 marked as well: the search enters it, one mistake, and nothing
	# below it is asked (N1's children, and what N1, N3 and N4 return).
	shot "/;type N2;Enter;e;type <=19;Enter;/;type N6;Enter;x;/;type N1;Enter;x;Enter;Enter" \
		--practice --random 2,3,7
	assert_line --regexp '^ Practice, seed 7   4 of 5 right +Search stack$'
	assert_line --regexp '^ Mistake 1 of 1: You marked N1 never +'
	assert_line --regexp '^ visited \(and all below it\), but +'
	assert_line ' alphabeta enters it at step 2.'
	assert_line --regexp '^Step 2/34 '
}

@test "each mistake is shown at the step of the search that decides it" {
	# N2's value, 19: so N6, left unmarked, is said to be visited, but the
	# cutoff that prunes it decides otherwise.
	shot "/;type N2;Enter;e;type 19;Enter;Enter;Enter" --practice --random 2,3,7
	assert_line --regexp '^ Practice, seed 7   2 of 4 right +Search stack$'
	assert_line --regexp '^ Mistake 1 of 2: You left N6 unmarked +N0 '
	assert_line --regexp '^ under N2, but it is never visited: the +>N2 '
	assert_line --regexp '^ cutoff at step 32 prunes it\. *$'
	assert_line --regexp '^Step 32/34 '
	# A wrong value: shown where the node returns.
	shot "/;type N2;Enter;e;type 19;Enter;Enter;Enter;Enter" --practice --random 2,3,7
	assert_line --regexp '^ Mistake 2 of 2: N2 returns ≤19 \(step +>N0 '
	assert_line --regexp '^Step 33/34 '
}

@test "a value that is not a value or a bound is refused, and the root cannot be marked" {
	shot "/;type N1;Enter;e;type five;Enter" --practice --random 2,3,7
	assert_line "'five' is not a value or a bound: type 5, ≥6 or ≤4."
	shot "/;type N0;Enter;x" --practice --random 2,3,7
	assert_line "Every search visits the root."
}

@test "n deals the next seed's tree; the same seed deals the same tree" {
	shot "n" --practice --random 2,3,7
	assert_line --partial "Practice, seed 8"
	: >"$WORK/none"
	run "$TREESTEP" --script="$WORK/none" --practice --random 2,3,8
	assert_success
	assert_line --partial "Practice, seed 8"
	local again=$output
	shot "" --practice --random 2,3,8
	assert_success
	[ "$output" = "$again" ]
}

@test "editing is refused in practice" {
	shot "/;type N7;Enter;u" --practice --random 2,3,7
	assert_line "Editing is not part of practice."
}

@test "--results appends one CSV row per question answered, and never truncates the file" {
	echo '"earlier","row"' >"$WORK/r.csv"
	shot "/;type N1;Enter;e;type 6;Enter;Enter" --practice --random 2,3,7 \
		--results "$WORK/r.csv" --student ann
	assert_success
	run cat "$WORK/r.csv"
	assert_line --index 0 '"earlier","row"'
	assert_line --regexp '^"[0-9-]+T[0-9:]+[-+][0-9]+","ann","practice 7","alphabeta","is N1 visited\?","yes","yes","correct"$'
	# N1 returns 19 on this tree (the rows show it), so 6 is wrong.
	assert_line --regexp '^"[^"]*","ann","practice 7","alphabeta","what does N1 return\?","6","19","wrong"$'
	# N1's value answers is N1 visited, and are its children N3 and N4:
	# a row for each, and for N1's value; none for the questions not
	# answered.
	[ "$(grep -c 'visited?' "$WORK/r.csv")" -eq 3 ]
	[ "$(wc -l <"$WORK/r.csv")" -eq 5 ]
}

@test "--results records a lesson's answers" {
	shot "Enter;Enter;Enter;type N10;Enter" --lesson 02-alphabeta --results "$WORK/l.csv" \
		--student bo
	assert_success
	run cat "$WORK/l.csv"
	assert_line --regexp '^"[^"]*","bo","Alpha-beta: cutoffs and why they are safe","alphabeta","[^"]*","N10","N10","correct"$'
}

@test "practice options are checked" {
	run "$TREESTEP" --practice --random 9,9,1
	assert_failure 2
	assert_output --partial "--practice deals small trees"
	run "$TREESTEP" --practice --student ann
	assert_failure 2
	assert_output --partial "--student goes with --results"
	run "$TREESTEP" --compare --results x.csv
	assert_failure 2
}

@test "--lesson-skeleton writes a lesson that loads, for every shipped tree and algorithm" {
	local t a n=0
	for t in gnuchess-pvs gnuchess-pvs-research best-ordering bad-ordering russell-norvig; do
		for a in $(algorithms); do
			"$TREESTEP" --lesson-skeleton "$t" --algo "$a" >"$WORK/s.lesson"
			run "$TREESTEP" --lesson "$WORK/s.lesson" --print
			assert_success
			n=$((n + 1))
		done
	done
	(( n >= 30 ))
	"$TREESTEP" --lesson-skeleton gnuchess-pvs --algo alphabeta >"$WORK/s.lesson"
	run cat "$WORK/s.lesson"
	assert_line "stop: cutoff N4"
	assert_line "question: cut"
	assert_line "algorithm: alphabeta"
	run grep -c '^stop: ' "$WORK/s.lesson"
	# start, the cutoff at N4, the root's PV changes, end.
	(( output >= 3 ))
}

@test "--lesson-skeleton names the bound a MIN node cuts at alpha, as the narration does" {
	# On the sample PVS's probe of N2 (5, 6) cuts at N5, a MAX node,
	# over beta 6; in MTD(f)'s third test (5, 6) N1, a MIN node, cuts at
	# alpha 5 (the lesson shows MAX's view, where MIN's bound is alpha).
	"$TREESTEP" --lesson-skeleton gnuchess-pvs --algo mtdf >"$WORK/s.lesson"
	run cat "$WORK/s.lesson"
	assert_line "  At N1 a child scores {score}, reaching alpha {bound}: the rest of N1's children are cut."
	assert_line "  At N5 a child scores {score}, reaching beta {bound}: the rest of N5's children are cut."
	run "$TREESTEP" --lesson "$WORK/s.lesson" --print
	assert_success
	assert_line --partial "> At N1 a child scores 5, reaching alpha 5:"
	refute_output --partial "> At N1 a child scores 5, reaching beta"
}

@test "--lesson-skeleton writes a lesson that loads wherever it is saved" {
	mkdir "$WORK/trees" "$WORK/lessons" "$WORK/elsewhere" "$WORK/ named"
	# A tree the bracket form can say (N0, N1, ... and MAX at the root)
	# goes inline: the lesson needs no other file.  The file name's
	# leading space was lost when the name was copied as typed.
	cp "$TOP_SRCDIR/trees/russell-norvig.tree" "$WORK/trees/ rn.tree"
	(cd "$WORK/trees" && "$TREESTEP" --lesson-skeleton " rn.tree" --algo alphabeta) \
		>"$WORK/lessons/inline.lesson"
	rm "$WORK/trees/ rn.tree"
	cd "$WORK/elsewhere"
	shot "" --lesson "$WORK/lessons/inline.lesson"
	assert_success
	assert_line --regexp '^ +▲N4 +▲N5 +▲N6 +▲N7 +▲N8 +▲N9 +▲N10 +▲N11 +▲N12$'
	assert_line --regexp '^ +3 +12 +8 +2 +4 +6 +14 +5 +2$'
	assert_line --regexp '^ stop 1 of [0-9]+ '
	run grep '^tree: ' "$WORK/lessons/inline.lesson"
	assert_output "tree: ((3 12 8) (2 4 6) (14 5 2))"
	# A tree with names of its own is named by its absolute path, from
	# a folder whose name and the file's start with a space.
	cp "$TOP_SRCDIR/trees/transposition.tree" "$WORK/ named/ t.tree"
	(cd "$WORK/ named" && "$TREESTEP" --lesson-skeleton " t.tree" --algo alphabeta) \
		>"$WORK/lessons/path.lesson"
	run grep '^tree: ' "$WORK/lessons/path.lesson"
	assert_output "tree: $(realpath "$WORK/ named/ t.tree")"
	shot "" --lesson "$WORK/lessons/path.lesson"
	assert_success
	assert_line " treestep  2:alphabeta on Two move orders, one position"
	assert_line --regexp '^ +▲ac +▲ad +▲@ac +▲cd$'
	# A path no lesson line can hold, for such a tree, is refused before
	# anything is written.
	cp "$TOP_SRCDIR/trees/transposition.tree" "$WORK/t.tree "
	run --separate-stderr "$TREESTEP" --lesson-skeleton "$WORK/t.tree "
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "treestep: $WORK/t.tree : a lesson's 'tree:' line cannot hold this path (it has a space at the end), nor this tree inline (its names, MIN at the root or its size need a file); rename the file"
}

@test "--lesson-skeleton with a plan writes its keys, and stops at each depth and each fail" {
	local a n=0
	for a in alphabeta pvs negascout gnuchess; do
		"$TREESTEP" --lesson-skeleton aspiration --id --aspiration 2 --algo "$a" >"$WORK/s.lesson"
		run "$TREESTEP" --lesson "$WORK/s.lesson" --print
		assert_success
		n=$((n + 1))
	done
	(( n == 4 ))
	run cat "$WORK/s.lesson"
	assert_line "id: yes"
	assert_line "aspiration: 2"
	assert_line "stop: iteration 2"
	assert_line "stop: fail-high 2"
	assert_line "stop: iteration 2 2"
	assert_line "stop: fail-low 3"
	"$TREESTEP" --lesson-skeleton id-pv-first --depth 2 --algo alphabeta >"$WORK/s.lesson"
	run "$TREESTEP" --lesson "$WORK/s.lesson" --print
	assert_success
	assert_line "Searches: One search to depth 2."
	# A plan the tree cannot take is refused, with the node's place.
	run "$TREESTEP" --lesson-skeleton gnuchess-pvs --depth 1
	assert_failure 1
	assert_output --regexp 'gnuchess-pvs.tree:[0-9]+:[0-9]+: N1 is at depth 1'
}

@test "--lesson-skeleton with a table writes its keys, and stops at each hit" {
	local a
	for a in $(algorithms); do
		[ "$a" != scout ] || continue   # keeps no table: --tt is refused (test_scout.c)
		"$TREESTEP" --lesson-skeleton transposition --tt 3 --tt-replace depth --algo "$a" >"$WORK/s.lesson"
		run "$TREESTEP" --lesson "$WORK/s.lesson" --print
		assert_success
		assert_line "Searches: One search to the leaves, with a transposition table of 3 entries (replace: depth)."
	done
	"$TREESTEP" --lesson-skeleton transposition --tt 8 --algo alphabeta >"$WORK/s.lesson"
	run cat "$WORK/s.lesson"
	assert_line "tt: 8"
	assert_line "stop: hit ac"
}

@test "a click selects a node to answer about, without showing the search" {
	shot "click 19 4;x" --practice --random 2,3,7
	assert_line --regexp '^ +never$'
	assert_line --regexp '^nodes 0  visits 0 '
}
