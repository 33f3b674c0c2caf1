#!/usr/bin/env bats
# answers.bats - answering as a student does, through script mode at
# 80x24 (issue 29): answers are read as students write them.  The
# readers' whole table is in test_answer.c.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
	KEYS=$(mktemp)
	WORK=$(mktemp -d)
	# The GNU Chess sample inline, so that this lesson is the test's own.
	cat >"$WORK/a.lesson" <<-'EOF'
	title: answers
	tree: (((3 5) (6 2)) ((9 1) (4 3)))
	algorithm: alphabeta
	stop: return N3
	question: value
	  x
	stop: cutoff N4
	question: cut
	  x
	stop: return N4
	question: value
	  x
	stop: return N1
	question: value
	  x
	stop: pv 2 3
	question: pv
	  x
	stop: end
	  x
	algorithm: pvs
	stop: research N8
	question: probe
	  x
	stop: end
	  x
	EOF
}

teardown() {
	rm -rf "$KEYS" "$WORK"
}

@test "answers are read as students write them: 05, N10., >= +5, at least, row 2, it fails high" {
	local keys="Enter;type 05;Enter"
	shot "$keys" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ You said 05: right!'
	keys+=";Enter;type N10.;Enter"
	shot "$keys" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ You said N10\.: right!'
	keys+=";Enter;type >= +5;Enter"
	shot "$keys" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ You said ≥ \+5: right!'
	# Read, but still wrong: N1 returns exactly 5, not a bound.
	keys+=";Enter;type at least 5;Enter"
	shot "$keys" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ You said at least 5; the answer is 5\.'
	keys+=";Enter;type Row 2;Enter"
	shot "$keys" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ You said Row 2: right!'
	assert_line --regexp 'score 4/6$'
	# On to the pvs part: its probe question, answered in a sentence.
	keys+=";Enter;Enter;type it fails high;Enter"
	shot "$keys" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ You said it fails high: right!'
	assert_line --regexp 'score 5/6$'
}
