#!/usr/bin/env bats
# lessonfiles.bats - what treestep reads: only regular files, never waiting
# on a FIFO; text that reaches the terminal carries no control characters;
# lesson files held to the same rules as tree files (sizes, positions,
# paths).  Everything that could hang runs under timeout, so a hang fails
# the test instead of blocking make check.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	SOCK="treestep-files-$$-$BATS_TEST_NUMBER"
	cd "$BATS_TEST_TMPDIR"
}

teardown() {
	tmux -L "$SOCK" kill-server 2>/dev/null || true
}

# treestep_within SECONDS ARGS...: treestep, failing with status 124 if it
# has not finished in time.
treestep_within() {
	local seconds=$1
	shift
	run --separate-stderr timeout "$seconds" "$TREESTEP" "$@"
}

# no_escape: stdout of the last run holds no ESC, BEL or CSI byte.
no_escape() {
	if printf '%s' "$output" | LC_ALL=C grep -q $'[\x1b\x07\x9b]'; then
		echo "a control character reached standard output:"
		printf '%s' "$output" | od -c | head -20
		return 1
	fi
}

# ---- Only regular files ----------------------------------------------------

@test "a FIFO, a directory or a device given as a tree is refused at once" {
	mkfifo fifo.tree
	treestep_within 10 --compare ./fifo.tree
	assert_failure 1
	assert_equal "$stderr" "./fifo.tree: not a regular file (a FIFO)"
	mkdir dir.tree
	treestep_within 10 --compare ./dir.tree
	assert_failure 1
	assert_equal "$stderr" "./dir.tree: not a regular file (a directory)"
	treestep_within 10 --compare /dev/zero
	assert_failure 1
	assert_equal "$stderr" "/dev/zero: not a regular file (a character device)"
}

@test "r in the stepper refuses a tree file that became a FIFO, and keeps going" {
	printf '(1 (2 3))\n' >t.tree
	tmux -L "$SOCK" -f /dev/null new-session -d -x 80 -y 24 \
		env LC_ALL=C.UTF-8 timeout 60 "$TREESTEP" t.tree
	wait_for "Step 0/"
	rm t.tree
	mkfifo t.tree
	keys r
	wait_for_joined "t.tree: not a regular file (a FIFO)"
	keys Right
	wait_for "Step 1/"
	keys q
}

# ---- Text that reaches the terminal ----------------------------------------

@test "a tree title with an escape sequence is refused, and never printed" {
	printf 'title: x\033]0;owned\007\033[2J\n(1 2)\n' >esc.tree
	treestep --compare esc.tree
	assert_failure 1
	assert_equal "$stderr" "esc.tree:1:9: control character U+001B in the title"
	no_escape
	printf 'title: \302\2332J\n(1 2)\n' >csi.tree
	treestep --compare csi.tree
	assert_failure 1
	assert_equal "$stderr" "csi.tree:1:8: control character U+009B in the title"
}
