#!/usr/bin/env bats
# ondisk.bats - the tree file changes on disk while the stepper has it
# open (another editor, git checkout, a colleague).  An edit changes the
# text that was loaded, never the file read again; w says the file changed
# and asks before writing over it; r reloads only when asked.  In a real
# terminal (tmux), since the file must change while treestep runs; the
# sanitizer build makes any write past a buffer a failure.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	SOCK="treestep-ondisk-$$-$BATS_TEST_NUMBER"
	cd "$BATS_TEST_TMPDIR"
}

teardown() {
	tmux -L "$SOCK" kill-server 2>/dev/null || true
}

# open ARGS: the stepper, in a shell that prints its exit status, so that
# a crash shows up as a status rather than a hang.
open_stepper() {
	start_shell
	keys "cd '$BATS_TEST_TMPDIR' && '$TREESTEP' $*; echo EXIT=\$?" Enter
	wait_for "Step 0/"
}

# The tree of the issue, and the text that replaces it under the stepper:
# its lines and columns point nowhere in the new text.
ORIGINAL=$'# header line\n((3 12 8) (2 4 6) (14 5 2000))\n'
REPLACEMENT=$'# a\n# b\n# c\n(1 2)\n'

select_node() {
	keys / ; keys -l "$1"; keys Enter
	wait_for "Selected $1"
}

@test "every edit key after the file changed on disk edits the tree that was loaded" {
	local edit i=0
	for edit in ">" "<" "e" "A" "D" "u"; do
		# A server of its own each time: a new one on the socket of one
		# just killed may find it still going away.
		i=$((i + 1))
		SOCK="treestep-ondisk-$$-$BATS_TEST_NUMBER-$i"
		printf '%s' "$ORIGINAL" >t.tree
		open_stepper --algo alphabeta t.tree
		printf '%s' "$REPLACEMENT" >t.tree
		select_node N1
		keys "$edit"
		case $edit in
		">") wait_for "N1 moved right." ;;
		"<") wait_for "Not changed:" ;;
		e) wait_for "N1 is not a leaf" ;;
		A) wait_for "A leaf added under N1." ;;
		D) wait_for "N1 deleted." ;;
		u) wait_for "Not changed: nothing to undo" ;;
		esac
		# The loaded tree is still the one on screen: N3 = 12 is its leaf.
		keys End
		wait_for "Step "
		screen | grep -q "2000" || fail "$edit: the loaded tree is gone from the screen"
		keys q
		[[ $edit == ">" || $edit == A || $edit == D ]] && keys y
		wait_for "EXIT=0"
		# Nothing was written: the file is still what replaced it.
		[ "$(cat t.tree)" = "${REPLACEMENT%$'\n'}" ] || fail "$edit: t.tree was written"
		teardown
	done
}

@test "w over a file that changed on disk says so and asks; Esc keeps the file, y writes the edit" {
	printf '%s' "$ORIGINAL" >t.tree
	open_stepper --algo alphabeta t.tree
	printf '%s' "$REPLACEMENT" >t.tree
	select_node N1
	keys ">"
	wait_for "N1 moved right."
	keys w
	wait_for_joined "t.tree changed on disk since it was read. Write over it anyway?"
	keys Escape
	wait_for "Nothing written."
	[ "$(cat t.tree)" = "${REPLACEMENT%$'\n'}" ]
	keys w
	wait_for_joined "changed on disk since it was read"
	keys y
	wait_for "Wrote t.tree."
	# The edit of the loaded tree, with its header line kept.
	[ "$(head -1 t.tree)" = "# header line" ]
	"$TREESTEP" --compare t.tree >/dev/null
	[ "$("$TREESTEP" --compare --format tsv --algo minimax t.tree | sed 1d | cut -f3)" = 13 ]
	grep -q '(2 4 6) (3 12 8)' t.tree
	# Written by treestep, the file is what treestep knows it holds: the
	# next w asks only the usual question.
	keys w
	wait_for "Write over t.tree? y: yes"
	keys Escape
	keys q
	wait_for "EXIT=0"
}

@test "n to a file that changed on disk writes the edit to another file instead" {
	printf '%s' "$ORIGINAL" >t.tree
	open_stepper --algo alphabeta t.tree
	printf '%s' "$REPLACEMENT" >t.tree
	select_node N1
	keys ">"
	wait_for "N1 moved right."
	keys w
	wait_for_joined "changed on disk since it was read"
	keys n
	wait_for "Write the tree to the file:"
	keys -l other.tree
	keys Enter
	wait_for "Wrote other.tree."
	[ "$(cat t.tree)" = "${REPLACEMENT%$'\n'}" ]
	grep -q '(2 4 6) (3 12 8)' other.tree
	keys q
	wait_for "EXIT=0"
}

@test "a file only touched (same bytes, new time) is still reported, as vi does" {
	printf '%s' "$ORIGINAL" >t.tree
	open_stepper --algo alphabeta t.tree
	touch -d '2001-01-01' t.tree
	select_node N1
	keys ">"
	wait_for "N1 moved right."
	keys w
	wait_for_joined "changed on disk since it was read"
	keys Escape
	keys q y
	wait_for "EXIT=0"
}

@test "an outline file changed on disk: e changes the loaded tree's leaf, not a line of the new file" {
	printf 'title: loaded\nroot: max\nA\n  B = 1\n  C = 2\n' >t.tree
	open_stepper t.tree
	printf '# one\n# two\ntitle: new\nroot: max\nX\n  Y = 5\n  Z = 6\n' >t.tree
	select_node C
	keys e
	keys -l 9
	keys Enter
	wait_for "C = 9."
	keys w
	wait_for_joined "changed on disk since it was read"
	keys y
	wait_for "Wrote t.tree."
	[ "$(cat t.tree)" = $'title: loaded\nroot: max\nA\n  B = 1\n  C = 9' ]
	keys q
	wait_for "EXIT=0"
}

@test "r reloads the new file only when asked, and edits then start from the new text" {
	printf '%s' "$ORIGINAL" >t.tree
	open_stepper --algo minimax t.tree
	printf '%s' "$REPLACEMENT" >t.tree
	keys End
	wait_for "2000"
	keys r
	wait_for "Reloaded t.tree."
	select_node N2
	keys e
	keys -l 5
	keys Enter
	wait_for "N2 = 5."
	keys w
	wait_for "Write over t.tree? y: yes"
	keys y
	wait_for "Wrote t.tree."
	[ "$(cat t.tree)" = $'# a\n# b\n# c\n(1 5)' ]
	keys q
	wait_for "EXIT=0"
}

@test "w to a FIFO or a directory is refused at once, and the stepper goes on" {
	mkfifo fifo.tree
	mkdir dir.tree
	open_stepper -e "'(1 2)'"
	select_node N1
	keys e
	keys -l 3
	keys Enter
	wait_for "N1 = 3."
	keys w
	wait_for "Write the tree to the file:"
	keys -l fifo.tree
	keys Enter
	wait_for "Not written: fifo.tree: not a regular file (a FIFO)."
	keys w
	keys -l dir.tree
	keys Enter
	wait_for "Not written: dir.tree: not a regular file (a directory)."
	keys q y
	wait_for "EXIT=0"
}

@test "the w prompt takes a path longer than 255 bytes whole, and refuses one past PATH_MAX" {
	local dir name
	dir=$(printf 'd%.0s' {1..200})
	name="$dir/$(printf 'n%.0s' {1..90}).tree"
	mkdir "$dir"
	open_stepper -e "'(1 2)'"
	select_node N1
	keys e
	keys -l 3
	keys Enter
	keys w
	wait_for "Write the tree to the file:"
	keys -l "$name"
	keys Enter
	wait_for "Wrote"
	[ -f "$name" ]
	[ "$(cat "$name")" = "(3 2)" ]
	keys w
	wait_for "Write the tree to the file:"
	keys -l "$(printf 'x%.0s' {1..4100})"
	wait_for "[that is as long as a path can be]"
	keys Escape q y
	wait_for "EXIT=0"
}
