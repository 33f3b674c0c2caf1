#!/usr/bin/env bats
# kinds.bats - trees whose nodes say who moves there (issue 31): MIN after
# MIN, as in Berkeley CS188's project 2 (Pacman and two ghosts: levels
# max, min, min; q2 minimax, q3 alpha-beta).  trees/two-ghosts.tree is
# small enough to check by hand: west = min(5, 12, 4, 7) = 4, and east's
# first ghost move e = 2 is already no better for Pacman than 4.
bats_require_minimum_version 1.5.0
load helpers

GHOSTS="$TOP_SRCDIR/trees/two-ghosts.tree"

bad_file() {
	local path="$BATS_TEST_TMPDIR/$1"
	printf "$2" >"$path"
	cd "$BATS_TEST_TMPDIR"
	treestep --compare "$1"
	assert_failure 1
	assert_equal "$output" ""
	assert_equal "$stderr" "$3"
}

@test "a leaf takes no kind: no one moves there" {
	bad_file leaf.tree 'r\n  x min = 3\n' \
		"leaf.tree:2:5: 'x' is a leaf: no one moves there, so it takes no 'min'"
	bad_file bleaf.tree '(1 min 2)\n' \
		"bleaf.tree:1:4: 'min' must come right before a node's '(' (a leaf has no one to move, so no kind)"
}

@test "a root written min and root: max disagree" {
	bad_file root.tree 'root: max\nmin(1 2)\n' \
		"root.tree:2:1: the root is written min, but line 1 says root: max"
}

@test "a transposition stands where a node of its own kind moves" {
	bad_file tr.tree 'r\n  a\n    P min\n      p = 1\n  b\n    @P\n' \
		"tr.tree:6:5: '@P' stands where MAX is to move, but P is a MIN node"
}

@test "--compare runs the algorithms that can search MIN after MIN, with minimax's value" {
	treestep --compare "$GHOSTS"
	assert_success
	assert_line --regexp '^minimax +4 +15 +15 +8 +0 +0  west g2b c$'
	assert_line --regexp '^alphabeta +4 +11 +11 +5 +2 +0  west g2b c$'
	assert_line --regexp '^alphabeta-soft +4 +11 +11 +5 +2 +0  west g2b c$'
	assert_line --regexp '^mtdf +4 '
	assert_line --regexp '^sss +4 '
	refute_line --partial pvs
	refute_line --partial negascout
	refute_line --partial gnuchess
}

@test "the others are refused before any search, naming the node and who can" {
	local want="$GHOSTS:12:5: pvs cannot search a tree where a side moves twice in a row (g2a is MIN, as is its parent west): treestep writes it for sides that take turns at every move; use --algo minimax, alphabeta, alphabeta-soft, expectimax, scout, mtdf or sss"
	treestep --trace --algo pvs "$GHOSTS"
	assert_failure 1
	assert_equal "$output" ""
	assert_equal "$stderr" "$want"
	treestep --compare --algo alphabeta,gnuchess "$GHOSTS"
	assert_failure 1
	assert_equal "$stderr" "${want//pvs cannot/gnuchess cannot}"
	treestep --algo alphabeta --vs negascout "$GHOSTS"
	assert_failure 1
	assert_equal "$stderr" "${want//pvs cannot/negascout cannot}"
}

@test "the window passes down unturned where MIN moves again, and a ghost's move is cut" {
	treestep --trace --algo alphabeta "$GHOSTS"
	assert_success
	# MAX's view: east and its ghost g2c both enter with Pacman's 4 as alpha
	assert_line --regexp '^ +[0-9]+ +east enter MIN \(4, \+inf\)$'
	assert_line --regexp '^ +[0-9]+ +g2c enter MIN \(4, \+inf\)$'
	assert_line --regexp '^ +[0-9]+ +g2c cutoff'
	assert_line --regexp '^ +[0-9]+ +east cutoff'
	assert_line --regexp '^ +[0-9]+ +pacman return 4 \(exact\)$'
	treestep --explain --algo alphabeta "$GHOSTS"
	assert_line --partial "e scores 2 at g2c: 2 <= alpha 4. MAX at pacman can already get 4 with west, so it has no reason to play a line through g2c, worth at most 2 to MAX: f is cut."
}

@test "depth counts plies, whoever moves: --depth 2 stops at the ghosts' second moves" {
	printf 'root: max\np\n  w\n    a min ~ 3\n      x = 1\n    b min ~ 5\n      y = 2\n' >"$BATS_TEST_TMPDIR/d.tree"
	treestep --compare --depth 2 --algo minimax "$BATS_TEST_TMPDIR/d.tree"
	assert_success
	assert_line --regexp '^minimax +3 '
}

@test "in the stepper, Tab and the digit keys keep to the algorithms that can" {
	local keys="$BATS_TEST_TMPDIR/keys"
	printf 'Tab\ndump\nTab\ndump\nTab\ndump\nTab\ndump\nTab\ndump\n4\n' >"$keys"
	treestep --script="$keys" --algo alphabeta "$GHOSTS"
	assert_success
	assert_line --partial "treestep  3:alphabeta-soft on Pacman and two ghosts"
	assert_line --partial "treestep  11:scout on Pacman and two ghosts"
	# MTD(f) and SSS*'s MT negates nothing where the same side moves again
	assert_line --partial "treestep  12:mtdf on Pacman and two ghosts  [table 15]"
	assert_line --partial "treestep  13:sss on Pacman and two ghosts  [table 15]"
	assert_line --partial "treestep  1:minimax on Pacman and two ghosts"
	assert_line --partial "pvs cannot search a tree where a side moves twice in a row"
}

# ---- Chance nodes and expectimax (AIMA 3rd ed. section 5.5; CS188 q4) ----
# trees/expectimax.tree: west = 1/3 x 8 + 2/3 x 2 = 4, east = (6 + 3 + 4)/3
# = 13/3, about 4.33.

CHANCE="$TOP_SRCDIR/trees/expectimax.tree"

@test "--compare gives expectimax's value with two decimals and its line up to the roll" {
	treestep --compare "$CHANCE"
	assert_success
	assert_line --regexp '^expectimax +4\.33 +18 +18 +10 +0 +0  east \(chance\)$'
	refute_line --partial alphabeta
	treestep --compare --format json --algo expectimax "$CHANCE"
	assert_output --partial '"algorithm": "expectimax", "value": 4.33,'
	assert_output --partial '"pv": ["east"], "pv_complete": true'
}

@test "every pruning algorithm, and minimax, refuses chance nodes and names expectimax" {
	local a
	for a in minimax alphabeta alphabeta-soft pvs pvs-soft negascout pvs-zws pvs-footnote gnuchess; do
		treestep --trace --algo "$a" "$CHANCE"
		assert_failure 1
		assert_equal "$output" ""
		assert_equal "$stderr" "$CHANCE:14:3: $a cannot search chance nodes (west is one): it takes the best move at every node, and a chance node's value is the average of its moves', weighted by their probabilities; use --algo expectimax"
	done
}

@test "the trace says where a value is rounded, and the narrator shows the sum" {
	treestep --trace --algo expectimax "$CHANCE"
	assert_success
	assert_line --regexp '^ +[0-9]+ +west enter chance \(-inf, \+inf\)$'
	assert_line --regexp '^ +[0-9]+ +west return 4 \(exact\)$'
	assert_line --regexp '^ +[0-9]+ +east return about 4\.33 \(rounded\)$'
	assert_line --regexp '^ +[0-9]+ +pacman best 4 -> 4\.33 \(from east\)$'
	treestep --explain --algo expectimax "$CHANCE"
	assert_line --partial "west returns 4 to pacman: the average of its moves' values, weighted by their probabilities: 1/3 x 8 + 2/3 x 2."
	assert_line --partial "east returns about 4.33 to pacman: the average of its moves' values, weighted by their probabilities: 1/3 x 6 + 1/3 x 3 + 1/3 x 4, rounded to hundredths."
	assert_line --partial "The search is over: pacman is worth about 4.33. Principal variation: east. It ends at east, where chance moves: no one chooses the move there."
}

@test "on a tree without chance nodes expectimax is minimax" {
	treestep --compare --algo minimax,expectimax "$TOP_SRCDIR/trees/russell-norvig.tree"
	assert_success
	assert_line --regexp '^minimax +3 +13 +13 +9 +0 +0  N1 N4$'
	assert_line --regexp '^expectimax +3 +13 +13 +9 +0 +0  N1 N4$'
	# ... and it is not one of those --compare runs there by default
	treestep --compare "$TOP_SRCDIR/trees/russell-norvig.tree"
	refute_line --partial expectimax
}

@test "probabilities are checked exactly, where they are written" {
	bad_file sum.tree 'r chance\n  0.1: a = 1\n  0.2: b = 2\n  0.6: c = 3\n' \
		"sum.tree:1:1: the probabilities of this chance node's moves add up to 9/10, not 1"
	bad_file zero.tree 'chance(0:1 1:2)\n' \
		"zero.tree:1:8: probability 0 must be more than 0 and at most 1, with a denominator of at most 1000000"
	treestep --compare -e 'chance(0.1:1 0.2:2 0.7:3)'
	assert_success
	assert_line --regexp '^expectimax +2\.60 '
}

@test "the stepper steps through expectimax, with a mark for chance nodes" {
	local keys="$BATS_TEST_TMPDIR/keys"
	printf 'End\n' >"$keys"
	treestep --script="$keys" --algo expectimax "$CHANCE"
	assert_success
	assert_line --partial "expectimax on Pacman, a roll, and a ghost"
	assert_output --partial "◆west"
	assert_output --partial "◆east"
	assert_output --partial "4.33"
	assert_output --partial "pacman is worth about 4.33"
	# before the search reaches them, the leaves show their values as
	# written (8, not 0.08: the hundredths are the search's records)
	printf 'dump\n' >"$keys"
	treestep --script="$keys" --algo expectimax "$CHANCE"
	assert_line --regexp '^ +8 +9 +2 +5 +6 +7 +3 +9 +4 +5$'
	refute_output --partial "0.08"
	# each move of a chance node has its probability on its edge, written
	# or an equal share: west's 1/3 and 2/3, east's three thirds
	assert_line --regexp '^ +┌1/3─+┴─+2/3┐ +┌1/3─+┼1/3─+1/3┐$'
	# without --algo the stepper opens with expectimax, not its pvs, which
	# cannot search chance nodes; asked for, pvs is refused, naming expectimax
	treestep --script="$keys" "$CHANCE"
	assert_success
	assert_line --partial "treestep  10:expectimax on Pacman, a roll, and a ghost"
	treestep --script="$keys" --algo pvs "$CHANCE"
	assert_failure 1
	[[ $stderr == *"pvs cannot search chance nodes (west is one)"* ]]
	# where MIN follows MIN, without --algo: alpha-beta
	treestep --script="$keys" "$GHOSTS"
	assert_success
	assert_line --partial "treestep  2:alphabeta on Pacman and two ghosts"
	treestep --trace "$GHOSTS"
	assert_line --index 0 --partial "# alphabeta on Pacman and two ghosts"
}

@test "the stepper's panels say what expectimax does at a chance node" {
	local keys="$BATS_TEST_TMPDIR/keys"
	printf 'Right\nRight\n' >"$keys"
	treestep --script="$keys" --screen=120x36 --algo expectimax "$CHANCE"
	assert_success
	assert_line --partial ">west chance (no window)"
	assert_line --partial "At west (chance): expectimax averages every move, weighted by its probability; nothing is cut."
	assert_output --partial "expectimax enters west, where chance moves"
}

@test "Russell and Norvig's Figure 5.2 tree with its MIN nodes made chance nodes" {
	# AIMA 3rd ed., Figure 5.2 (the tree of trees/russell-norvig.tree),
	# each MIN node replaced by a chance node with equal shares, as
	# section 5.5 does: (3+12+8)/3 = 23/3, (2+4+6)/3 = 4, (14+5+2)/3 = 7.
	treestep --compare -e '(chance(3 12 8) chance(2 4 6) chance(14 5 2))'
	assert_success
	assert_line --regexp '^expectimax +7\.67 +13 +13 +9 +0 +0  N1 \(chance\)$'
	treestep --trace --algo expectimax -e '(chance(3 12 8) chance(2 4 6) chance(14 5 2))'
	assert_line --regexp '^ +[0-9]+ +N1 return about 7\.67 \(rounded\)$'
	assert_line --regexp '^ +[0-9]+ +N2 return 4 \(exact\)$'
	assert_line --regexp '^ +[0-9]+ +N3 return 7 \(exact\)$'
	# and a decimal probability: 0.25 x 2 + 0.75 x 4 = 3.5, shown 3.50
	treestep --compare -e 'chance(0.25:2 0.75:4)'
	assert_line --regexp '^expectimax +3\.50 '
}

@test "a lesson refuses an algorithm that cannot search its tree, and expectimax's averages" {
	cd "$BATS_TEST_TMPDIR"
	printf 'title: chance\ntree: (chance(1/3:3 2/3:(5 6)) 4)\nalgorithm: alphabeta\n\nstop: return N0\n  The end.\n' >a.lesson
	treestep --lesson ./a.lesson --print
	assert_failure 1
	assert_equal "$stderr" "./a.lesson:3:12: alphabeta cannot search chance nodes (N1 is one): it takes the best move at every node, and a chance node's value is the average of its moves', weighted by their probabilities; use --algo expectimax"
	# a lesson's answers are whole numbers: an average cannot be asked yet
	sed 's/alphabeta/expectimax/' a.lesson >e.lesson
	treestep --lesson ./e.lesson --print
	assert_failure 1
	assert_equal "$stderr" "./e.lesson:3:12: expectimax on a tree with chance nodes gives averages, not whole numbers, and a lesson's answers are whole numbers: not yet in a lesson"
}

@test "chance nodes over values with decimals: the average is of the values as written" {
	# (4.99 + 2.5) / 2 = 3.745, rounded half away from zero to 3.75;
	# 1/3 x 4.99 + 2/3 x 2.5 = 9.99 / 3 = 3.33 exactly
	treestep --compare --algo expectimax -e 'chance(4.99 2.5)'
	assert_success
	assert_line --regexp '^expectimax +3\.75 '
	treestep --trace --algo expectimax -e 'chance(4.99 2.5)'
	assert_line --regexp '^ +[0-9]+ +N0 return about 3\.75 \(rounded\)$'
	treestep --compare --algo expectimax -e 'chance(1/3:4.99 2/3:2.5)'
	assert_line --regexp '^expectimax +3\.33 '
	treestep --trace --algo expectimax -e 'chance(1/3:4.99 2/3:2.5)'
	assert_line --regexp '^ +[0-9]+ +N0 return 3\.33 \(exact\)$'
}

@test "the SVG picture draws a chance node's probabilities on its edges, and says so in the legend" {
	treestep --export="$BATS_TEST_TMPDIR/c.svg" --algo expectimax "$CHANCE"
	assert_success
	run grep -c '>1/3<' "$BATS_TEST_TMPDIR/c.svg"
	assert_output 4
	run grep -c '>2/3<' "$BATS_TEST_TMPDIR/c.svg"
	assert_output 1
	run grep -c 'chance node; 1/3: a probability' "$BATS_TEST_TMPDIR/c.svg"
	assert_output 1
	# no chance node, no such legend line
	treestep --export="$BATS_TEST_TMPDIR/g.svg" "$GHOSTS"
	run grep -c 'chance node' "$BATS_TEST_TMPDIR/g.svg"
	assert_output 0
}
