#!/usr/bin/env bats
# summary.bats - --results-summary: a class's --results file summed up for
# the teacher, checked against a file written here by hand, whose
# summary is worked out by hand below; the same numbers as csv, json and
# an SVG chart; a file that is not one refused at its line and column.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	mkdir "$BATS_TEST_TMPDIR/work"
	cd "$BATS_TEST_TMPDIR/work"
	# Three students.  On practice 7 (alphabeta) three questions: Q1 "is
	# N2 visited?", Q2 "what does N2 return?", Q3 "is N6 visited?"; on
	# the lesson "=Intro" (a title a spreadsheet would run, so written
	# '=Intro, as --results writes it) one question.  cy answers Q2
	# twice: right, then wrong; the first answer counts.
	cat >r.csv <<-'EOF'
		"2024-03-01T09:00:00+0100","ann","practice 7","alphabeta","is N2 visited?","yes","yes","correct"
		"2024-03-01T09:00:00+0100","ann","practice 7","alphabeta","what does N2 return?","19","<=19","wrong"
		"2024-03-01T09:00:00+0100","ann","practice 7","alphabeta","is N6 visited?","no","no","correct"
		"2024-03-01T09:01:00+0100","bo","practice 7","alphabeta","is N2 visited?","yes","yes","correct"
		"2024-03-01T09:01:00+0100","bo","practice 7","alphabeta","what does N2 return?","20","<=19","wrong"
		"2024-03-01T09:01:00+0100","bo","practice 7","alphabeta","is N6 visited?","yes","no","wrong"
		"2024-03-01T09:02:00+0100","cy","practice 7","alphabeta","is N2 visited?","no","yes","wrong"
		"2024-03-01T09:02:00+0100","cy","practice 7","alphabeta","what does N2 return?","<=19","<=19","correct"
		"2024-03-01T09:03:00+0100","cy","practice 7","alphabeta","what does N2 return?","19","<=19","wrong"
		"2024-03-01T10:00:00+0100","ann","'=Intro","pvs","Which node is cut?","N6","N6","correct"
		"2024-03-01T10:00:00+0100","cy","'=Intro","pvs","Which node is cut?","","N6","wrong"
	EOF
}

# Worked out by hand.  Scores: ann 1 of 1 on =Intro and 2 of 3 on
# practice 7 (Q2 wrong); bo 1 of 3 (Q1 only); cy 0 of 1 on =Intro, and on
# practice 7 Q1 wrong and Q2 right (the first answer): 1 of 2.  Shares
# are rounded down.  "=Intro" sorts before "practice 7" ('=' before 'p').
# Questions: Q2 1 of 3 (cy only); Q3 1 of 2 and the lesson's 1 of 2
# (the same share and one wrong each: =Intro first); Q1 2 of 3.
@test "scores per student and lesson or practice, questions most missed first, a repeat left out" {
	treestep --results-summary r.csv
	assert_success
	assert_equal "$stderr" ""
	assert_output - <<-'EOF'
		r.csv: 10 answers by 3 students; 1 repeated answer left out (a student's first answer counts).

		Scores (right of answered):
		  student  lesson or practice  algorithm  right   share
		  ann      =Intro              pvs        1 of 1   100%
		  ann      practice 7          alphabeta  2 of 3    66%
		  bo       practice 7          alphabeta  1 of 3    33%
		  cy       =Intro              pvs        0 of 1     0%
		  cy       practice 7          alphabeta  1 of 2    50%

		Questions, most missed first (share: of the students who answered it, those right):
		  share  right   lesson or practice  algorithm  answer  question
		    33%  1 of 3  practice 7          alphabeta  <=19    what does N2 return?
		    50%  1 of 2  =Intro              pvs        N6      Which node is cut?
		    50%  1 of 2  practice 7          alphabeta  no      is N6 visited?
		    66%  2 of 3  practice 7          alphabeta  yes     is N2 visited?
	EOF
}

@test "--format csv: one table, the formula quoted again as --results quotes it, numbers as numbers" {
	treestep --results-summary r.csv --format csv
	assert_success
	assert_output - <<-'EOF'
		"what","student","lesson or practice","algorithm","question","answer","right","answered","percent"
		"score","ann","'=Intro","pvs","","","1","1","100"
		"score","ann","practice 7","alphabeta","","","2","3","66"
		"score","bo","practice 7","alphabeta","","","1","3","33"
		"score","cy","'=Intro","pvs","","","0","1","0"
		"score","cy","practice 7","alphabeta","","","1","2","50"
		"question","","practice 7","alphabeta","what does N2 return?","<=19","1","3","33"
		"question","","'=Intro","pvs","Which node is cut?","N6","1","2","50"
		"question","","practice 7","alphabeta","is N6 visited?","no","1","2","50"
		"question","","practice 7","alphabeta","is N2 visited?","yes","2","3","66"
	EOF
}

@test "--format json: valid, with the same numbers" {
	need jq
	treestep --results-summary r.csv --format json
	assert_success
	run "$JQ" -r '[.rows, .repeats, .students] | @tsv' <<<"$output"
	assert_output "$(printf '11\t1\t3')"
	treestep --results-summary r.csv --format json
	run "$JQ" -r '.scores[] | [.student, .source, .right, .answered, .percent] | @tsv' <<<"$output"
	assert_output - <<-EOF
		ann	=Intro	1	1	100
		ann	practice 7	2	3	66
		bo	practice 7	1	3	33
		cy	=Intro	0	1	0
		cy	practice 7	1	2	50
	EOF
	treestep --results-summary r.csv --format json
	run "$JQ" -r '.questions[] | [.question, .answer, .right, .answered] | @tsv' <<<"$output"
	assert_output - <<-EOF
		what does N2 return?	<=19	1	3
		Which node is cut?	N6	1	2
		is N6 visited?	no	1	2
		is N2 visited?	yes	2	3
	EOF
	# A name with a quote and a backslash stays valid JSON.
	sed -i 's/"bo"/"b""o\\"/' r.csv
	treestep --results-summary r.csv --format json
	run "$JQ" -r '.scores[2].student' <<<"$output"
	assert_output 'b"o\'
}

@test "--export: a bar per question, most missed first, valid SVG" {
	need xmllint
	treestep --results-summary r.csv --export chart.svg
	assert_success
	run xmllint --noout chart.svg
	assert_success
	# The bars' words in order, and their counts.
	run grep -o '[^>]*: [^<]*</text>\|[0-9] of [0-9] right ([0-9]*%)' chart.svg
	assert_output - <<-'EOF'
		practice 7, alphabeta: what does N2 return? (&lt;=19)</text>
		1 of 3 right (33%)
		=Intro, pvs: Which node is cut? (N6)</text>
		1 of 2 right (50%)
		practice 7, alphabeta: is N6 visited? (no)</text>
		1 of 2 right (50%)
		practice 7, alphabeta: is N2 visited? (yes)</text>
		2 of 3 right (66%)
	EOF
	# The bar's length is the share of 640 units: 1 of 3 is 213.3, 1 of 2
	# 320 (twice), 2 of 3 426.7; the grey track behind each is 640.
	run grep -o 'width="[0-9.]*" height="16.0" fill="#4a7ab5"' chart.svg
	assert_output - <<-'EOF'
		width="213.3" height="16.0" fill="#4a7ab5"
		width="320.0" height="16.0" fill="#4a7ab5"
		width="320.0" height="16.0" fill="#4a7ab5"
		width="426.7" height="16.0" fill="#4a7ab5"
	EOF
}

@test "a row that is not one is refused at its line and column, and nothing is printed or written" {
	# A row cut short.  The first line is 97 bytes with its newline, so
	# the file ends 53 bytes into the second: column 54.
	head -c 150 r.csv >torn.csv
	treestep --results-summary torn.csv --export chart.svg
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "torn.csv:2:54: the line ends inside a quoted field (a row cut short?)"
	[ ! -e chart.svg ]
	printf '"a","b","c","d","e","f","g","maybe"\n' >bad.csv
	treestep --results-summary bad.csv
	assert_failure 1
	assert_equal "$stderr" "bad.csv:1:29: the last field is the verdict, correct or wrong"
	printf '"a","b","c\033[2J","d","e","f","g","wrong"\n' >esc.csv
	treestep --results-summary esc.csv
	assert_failure 1
	assert_output ""
	[[ $stderr == esc.csv:1:11:* ]]
	treestep --results-summary missing.csv
	assert_failure 1
	[[ $stderr == missing.csv:* ]]
}

@test "an empty file, CRLF line ends, and what does not go with the summary" {
	: >empty.csv
	treestep --results-summary empty.csv
	assert_success
	assert_output "empty.csv: no answers yet."
	# A spreadsheet saves CRLF and drops the quotes it does not need.
	sed 's/$/\r/; s/"ann"/ann/' r.csv >crlf.csv
	treestep --results-summary crlf.csv --format csv
	assert_success
	assert_line --index 1 '"score","ann","'"'"'=Intro","pvs","","","1","1","100"'
	treestep --results-summary r.csv --format tsv
	assert_failure 2
	treestep --results-summary r.csv --algo pvs
	assert_failure 2
	treestep --compare --format csv
	assert_failure 2
	treestep --results-summary r.csv --export chart.png
	assert_failure 2
}

@test "on 3,000 random rows the scores and shares are those an awk count of first answers gives" {
	# 40 students, two practice seeds and a lesson, each with its
	# algorithm and 8 questions, each asked with one of two right answers
	# (as a lesson asks the same words at two stops); rows in random order,
	# with repeats.
	awk 'BEGIN {
		srand(31)
		split("practice 3|practice 9|Lesson two", src, "|")
		split("alphabeta|pvs|negascout", alg, "|")
		for (i = 0; i < 3000; i++) {
			s = int(rand() * 3) + 1
			printf "\"2024-03-01T09:%02d:00+0100\",\"st%d\",\"%s\",\"%s\",\"q%d?\",\"x\",\"a%d\",\"%s\"\n",
				i % 60, int(rand() * 40), src[s], alg[s], int(rand() * 8),
				int(rand() * 2), rand() < 0.6 ? "correct" : "wrong"
		}
	}' >big.csv
	# The first answer of each student to each question, then the counts.
	awk -F'","' '
	{
		key = $2 SUBSEP $3 SUBSEP $4 SUBSEP $5 SUBSEP $7
		if (key in seen) next
		seen[key] = 1
		right = $8 == "correct\""
		sk = "score," $2 "," $3 "," $4 ",,"; qk = "question,," $3 "," $4 "," $5 "," $7
		sa[sk]++; sr[sk] += right; qa[qk]++; qr[qk] += right
	}
	END {
		for (k in sa) printf "%s,%d,%d,%d\n", k, sr[k], sa[k], int(100 * sr[k] / sa[k])
		for (k in qa) printf "%s,%d,%d,%d\n", k, qr[k], qa[k], int(100 * qr[k] / qa[k])
	}' big.csv | sort >want
	treestep --results-summary big.csv --format csv
	assert_success
	sed 1d <<<"$output" | tr -d '"' | sort >got
	run diff want got
	assert_success
	assert_equal "$(wc -l <want)" $((40 * 3 + 3 * 8 * 2))
	# Most missed first: the shares of the question rows never go down.
	run sh -c "sed 1d | grep '^\"question' | tr -d '\"' | cut -d, -f7,8" \
		< <("$TREESTEP" --results-summary big.csv --format csv)
	local line last_r=0 last_a=1 r a
	for line in "${lines[@]}"; do
		r=${line%,*} a=${line#*,}
		(( r * last_a >= last_r * a )) || fail "$line comes after $last_r,$last_a"
		last_r=$r last_a=$a
	done
	# The text's first line counts the repeats left out.
	local firsts
	firsts=$(awk -F'","' '!seen[$2, $3, $4, $5, $7]++' big.csv | wc -l)
	treestep --results-summary big.csv
	assert_line --index 0 "big.csv: $firsts answers by 40 students; $((3000 - firsts)) repeated answers left out (a student's first answer counts)."
}

# The keys that answer every question of practice seed 7's tree for
# alphabeta, and grade (as results.bats: the values --trace gives, and N6
# marked never visited).
answer_all() {
	local node value
	for node in N0=19 N1=19 N2='<=19' N3=19 N4='>=19' N5='<=19'; do
		value=${node#*=}
		printf '/\ntype %s\nEnter\ne\ntype %s\nEnter\n' "${node%%=*}" "$value"
	done
	printf '/\ntype N6\nEnter\nx\nEnter\n'
}

@test "end to end: two students practise on one tree with --results, and the summary adds them up" {
	answer_all >ann.keys
	# bo answers about N2 only: visited (right), N5 visited (right), N6
	# visited (wrong: N2's cutoff prunes it), N2 returns 19 (wrong: <=19).
	printf '/\ntype N2\nEnter\ne\ntype 19\nEnter\nEnter\n' >bo.keys
	local who
	for who in ann bo; do
		run "$TREESTEP" --script="$who.keys" --practice --random 2,3,7 --results class.csv \
			--student "$who"
		assert_success
	done
	treestep --results-summary class.csv --format csv
	assert_success
	run grep '^"score"' <<<"$output"
	assert_output - <<-'EOF'
		"score","ann","practice 7","alphabeta","","","18","18","100"
		"score","bo","practice 7","alphabeta","","","2","4","50"
	EOF
	treestep --results-summary class.csv --format csv
	# The two bo missed first; the rest all right, 18 questions in all.
	run sed -n 4,5p <<<"$output"
	assert_output - <<-'EOF'
		"question","","practice 7","alphabeta","is N6 visited?","no","1","2","50"
		"question","","practice 7","alphabeta","what does N2 return?","<=19","1","2","50"
	EOF
	treestep --results-summary class.csv --format csv
	assert_line '"question","","practice 7","alphabeta","is N2 visited?","yes","2","2","100"'
	assert_equal "$(grep -c '^"question"' <<<"$output")" 18
}

@test "300 damaged copies of the file: a summary or one line of error, never a crash" {
	local n at size byte status summed=0 refused=0
	local bytes=('"' ',' '\n' "'" '=' '\r' '\t' '\001' '\377' 'x')
	RANDOM=7
	size=$(wc -c <r.csv)
	for ((n = 0; n < 300; n++)); do
		at=$((RANDOM % size))
		byte=${bytes[RANDOM % ${#bytes[@]}]}
		# One byte changed, put in or a stretch cut out, in turn.
		case $((n % 3)) in
		0) { head -c "$at" r.csv; printf "$byte"; tail -c +$((at + 2)) r.csv; } >m.csv ;;
		1) { head -c "$at" r.csv; printf "$byte"; tail -c +$((at + 1)) r.csv; } >m.csv ;;
		2) { head -c "$at" r.csv; tail -c +$((at + 1 + RANDOM % 40)) r.csv; } >m.csv ;;
		esac
		run --separate-stderr "$TREESTEP" --results-summary m.csv --format json
		status=$status
		(( status <= 1 )) || fail "case $n: exit status $status: $stderr"
		(( ${#stderr_lines[@]} <= 1 )) || fail "case $n: $stderr"
		if (( status == 0 )); then
			[[ -z $stderr ]] || fail "case $n: $stderr"
			summed=$((summed + 1))
		else
			[[ $stderr == m.csv:* && -z $output ]] || fail "case $n: '$stderr' '$output'"
			refused=$((refused + 1))
		fi
	done
	# Both ways out were taken, often (bats's run keeps its own i: the
	# loop counts with n).
	(( summed >= 30 && refused >= 30 )) || fail "$summed summed up, $refused refused"
}
