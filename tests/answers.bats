#!/usr/bin/env bats
# answers.bats - answering as a student does, through script mode at
# 80x24 (issue 29): every verdict is shown before the lesson moves on,
# answers are read as students write them, and the answer line is edited
# as a shell's is.  The readers' whole table is in test_answer.c.
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

@test "lesson 01: the verdict on the last answer is shown, then Enter reaches both stops at the last step" {
	# The last question is N3's value; the root's return and the end
	# are two stops at the search's last step.
	shot "Enter;Enter;type 12;Enter;Enter;type 2;Enter;Enter;type <=2;Enter" --lesson 01-minimax
	assert_success
	assert_line --regexp 'stop 4 of 6   score 1/3$'
	assert_line --regexp '^ You said ≤2; the answer is 2\. N3 is worth 2'
	refute_output --partial "Lesson complete"
	shot "Enter;Enter;type 12;Enter;Enter;type 2;Enter;Enter;type 2;Enter" --lesson 01-minimax
	assert_line --regexp '^ You said 2: right! N3 is worth 2'
	shot "Enter;Enter;type 12;Enter;Enter;type 2;Enter;Enter;type 2;Enter;Enter" --lesson 01-minimax
	assert_line --regexp 'stop 5 of 6   score 2/3$'
	shot "Enter;Enter;type 12;Enter;Enter;type 2;Enter;Enter;type 2;Enter;Enter;Enter" --lesson 01-minimax
	assert_line --regexp 'stop 6 of 6   score 2/3$'
	# the words may wrap at the screen's edge
	assert_output --partial "Lesson complete:"
	assert_output --partial "2 of 3 predictions right."
	shot "Enter;Enter;type 12;Enter;Enter;type 2;Enter;Enter;type 2;Enter;Enter;Enter;Enter" --lesson 01-minimax
	assert_line "That was the last stop."
}

# The stops whose question is skipped and whose verdict is on screen
# ("Skipped; the answer is ..."), one number a line, from script mode's
# screens.
skipped_stops() {
	awk '/ stop [0-9]+ of [0-9]+ /{ sub(/.* stop /, ""); k = $1 }
	     /^ Skipped; the answer is / { print k }' | sort -un
}

@test "every lesson shows the verdict of every question before it moves on" {
	local l name stops n i lessons=0
	for l in tutorials/*.lesson; do
		name=$(basename "$l" .lesson)
		# The questions, by stop, as --print numbers them.
		stops=$("$TREESTEP" --lesson "$name" --print |
			awk '/^[0-9]+\. /{ k = $1 + 0 } /^   Q: /{ print k }' | sort -un)
		n=$("$TREESTEP" --lesson "$name" --print | grep -cE '^[0-9]+\. ')
		# Enter to each stop, Esc to skip a question asked on the way.
		: >"$KEYS"
		for ((i = 0; i < 2 * n; i++)); do
			printf 'Enter\nEsc\ndump\n' >>"$KEYS"
		done
		run "$TREESTEP" --script="$KEYS" --lesson "$name"
		assert_success
		run skipped_stops <<<"$output"
		[ "$output" = "$stops" ] ||
			fail "$name: verdicts shown at stops ${output//$'\n'/ }, questions at ${stops//$'\n'/ }"
		lessons=$((lessons + 1))
	done
	(( lessons >= 15 ))
}

@test "a wrong answer to a lesson's last question shows its verdict and explanation" {
	shot "Enter;Enter;type 12;Enter;Enter;type 2;Enter;Enter;type at least 3;Enter" --lesson 01-minimax
	assert_line --regexp '^ You said at least 3; the answer is 2\. N3 is worth 2'
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

@test "a refused answer leaves an empty line; Ctrl-W and Ctrl-U erase as in a shell" {
	local to_pv="Enter;Esc;Enter;Esc;Enter;Esc;Enter;Esc;Enter"
	shot "$to_pv;type row one;Enter" --lesson "$WORK/a.lesson"
	assert_output --partial "Which row of the PV table will change"
	# (The PV table shares these lines: the refusal is wrapped beside it.)
	assert_output --partial '("row one" is not an'
	assert_line --regexp '^ > _ +│'
	shot "$to_pv;type row one;Enter;type 1" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ > 1_'
	shot "$to_pv;type row one;Enter;type 1;Enter" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ You said 1; the answer is 2\.'
	# Ctrl-W: the word before the cursor; Ctrl-U: the whole line.
	shot "$to_pv;type ply 3;C-w" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ > ply _'
	shot "$to_pv;type ply 3;C-w;C-w" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ > _'
	shot "$to_pv;type row 11;C-u;type 2;Enter" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ You said 2: right!'
	shot "$to_pv;type ≥5;Backspace;Backspace;type row 2;Enter" --lesson "$WORK/a.lesson"
	assert_line --regexp '^ You said row 2: right!'
}

@test "practice: the answer line takes Ctrl-U and Ctrl-W, and keeps an answer as the tree shows it" {
	shot "/;type N2;Enter;e;type >=5;C-u;type at least 6" --practice --random 2,3,7
	assert_line --regexp 'N2 returns \(5, ≥6 or ≤4\): at least 6_'
	shot "/;type N2;Enter;e;type >=5;C-u;type at least 6;Enter" --practice --random 2,3,7
	assert_line --regexp '^ +≥6$'
	shot "/;type N2;Enter;e;type at least 6;Enter;e" --practice --random 2,3,7
	assert_line --regexp 'N2 returns \(5, ≥6 or ≤4\): >=6_'
	shot "/;type N2;Enter;e;type at least 6;Enter;e;C-w;type 4;Enter" --practice --random 2,3,7
	assert_line --regexp '^ +4$'
	# A number no tree holds is refused, as before, and nothing is kept.
	shot "/;type N2;Enter;e;type at least 1000001;Enter" --practice --random 2,3,7
	assert_line "'at least 1000001' is not a value or a bound: type 5, ≥6 or ≤4."
	# A generated tree's values are whole numbers: 4.5 cannot be one.
	shot "/;type N2;Enter;e;type >=4.5;Enter" --practice --random 2,3,7
	assert_line "'≥4.5' is no value here: this tree's values are whole numbers."
}
