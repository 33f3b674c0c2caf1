#!/usr/bin/env bats
# questions.bats - the lesson player as a student meets it, and the marks
# the stepper adds to what the narrator says: issue 11's screen half.
# Through script mode at 80x24: exact screens, no waiting.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
	SOCK="treestep-questions-$$-$BATS_TEST_NUMBER"
}

teardown() {
	[[ -z ${SCRIPT_FILE:-} ]] || rm -f "$SCRIPT_FILE"
	tmux -L "$SOCK" kill-server 2>/dev/null || true
}

start() {
	script_start "$@"
}

# Through the cut question of 02-alphabeta, answered right.
past_cut_question() {
	start --lesson 02-alphabeta
	wait_for "stop 0 of"
	keys Enter Enter Enter
	wait_for "Which node will be cut off next?"
	keys N 1 0 Enter
	wait_for "You said N10: right!"
}

# To the value question that comes next ("What will N4 return").
to_value_question() {
	past_cut_question
	keys Enter
	wait_for "What will N4 return to its parent"
}

@test "a value question hides the bound it asks about" {
	to_value_question
	# N4's running bound (>=6) would give the answer away: "?" instead.
	run screen
	assert_line --regexp '^ +5 +\? *$'
	refute_output --partial '≥6'
}

@test "a non-answer is asked again; an answer typed with ≥ is graded" {
	to_value_question
	keys -l 'fail high'
	keys Enter
	wait_for_joined '"fail high" is not an answer to this: try again.'
	wait_for "score 1/"
	keys BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace
	keys -l '≥ 5'
	keys Enter
	wait_for "You said ≥ 5: right!"
	wait_for "score 2/"
}

@test "LC_ALL=C: a typed ≥ is not understood, and the question stays on screen" {
	# Outside a UTF-8 locale the screen is ASCII and the answers are read
	# as UTF-8: the three bytes of ≥ are typed as ?, never graded as ≥.
	START_ENV=LC_ALL=C
	to_value_question
	keys -l '≥5'
	wait_for "What will N4 return to its parent"
	wait_for "> ???5_"
	keys Enter
	wait_for "What will N4 return to its parent"
	wait_for_joined '"???5" is not an answer to this: try again.'
	wait_for "score 1/"
	# The ASCII spelling the prompt gives is graded.
	keys BSpace BSpace BSpace BSpace
	keys -l '>=5'
	keys Enter
	wait_for "You said >=5: right!"
}

@test "a byte that is not UTF-8 in an answer: the question panel still draws" {
	# A Latin-1 é, typed in a UTF-8 locale: one such byte made the whole
	# panel blank.
	to_value_question
	keys -l $'\xe95'
	wait_for "What will N4 return to its parent"
	wait_for "> ?5_"
	keys Enter
	wait_for "What will N4 return to its parent"
	wait_for_joined '"?5" is not an answer to this: try again.'
	wait_for "score 1/"
}

@test "letters typed after a question closes are not commands" {
	past_cut_question
	local before
	before=$(screen | grep -oE 'Step [0-9]+/[0-9]+')
	# 'a' would start autoplay and 'g' go to step 0.
	keys a g
	wait_for "The question is answered: press Enter"
	sleep 0.5
	assert_equal "$(screen | grep -oE 'Step [0-9]+/[0-9]+')" "$before"
	run screen
	refute_output --partial "Autoplay"
}

@test "a PV question keeps the PV table on screen" {
	start --lesson 06-pv-table
	wait_for "stop 0 of"
	keys Enter Enter
	wait_for "Which row of the PV table will change"
	wait_for "PV table"
}

@test "Tab in a lesson keeps the stop count, and Enter goes on from there" {
	start --lesson 01-minimax
	wait_for "stop 0 of"
	keys Enter Enter
	wait_for "What will N1 return"
	keys Escape
	wait_for "stop 2 of"
	keys Tab
	wait_for "alphabeta"
	wait_for "stop 2 of"
	keys Enter
	wait_for "stop 3 of"
}

@test "the stepper marks a NegaScout PV that stops above a leaf" {
	start --algo negascout --random 3,4,3
	wait_for "Step 0/"
	keys End
	wait_for "PV table: 10 cells (row 0 incomplete)"
	wait_for_joined "incomplete: no line below N11 is proven."
}

@test "a window one wide by chance is not tagged null on the stack" {
	sed 's/^\( *N9\) = 6/\1 = 4/' trees/gnuchess-pvs.tree >"$BATS_TEST_TMPDIR/n9.tree"
	start --algo alphabeta "$BATS_TEST_TMPDIR/n9.tree"
	wait_for "Step 0/"
	# Step 18: N9 = 4 raises N4's alpha to 4, under beta 5.
	for _ in $(seq 18); do keys Right; done
	wait_for "Step 18/"
	local line
	line=$(screen | grep -E '^ >N4 +MAX')
	[[ $line == *"(4, 5)"* ]] || fail "$line"
	[[ $line != *null* ]] || fail "tagged null: $line"
}
