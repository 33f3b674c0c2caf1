# wholetext.bats - no sentence on the step screen is ever cut short: at
# every step the narration on screen at 80x24 is --explain's sentence for
# that step, whole (issue 30's cut sentences), and the tree names the nodes
# the text talks of.  Script mode prints one screen per step ("dump").
load helpers

setup() {
	KEYS=$(mktemp)
	WORK=$(mktemp -d)
}

teardown() {
	rm -f "$KEYS"
	rm -rf "$WORK"
}

# whole_at_every_step ARGS...: for each step of the search ARGS choose,
# --explain's sentence (in the screen's symbols, spaces squeezed) must be
# inside that step's screen, its rows joined by spaces.
whole_at_every_step() {
	local steps
	steps=$("$TREESTEP" --explain "$@" | grep -cE '^ +[0-9]+  ')
	{ for ((i = 0; i < steps; i++)); do printf 'Right\ndump\n'; done; } >"$KEYS"
	"$TREESTEP" --script="$KEYS" "$@" >"$WORK/screens"
	# One line per step: its screen's rows joined (screens end at a form
	# feed; the last is printed once more at the end).
	awk '/^\f$/ { print s; s = ""; next } { s = s " " $0 } END { print s }' "$WORK/screens" |
		head -n "$steps" | tr -s ' ' >"$WORK/shown"
	"$TREESTEP" --explain "$@" | grep -E '^ +[0-9]+  ' |
		sed -E 's/^ +[0-9]+  //; s/-inf/-∞/g; s/\+inf/+∞/g; s/alpha/α/g; s/beta/β/g; s/>=/≥/g; s/<=/≤/g' |
		tr -s ' ' >"$WORK/said"
	[ "$(wc -l <"$WORK/said")" -eq "$steps" ]
	# The first step whose sentence is not inside its screen, if any.
	local missing
	missing=$(paste -d '\n' "$WORK/shown" "$WORK/said" | awk '
		NR % 2 { shown = $0; next }
		index(shown, $0) == 0 { print NR / 2 ": " $0; exit }')
	[ -z "$missing" ] || fail "step ${missing%%:*} of $* is not whole on screen:${missing#*:}"
}

@test "every sentence of PVS on the sample is whole at 80x24" {
	whole_at_every_step --algo pvs gnuchess-pvs
}

@test "every sentence of the aspiration search the issue saw cut is whole at 80x24" {
	whole_at_every_step --algo pvs --id --aspiration 2 aspiration
}

@test "every sentence of NegaScout on the worst ordering is whole at 80x24" {
	whole_at_every_step --algo negascout bad-ordering
}

@test "every sentence of every algorithm on every shipped tree is whole at 80x24" {
	local tree algo runs=0
	for tree in "$TOP_SRCDIR"/trees/*.tree; do
		for algo in $("$TREESTEP" --compare "$tree" --format tsv | awk 'NR > 1 { print $1 }'); do
			whole_at_every_step --algo "$algo" "$tree"
			runs=$((runs + 1))
		done
	done
	# Every tree whose sides alternate with the twelve algorithms that search
	# it (expectimax runs only where there is chance); two-ghosts.tree (MIN
	# after MIN) with the six that search it (scout, mtdf and sss among
	# them), expectimax.tree (chance) with expectimax alone.
	local trees=$(ls "$TOP_SRCDIR"/trees/*.tree | wc -l)
	local want=$(( (trees - 2) * 12 + 6 + 1 ))
	[ "$runs" -eq "$want" ] || fail "$runs searches tried, not $want"
}

@test "the tree names the nodes the stack and the narration name, at 80x24 on 40 nodes" {
	# ] stops first where the probe of N14 answers, then at the re-search.
	shot '];]' bad-ordering
	assert_output --partial 'The probe of N14 failed high'
	# The tree's rows: those above the rule.
	local tree
	tree=$(printf '%s\n' "$output" | sed -n '2,/^────/p')
	grep -qw N14 <<<"$tree" || fail "N14 is not named on the tree"
	grep -qw N4 <<<"$tree" || fail "N4 (on the stack) is not named on the tree"
}

@test "W and --windows write each parent's window under its value" {
	shot ']' --windows --algo alphabeta gnuchess-pvs --screen 120x36
	# N1 (MIN) has (-inf, 5) on the stack; N3 returned with (5, +inf).
	assert_line --regexp '^ +\(-∞,5\)$'
	assert_line --regexp '^ +\(5,\+∞\) +\(-∞,5\)$'
	shot 'W;]' --algo alphabeta gnuchess-pvs --screen 120x36
	assert_line --regexp '^ +\(-∞,5\)$'
	shot 'W;W;]' --algo alphabeta gnuchess-pvs --screen 120x36
	refute_output --partial '(-∞,5)'
}
