#!/usr/bin/env bats
# lessonfiles.bats - what treestep reads: only regular files, never waiting
# on a FIFO; text that reaches the terminal carries no control characters;
# lesson files held to the same rules as tree files (sizes, positions,
# paths).  Everything that could hang runs under timeout, so a hang fails
# the test instead of blocking make check.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	SOCK="treestep-files-$$-$BATS_TEST_NUMBER"
	cd "$BATS_TEST_TMPDIR"
}

teardown() {
	tmux -L "$SOCK" kill-server 2>/dev/null || true
}

# treestep_within SECONDS ARGS...: treestep, failing with status 124 if it
# has not finished in time.
treestep_within() {
	local seconds=$1
	shift
	run --separate-stderr timeout "$seconds" "$TREESTEP" "$@"
}

# no_escape: stdout of the last run holds no ESC, BEL or CSI byte.
no_escape() {
	if printf '%s' "$output" | LC_ALL=C grep -q $'[\x1b\x07\x9b]'; then
		echo "a control character reached standard output:"
		printf '%s' "$output" | od -c | head -20
		return 1
	fi
}

# ---- Only regular files ----------------------------------------------------

@test "a FIFO, a directory or a device given as a tree is refused at once" {
	mkfifo fifo.tree
	treestep_within 10 --compare ./fifo.tree
	assert_failure 1
	assert_equal "$stderr" "./fifo.tree: not a regular file (a FIFO)"
	mkdir dir.tree
	treestep_within 10 --compare ./dir.tree
	assert_failure 1
	assert_equal "$stderr" "./dir.tree: not a regular file (a directory)"
	treestep_within 10 --compare /dev/zero
	assert_failure 1
	assert_equal "$stderr" "/dev/zero: not a regular file (a character device)"
}

@test "r in the stepper refuses a tree file that became a FIFO, and keeps going" {
	printf '(1 (2 3))\n' >t.tree
	tmux -L "$SOCK" -f /dev/null new-session -d -x 80 -y 24 \
		env LC_ALL=C.UTF-8 timeout 60 "$TREESTEP" t.tree
	wait_for "Step 0/"
	rm t.tree
	mkfifo t.tree
	keys r
	wait_for_joined "t.tree: not a regular file (a FIFO)"
	keys Right
	wait_for "Step 1/"
	keys q
}

# ---- Text that reaches the terminal ----------------------------------------

@test "a tree title with an escape sequence is refused, and never printed" {
	printf 'title: x\033]0;owned\007\033[2J\n(1 2)\n' >esc.tree
	treestep --compare esc.tree
	assert_failure 1
	assert_equal "$stderr" "esc.tree:1:9: control character U+001B in the title"
	no_escape
	printf 'title: \302\2332J\n(1 2)\n' >csi.tree
	treestep --compare csi.tree
	assert_failure 1
	assert_equal "$stderr" "csi.tree:1:8: control character U+009B in the title"
}

# ---- Lessons: only regular files -------------------------------------------

@test "a FIFO or a directory given as a lesson is refused at once" {
	mkfifo fifo.lesson
	treestep_within 10 --lesson ./fifo.lesson --print
	assert_failure 1
	assert_equal "$stderr" "./fifo.lesson: not a regular file (a FIFO)"
	mkdir dir.lesson
	treestep_within 10 --lesson ./dir.lesson --print
	assert_failure 1
	assert_equal "$stderr" "./dir.lesson: not a regular file (a directory)"
}

@test "--lessons names a FIFO or a directory it finds, lists the rest, and does not block" {
	mkdir -p data/tutorials
	printf 'title: A good one\ntree: (1 2)\nalgorithm: minimax\nstop: end\n  x\n' \
		>data/tutorials/01-good.lesson
	mkfifo data/tutorials/02-fifo.lesson
	mkdir data/tutorials/03-dir.lesson
	treestep_within 10 --data-dir "$PWD/data" --lessons
	assert_failure 1
	# The shipped lessons follow, from the other data directories.
	assert_line --index 0 "01-good              A good one"
	refute_line --partial "fifo"
	refute_line --partial "dir"
	assert_equal "$stderr" "treestep: $PWD/data/tutorials/02-fifo.lesson: not a regular file (a FIFO)
treestep: $PWD/data/tutorials/03-dir.lesson: not a regular file (a directory)"
}

# ---- Lessons: text that reaches the terminal -------------------------------

@test "a lesson title with escape sequences is refused by --lesson and --lessons" {
	mkdir -p data/tutorials
	printf 'title: Nice\033]0;owned\007\033[2J\ntree: (1 2)\nalgorithm: minimax\nstop: end\n  x\n' \
		>data/tutorials/01-evil.lesson
	printf 'title: Fine\ntree: (1 2)\nalgorithm: minimax\nstop: end\n  x\n' \
		>data/tutorials/02-fine.lesson
	treestep --data-dir "$PWD/data" --lessons
	assert_failure 1
	no_escape
	assert_line "02-fine              Fine"
	refute_line --partial "evil"
	assert_equal "$stderr" "treestep: $PWD/data/tutorials/01-evil.lesson:1:12: control character U+001B"
	treestep --data-dir "$PWD/data" --lesson 01-evil --print
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "$PWD/data/tutorials/01-evil.lesson:1:12: control character U+001B"
}

@test "escape sequences, BEL and CSI in a lesson's text are refused where they are" {
	printf 'title: t\ntree: (1 2)\nalgorithm: minimax\nstop: end\n  ok\n  then \033[2J\n' >esc.lesson
	treestep --lesson ./esc.lesson --print
	assert_failure 1
	no_escape
	assert_equal "$stderr" "./esc.lesson:6:8: control character U+001B"
	printf 'title: t\ntree: (1 2)\nalgorithm: minimax\nstop: end\n  ding\007\n' >bel.lesson
	treestep --lesson ./bel.lesson --print
	assert_failure 1
	assert_equal "$stderr" "./bel.lesson:5:7: control character U+0007"
	printf 'title: t\ntree: (1 2)\nalgorithm: minimax\nstop: end\n  x \302\2332J\n' >csi.lesson
	treestep --lesson ./csi.lesson --print
	assert_failure 1
	assert_equal "$stderr" "./csi.lesson:5:5: control character U+009B"
	printf 'title: t\ntree: (1 2)\nalgorithm: minimax\nstop: end\n  caf\351\n' >latin1.lesson
	treestep --lesson ./latin1.lesson --print
	assert_failure 1
	assert_equal "$stderr" "./latin1.lesson:5:6: byte 0xe9 that is not UTF-8"
}

@test "a file name with control characters is shown escaped by --lessons" {
	mkdir -p data/tutorials
	printf 'title: Fine\ntree: (1 2)\nalgorithm: minimax\nstop: end\n  x\n' \
		>data/tutorials/02-fine.lesson
	cp data/tutorials/02-fine.lesson "data/tutorials/01-"$'\033'"[2J.lesson"
	treestep --data-dir "$PWD/data" --lessons
	assert_failure 1
	no_escape
	assert_line "02-fine              Fine"
	refute_line --partial "2J"
	assert_equal "$stderr" "treestep: $PWD/data/tutorials/01-\\x1b[2J.lesson: control character U+001B"
	if printf '%s' "$stderr" | LC_ALL=C grep -q $'\x1b'; then false; fi
}

# ---- Lessons: sizes, lines and positions -----------------------------------

@test "a lesson just under the 4 MiB limit loads in time; one over it is refused" {
	# A million one-word lines of text: appending each to the text so far
	# by copying it (strlen, realloc) took 15 s or more; it takes well
	# under a second.
	{
		printf 'title: Big\ntree: (1 (2 3))\nalgorithm: minimax\nstop: end\n'
		yes '  x' | head -c 4100000
		printf '\n'
	} >big.lesson
	[ "$(stat -c %s big.lesson)" -lt $((4 * 1024 * 1024)) ]
	run timeout 10 sh -c '"$TREESTEP" --lesson ./big.lesson --print >big.out'
	assert_success
	run head -1 big.out
	assert_output "Lesson: Big"
	# every line of text was kept
	[ "$(wc -w <big.out)" -gt 1025000 ]
	truncate -s $((4 * 1024 * 1024 + 1)) big.lesson
	treestep_within 10 --lesson ./big.lesson --print
	assert_failure 1
	assert_equal "$stderr" "./big.lesson: file too large (more than 4 MiB)"
}

@test "a one-line inline tree of thousands of characters loads whole" {
	{
		printf 'title: Wide\ntree: ('
		seq 3000 | tr '\n' ' '
		printf ')\nalgorithm: alphabeta\nstop: end\n  Done.\n'
	} >wide.lesson
	[ "$(sed -n 2p wide.lesson | wc -c)" -gt 10000 ]
	treestep --lesson ./wide.lesson --print
	assert_success
	assert_line "   The search is over: N0 is worth 3000. Principal variation: N3000."
}

@test "a mistake inside an inline tree is placed once, in the lesson" {
	printf 'title: t\n# a comment\ntree:  (1 (2 x))\nalgorithm: minimax\n' >bad.lesson
	treestep --lesson ./bad.lesson --print
	assert_failure 1
	assert_equal "$stderr" "./bad.lesson:3:14: expected a number or '(', found 'x'"
	printf 'title: t\ntree: (1 (2 3)\n' >open.lesson
	treestep --lesson ./open.lesson --print
	assert_failure 1
	assert_equal "$stderr" "./open.lesson:2:7: unbalanced parenthesis: this '(' is never closed"
}

# ---- Lessons: where tree: looks --------------------------------------------

@test "a lesson's tree: path is taken from the lesson's folder, which can be moved" {
	mkdir -p course/lessons course/trees elsewhere
	printf 'title: Ours\n(1 (2 3))\n' >course/trees/ours.tree
	printf 'title: Near\n(4 5)\n' >course/lessons/near.tree
	printf 'title: Own\ntree: ../trees/ours.tree\nalgorithm: minimax\nstop: end\n  x\n' \
		>course/lessons/a.lesson
	printf 'title: Near\ntree: near\nalgorithm: minimax\nstop: end\n  x\n' >course/lessons/b.lesson
	printf 'title: Shipped\ntree: gnuchess-pvs\nalgorithm: minimax\nstop: end\n  x\n' \
		>course/lessons/c.lesson
	mv course elsewhere/moved
	cd /
	treestep --lesson "$BATS_TEST_TMPDIR/elsewhere/moved/lessons/a.lesson" --print
	assert_success
	assert_line "Tree: Ours (ours.tree)"
	cd "$BATS_TEST_TMPDIR/elsewhere"
	treestep --lesson moved/lessons/b.lesson --print
	assert_success
	assert_line "Tree: Near (near.tree)"
	treestep --lesson moved/lessons/c.lesson --print
	assert_success
	assert_line "Tree: GNU Chess PVS sample (gnuchess-pvs.tree)"
}

@test "leaves: hidden hides the leaf values until the search evaluates them" {
	printf 'title: t\ntree: gnuchess-pvs\nleaves: hidden\nalgorithm: alphabeta\n\nstop: end\n  Done.\n' \
		>"$BATS_TEST_TMPDIR/h.lesson"
	: >"$BATS_TEST_TMPDIR/keys"
	run "$TREESTEP" --script="$BATS_TEST_TMPDIR/keys" --lesson "$BATS_TEST_TMPDIR/h.lesson"
	assert_success
	refute_line --regexp '^ +3 +5 +6 +2 +9 +1 +4 +3$'
	printf 'title: t\ntree: gnuchess-pvs\nleaves: sometimes\n' >"$BATS_TEST_TMPDIR/b.lesson"
	run "$TREESTEP" --lesson "$BATS_TEST_TMPDIR/b.lesson" --print
	assert_failure 1
	assert_output "$BATS_TEST_TMPDIR/b.lesson:3:9: 'leaves:' is hidden or shown, not 'sometimes'"
}

# ---- Lessons: references to other lessons -----------------------------------

@test "{lesson:NAME} reads as the lesson's number and title; an unknown one is placed in the lesson" {
	mkdir course
	printf 'title: Second steps\ntree: (1 2)\nalgorithm: minimax\nstop: end\n  x\n' \
		>course/02-second.lesson
	printf 'title: First steps\ntree: (1 2)\nalgorithm: minimax\nstop: end\n  Then read\n    {lesson:second}.\n' \
		>course/01-first.lesson
	treestep --lesson course/01-first.lesson --print
	assert_success
	assert_line '   > Then read lesson 2, "Second steps".'
	# Renamed, the reference stops the lesson from loading at its place.
	mv course/02-second.lesson course/02-later.lesson
	treestep --lesson course/01-first.lesson --print
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "course/01-first.lesson:6:13: no lesson 'second' to refer to (looked for second.lesson, or a numbered one such as 01-second.lesson, next to the lesson and in tutorials/ of the data directories)"
}
