#!/usr/bin/env bats
# merge.bats - a --stats run spread over many machines: --stats A..B
# searches a part of the run, --merge puts the parts together into what
# the whole run prints, and refuses parts that do not fit together.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# fails_with STATUS LINE ARGS...: treestep ARGS fails with STATUS, prints
# nothing on stdout and LINE, one line, on stderr.
fails_with() {
	local want_status=$1 want=$2
	shift 2
	treestep "$@"
	[ "$status" -eq "$want_status" ] || fail "treestep $*: exit status $status, not $want_status"
	assert_equal "$output" ""
	assert_equal "$stderr" "$want"
}

@test "--stats 40 and its four parts merged print the same, byte for byte, in text, JSON and TSV" {
	local r
	for r in 0..9 10..19 20..29 30..39; do
		"$TREESTEP" --stats "$r" --random 3,4 -f json >"part-$r.json"
	done
	local f
	for f in text json tsv; do
		"$TREESTEP" --stats 40 --random 3,4 -f "$f" >"whole.$f"
		# Given in any order.
		"$TREESTEP" --merge part-20..29.json part-0..9.json part-30..39.json part-10..19.json \
			-f "$f" >"merged.$f"
		cmp "whole.$f" "merged.$f"
	done
	# What was compared is the table a student reads.
	run head -1 merged.text
	assert_output "40 generated uniform trees: branching 3, depth 4, order random, seed 1"
	assert_equal "$(grep -c '^alphabeta ' merged.text)" 1
	# And the parts are really different trees: their means differ.
	[ "$(jq -c '.results[1].leaves.sum' part-0..9.json)" != "$(jq -c '.results[1].leaves.sum' part-10..19.json)" ]
}

@test "a range of depths, irregular trees, values and a probability merge exactly, the chart too" {
	local gen=(--random 3,1..4,77 --order 0.123456789 --random-shape --values -50..50 --algo alphabeta,pvs,negascout)
	"$TREESTEP" --stats 0..6 "${gen[@]}" -f json >a.json
	"$TREESTEP" --stats 7..12 "${gen[@]}" -f json >b.json
	"$TREESTEP" --stats 13..19 "${gen[@]}" -f json >c.json
	"$TREESTEP" --stats 20 "${gen[@]}" --export whole.svg --width 100 >whole.txt
	"$TREESTEP" --merge c.json a.json b.json --export merged.svg --width 100 >merged.txt
	cmp whole.txt merged.txt
	cmp whole.svg merged.svg
	assert_equal "$(grep -c 'generated irregular trees' merged.txt)" 4
	grep -q "^Leaves evaluated against depth" merged.txt
	"$TREESTEP" --stats 20 "${gen[@]}" -f json >whole.json
	"$TREESTEP" --merge a.json b.json c.json -f json >merged.json
	cmp whole.json merged.json
}

@test "--stats A..B: the trees of the whole run, named in the header" {
	# The first ten trees of a run are --stats 10, byte for byte.
	"$TREESTEP" --stats 0..9 --random 3,4 -f json >a.json
	"$TREESTEP" --stats 10 --random 3,4 -f json >b.json
	cmp a.json b.json
	treestep --stats 10..19 --random 3,4 --algo pvs -f json
	assert_success
	assert_equal "$(jq -c '[.trees, .first_tree]' <<<"$output")" '[10,10]'
	treestep --stats 10..19 --random 3,4 --algo pvs --width 100
	assert_success
	assert_line --index 0 "10 generated uniform trees, numbers 10 to 19: branching 3, depth 4, order random, seed 1"
	treestep --stats 7..7 --random 3,4 --algo pvs --width 100
	assert_line --index 0 "1 generated uniform tree, number 7: branching 3, depth 4, order random, seed 1"
	# Merging a part alone prints it again, in another format if asked.
	"$TREESTEP" --stats 10..19 --random 3,4 -f json >p.json
	"$TREESTEP" --stats 10..19 --random 3,4 >p.txt
	treestep --merge p.json
	assert_success
	assert_equal "$output" "$(cat p.txt)"
	# Two parts that do not start at tree 0 make the run from the first.
	"$TREESTEP" --stats 20..29 --random 3,4 -f json >q.json
	"$TREESTEP" --stats 10..29 --random 3,4 -f json >pq.json
	"$TREESTEP" --merge q.json p.json -f json >merged.json
	cmp pq.json merged.json
}

@test "--stats A..B and --merge usage errors" {
	fails_with 2 $'treestep: --stats: the trees 9..3 go down\nTry \'treestep --help\' for more information.' \
		--stats 9..3 --random 3,3
	fails_with 2 $'treestep: --stats: the first tree must be a whole number from 0 to 999999999999, not \'-1\' (A..B: trees A to B, counted from 0)\nTry \'treestep --help\' for more information.' \
		--stats -1..3 --random 3,3
	fails_with 2 $'treestep: --stats 5..100000005: that is 100000001 trees, and a run takes at most 100000000\nTry \'treestep --help\' for more information.' \
		--stats 5..100000005 --random 3,3
	fails_with 2 $'treestep: --merge needs the files --stats -f json wrote, one for each part of the run\nTry \'treestep --help\' for more information.' \
		--merge
	fails_with 2 $'treestep: --jobs does not apply to --merge; it goes with --stats\nTry \'treestep --help\' for more information.' \
		--merge a.json --jobs 2
	fails_with 2 $'treestep: --random does not apply to --merge; it goes with the stepper, --compare, --trace, --explain, --stats, --save, --practice, --handout or --exam\nTry \'treestep --help\' for more information.' \
		--merge a.json --random 3,3
}

@test "parts that do not fit together are refused, saying which trees or what differs" {
	"$TREESTEP" --stats 0..9 --random 3,4 -f json >a.json
	"$TREESTEP" --stats 10..19 --random 3,4 -f json >b.json
	"$TREESTEP" --stats 20..29 --random 3,4 -f json >c.json
	"$TREESTEP" --stats 5..14 --random 3,4 -f json >ab.json
	# Overlapping: a tree would be counted twice.
	fails_with 1 "treestep: a.json (trees 0 to 9) and ab.json (trees 5 to 14) both hold trees 5 to 9: each tree may be counted once" \
		--merge b.json ab.json a.json
	fails_with 1 "treestep: a.json (trees 0 to 9) and a.json (trees 0 to 9) both hold trees 0 to 9: each tree may be counted once" \
		--merge a.json a.json
	# A gap: the output would claim trees that no part searched.
	fails_with 1 "treestep: no part holds trees 10 to 19, between a.json (trees 0 to 9) and c.json (trees 20 to 29): give every part of the run" \
		--merge c.json a.json
	# Parts of other runs.
	local other
	for other in "--order best|the order random in one and best in the other" \
		"--random 3,4,2|the seed 1 in one and 2 in the other" \
		"--random 2,4|the branching 3 in one and 2 in the other" \
		"--random 3,3..4|the depths 4 in one and 3..4 in the other" \
		"--random-shape|the shape uniform in one and irregular in the other" \
		"--values -20..20|the values not given in one and -20..20 in the other" \
		"--algo pvs,alphabeta|the algorithms minimax,alphabeta,alphabeta-soft,pvs,pvs-soft,negascout,pvs-zws,pvs-footnote,gnuchess,scout in one and pvs,alphabeta in the other"; do
		# shellcheck disable=SC2086
		"$TREESTEP" --stats 10..19 --random 3,4 ${other%%|*} -f json >o.json
		fails_with 1 "treestep: a.json and o.json are parts of different runs, with ${other#*|}" --merge a.json o.json
	done
	# Nothing was written on the way: the output is all or nothing.
	fails_with 1 "treestep: nothing.json: cannot open: No such file or directory" --merge a.json nothing.json
}

@test "a file that is not --stats JSON: FILE:LINE:COLUMN: message, one line, exit 1" {
	"$TREESTEP" --stats 0..4 --random 2,3 --algo pvs -f json >a.json
	"$TREESTEP" --stats 5..9 --random 2,3 --algo pvs -f json >b.json
	# JSON that is not JSON, each mistake where it is.
	printf '{"trees": 5,\n  "first_tree": [1, 2,]}' >bad.json
	fails_with 1 "bad.json:2:23: expected a value, not ']'" --merge a.json bad.json
	printf '{"trees": 5' >bad.json
	fails_with 1 "bad.json:1:12: expected ',' or '}', not the end of the file" --merge bad.json
	printf "{'trees': 5}" >bad.json
	fails_with 1 "bad.json:1:2: expected a key in double quotes, not '''" --merge bad.json
	printf '{"trees": 5, "trees": 6}' >bad.json
	fails_with 1 'bad.json:1:14: the key "trees" is given twice' --merge bad.json
	printf '{"trees": 05}' >bad.json
	fails_with 1 "bad.json:1:11: a number with a leading zero" --merge bad.json
	printf '{"a": "\xff"}' >bad.json
	fails_with 1 "bad.json:1:8: not UTF-8 (byte 0xff)" --merge bad.json
	printf '{}\n{}' >bad.json
	fails_with 1 "bad.json:2:1: more after the JSON value" --merge bad.json
	printf '' >bad.json
	fails_with 1 "bad.json:1:1: expected a value, not the end of the file" --merge bad.json
	# JSON, but not what --stats writes: the place of the value that is wrong.
	sed 's/"seed": 1,/"seed": 18446744073709551616,/' a.json >bad.json
	fails_with 1 "bad.json:1:$(( $(head -1 a.json | grep -bo '"seed"' | cut -d: -f1) + 9 )): \"seed\" must be a whole number from 0 to 2^64-1" --merge bad.json
	# A sum that no five trees of 12 to 15 nodes make, and a mean that is
	# not its sum's.
	local sum mean
	sum=$(jq .results[0].nodes.sum a.json)
	mean=$(awk "BEGIN {printf \"%.4f\", $sum / 5}")
	[ "$(jq -c '.results[0].nodes | [.min, .max]' a.json)" = "[12,15]" ]
	sed "s/\"sum\": $sum}, \"visits\"/\"sum\": ${sum}0}, \"visits\"/" a.json >bad.json
	fails_with 1 "bad.json:2:80: the sum ${sum}0 of 5 trees cannot lie between 12 and 15 a tree" --merge bad.json
	sed "s/\"nodes\": {\"mean\": $mean/\"nodes\": {\"mean\": 13.0001/" a.json >bad.json
	fails_with 1 "bad.json:2:42: the mean of 5 trees summing to $sum is $mean" --merge bad.json
	sed 's/, "sum": [0-9]*//g' a.json >bad.json
	fails_with 1 'bad.json:2:33: "nodes" has no "sum" (is it from an older treestep? run --stats again)' --merge bad.json
	sed 's/"shape"/"colour": 1, "shape"/' a.json >bad.json
	fails_with 1 "bad.json:1:$(( $(head -1 a.json | grep -bo '"shape"' | cut -d: -f1) + 11 )): \"colour\" is not a key of a depth's results as --stats -f json writes it" --merge bad.json
	sed 's/"algorithm": "pvs"/"algorithm": "pvss"/' a.json >bad.json
	fails_with 1 "bad.json:2:17: not an algorithm treestep knows" --merge bad.json
	# What is not a file.
	fails_with 1 "treestep: .: not a regular file (a directory)" --merge a.json .
	# And the good parts still merge.
	treestep --merge b.json a.json
	assert_success
	assert_line --index 0 "10 generated uniform trees: branching 2, depth 3, order random, seed 1"
}
