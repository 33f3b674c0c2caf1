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

@test "non-integer value" {
	bad_file float.tree 'A\n  B = 2.5\n' \
		"float.tree:2:7: value must be an integer, found '2.'"
	treestep -e '(1 x)'
	assert_failure 1
	assert_equal "$stderr" "-e:1:4: expected an integer or '(', found 'x'"
}

@test "value out of range" {
	bad_file range.tree 'A\n  B = -1000001\n' \
		"range.tree:2:7: value -1000001 out of range (-1000000 to 1000000)"
	treestep -e '(1 99999999999999999999)'
	assert_failure 1
	assert_equal "$stderr" "-e:1:4: value 99999999999999999999 out of range (-1000000 to 1000000)"
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
