#!/usr/bin/env bats
# errors.bats - every way a tree can be wrong, as a student meets it on the
# command line: one line on stderr, FILE:LINE:COLUMN: message, exit status
# 1, and nothing printed as if the tree had loaded.
bats_require_minimum_version 1.5.0
load helpers

# bad_file NAME CONTENT EXPECTED: writes CONTENT (printf format) to NAME in
# a scratch folder and checks the error line for it.
bad_file() {
	local path="$BATS_TEST_TMPDIR/$1"
	printf "$2" >"$path"
	cd "$BATS_TEST_TMPDIR"
	treestep "$1"
	assert_failure 1
	assert_equal "$output" ""
	assert_equal "$stderr" "$3"
}

@test "unbalanced parenthesis: an unclosed '('" {
	bad_file open.tree '# two open, one closed\n((1 2)\n  (3 4)\n' \
		"open.tree:2:1: unbalanced parenthesis: this '(' is never closed"
}

@test "unbalanced parenthesis: a stray ')'" {
	bad_file close.tree '((1 2) (3 4)))\n' \
		"close.tree:1:14: unbalanced parenthesis: ')' has no matching '('"
}

@test "unbalanced parenthesis on the command line" {
	treestep -e '((3 12 8) (2 4 6'
	assert_failure 1
	assert_equal "$stderr" "-e:1:11: unbalanced parenthesis: this '(' is never closed"
}

@test "bad indentation" {
	bad_file indent.tree 'A\n    B = 1\n  C = 2\n' \
		"indent.tree:3:3: bad indentation: 'C' must line up with its sibling at column 5"
}

@test "tab in indentation" {
	bad_file tab.tree 'A\n  B = 1\n\tC = 2\n' \
		"tab.tree:3:1: tab in indentation (indent with spaces)"
}

@test "missing value after '='" {
	bad_file missing.tree 'A\n  B = # forgot\n  C = 2\n' \
		"missing.tree:2:7: missing value after '='"
}

@test "a value that is not a number, or has more than two decimals" {
	bad_file float.tree 'A\n  B = 2.505\n' \
		"float.tree:2:7: value 2.505 has 3 decimals: at most 2 are allowed (values are exact to a hundredth)"
	bad_file dots.tree 'A\n  B = 1.2.3\n' \
		"dots.tree:2:7: value must be a number (at most 2 decimals), found '1.2.'"
	bad_file point.tree 'A\n  B = 4.\n' \
		"point.tree:2:7: value must be a number (at most 2 decimals), found '4.'"
	bad_file half.tree 'A\n  B = .5\n' \
		"half.tree:2:7: value must be a number, found '.' (write a digit before the point: 0.5, not .5)"
	treestep -e '(1 4.999)'
	assert_failure 1
	assert_equal "$stderr" "-e:1:4: value 4.999 has 3 decimals: at most 2 are allowed (values are exact to a hundredth)"
	treestep -e '(1 x)'
	assert_failure 1
	assert_equal "$stderr" "-e:1:4: expected a number or '(', found 'x'"
}

@test "value out of range" {
	bad_file range.tree 'A\n  B = -1000001\n' \
		"range.tree:2:7: value -1000001 out of range (-1000000 to 1000000)"
	treestep -e '(1 99999999999999999999)'
	assert_failure 1
	assert_equal "$stderr" "-e:1:4: value 99999999999999999999 out of range (-1000000 to 1000000)"
	# The limit is on the value as written, decimals and all.
	treestep -e '(1 1000000.01)'
	assert_failure 1
	assert_equal "$stderr" "-e:1:4: value 1000000.01 out of range (-1000000 to 1000000)"
	treestep --compare -e '(1 -1000000.00)'
	assert_success
}

@test "duplicate node name" {
	bad_file dup.tree 'A\n  B\n    C = 1\n  D\n    C = 2\n' \
		"dup.tree:5:5: duplicate node name 'C' (first used on line 3)"
}

@test "value on an inner node" {
	bad_file inner.tree 'A\n  B = 4\n    C = 1\n' \
		"inner.tree:2:3: value on an inner node: 'B' has a value but also children (line 3)"
}

@test "missing value on a leaf" {
	bad_file leaf.tree 'A\n  B\n    C = 1\n  D\n' \
		"leaf.tree:4:3: missing value on leaf 'D' (write 'D = VALUE')"
}

@test "empty tree: an empty file, and a file of comments" {
	bad_file empty.tree '' "empty.tree:1:1: empty tree: no nodes found"
	bad_file comments.tree '# nothing\n# here\n' "comments.tree:3:1: empty tree: no nodes found"
	treestep -e '   '
	assert_failure 1
	assert_equal "$stderr" "-e:1:4: empty tree: no nodes found"
}

@test "a second root" {
	bad_file roots.tree 'A\n  B = 1\nC\n  D = 2\n' \
		"roots.tree:3:1: second root 'C': a tree has one root, indent this node under 'A'"
}

@test "unreadable files: missing, and a directory" {
	treestep "$BATS_TEST_TMPDIR/no-such.tree"
	assert_failure 1
	assert_equal "$stderr" "$BATS_TEST_TMPDIR/no-such.tree: cannot open: No such file or directory"
	treestep "$BATS_TEST_TMPDIR"
	assert_failure 1
	assert_equal "$stderr" "$BATS_TEST_TMPDIR: not a regular file (a directory)"
}

@test "binary input: a NUL byte" {
	bad_file nul.tree 'A\n  B = 1\000\n' "nul.tree:2:8: NUL byte in input (is this a binary file?)"
}

@test "too deep: more than 64 levels" {
	local deep
	deep=$(printf '(%.0s' $(seq 70))1$(printf ')%.0s' $(seq 70))
	treestep -e "$deep"
	assert_failure 1
	assert_equal "$stderr" "-e:1:66: tree too deep (more than 64 levels below the root)"
}

@test "too large: more than 2000000 nodes" {
	{ printf '('; yes 0 | head -n 2000001 | tr '\n' ' '; printf ')\n'; } >"$BATS_TEST_TMPDIR/big.tree"
	cd "$BATS_TEST_TMPDIR"
	treestep big.tree
	assert_failure 1
	assert_output ""
	assert_regex "$stderr" '^big.tree:1:[0-9]+: tree too large \(more than 2000000 nodes\)$'
}

@test "a name that is too long" {
	bad_file long.tree "$(printf 'x%.0s' $(seq 40)) = 1\n" \
		"long.tree:1:1: node name longer than 32 characters"
}

@test "CRLF line ends and a byte order mark are accepted" {
	printf '\xef\xbb\xbfA\r\n  B = 1\r\n  C = 2\r\n' >"$BATS_TEST_TMPDIR/dos.tree"
	treestep --compare -f tsv --algo minimax "$BATS_TEST_TMPDIR/dos.tree"
	assert_success
	assert_line --index 1 --regexp '^minimax	2	3	'
}

@test "--depth stops at a node with children and no static evaluation" {
	printf 'root: max\nR\n  A ~ 3\n    a = 1\n  B\n    b = 2\n' >"$BATS_TEST_TMPDIR/d.tree"
	cd "$BATS_TEST_TMPDIR"
	for mode in --compare --trace --explain ""; do
		# shellcheck disable=SC2086 # an empty mode is the stepper
		treestep $mode --depth 1 d.tree
		assert_failure 1
		assert_equal "$output" ""
		assert_equal "$stderr" "d.tree:5:3: B is at depth 1, where --depth 1 stops, and has children but no static evaluation (write B ~ VALUE)"
	done
	treestep --compare --id -e '(~1(2 3) (4 5))'
	assert_failure 1
	assert_equal "$stderr" "-e:1:10: N2 is at depth 1, where the iteration of --id to depth 1 stops, and has children but no static evaluation (write N2 ~ VALUE)"
	# Deep enough, no static value is needed.
	treestep --compare --depth 2 d.tree
	assert_success
}

@test "the options of the transposition table are checked" {
	treestep --compare --tt 0 transposition
	assert_failure 2
	assert_equal "${stderr_lines[0]}" "treestep: --tt: the table's size must be a whole number from 1 to 1048576, not '0'"
	treestep --compare --tt-replace depth transposition
	assert_failure 2
	assert_equal "${stderr_lines[0]}" "treestep: --tt-replace goes with --tt"
	treestep --compare --tt 4 --tt-replace deep transposition
	assert_failure 2
	assert_equal "${stderr_lines[0]}" "treestep: --tt-replace is always or depth, not 'deep'"
	treestep --compare --tt 4 --tt-pv-exact maybe transposition
	assert_failure 2
	assert_equal "${stderr_lines[0]}" "treestep: --tt-pv-exact is take or ignore, not 'maybe'"
	treestep --stats 3 --random 2,2 --tt 4
	assert_failure 2
}

@test "the options of iterative deepening are checked" {
	treestep --compare --no-pv-first
	assert_failure 2
	assert_equal "${stderr_lines[0]}" "treestep: --no-pv-first goes with --id"
	treestep --compare --aspiration 2 aspiration
	assert_failure 2
	assert_equal "${stderr_lines[0]}" "treestep: --aspiration goes with --id"
	treestep --compare --id --aspiration 0 aspiration
	assert_failure 2
	treestep --compare --id --aspiration 2 --algo minimax aspiration
	assert_failure 1
	assert_equal "$stderr" "$TOP_SRCDIR/trees/aspiration.tree: --aspiration needs an algorithm with a window, and minimax has none"
	treestep --stats 3 --random 2,2 --depth 1
	assert_failure 2
	treestep --depth 65 --compare
	assert_failure 2
}
