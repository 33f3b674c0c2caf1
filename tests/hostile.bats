#!/usr/bin/env bats
# hostile.bats - files written in a hurry, copied from slides, or not tree
# files at all: each one loads, or gives one clear line and exit status 1.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# one_line_error FILE MESSAGE: loading FILE fails with exactly this line.
one_line_error() {
	treestep --compare "$1"
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "$2"
}

@test "a file of NUL bytes, and a binary file" {
	head -c 4096 /dev/zero >zeros.tree
	one_line_error zeros.tree "zeros.tree:1:1: NUL byte in input (is this a binary file?)"
	cp "$TREESTEP" program.tree
	treestep --compare program.tree
	assert_failure 1
	assert_regex "$stderr" '^program\.tree:[0-9]+:[0-9]+: [^'$'\n'']+$'
}

@test "a 100 MB file is refused before it is read whole" {
	truncate -s 100M big.tree
	one_line_error big.tree "big.tree: file too large (more than 64 MiB)"
}

@test "a line of 1 MB: as a name it is refused, as a comment it is fine" {
	{ head -c 1048576 /dev/zero | tr '\0' 'x'; printf ' = 1\n'; } >longname.tree
	one_line_error longname.tree "longname.tree:1:1: node name longer than 32 characters"
	{ printf '# '; head -c 1048576 /dev/zero | tr '\0' 'x'; printf '\n(1 2)\n'; } >longcomment.tree
	treestep --compare -f tsv --algo minimax longcomment.tree
	assert_success
	assert_line --index 1 --regexp '^minimax	2	3	'
}

@test "a 1 MB number: out of range, and the message stays short" {
	{ printf '(1 '; head -c 1048576 /dev/zero | tr '\0' '7'; printf ')\n'; } >number.tree
	one_line_error number.tree "number.tree:1:4: value 777777777777777777777777... out of range (-1000000 to 1000000)"
}

@test "non-ASCII node names are refused with a clear message" {
	printf 'Zug\n  L\xc3\xa4ufer = 3\n' >umlaut.tree
	one_line_error umlaut.tree "umlaut.tree:2:4: non-ASCII character in a node name (names are ASCII letters, digits and punctuation)"
	printf '\xc3\xa9 = 1\n' >first.tree
	one_line_error first.tree "first.tree:1:1: non-ASCII character in a node name (names are ASCII letters, digits and punctuation)"
}

@test "a tree 100,000 levels deep is refused without exhausting the stack" {
	{ head -c 100000 /dev/zero | tr '\0' '('; printf 1; head -c 100000 /dev/zero | tr '\0' ')'; } >deep.tree
	one_line_error deep.tree "deep.tree:1:66: tree too deep (more than 64 levels below the root)"
}

@test "1,000,000 nodes load and are searched" {
	{ printf '('; yes 0 | head -n 999999 | tr '\n' ' '; printf ')\n'; } >million.tree
	treestep --compare -f tsv --algo alphabeta,pvs million.tree
	assert_success
	assert_line --index 1 --regexp '^alphabeta	0	1000000	1000000	999999	'
}

@test "a node with 1,000 children" {
	{ printf '(('; seq 1000 | tr '\n' ' '; printf ') 5)\n'; } >wide.tree
	treestep --compare -f tsv --algo minimax,alphabeta wide.tree
	assert_success
	assert_line --index 1 --regexp '^minimax	5	1003	1003	1001	'
	assert_line --index 2 --regexp '^alphabeta	5	'
}

@test "a file without read permission" {
	# As root every file is readable, so read it as the nobody user.
	local dir
	dir=$(mktemp -d /tmp/treestep-perm.XXXXXX)
	chmod 755 "$dir"
	cp "$TREESTEP" "$dir/treestep"
	printf '(1 2)\n' >"$dir/secret.tree"
	chmod 000 "$dir/secret.tree"
	# Without TREESTEP_DATA: the checkout may sit in a folder nobody cannot
	# read (a clone in a mktemp -d folder), which is not what is tested.
	run --separate-stderr setpriv --reuid=65534 --regid=65534 --clear-groups \
		env -u TREESTEP_DATA "$dir/treestep" --compare "$dir/secret.tree"
	rm -rf "$dir"
	assert_failure 1
	assert_equal "$stderr" "$dir/secret.tree: cannot open: Permission denied"
}

@test "a path longer than PATH_MAX is refused, never cut to a shorter one" {
	printf '(1 2)\n' >t.tree
	# 4095 characters that name t.tree, then one more: cut to 4095
	# characters (PATH_MAX is 4096 with the NUL), it would load t.tree.
	local path
	path=$(printf './%.0s' $(seq 2044))/t.tree
	assert_equal "${#path}" 4095
	treestep --compare "${path}x"
	assert_failure 1
	assert_output ""
	treestep --compare "$path"
	assert_success
	treestep --lesson "${path}x"
	assert_failure 1
	assert_output ""
}

@test "an installed program never takes the folder above it for the source tree" {
	# A copy of the program in PREFIX/bin, with trees/ beside bin/: the
	# uninstalled build's fallback must not search PREFIX/trees.
	mkdir -p prefix/bin prefix/trees prefix/src
	cp "$TREESTEP" prefix/bin/treestep
	printf '(1 2)\n' >prefix/trees/decoy.tree
	touch prefix/src/main.c
	run --separate-stderr env -u TREESTEP_DATA prefix/bin/treestep --compare decoy
	assert_failure 1
	assert_equal "$stderr" "decoy: cannot open: No such file or directory"
	# The program make built still finds its own source tree's trees.
	run --separate-stderr env -u TREESTEP_DATA "$TREESTEP" --compare -f tsv --algo minimax gnuchess-pvs
	assert_success
	assert_line --index 1 --regexp '^minimax	5	15	'
}
