# ask.bats - practice's kinds of question (--ask, issue 31 item 7), through
# script mode: windows (each entry of a node its own question), the leaves
# evaluated, the cutoffs in order, right and wrong, with the counts line,
# the mistakes at their steps and the --results rows.  The grading itself
# is checked in test_practice.c against a textbook alpha-beta.
# The question kinds are those published courses grade: the leaves
# evaluated (MIT 6.034's game-search problems ask how many static
# evaluations alpha-beta makes), the cutoffs in order (Canterbury's
# COSC367 quizzes ask for the list of pruning events), and the windows at
# each node (the alpha-beta practice apps' most requested question).
load helpers

setup() {
	KEYS=$(mktemp)
	WORK=$(mktemp -d)
}

teardown() {
	rm -rf "$KEYS" "$WORK"
}

# Seed 7's tree (--random 2,3,7), searched by alphabeta: N0 to N3 are
# entered with (-inf, +inf), N4 with (-inf, 19) once N3 returns 19, N2
# and N5 with (19, +inf); six leaves are evaluated, and the one cutoff is
# at N2, which prunes N6.
window() {
	printf '/;type %s;Enter;w;type %s;Enter;' "$1" "$2"
}

@test "--ask windows,evaluations,events: the windows typed show on the tree, and all right is all right" {
	keys="$(window N0 '(-inf, +inf)')$(window N1 '(-inf, inf)')$(window N3 '[-inf, +inf]')"
	keys+="$(window N4 '(-inf, 19)')$(window N2 '(19, +inf)')$(window N5 '19, ∞')"
	shot "${keys}l;type 6 leaves;Enter;C;type n2;Enter" --practice --random 2,3,7 \
		--ask windows,evaluations,events
	assert_success
	assert_line --regexp '^ +\(-∞,\+∞\) +\(19,\+∞\)$'
	assert_line --regexp '^ +\(-∞,\+∞\) +\(-∞,19\) +\(19,\+∞\)$'
	assert_line " Practice, seed 7   alphabeta   leaves 6   cutoffs N2"
	# Only the keys of what is asked.
	assert_line --regexp '^ w window  l leaves  C cutoffs  Enter grade'
	refute_output --partial "x never"
	shot "${keys}l;type 6 leaves;Enter;C;type n2;Enter;Enter;End" --practice --random 2,3,7 \
		--ask windows,evaluations,events
	# Six entries, the count and the list: eight questions.
	assert_line --regexp '^ Practice, seed 7   8 of 8 right +Search stack$'
	assert_line --regexp '^Step 34/34  nodes 12  visits 12  leaves 6  cutoffs 1 '
}

@test "a wrong window is one mistake, shown where the search enters the node" {
	keys="$(window N1 '(-inf, +inf)')$(window N4 '(0, 19)')"
	shot "${keys}Enter" --practice --random 2,3,7 --ask windows
	assert_line "1 of 2 answered right; 4 left unanswered. Enter shows each mistake."
	shot "${keys}Enter;Enter" --practice --random 2,3,7 --ask windows
	assert_line --regexp '^ Mistake 1 of 1: N4 is entered with +N0   MAX \(-∞, \+∞\)$'
	assert_line --regexp '^ \(-∞,19\) \(step 13\); you said \(0,19\)\. +N1   MIN \(-∞, 19\)$'
	assert_line --regexp '^Step 13/34  nodes 6  visits 6  leaves 2 '
	assert_line "N4 (MAX) is entered with the window (-∞, 19): only scores inside it can change"
	# A window for a node the search never enters is a mistake too.
	shot "$(window N6 '(19, +inf)')Enter;Enter" --practice --random 2,3,7 --ask windows
	assert_line --regexp '^ Mistake 1 of 1: You gave N6 a window, +N0   MAX \(19, \+∞\)$'
	assert_line --regexp '^ but alphabeta never enters it: the +>N2   MIN \(19, \+∞\)$'
	assert_line --regexp '^ cutoff at step 32 prunes it\.$'
	assert_line --regexp '^Step 32/34 .* cutoffs 1 '
	assert_line --partial "N6 is cut."
}

@test "a node entered twice has its windows typed in order, each a question of its own" {
	# PVS on seed 5: N2 is probed with (10, 11), fails high and is searched
	# again with (10, +inf); N6 is probed twice, in N2's probe and in its
	# re-search.  One window for N6 leaves its second entry unanswered
	# wrongly: windows typed answer every entry.
	keys="$(window N2 '(10, 11) (10, +inf)')$(window N6 '(10,11)')"
	shot "${keys}Enter" --practice --random 2,3,5 --algo pvs --ask windows
	assert_line "3 of 4 answered right; 6 left unanswered. Enter shows each mistake."
	shot "${keys}Enter;Enter" --practice --random 2,3,5 --algo pvs --ask windows
	assert_line --regexp '^ Mistake 1 of 1: N6 is entered the +N0   MAX \(10, \+∞\)$'
	assert_line --regexp '^ second time with \(11,12\) \(step 51\); +N2   MIN \(10, 12\) +re-search$'
	assert_line --regexp '^ you gave no window for it\. +>N6   MAX \(11, 12\) +probe$'
	# A window too many is a mistake as well.
	keys="$(window N2 '(10, 11) then (10, +inf), (10, 11)')"
	shot "${keys}Enter;Enter" --practice --random 2,3,5 --algo pvs --ask windows
	assert_line --regexp '^ Mistake 1 of 1: pvs enters N2 2 times '
	assert_line --regexp '^ \(the last at step 39\); you gave more +>N2   MIN \(10, \+∞\) +re-search$'
	assert_line --regexp '^ windows: \(10,11\) \(10,\+∞\) \(10,11\)\.$'
}

@test "the leaves evaluated: one number, right or wrong, shown at the end of the search" {
	shot "l;type 6;Enter;Enter" --practice --random 2,3,7 --ask evaluations
	assert_line "1 of 1 answered right; none left unanswered. Well done."
	shot "l;type 9;Enter;Enter;Enter" --practice --random 2,3,7 --ask evaluations
	assert_line --regexp '^ Mistake 1 of 1: alphabeta evaluates 6 '
	assert_line --regexp '^Step 34/34  nodes 12  visits 12  leaves 6 '
	shot "l;type six;Enter" --practice --random 2,3,7 --ask evaluations
	assert_line "'six' is not a count of leaves: type a number, such as 7."
}

@test "the cutoffs in order: one answer, graded as a sequence, shown at the first difference" {
	shot "C;type N2;Enter;Enter" --practice --random 2,3,7 --ask events
	assert_line "1 of 1 answered right; none left unanswered. Well done."
	# PVS on seed 5 cuts at N4, then twice at N6 (its probe, and again in
	# N2's re-search).
	shot "C;type N4 N6;Enter;Enter;Enter" --practice --random 2,3,5 --algo pvs --ask events
	assert_line --regexp '^ Mistake 1 of 1: pvs.s cutoffs are at +N0   MAX \(10, \+∞\)$'
	assert_line --regexp '^ N4 N6 N6, in this order; you said N4 +N2   MIN \(10, 12\) +re-search$'
	assert_line --regexp '^ N6\. Cutoff 3 is at N6 \(step 54\)\. +>N6   MAX \(11, 12\) +probe$'
	assert_line --regexp '^Step 54/59  nodes 13  visits 19  leaves 9  cutoffs 3 '
	# none, where there are cutoffs: wrong at the first.
	shot "C;type none;Enter;Enter;Enter" --practice --random 2,3,5 --algo pvs --ask events
	assert_output --partial "Cutoff 1 is at N4"
	assert_line --regexp '^Step [0-9]+/59 .* cutoffs 1 '
	# A name that is no node is refused, and the list is asked again.
	shot "C;type N4 N99;Enter" --practice --random 2,3,5 --algo pvs --ask events
	assert_line "'N4 N99' is not a list of nodes: type their names in order (N4 N7), or none."
}

@test "--results rows name the kind of each question" {
	keys="$(window N2 '(10, 11) (10, +inf)')$(window N6 '(10,11)')"
	shot "${keys}l;type 10;Enter;C;type none;Enter;Enter" --practice --random 2,3,5 --algo pvs \
		--ask windows,evaluations,events --results "$WORK/r.csv" --student ada
	assert_success
	run cut -d, -f2- "$WORK/r.csv"
	assert_output - <<'ROWS'
"ada","practice 5","pvs","window N2 the first time","(10,11)","(10,11)","correct"
"ada","practice 5","pvs","window N2 the second time","(10,+inf)","(10,+inf)","correct"
"ada","practice 5","pvs","window N6 the first time","(10,11)","(10,11)","correct"
"ada","practice 5","pvs","window N6 the second time","","(11,12)","wrong"
"ada","practice 5","pvs","evaluations","10","9","wrong"
"ada","practice 5","pvs","cutoffs","none","N4 N6 N6","wrong"
ROWS
}

@test "every kind at once fits 80x24 and 160x45, and the default asks what practice always asked" {
	all=values,windows,pruned,evaluations,events
	shot "" --practice --random 2,3,7 --ask $all
	assert_line " list where it cuts off, in order (N4 N7)."
	assert_line " x never  e returns  h high  w window  l leaves  C cutoffs  Enter grade"
	shot "" --practice --random 2,3,7 --ask $all --screen 160x45
	assert_output --partial "type the nodes where its cutoffs happen, in order (N4 N7, or none), then grade."
	# The default: values and pruned, and no key of the others.
	shot "w" --practice --random 2,3,7
	assert_output --partial "Mark every node alphabeta never visits (a mark on the top of a cut"
	assert_line "This practice does not ask about windows (--ask windows)."
	shot "x" --practice --random 2,3,7 --ask windows
	assert_line "This practice does not ask about pruned edges (--ask pruned)."
}

@test "--ask is checked: its words, and no windows for minimax" {
	run --separate-stderr "$TREESTEP" --practice --ask values,value
	assert_failure 2
	assert_equal "${stderr_lines[0]}" "treestep: --ask: 'value' is not a kind of question: values, windows, pruned, evaluations or events"
	run --separate-stderr "$TREESTEP" --practice --algo minimax --ask windows
	assert_failure 2
	assert_equal "${stderr_lines[0]}" "treestep: --ask windows: minimax searches without an (alpha, beta) window, so there is none to ask about; choose an algorithm with one, such as alphabeta"
	run --separate-stderr "$TREESTEP" --ask windows -e '(1 2)'
	assert_failure 2
	assert_equal "${stderr_lines[0]}" "treestep: --ask does not apply to the stepper; it goes with --practice or --exam"
	# minimax may be asked the rest: it evaluates every leaf, cuts nowhere.
	shot "l;type 8;Enter;C;type none;Enter;Enter" --practice --random 2,3,7 --algo minimax \
		--ask evaluations,events
	assert_line "2 of 2 answered right; none left unanswered. Well done."
}
