# zoom.bats - the whole tree on screen: leaf values from step 0, the zoom
# levels, folding, moving the picture, and a split view and code strip that
# fit 80x24.  Everything through script mode: exact screens, no timing.
load helpers

setup() {
	KEYS=$(mktemp)
}

teardown() {
	rm -f "$KEYS"
}


@test "every leaf shows its value from step 0, and a pruned leaf keeps it, marked cut" {
	shot '' --algo alphabeta
	assert_line --regexp '^ +3 +5 +6 +2 +9 +1 +4 +3$'
	shot 'End' --algo alphabeta
	assert_line --regexp '^ +3 +5 +6 +cut 2 +9 +1 +4 +3$'
}

@test "L hides the leaf values until the search evaluates them, and shows them again" {
	shot 'L' --algo alphabeta
	assert_line "Leaf values hidden until the search evaluates them: predict first."
	refute_line --regexp '^ +3 +5 +6 +2'
	shot 'L;]' --algo alphabeta
	# N7, N8 and N9 have been evaluated at the cutoff; N10 never is.
	assert_line --regexp '^ +3 +5 +6 +cut$'
	shot 'L;L' --algo alphabeta
	assert_line --regexp '^ +3 +5 +6 +2 +9 +1 +4 +3$'
}

@test "fit shows all 27 leaf values of best-ordering at 80x24" {
	shot '' best-ordering
	assert_line --regexp '^ 14 13 12 +17 16 15 +20 19 18 +5 4 3 +8 7 6 +11 10 9 +-4 -5 -6 +-1 -2 -3 +2 1 0$'
	# The root is on screen, on the first rows of the tree, with its name.
	assert_line --index 1 --regexp '^ +N0$'
	assert_line --index 2 --regexp '^ +▲$'
}

# The tree's rows of the screen shot took: from under the title to the
# rule over the panels.
tree_rows() {
	printf '%s\n' "$output" | sed -n '2,$ { /^─/q; p; }'
}

# The labels on the tree, one a line: what lies between the spaces and the
# lines (each box-drawing character matched whole, whatever the locale).
tree_labels() {
	tree_rows | sed -E 's/─|│|┌|┐|├|┤|┬|┴|┼|╳|┄/ /g' | tr -s ' ' '\n' | sed '/^$/d'
}

# The leaf values of the tree the options make, sorted: the numbers of
# the bracket form --save writes.
leaf_values() {
	local file
	file=$(mktemp)
	"$TREESTEP" "$@" --save="$file" 2>/dev/null
	grep '^(' "$file" | grep -oE -- '-?[0-9]+' | sort
	rm -f "$file"
}

# inner_entered STEPS OPTIONS...: how many inner nodes the search of the
# tree enters in its first STEPS steps, or all (--trace: a line a step).
inner_entered() {
	local steps=$1
	shift
	"$TREESTEP" --trace "$@" | awk -v steps="$steps" '
		$1 !~ /^#/ && (steps == "all" || $1 <= steps + 0) && $3 == "enter" { entered[$2] }
		$3 == "leaf" { leaf[$2] }
		END { for (n in entered) count += !(n in leaf); print count + 0 }'
}

# Every leaf value is on the tree, and every label reads as one: a name, a
# side with its value or bound, a leaf value or a window, never two run
# together.
assert_every_leaf_shown() {
	diff <(leaf_values "$@") <(tree_labels | grep -xE -- '-?[0-9]+' | sort) ||
		fail "not every leaf value is on the tree: $*"
	local label='N[0-9]+|(▲|▼)((≤|≥)?-?[0-9]+)?|-?[0-9]+|\((-?[0-9]+|-∞),(-?[0-9]+|\+∞)\)'
	if tree_labels | grep -vxE -- "$label"; then
		fail "labels run together: $*"
	fi
}

@test "fit shows every leaf value of a branching-3 depth-4 tree at 160x45, its parents staggered" {
	local steps='Right;Right;Right;Right;Right;Right;Right' args
	shot "$steps" --random 3,4 --screen 160x45
	assert_every_leaf_shown --random 3,4
	# The root is on top, with its name.
	assert_line --index 1 --regexp '^ +N0$'
	# The 27 parents of the leaves, too wide for one row ("▼≤-104"),
	# alternate over two, every name written.
	[ "$(tree_labels | grep -cxE 'N(1[3-9]|2[0-9]|3[0-9])')" -eq 27 ]
	assert_line --regexp '^ +N13 +│ +N15 +│ '
	assert_line --regexp '^ +│ +N14 +│ +N16 +│ '
	for args in "--random 3,4 --values 0..20" "--random 3,4,2" "--random 3,4,3" "--random 3,4,4" \
		"--random 3,4,5"; do
		# shellcheck disable=SC2086 # the options are split on purpose
		shot "$steps" $args --screen 160x45
		# shellcheck disable=SC2086
		assert_every_leaf_shown $args
	done
}

@test "at 160x45 every inner node of the 121-node tree the search entered shows its value or bound" {
	shot 'End' --random 3,4 --screen 160x45
	assert_every_leaf_shown --random 3,4
	local entered
	entered=$(inner_entered all --random 3,4)
	[ "$entered" -gt 30 ]
	# 1 + 3 + 9 + 27 inner nodes: those never entered have no value.
	[ "$(tree_labels | grep -cxE '(▲|▼)(≤|≥)?-?[0-9]+')" -eq "$entered" ]
	[ "$(tree_labels | grep -cxE '▲|▼')" -eq $((40 - entered)) ]
}

@test "with --windows at 240x67 the 121-node tree writes each entered node's window under its value" {
	local args=(--random '3,4' --windows --screen 240x67) entered
	shot 'Right;Right;Right;Right;Right;Right;Right' "${args[@]}"
	assert_every_leaf_shown --random 3,4
	entered=$(inner_entered 7 --random 3,4)
	[ "$entered" -eq 4 ]
	[ "$(tree_labels | grep -cxE '\((-?[0-9]+|-∞),(-?[0-9]+|\+∞)\)')" -eq "$entered" ]
	assert_line --regexp '^ +\(-∞,-17\) +│ '
	shot 'End' "${args[@]}"
	assert_every_leaf_shown --random 3,4
	entered=$(inner_entered all --random 3,4)
	[ "$(tree_labels | grep -cxE '\((-?[0-9]+|-∞),(-?[0-9]+|\+∞)\)')" -eq "$entered" ]
	[ "$(tree_labels | grep -cxE '(▲|▼)(≤|≥)?-?[0-9]+')" -eq "$entered" ]
}

@test "a tree too big to show whole folds the subtrees off the current path" {
	shot 'Right;Right;Right' --random 3,5
	assert_output --partial '…'
	assert_line --index 1 --regexp '^ +N0$'
	assert_line --index 2 --regexp '^ +▲$'
	# Nothing is cut at the right edge: every row fits in 80 columns.
	local line
	for line in "${lines[@]}"; do
		[ "$(printf '%s' "$line" | wc -m)" -le 80 ] || fail "too wide: $line"
	done
}

@test "z cycles the zoom levels and says which one is on" {
	shot 'z' best-ordering
	assert_line --partial '[zoom: full labels]'
	assert_line "Zoom: full labels."
	shot 'z;z' best-ordering
	assert_line --partial '[zoom: compact]'
	shot 'z;z;z' best-ordering
	assert_line --partial '[zoom: one character a node]'
	# Spread over the width: the 27 leaves on one row.
	assert_line --regexp '^ +▼( +▼){26}$'
	shot 'z;z;z;z' best-ordering
	assert_line "Zoom: fit (the largest level that shows the whole tree, else folded)."
	refute_output --partial '[zoom:'
}

@test "Shift+arrows move the picture and f follows the search again" {
	shot 'z;S-Right;S-Right' bad-ordering
	assert_line --partial '[moved: f follows]'
	moved=$output
	shot 'z;S-Right;S-Right;f' bad-ordering
	refute_line --partial '[moved: f follows]'
	[ "$moved" != "$output" ]
	# Moving past the picture's left edge stops at the edge: the first leaf
	# is in the first columns.
	shot 'z;S-Left;S-Left;S-Left;S-Left;S-Left;S-Left;S-Left;S-Left' bad-ordering
	assert_line --regexp '^ +▼N13 '
	assert_line --partial '[moved: f follows]'
}

@test "the split view fits 80x24: whole names, complete counters, whole sentences" {
	shot 'Right;Right;Right;Right;Right;Right;Right' --algo alphabeta --vs pvs
	assert_line --regexp '^─ 2:alphabeta  step 16/42 ─+│─ 4:pvs  step 20/43 ─+$'
	assert_line --regexp '^ nodes 7  visits 7  leaves 2 +│ nodes 6  visits 7  leaves 3$'
	assert_line --regexp '^ cutoffs 0  re-searches 0 +│ cutoffs 0  re-searches 1$'
	assert_output --partial 'evaluated next.'
	assert_line --regexp 'q quit$'
}

@test "at 80x24 the code panel is a strip under the tree; c again shows the code alone" {
	shot 'c;Right'
	assert_line --regexp '^── src/search/pvs\.c ─+$'
	# The tree is still there, root first.
	assert_line --index 1 --regexp '^ +(N0)?▲$'
	shot 'c;c'
	assert_line --regexp '^ src/search/pvs\.c$'
	refute_line --regexp '^ +(N0)?▲$'
}

@test "no line is cut in the middle of a number or a word at 80 columns" {
	# A deep PV: the table's rows end with the fold mark, never half a name.
	shot 'End' --random 2,9
	assert_line --regexp '^ +\(empty\) +0 N2 +N5 +N12 +N25 +…$'
	# Every footer hint is whole.
	assert_line --regexp 'q quit$'
}

@test "a staggered leaf at the picture's edge keeps its whole label" {
	# The last leaf of best-ordering (N39, pruned, worth 0) at the right
	# edge at 160x45; the first of a 40-node tree (N13) at the left at
	# 120x36.  Both lost characters to the edge once.
	shot 'End' best-ordering --screen=160x45
	assert_line --regexp 'cut 0 *$'
	assert_line --regexp '▼N39 *$'
	shot 'Right;Right;Right;Right;Right;Right;Right' --algo pvs --random 3,3 --screen=120x36
	assert_line --regexp '^ +▼N13 '
}
