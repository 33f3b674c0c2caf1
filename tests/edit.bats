# edit.bats - changing the tree in the stepper: values, move order, new
# and deleted nodes, undo and redo, writing, and the questions before
# anything is lost.  Through script mode; the counts are checked against
# --compare on a file with the same change, not against the stepper.
load helpers

setup() {
	KEYS=$(mktemp)
	WORK=$(mktemp -d)
}

teardown() {
	rm -rf "$KEYS" "$WORK"
}


# The counters line of the last step, as --compare prints a row:
# "nodes visits leaves cutoffs re-searches".
final_counts() {
	printf '%s\n' "${lines[@]}" | sed -n 's/^Step [0-9]*\/[0-9]*  nodes \([0-9]*\)  visits \([0-9]*\)  leaves \([0-9]*\)  cutoffs \([0-9]*\)  re-searches \([0-9]*\)$/\1 \2 \3 \4 \5/p
		# MTD(f) and SSS* show their test instead: they never re-search
		s/^Step [0-9]*\/[0-9]*  nodes \([0-9]*\)  visits \([0-9]*\)  leaves \([0-9]*\)  cutoffs \([0-9]*\)  test [0-9]*: .*$/\1 \2 \3 \4 0/p' | tail -1
}

compare_counts() { # ALGO TREE
	"$TREESTEP" --compare --format tsv --algo "$1" "$2" | sed 1d | cut -f3-7 | tr '\t' ' '
}

EDIT_VARIANT='/;type N12;Enter;e;type 10;Enter;/;type N13;Enter;e;type 11;Enter;/;type N14;Enter;e;type 11;Enter'

@test "N12, N13, N14 = 10, 11, 11 gives the re-search variant's counts for every algorithm" {
	local a n=0
	for a in $(algorithms); do
		shot "$EDIT_VARIANT;End" --algo "$a"
		assert_success
		[ "$(final_counts)" = "$(compare_counts "$a" gnuchess-pvs-research)" ] ||
			fail "$a: $(final_counts) in the stepper, $(compare_counts "$a" gnuchess-pvs-research) by --compare"
		n=$((n + 1))
	done
	(( n >= 6 ))
}

@test "three undos give the sample's counts back, and redo the change again" {
	shot "$EDIT_VARIANT;u;u;u;End" --algo pvs
	assert_success
	[ "$(final_counts)" = "$(compare_counts pvs gnuchess-pvs)" ]
	shot "$EDIT_VARIANT;End;u;u;u" --algo pvs
	assert_line --partial "Undone. pvs: "
	shot "$EDIT_VARIANT;u;u;u;u" --algo pvs
	assert_line "Not changed: nothing to undo"
	shot "$EDIT_VARIANT;u;C-r;End" --algo pvs
	[ "$(final_counts)" = "$(compare_counts pvs gnuchess-pvs-research)" ]
}

@test "a change says what it did to the counts, and keeps the place in the search" {
	shot "End;/;type N13;Enter;e;type 11;Enter" --algo pvs
	assert_line 'N13 = 11. pvs: visits 14->19, leaves 7->9, cutoffs 2->4, re-searches 1->2.'
	# / jumped to where the search enters N13; after the change the
	# stepper is still there.
	assert_line --partial 'At N13 (MIN, window (5, 6))'
	shot "End;/;type N13;Enter;End;e;type 11;Enter" --algo pvs
	assert_line --regexp '^Step ([0-9]+)/\1 '
	shot "End;/;type N12;Enter;e;type 10;Enter" --algo pvs
	assert_line 'N12 = 10. pvs: the same counts.'
}

@test "swapping N1 and N2 changes alpha-beta's count as --compare on the swapped tree says" {
	printf '(((9 1) (4 3)) ((3 5) (6 2)))\n' >"$WORK/swapped.tree"
	shot "/;type N1;Enter;>;End" --algo alphabeta
	assert_success
	[ "$(final_counts)" = "$(compare_counts alphabeta "$WORK/swapped.tree")" ]
	# The swap happened: N2's subtree is drawn first now.
	assert_line --regexp '▼N2 +▼N1'
	assert_line --regexp '▲N5 +▲N6 +▲N3 +▲N4'
	assert_line --partial 'N0 is worth 5.'
}

@test "values outside the range, the root and an only child are refused, and nothing changes" {
	shot "/;type N7;Enter;e;type 1000001;Enter"
	assert_line --partial "Not changed: the value must be a whole number from 0 to 1000000"
	shot "/;type N0;Enter;D"
	assert_line "Not changed: the root cannot be deleted"
	shot "/;type N0;Enter;e"
	assert_line "N0 is not a leaf: only leaves have values."
	shot "e"
	assert_line --partial "Select a node first"
	shot "/;type N99;Enter"
	assert_line "No node is called 'N99'."
}

@test "w writes the tree over its file after a question that names it, keeping its comments" {
	cp "$TOP_SRCDIR/trees/gnuchess-pvs.tree" "$WORK/g.tree"
	shot "$EDIT_VARIANT;w;dump;y" "$WORK/g.tree"
	assert_success
	assert_line --partial "Write over $WORK/g.tree? y: yes"
	assert_line "Wrote $WORK/g.tree."
	grep -q '^      N12 = 10$' "$WORK/g.tree"
	grep -q '^title: GNU Chess PVS sample$' "$WORK/g.tree"
	grep -q '^# The 15-node tree' "$WORK/g.tree"
	run "$TREESTEP" --compare --format tsv --algo pvs "$WORK/g.tree"
	assert_line --regexp '^pvs	10	'
}

@test "w, n writes to another file; an existing one is replaced only after a question" {
	cp "$TOP_SRCDIR/trees/gnuchess-pvs.tree" "$WORK/g.tree"
	echo keep >"$WORK/other.tree"
	shot "/;type N7;Enter;e;type 8;Enter;w;n;type $WORK/new.tree;Enter" "$WORK/g.tree"
	assert_line "Wrote $WORK/new.tree."
	grep -q '^      N7 = 8$' "$WORK/new.tree"
	grep -q '^      N7 = 3$' "$WORK/g.tree"
	shot "w;n;type $WORK/other.tree;Enter;n" "$WORK/g.tree"
	assert_line "Nothing written."
	[ "$(cat "$WORK/other.tree")" = keep ]
	shot "w;n;type $WORK/other.tree;Enter;y" "$WORK/g.tree"
	assert_line "Wrote $WORK/other.tree."
	grep -q '^title: GNU Chess PVS sample$' "$WORK/other.tree"
}

@test "a tree typed with -e is written in the bracket form" {
	shot "/;type N1;Enter;>;w;type $WORK/e.tree;Enter" -e '((1 2) (3 4))'
	assert_line "Wrote $WORK/e.tree."
	[ "$(cat "$WORK/e.tree")" = "((3 4) (1 2))" ]
}

@test "quitting with changes not written asks first" {
	shot "/;type N12;Enter;e;type 10;Enter;q"
	assert_line "Quit and lose the changes to the tree? y: quit  n: stay _"
	shot "/;type N12;Enter;e;type 10;Enter;q;n;End"
	assert_line --regexp '^Step ([0-9]+)/\1 '
	refute_line --partial "Quit and lose"
	# y quits at once: End is never pressed, and the last screen is the
	# question's.
	shot "/;type N12;Enter;e;type 10;Enter;q;y;End"
	assert_line "Quit and lose the changes to the tree? y: quit  n: stay _"
	refute_line --regexp '^Step ([0-9]+)/\1 '
}

@test "a reload with changes not written is refused" {
	cp "$TOP_SRCDIR/trees/gnuchess-pvs.tree" "$WORK/g.tree"
	shot "/;type N12;Enter;e;type 10;Enter;r" "$WORK/g.tree"
	assert_line --partial "The tree has changes a reload would lose"
}

@test "the split view runs both sides again after a change" {
	shot "$EDIT_VARIANT;End" --vs alphabeta
	assert_success
	assert_line --regexp '^─ 4:pvs  step 68/68 ─+│─ 2:alphabeta  step ([0-9]+)/\1 ─+$'
	assert_line --regexp '^ nodes 13  visits 20  leaves 10 +│'
	assert_line --regexp '^ cutoffs 4  re-searches 3 +│ cutoffs [0-9]+  re-searches 0$'
}

@test "a lesson cannot be edited" {
	shot "u" --lesson 02-alphabeta
	assert_line "Editing is not part of lessons."
	shot "w" --lesson 02-alphabeta
	assert_line "Editing is not part of lessons."
}

@test "the outline form: a new leaf lines up with its brothers; a deleted subtree goes whole" {
	cp "$TOP_SRCDIR/trees/gnuchess-pvs.tree" "$WORK/g.tree"
	shot "/;type N4;Enter;A;/;type N2;Enter;D;w;y" "$WORK/g.tree"
	assert_line "Wrote $WORK/g.tree."
	grep -q '^      N15 = 0$' "$WORK/g.tree"
	# No line of N2's subtree is left (the comment at the top still names
	# N5).  A '!' command would not fail a bats test unless it came last.
	run grep -E '^ +N(2|5|6|11|12|13|14)( |$)' "$WORK/g.tree"
	assert_failure 1
	# What is left: N0, N1, N3 with N7 and N8, N4 with N9, N10 and N15.
	run "$TREESTEP" --compare --format tsv --algo minimax "$WORK/g.tree"
	assert_success
	assert_line "$(printf 'minimax\t5\t9\t9\t5\t0\t0\tN1 N3 N8')"
}

@test "w keeps a file's byte order mark, its CR LF line ends and a last line with no line end" {
	printf '\xef\xbb\xbf# a tree from Windows\r\ntitle: crlf\r\nroot: max\r\nA\r\n  B = 1\r\n  C = 2' >"$WORK/w.tree"
	shot "/;type C;Enter;e;type 9;Enter;w;y" "$WORK/w.tree"
	assert_success
	assert_line --partial "Wrote $WORK/w.tree."
	[ "$(od -An -c "$WORK/w.tree" | tr -s ' \n' ' ')" = \
	  "$(printf '\xef\xbb\xbf# a tree from Windows\r\ntitle: crlf\r\nroot: max\r\nA\r\n  B = 1\r\n  C = 9' | od -An -c | tr -s ' \n' ' ')" ]
}
