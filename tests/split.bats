#!/usr/bin/env bats
# split.bats - the split view whole: ] and [ move both halves to the
# interesting steps of either search, each half shows its own PV table,
# and a half too narrow for names says which key gets them.  Through
# script mode: exact screens, no terminal.  Where ] should go is read off
# each algorithm's own --trace, not asked of the stepper.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	KEYS=$(mktemp)
}

teardown() {
	rm -f "$KEYS"
}

# trace_steps ALGO ARGS...: ALGO's --trace as "STEP VISIT KIND" lines, one
# a step: VISIT is how many node entries the search has made by then (the
# split view's lockstep); KIND is "enter", "event" for what the step
# screen's ] stops at (a cutoff that prunes, a re-search, a new line of
# the root's PV, a new iteration or its repeat, a move put first, an
# aspiration failure, the answer of a null-window probe: the leaf or the
# return of a node entered as one), or "-".
trace_steps() {
	local algo=$1
	shift
	"$TREESTEP" --trace --algo "$algo" "$@" | awk '
		/^ *[0-9]+  / {
			kind = "-"
			if ($3 == "enter") {
				visits++
				kind = "enter"
				probe[$2] = $(NF - 1) == "null-window" && $NF == "probe"
			} else if ($3 == "cutoff:" || ($3 == "re-search" && $5 == "with") ||
				   $3 == "pv[0]" || $3 == "iteration:" || ($3 == "again" && $4 == "at") ||
				   $3 == "order:" || $3 == "aspiration" ||
				   (($3 == "return" || $3 == "leaf") && probe[$2])) {
				kind = "event"
			}
			print $1, visits + 0, kind
		}'
}

# at_visit FILE STEP VISIT: is step STEP of a trace_steps file at visit
# VISIT, or at its end when it makes fewer visits?
at_visit() {
	awk -v k="$2" -v v="$3" '$1 == k { at = $2 } { last = $1; most = $2 }
		END { exit !(at == v || (most < v && k == last)) }' "$1"
}

# kind_of FILE STEP
kind_of() {
	awk -v k="$2" '$1 == k { print $3 }' "$1"
}

# halves: from a screen of the split view in $output, "VISIT LEFT RIGHT":
# the visit in the title (END when both are finished) and each half's
# step, read off the line with the algorithms' names.
halves() {
	local title line visit
	title=$(sed -n 1p <<<"$output")
	if [[ $title =~ visit\ ([0-9]+)\ of ]]; then
		visit=${BASH_REMATCH[1]}
	else
		visit=END
	fi
	line=$(grep -E ' [0-9]+:[a-z-]+  step [0-9]+/.*│.* [0-9]+:[a-z-]+  step [0-9]+/' <<<"$output")
	[[ $line =~ step\ ([0-9]+)/.*step\ ([0-9]+)/ ]] || fail "no line with the steps: $output"
	echo "$visit ${BASH_REMATCH[1]} ${BASH_REMATCH[2]}"
}

# steps_are LEFT RIGHT: the line with the algorithms' names in $output
# says "2:alphabeta  step LEFT" and "4:pvs  step RIGHT".
steps_are() {
	assert_line --regexp " 2:alphabeta  step $1 .*│.* 4:pvs  step $2( |\$)"
}

# check_events LEFT RIGHT ARGS...: ] pressed until nothing moves, from the
# start of the split view of LEFT against RIGHT.  After every press the
# halves are at one visit, the one the title says, as each trace counts
# it; one of them shows a step that trace calls interesting, and every
# interesting step of both traces is shown in turn, none passed over.
# Then [ goes back through the same places in the other order, and stays
# at the first.
check_events() {
	local left=$1 right=$2 dir=$BATS_TEST_TMPDIR
	shift 2
	trace_steps "$left" "$@" >"$dir/left"
	trace_steps "$right" "$@" >"$dir/right"
	local want presses i
	want=$(awk '$3 == "event"' "$dir/left" "$dir/right" | wc -l)
	(( want > 0 )) || fail "no interesting steps to test with"
	presses=$((want + 1))
	: >"$KEYS"
	for ((i = 0; i < presses; i++)); do
		printf ']\ndump\n' >>"$KEYS"
	done
	for ((i = 0; i < presses; i++)); do
		printf '[\ndump\n' >>"$KEYS"
	done
	run "$TREESTEP" --script="$KEYS" --algo "$left" --vs "$right" "$@"
	assert_success
	# Every dump, and the screen at the end, each after a form feed.
	awk -v d="$dir" '/^\f$/ { n++; next } { print >(d "/screen" n + 0) }' <<<"$output"
	local seen_left=" " seen_right=" " places=() back=() visit l r
	for ((i = 0; i < 2 * presses; i++)); do
		output=$(cat "$dir/screen$i")
		read -r visit l r < <(halves)
		[[ $visit != END ]] || fail "press $i: ] or [ went past the last visit"
		at_visit "$dir/left" "$l" "$visit" || fail "press $i: $left at step $l is not at visit $visit"
		at_visit "$dir/right" "$r" "$visit" || fail "press $i: $right at step $r is not at visit $visit"
		[[ $(kind_of "$dir/left" "$l") == event || $(kind_of "$dir/right" "$r") == event ]] ||
			fail "press $i: neither $left's step $l nor $right's step $r is interesting"
		if ((i < presses)); then
			[[ $(kind_of "$dir/left" "$l") != event ]] || seen_left+="$l "
			[[ $(kind_of "$dir/right" "$r") != event ]] || seen_right+="$r "
			# Once ] stops moving, it stays.
			if ((${#places[@]} == 0)) || [ "${places[-1]}" != "$visit $l $r" ]; then
				((i < presses - 1 || ${#places[@]} == 0)) || fail "] still moved after $want events"
				places+=("$visit $l $r")
			fi
		else
			back+=("$visit $l $r")
		fi
	done
	local s
	for s in $(awk '$3 == "event" { print $1 }' "$dir/left"); do
		[[ $seen_left == *" $s "* ]] || fail "] passed over $left's step $s"
	done
	for s in $(awk '$3 == "event" { print $1 }' "$dir/right"); do
		[[ $seen_right == *" $s "* ]] || fail "] passed over $right's step $s"
	done
	local n=${#places[@]} expect
	for ((i = 0; i < presses; i++)); do
		expect=${places[n - 2 - i >= 0 ? n - 2 - i : 0]}
		[ "${back[i]}" = "$expect" ] ||
			fail "[ number $((i + 1)): at ${back[i]}, where ] had been at $expect"
	done
}

@test "] and [ in the split view: alpha-beta against PVS on the sample tree" {
	check_events alphabeta pvs
}

@test "] and [ in the split view: minimax against NegaScout, PVS against alpha-beta" {
	check_events minimax negascout bad-ordering
	check_events pvs alphabeta gnuchess-pvs-research
}

@test "] and [ in the split view: two events of one side in a visit where the other has one" {
	# PVS and NegaScout on bad-ordering: the side with fewer events in a
	# visit keeps its last while ] shows the other's next.
	check_events pvs negascout bad-ordering
}

@test "] and [ in the split view: iterations and aspiration failures are events too" {
	check_events pvs alphabeta --id --aspiration=2 aspiration
}

@test "] shows the re-search PVS makes at visit 5, alpha-beta entering its fifth node" {
	# The sample tree's traces: PVS re-searches N8 at step 11, after five
	# entries; alpha-beta's fifth entry is step 8 (N8), and its first event
	# (the cutoff at N4, step 18) comes after seven.
	run "$TREESTEP" --trace --algo pvs
	assert_line --regexp '^  11      N3 re-search N8 with '
	run "$TREESTEP" --trace --algo alphabeta
	assert_line --regexp '^   8        N8 enter '
	assert_line --regexp '^  18      N4 cutoff: '
	# First the answer of PVS's probe of N8 (its leaf, step 10), then the
	# re-search it calls for.
	shot ']' --algo alphabeta --vs pvs
	assert_line --index 0 --regexp '^ treestep  split view, visit 5 of 14'
	steps_are 8/42 10/43
	shot '];]' --algo alphabeta --vs pvs
	assert_line --index 0 --regexp '^ treestep  split view, visit 5 of 14'
	steps_are 8/42 11/43
	assert_output --partial 'So N3 searches N8 again'
	# The next is alpha-beta's cutoff; [ comes back.
	shot '];];]' --algo alphabeta --vs pvs
	steps_are 18/42 20/43
	shot '];];];[' --algo alphabeta --vs pvs
	steps_are 8/42 11/43
	# Left from an event goes back to the entry of the same visit first.
	shot '];Left' --algo alphabeta --vs pvs
	assert_line --index 0 --regexp '^ treestep  split view, visit 5 of 14'
	steps_are 8/42 9/43
}

@test "each half of the split view has its PV table, at 80x24 and 160x45" {
	local size
	for size in 80x24 120x36 160x45 240x67; do
		shot 'End' --algo alphabeta --vs pvs --screen=$size
		[ "$(grep -o 'PV table' <<<"$output" | wc -l)" -eq 2 ] ||
			fail "$size: not two PV tables: $output"
		# Each side's row 0: the principal variation, N1 N3 N8.
		[ "$(grep -cE ' 0 N1 +N3 +N8 ' <<<"$output")" -eq 1 ] ||
			fail "$size: $output"
		assert_line --regexp 'q quit$'
	done
	# At 80x24 each table is under its stack, whole: three plies, row 0
	# to 2; alpha-beta's row 1 holds N2's line, which PVS never found.
	shot 'End' --algo alphabeta --vs pvs
	assert_line --regexp '^ PV table: 6 cells +│ PV table: 6 cells$'
	assert_line --regexp '^  0 N1  N3  N8 +│  0 N1  N3  N8$'
	assert_line --regexp '^  1     N5  N11 +│  1     ·   ·$'
	assert_line --regexp '^  2         · +│  2         ·$'
	assert_line --regexp '^ cutoffs 1  re-searches 0 +│ cutoffs 2  re-searches 1$'
	# At 160x45 beside it.
	shot 'End' --algo alphabeta --vs pvs --screen=160x45
	assert_line --regexp '^ Search stack +PV table: 6 cells +│ Search stack +PV table: 6 cells$'
}

@test "a taller screen gives a long sentence the rows it needs" {
	# PVS's cutoff at N5 takes six rows of a half 80 columns wide, one
	# more than a sentence gets where the tree is short of rows (80x24).
	shot '];];];];];];];]' --algo alphabeta --vs pvs --screen=80x36
	steps_are 29/42 33/43
	assert_line --regexp '│ MIN at N2 answer no: N12 is cut\.$'
	assert_line --regexp 'q quit$'
}

@test "at 80x24 a half with no names on its tree says which key shows them" {
	# The sample's halves name their nodes beside their values.
	shot 'End' --algo alphabeta --vs pvs
	assert_line --index 0 --regexp '^ treestep  split view, both searches finished$'
	assert_output --partial 'N0▲5'
	assert_output --partial 'N4▲≥5'
	# The node only alpha-beta entered is named, and said to be marked.
	assert_line --regexp '^ only here, underlined: N12 +│ only here: none$'
	# A 40-node tree in 38 columns has no room for names, and says so.
	shot 'End' --algo alphabeta --vs pvs best-ordering
	assert_line --index 0 --regexp '^ treestep  split view, both searches finished  \[no room for names: z zooms\]$'
	refute_output --regexp '▲N0|N0▲'
	# z: full labels, with names, and no more hint.
	shot 'End;z' --algo alphabeta --vs pvs
	assert_output --partial '▲N0'
	refute_output --partial 'no room for names'
	assert_line --regexp '^ only here: N12 +│ only here: none$'
	# Wide enough, the tree names its nodes, and nothing says otherwise;
	# unless the student zooms out to a level without names.
	shot 'End' --algo alphabeta --vs pvs --screen=160x45
	assert_output --partial '▼N12'
	refute_output --partial 'no room for names'
	refute_output --partial 'for names]'
	# The compact level names what "only here" lists, and says it is on.
	shot 'End;z;z' --algo alphabeta --vs pvs --screen=160x45
	assert_line --index 0 --regexp '^ treestep  split view, both searches finished  \[zoom: compact\]$'
	assert_output --partial 'N12'
	assert_line --regexp '^ only here, underlined: N12 +│ only here: none$'
	shot 'End;z;z;z' --algo alphabeta --vs pvs --screen=160x45
	assert_line --index 0 --regexp '^ treestep  split view, both searches finished  \[one character a node: z for names\]$'
	assert_line --regexp '^ only here, underlined: N12 +│ only here: none$'
}

@test "a sentence longer than the split view's rows scrolls with J and K, and says so" {
	# Iteration 2 of the aspiration tree: nine lines in a 38-column half.
	local args=(--algo pvs --vs negascout --id --aspiration 2 aspiration)
	shot ']' "${args[@]}"
	refute_output --partial 'more line'
	shot '];];];]' "${args[@]}"
	assert_line --regexp '^\(4 more lines: J\)  <- -> visit'
	assert_output --partial 'Iteration 2: a new search from the'
	refute_output --partial 'the aspiration window (1, 5)'
	shot '];];];];J;J' "${args[@]}"
	assert_line --regexp '^\(2 more lines: J\)  '
	assert_output --partial 'the aspiration window (1, 5)'
	refute_output --partial 'Iteration 2: a new search'
	shot '];];];];J;J;J;J;J;J' "${args[@]}"
	assert_line --regexp '^\(K: back to the start\)  '
	shot '];];];];J;J;J;J;J;J;K;K;K;K' "${args[@]}"
	assert_line --regexp '^\(4 more lines: J\)  '
	# Another step starts at the top, and so does coming back.
	shot '];];];];J;J;Right' "${args[@]}"
	refute_output --partial 'more line'
	shot '];];];];J;J;];[' "${args[@]}"
	assert_line --regexp '^\(4 more lines: J\)  '
}

@test "\"only here\" says how many it has no room to name" {
	# minimax enters all 40 nodes of best-ordering, alpha-beta 20.
	shot 'End' --algo minimax --vs alphabeta best-ordering
	assert_line --regexp '^ only here, underlined: N[0-9]+ and 19 more +│ only here: none$'
}

@test "MTD(f) beside SSS*: only here counts every test's visits, not the last test's" {
	# On the sample MTD(f) enters every node but N10 and N12 over its
	# three tests, SSS* every node but N10 (N12 in its first test): only
	# SSS* entered N12.  The last tests alone differ far more (MTD(f)'s
	# third test enters N2's subtree, SSS*'s third N4 and N9), which
	# is not what the line says.
	printf 'End\ndump\n' >"$BATS_TEST_TMPDIR/keys"
	run "$TREESTEP" --algo mtdf --vs sss --script="$BATS_TEST_TMPDIR/keys" --screen=160x45
	assert_success
	assert_line --regexp '^ only here: none +│ only here: N12$'
}

@test "a jump and steps to the same visit show the same screen, \"only here\" included" {
	# A move across more steps than the tree has nodes (End, and PgUp on
	# a small tree) works every node out afresh, from each search's first
	# entries; Right and Left keep what the steps they move over change.
	# Both ways must agree, at every kind of place, with re-searches and
	# iterations entering nodes again.
	local args total v i back
	for args in "--algo minimax --vs pvs" \
		    "--algo minimax --vs alphabeta --random 3,4,2" \
		    "--algo pvs --vs negascout --random 3,4,7" \
		    "--algo alphabeta --vs pvs --id id-best-move-changes" \
		    "--algo pvs --id --aspiration 2 --vs negascout aspiration"; do
		printf 'End\nLeft\n' >"$KEYS"
		# shellcheck disable=SC2086
		run "$TREESTEP" --script="$KEYS" $args
		assert_success
		total=$(sed -E -n '1s/.* of ([0-9]+).*/\1/p' <<<"$output")
		[ "$total" -gt 14 ]
		for v in 1 4 7 12 20 $((total / 2)) $((total - 3)) "$total"; do
			((v <= total)) || continue
			for ((i = 0; i < v; i++)); do echo Right; done >"$KEYS"
			# shellcheck disable=SC2086
			run "$TREESTEP" --script="$KEYS" --screen=160x45 $args
			assert_success
			local stepped=$output
			back=$((total + 1 - v))
			{
				echo End
				for ((i = 0; i < back / 10; i++)); do echo PgUp; done
				for ((i = 0; i < back % 10; i++)); do echo Left; done
			} >"$KEYS"
			# shellcheck disable=SC2086
			run "$TREESTEP" --script="$KEYS" --screen=160x45 $args
			assert_success
			assert_output "$stepped"
		done
	done
}
