#!/usr/bin/env bats
# reload.bats - r rebuilds everything that was built for the old tree, in
# every mode, and reloads the file the tree was found at; SIGQUIT restores
# the terminal; the counters line never cuts a number.  Run in a real
# terminal (tmux); the sanitizer build makes any stale array a failure.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
	SOCK="treestep-reload-$$-$BATS_TEST_NUMBER"
}

teardown() {
	tmux -L "$SOCK" kill-server 2>/dev/null || true
}

# open FILE [ARGS]: the stepper on FILE, in a shell that prints the exit
# status, so a crash shows up as a status rather than a hang.
open_stepper() {
	start_shell
	keys "'$TREESTEP' $*; echo EXIT=\$?" Enter
}

# reload_to MODE_KEYS: open a tree file, enter a mode, swap the file for a
# bigger or smaller tree, press r, then leave and re-enter the mode.
reload_in_mode() {
	local from=$1 to=$2 mode=$3
	cp "$from" "$BATS_TEST_TMPDIR/t.tree"
	open_stepper "$BATS_TEST_TMPDIR/t.tree"
	wait_for "Step 0/"
	keys Right Right Right
	[ -z "$mode" ] || keys $mode
	cp "$to" "$BATS_TEST_TMPDIR/t.tree"
	keys r
	wait_for "Reloaded $BATS_TEST_TMPDIR/t.tree."
	[ -z "$mode" ] || keys $mode $mode
	keys End Home Right
	keys q
	wait_for "EXIT=0"
}

@test "reload to a bigger and a smaller tree in every mode: tree, outline, code, split view" {
	printf '(1 2)\n' >"$BATS_TEST_TMPDIR/small.tree"
	local small="$BATS_TEST_TMPDIR/small.tree" big=trees/bad-ordering.tree mode
	for mode in "" o c s; do
		reload_in_mode "$small" "$big" "$mode"
		teardown
		reload_in_mode "$big" "$small" "$mode"
		teardown
	done
}

@test "the split view closed before a reload is built anew for the new tree" {
	# The crash of issue 9: s twice, a bigger tree, r, then s.
	printf '(1 2)\n' >"$BATS_TEST_TMPDIR/t.tree"
	open_stepper "$BATS_TEST_TMPDIR/t.tree"
	wait_for "Step 0/"
	keys s
	wait_for "only here:"
	keys s
	cp trees/bad-ordering.tree "$BATS_TEST_TMPDIR/t.tree"
	keys r
	wait_for "Reloaded"
	keys s
	wait_for "only here:"
	keys End
	# The right half draws the new tree's nodes, N39 the last of them.
	wait_for "N39"
	keys q
	wait_for "EXIT=0"
}

@test "a tree opened by name reloads the file that was found" {
	mkdir -p "$BATS_TEST_TMPDIR/data/trees" "$BATS_TEST_TMPDIR/elsewhere"
	printf '(1 2)\n' >"$BATS_TEST_TMPDIR/data/trees/mine.tree"
	start_shell
	keys "cd '$BATS_TEST_TMPDIR/elsewhere' && '$TREESTEP' --data-dir '$BATS_TEST_TMPDIR/data' mine; echo EXIT=\$?" Enter
	wait_for "Step 0/"
	printf '(1 2 3)\n' >"$BATS_TEST_TMPDIR/data/trees/mine.tree"
	keys r
	wait_for "Reloaded $BATS_TEST_TMPDIR/data/trees/mine.tree."
	wait_for "N3"
	keys q
	wait_for "EXIT=0"
}

@test "Ctrl-\\ (SIGQUIT) ends the stepper and restores the terminal" {
	open_stepper
	wait_for "Step 0/43"
	keys 'C-\'
	wait_for "EXIT=131"
	keys "stty -a | tr ' ' '\\n' | grep -xE -- '-?(echo|icanon)' | tr '\\n' ' '; echo" Enter
	wait_for "icanon echo"
}

# crash_restores SIGNAL STATUS: the stepper killed by SIGNAL leaves the
# full screen, shows the cursor and puts back the terminal's settings,
# and exits as that signal would have ended it (STATUS).
crash_restores() {
	# A tmux server of its own for each signal.
	SOCK="treestep-reload-$$-$BATS_TEST_NUMBER-$1"
	open_stepper
	wait_for "Step 0/43"
	[ "$(tmux -L "$SOCK" display -p '#{alternate_on}')" = 1 ]
	pkill -"$1" -f "^$TREESTEP\$"
	wait_for "EXIT=$2"
	[ "$(tmux -L "$SOCK" display -p '#{alternate_on} #{cursor_flag}')" = "0 1" ]
	keys "stty -a | tr ' ' '\\n' | grep -xE -- '-?(echo|icanon)' | tr '\\n' ' '; echo" Enter
	wait_for "icanon echo"
}

@test "a crash (SIGABRT, SIGILL) restores the terminal, and the exit status is the signal's" {
	crash_restores ABRT 134
	teardown
	crash_restores ILL 132
}

@test "a crash (SIGSEGV, SIGBUS, SIGFPE) restores the terminal" {
	# In the sanitizer build AddressSanitizer reports these itself and
	# exits with status 1, after treestep's death callback restores the
	# terminal.
	local sig status
	for sig in SEGV:139 BUS:135 FPE:136; do
		status=${sig#*:}
		[ "${SANITIZERS:-no}" = no ] || status=1
		crash_restores "${sig%:*}" "$status"
		teardown
	done
}

@test "seven-digit step counts: the counters line keeps every number whole at 80 columns" {
	open_stepper --random 10,6 --algo minimax
	WAIT_SECONDS=60 wait_for "Step 0/2868260"
	keys End
	WAIT_SECONDS=20 wait_for "Step 2868260/2868260"
	local line
	line=$(screen | grep -F "Step 2868260/2868260")
	# Every counter is there, whole: label and number.
	[[ $line =~ nodes\ 1111111 ]] || fail "nodes: $line"
	[[ $line =~ visits\ 1111111 ]] || fail "visits: $line"
	[[ $line =~ leaves\ 1000000 ]] || fail "leaves: $line"
	[[ $line =~ (cutoffs|cut)\ 0 ]] || fail "cutoffs: $line"
	[[ $line =~ (re-searches|res)\ 0 ]] || fail "re-searches: $line"
	keys q
	wait_for "EXIT=0"
}

@test "TERM=linux and an unknown TERM: no leak report from the terminal libraries" {
	# In the sanitizer build LeakSanitizer checks every exit; the leaks
	# of ncurses, terminfo and gpm are suppressed by tests/lsan.supp, and
	# gpm is preloaded so that its frames have a name to match.
	local gpm= pre=
	for gpm in /lib/*/libgpm.so.2 /usr/lib/*/libgpm.so.2; do
		[ -e "$gpm" ] && break
	done
	if [ "${SANITIZERS:-no}" = yes ] && [ -e "$gpm" ]; then
		pre="ASAN_OPTIONS=verify_asan_link_order=0 LD_PRELOAD=$gpm"
	fi
	start_shell
	keys "env $pre TERM=linux '$TREESTEP' 2>'$BATS_TEST_TMPDIR/linux.err'; echo EXIT=\$?" Enter
	wait_for "Step 0/43"
	keys q
	wait_for "EXIT=0"
	keys "TERM=nosuchterm '$TREESTEP' 2>'$BATS_TEST_TMPDIR/unknown.err'; echo STATUS=\$?" Enter
	wait_for "STATUS=0"
	grep -q "TERM is 'nosuchterm', which the terminal database does not know" \
		"$BATS_TEST_TMPDIR/unknown.err"
	run cat "$BATS_TEST_TMPDIR/linux.err" "$BATS_TEST_TMPDIR/unknown.err"
	assert_success
	refute_output --partial LeakSanitizer
}
