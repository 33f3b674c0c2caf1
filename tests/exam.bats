#!/usr/bin/env bats
# exam.bats - --exam: the sheet and the key of a fixed seed, checked
# against a plain alpha-beta written here in awk (not treestep's), the
# seeds --min-cutoffs takes, both files or neither, and bad arguments.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	mkdir "$BATS_TEST_TMPDIR/work"
	cd "$BATS_TEST_TMPDIR/work"
}

# alphabeta B SEED: the answers for the tree of --random B,D,SEED --values
# 0..20 (D from $DEPTH), worked out by fail-hard alpha-beta in MAX/MIN form,
# from the leaves treestep --save writes.  A regular tree in level order:
# the children of node i are B*i+1 to B*i+B, and the leaves are the last
# B^D nodes, left to right as the bracket form lists them.  Prints
#   never: the top node of each part never visited
#   returns: what each visited inner node returns, from MAX's side: a
#     cutoff at MAX gives >=beta, at MIN <=alpha; a MAX node that raises
#     nothing returns <=alpha, a MIN node >=beta; otherwise the value
#   cutoffs: cutoffs with children left unsearched; leaves: evaluations
#   windows: the window each visited inner node is entered with, from
#     MAX's side (this alpha-beta enters each node once), infinities as
#     -inf and +inf
#   events: the nodes where those cutoffs happen, in order, or none
alphabeta() {
	"$TREESTEP" --random "$1,$DEPTH,$2" --values 0..20 --save t.tree 2>/dev/null
	tail -1 t.tree | tr -c '0-9\n' ' ' | awk -v b="$1" -v d="$DEPTH" '
	function bound(x) { return x <= -1000 ? "-inf" : x >= 1000 ? "+inf" : x }
	function ab(n, a, bt, ismax, depth,    i, c, s, raised) {
		seen[n] = 1
		if (depth == d) { leaves++; return val[n - first] }
		win[n] = "(" bound(a) "," bound(bt) ")"
		raised = 0
		for (i = 1; i <= b; i++) {
			c = b * n + i
			s = ab(c, a, bt, !ismax, depth + 1)
			if (ismax ? s >= bt : s <= a) {
				if (i < b) { cutoffs++; events = events " N" n }
				ret[n] = (ismax ? ">=" : "<=") (ismax ? bt : a)
				return ismax ? bt : a
			}
			if (ismax && s > a) { a = s; raised = 1 }
			if (!ismax && s < bt) { bt = s; raised = 1 }
		}
		ret[n] = raised ? (ismax ? a : bt) : (ismax ? "<=" a : ">=" bt)
		return ismax ? a : bt
	}
	{
		for (i = 1; i <= NF; i++) val[i - 1] = $i
		inner = 0; k = 1
		for (i = 0; i < d; i++) { inner += k; k *= b }
		first = inner
		ab(0, -1000, 1000, 1, 0)
		printf "never:"
		for (n = 1; n < inner + k; n++)
			if (!seen[n] && seen[int((n - 1) / b)]) printf " N%d", n
		printf "\nreturns:"
		sep = " "
		for (n = 0; n < inner; n++)
			if (seen[n]) { printf "%sN%d %s", sep, n, ret[n]; sep = ", " }
		printf "\ncutoffs: %d\nleaves: %d\nwindows:", cutoffs, leaves
		sep = " "
		for (n = 0; n < inner; n++)
			if (seen[n]) { printf "%sN%d %s", sep, n, win[n]; sep = "; " }
		printf "\nevents:%s\n", events == "" ? " none" : events
	}'
}

# key_part N: variant N of exam-key.txt, its wrapped lines (indented five
# spaces or more) joined.
key_part() {
	awk -v v="Variant $1 " 'index($0, v) == 1 { on = 1 } on && /^$/ { exit } on' exam-key.txt |
		sed -e ':a' -e 'N' -e '$!ba' -e 's/\n      *\([^ ]\)/ \1/g'
}

# field NAME: the line "NAME: ..." of $want, without its name.
field() {
	sed -n "s/^$1: *//p" <<<"$want"
}

@test "the key of a fixed seed: every answer as a plain alpha-beta works it out" {
	DEPTH=3
	treestep --exam 3 --random 2,3,42 --algo alphabeta
	assert_success
	assert_equal "$stderr" "treestep: wrote exam.txt and exam-key.txt (3 variants)"
	local v seed want never cutoffs
	for v in 1 2 3; do
		seed=$((41 + v))
		want=$(alphabeta 2 $seed)
		never=$(field never)
		cutoffs=$(field cutoffs)
		run key_part $v
		assert_line --index 0 --regexp "^Variant $v \\(seed $seed\\): $cutoffs cutoffs?, $(field leaves) leaf evaluations?$"
		assert_line --index 1 "  In the stepper: treestep --random 2,3,$seed --values 0..20 --algo alphabeta"
		assert_line --index 2 "  1. Never visited: ${never:-none}"
		assert_line --index 3 "  2. Returns: $(field returns)"
		assert_equal "${#lines[@]}" 4
	done
	# At least one of them has something pruned, or the test shows little.
	run grep -c 'Never visited: N' exam-key.txt
	(( output >= 1 ))
}

@test "--min-cutoffs: the variants are the first seeds whose search cuts off that often" {
	DEPTH=3
	treestep --exam 3 --random 2,3,1 --min-cutoffs 2 --output q
	assert_success
	[ -f q.txt ] && [ -f q-key.txt ]
	# The seeds from 1 on, each searched by the awk alpha-beta above.
	local seed want expected=()
	for ((seed = 1; ${#expected[@]} < 3 && seed < 200; seed++)); do
		want=$(alphabeta 2 $seed)
		(( $(field cutoffs) >= 2 )) && expected+=("$seed")
	done
	run grep -o '^Variant [0-9] (seed [0-9]*)' q-key.txt
	assert_output - <<-EOF
		Variant 1 (seed ${expected[0]})
		Variant 2 (seed ${expected[1]})
		Variant 3 (seed ${expected[2]})
	EOF
	# Some seed was passed over, or the option did nothing here.
	[[ ${expected[*]} != "1 2 3" ]]
	run grep -c 'Variant [0-9] (seed ' q.txt
	assert_output 3
	grep -q "each with at least 2 cutoffs" q.txt
}

@test "the sheet draws every name and leaf value, asks, and does not give the command away" {
	treestep --exam 1 --random 2,3,42 --algo pvs
	assert_success
	"$TREESTEP" --random 2,3,42 --values 0..20 --save t.tree 2>/dev/null
	# The row of leaf values, left to right, is the tree's.
	assert_equal "$(grep -E '^ +[0-9 ]+$' exam.txt | tr -s ' ' | sed 's/^ //')" \
		"$(tail -1 t.tree | tr -c '0-9' ' ' | tr -s ' ' | sed 's/^ //; s/ $//')"
	local n
	for n in $(seq 0 14); do
		grep -qw "N$n" exam.txt || fail "N$n is not drawn"
	done
	grep -q '^Name: _*   Variant 1 (seed 42)$' exam.txt
	grep -q '^  MAX ' exam.txt && grep -q '^  MIN ' exam.txt
	# PVS probes: three questions, and the key answers the third.
	grep -q '^  3\. Which probes of pvs fail high?' exam.txt
	grep -q '^  3\. Fail high:' exam-key.txt
	grep -q '^     Fail low: ' exam-key.txt
	run grep -c 'treestep' exam.txt
	assert_output 0
	# Alpha-beta never probes: two questions.
	treestep --exam 1 --random 2,3,42 --output ab
	assert_success
	run grep -c '^  [0-9]\. ' ab.txt
	assert_output 2
}

@test "variants are different trees: leaf values 0 to 20 make at most 21 one-leaf trees" {
	treestep --exam 5 --random 1,1,7
	assert_success
	run sed -n 's/^  2\. Returns: N0 //p' exam-key.txt
	assert_equal "${#lines[@]}" 5
	assert_equal "$(printf '%s\n' "${lines[@]}" | sort -u | wc -l)" 5
	rm exam.txt exam-key.txt
	treestep --exam 22 --random 1,1
	assert_failure 1
	[[ $stderr =~ ^"treestep: --exam: no tree of --random 1,1 among seeds "[0-9]+" to "[0-9]+" differs from the "([0-9]+)" variants before it; ask for fewer variants or a larger tree"$ ]]
	(( BASH_REMATCH[1] <= 21 ))
	[ ! -e exam.txt ] && [ ! -e exam-key.txt ]
}

@test "both files or neither, and an existing one is never replaced" {
	echo "last term" >exam-key.txt
	treestep --exam 2 --random 2,2
	assert_failure 1
	assert_equal "$stderr" "treestep: exam-key.txt exists; remove it, or give --output another name"
	[ ! -e exam.txt ]
	assert_equal "$(cat exam-key.txt)" "last term"
	treestep --exam 2 --random 2,2 --output nowhere/exam
	assert_failure 1
	[[ $stderr == "treestep: nowhere/exam.txt: cannot write: "* ]]
	treestep --exam 2 --random 2,1 --min-cutoffs 5 --output none
	assert_failure 1
	assert_equal "$stderr" "treestep: --exam: no tree of --random 2,1 among seeds 1 to 1000 has 5 cutoffs under alphabeta; ask for fewer cutoffs, fewer variants or a larger tree"
	[ ! -e none.txt ] && [ ! -e none-key.txt ]
	treestep --exam 1 --random 4,3 --output big
	assert_failure 1
	assert_equal "$stderr" "treestep: --exam: a sheet draws every leaf, at most 32; --random 4,3 makes 64"
	[ ! -e big.txt ]
	[ "$(ls | sort | tr '\n' ' ')" = "exam-key.txt " ]
}

@test "bad arguments are usage errors" {
	local args count=0
	while IFS='|' read -r args message; do
		# shellcheck disable=SC2086
		treestep $args </dev/null
		assert_failure 2
		assert_equal "${stderr%%$'\n'*}" "treestep: $message"
		count=$((count + 1))
	done <<-'EOF'
		--exam 0 --random 2,2|--exam: the number of variants must be a whole number from 1 to 100, not '0'
		--exam 101 --random 2,2|--exam: the number of variants must be a whole number from 1 to 100, not '101'
		--exam 2|--exam needs --random
		--exam 2 --random 2,2 --min-cutoffs -1|--min-cutoffs: the number of cutoffs must be a whole number from 0 to 100, not '-1'
		--exam 2 --random 2,2 --algo pvs,alphabeta|--exam shows one algorithm at a time: give --algo one NAME
		--exam 2 --random 2,2 --format json|--format does not apply to --exam; it goes with --compare, --stats, --merge or --results-summary
		--exam 2 --random 2,0|--exam: the trees need a depth of 1 at least
		--exam 2 -e (1 2)|-e does not apply to --exam; it goes with the stepper, --compare, --trace, --explain or --handout
		--random 2,2 --min-cutoffs 2|--min-cutoffs does not apply to the stepper; it goes with --exam
		--compare --output x|--output does not apply to --compare; it goes with --exam
	EOF
	assert_equal "$count" 10
	ls | grep -q . && fail "a file was written: $(ls)"
	true
}

@test "on 150 trees of three shapes every answer of the key is the awk alpha-beta's" {
	local shape b seed v want never key
	for shape in 2,3 3,2 3,3; do
		b=${shape%,*} DEPTH=${shape#*,}
		rm -f exam.txt exam-key.txt
		treestep --exam 50 --random "$shape,1000"
		assert_success
		for ((v = 1; v <= 50; v++)); do
			seed=$(sed -n "s/^Variant $v (seed \([0-9]*\)).*/\1/p" exam-key.txt)
			want=$(alphabeta "$b" "$seed")
			never=$(field never)
			key=$(key_part "$v" | sed 1,2d)
			assert_equal "$key" "$(printf '  1. Never visited: %s\n  2. Returns: %s' \
				"${never:-none}" "$(field returns)")"
		done
	done
}

@test "--ask windows,evaluations,events: the key's windows, leaf count and cutoffs are the awk alpha-beta's" {
	DEPTH=3
	treestep --exam 3 --random 3,3,42 --algo alphabeta --ask windows,evaluations,events
	assert_success
	local v seed want
	for v in 1 2 3; do
		seed=$((41 + v))
		want=$(alphabeta 3 $seed)
		run key_part $v
		assert_line --index 0 --regexp "^Variant $v \\(seed $seed\\): $(field cutoffs) cutoffs?, $(field leaves) leaf evaluations?$"
		assert_line --index 2 "  1. Windows: $(field windows)"
		assert_line --index 3 "  2. Leaves evaluated: $(field leaves)"
		assert_line --index 4 "  3. Cutoffs, in order: $(field events)"
		assert_equal "${#lines[@]}" 5
	done
	# Something is cut, or the list of cutoffs shows little.
	run grep -c 'Cutoffs, in order: N' exam-key.txt
	(( output >= 1 ))
}

@test "on 100 trees every answer of every kind is the awk alpha-beta's" {
	local shape b seed v want never key
	for shape in 2,3 3,2; do
		b=${shape%,*} DEPTH=${shape#*,}
		rm -f exam.txt exam-key.txt
		# The order of --ask is not the order of the questions.
		treestep --exam 50 --random "$shape,500" --ask events,evaluations,windows,pruned,values
		assert_success
		for ((v = 1; v <= 50; v++)); do
			seed=$(sed -n "s/^Variant $v (seed \([0-9]*\)).*/\1/p" exam-key.txt)
			want=$(alphabeta "$b" "$seed")
			never=$(field never)
			key=$(key_part "$v" | sed 1,2d)
			assert_equal "$key" "$(printf '  1. Never visited: %s\n  2. Returns: %s\n  3. Windows: %s\n  4. Leaves evaluated: %s\n  5. Cutoffs, in order: %s' \
				"${never:-none}" "$(field returns)" "$(field windows)" "$(field leaves)" \
				"$(field events)")"
		done
	done
}

@test "the sheet and the key ask exactly the kinds --ask names" {
	# algorithm;--ask;the questions' first words on the sheet;the key's
	# headings (each list sorted, each item ended by |)
	local kind sheet key algo
	while IFS=';' read -r algo kind sheet key; do
		rm -f exam.txt exam-key.txt
		treestep --exam 2 --random 2,3,42 --algo "$algo" --ask "$kind"
		assert_success
		assert_equal "$(sed -n 's/^  [0-9]\. \([A-Z][a-z]* [a-z]*\).*/\1/p' exam.txt | sort -u | tr '\n' '|')" "$sheet"
		assert_equal "$(sed -n 's/^  [0-9]\. \([^:]*\):.*/\1/p; s/^     \(Fail low\):.*/\1/p' exam-key.txt | sort -u | tr '\n' '|')" "$key"
		# Each variant numbers its own questions from 1.
		assert_equal "$(grep -c '^  1\. ' exam.txt)" 2
	done <<-'EOF'
		alphabeta;pruned;Which nodes|;Never visited|
		alphabeta;values;What does|;Returns|
		pvs;values;What does|Which probes|;Fail high|Fail low|Returns|
		alphabeta;windows;With which|;Windows|
		alphabeta;evaluations;How many|;Leaves evaluated|
		minimax;events;Where does|;Cutoffs, in order|
		pvs;windows,events;Where does|With which|;Cutoffs, in order|Windows|
	EOF
	# A line to write on for every inner node, visited or not: the sheet
	# does not tell which.
	treestep --exam 1 --random 2,3,42 --ask windows --output w
	assert_success
	run grep -oE '^ +N[0-9]+ +_+( +N[0-9]+ +_+)?$' w.txt
	assert_equal "$(printf '%s\n' "${lines[@]}" | grep -oE 'N[0-9]+' | tr '\n' ' ')" "N0 N1 N2 N3 N4 N5 N6 "
	grep -q '^     Leaves evaluated: _*$' <(treestep --exam 1 --random 2,2 --ask evaluations --output e; cat e.txt)
	grep -q '^     Cutoffs, in order: _*$' <(treestep --exam 1 --random 2,2 --ask events --output c; cat c.txt)
}

@test "--ask windows of minimax is refused as practice refuses it, before any file" {
	local message="treestep: --ask windows: minimax searches without an (alpha, beta) window, so there is none to ask about; choose an algorithm with one, such as alphabeta"
	treestep --exam 2 --random 2,2 --algo minimax --ask windows
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "$message"
	treestep --practice --algo minimax --ask windows --script /dev/null
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "$message"
	treestep --exam 2 --random 2,2 --ask values,colours
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "treestep: --ask: 'colours' is not a kind of question: values, windows, pruned, evaluations or events"
	treestep --exam 2 --random 2,2 --ask events,events
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "treestep: --ask: events is named twice"
	ls | grep -q . && fail "a file was written: $(ls)"
	true
}

@test "--output NAME.pdf: the same sheet and key as PDF, a page for each variant" {
	if ! "$TREESTEP" --exam 1 --random 2,2 --output probe.pdf 2>err; then
		grep -q 'built without cairo' err || fail "$(cat err)"
		skip "this treestep was built without cairo"
	fi
	need pdfinfo
	need pdftotext
	treestep --exam 3 --random 2,3,42 --algo pvs --output text
	assert_success
	treestep --exam 3 --random 2,3,42 --algo pvs --output sheet.pdf
	assert_success
	assert_equal "$stderr" "treestep: wrote sheet.pdf and sheet-key.pdf (3 variants)"
	assert_equal "$(pdfinfo sheet.pdf | sed -n 's/^Pages: *//p')" 3
	# Word for word the text files (as a list: pdftotext reads the
	# drawing's margin before the tree).
	local f
	for f in "" -key; do
		assert_equal "$(pdftotext "sheet$f.pdf" - | tr -s ' \n\f' '\n' | sed '/^$/d' | sort)" \
			"$(tr -s ' \n\f' '\n' <"text$f.txt" | sed '/^$/d' | sort)"
	done
	# Every kind asked of a wide tree is a long sheet: still a page a
	# variant (the type gets smaller), and the same words.
	local all=pruned,values,windows,evaluations,events
	treestep --exam 2 --random 3,3,42 --algo pvs --ask $all --output long
	treestep --exam 2 --random 3,3,42 --algo pvs --ask $all --output long.pdf
	assert_success
	assert_equal "$(pdfinfo long.pdf | sed -n 's/^Pages: *//p')" 2
	assert_equal "$(pdftotext long.pdf - | tr -s ' \n\f' '\n' | sed '/^$/d' | sort)" \
		"$(tr -s ' \n\f' '\n' <long.txt | sed '/^$/d' | sort)"
	# ... longer than the 38 rows the width alone would give it.
	(( $(awk 'BEGIN { RS = "\f" } NR == 1 { print gsub(/\n/, "") }' long.txt) > 45 ))
}

@test "a tree too big for a sheet is refused before it is made, not after memory runs out" {
	cd "$BATS_TEST_TMPDIR"
	treestep --exam 3 --random 9,9 --algo alphabeta
	assert_failure 1
	assert_equal "$stderr" "treestep: --exam: a sheet draws every leaf, at most 32; --random 9,9 makes 387 million"
	treestep --exam 3 --random 9,9 --random-shape --algo alphabeta
	assert_failure 1
	assert_equal "$stderr" "treestep: --exam: a sheet draws every leaf, at most 32; --random 9,9 makes up to 387 million"
	[ ! -e exam.txt ] && [ ! -e exam-key.txt ]
}
