#!/usr/bin/env bats
# stepper.bats - the interactive stepper, as a student sees it at 80x24.
# Most tests drive it through script mode (start: exact screens, no
# waiting); the few marked with start_terminal run it in a real terminal
# (tmux on a private socket), as the proof that a terminal works: start-up,
# resizing, colour, signals, TERM=dumb or unknown.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	SOCK="treestep-test-$$-$BATS_TEST_NUMBER"
	cd "$TOP_SRCDIR"
}

teardown() {
	[[ -z ${SCRIPT_FILE:-} ]] || rm -f "$SCRIPT_FILE"
	tmux -L "$SOCK" kill-server 2>/dev/null || true
}

# start ARGS...: treestep ARGS in script mode at 80x24, UTF-8 unless LC_ALL
# is given in START_ENV.
start() {
	script_start "$@"
	wait_for "Step 0/"
}

# start_terminal ARGS...: the same in a fresh 80x24 terminal; with
# START_STDERR set, treestep's standard error goes to that file (what
# the C library says as it aborts is written there, and would be lost on
# the screen it leaves).
start_terminal() {
	local run=("$TREESTEP")
	[[ -z ${START_STDERR:-} ]] || run=(sh -c 'exec "$0" "$@" 2>"$START_STDERR"' "$TREESTEP")
	tmux -L "$SOCK" -f /dev/null new-session -d -x 80 -y 24 \
		env LC_ALL=C.UTF-8 START_STDERR="${START_STDERR:-}" ${START_ENV:-} "${run[@]}" "$@"
	wait_for "Step 0/"
}

@test "the stepper starts paused at step 0 on the built-in sample, with pvs" {
	start
	assert_equal "$(screen | head -1)" " treestep  4:pvs on GNU Chess PVS sample"
	screen | grep -qF "Step 0/43"
	screen | grep -qF "nothing searched yet"
}

@test "alpha-beta: the cutoff at N4 marks N10 as cut, with the stack and the reason" {
	start --algo alphabeta
	keys ']'
	wait_for_joined "N9 scores 6 at N4: 6 ≥ β 5. MIN at N1 can already hold MAX to 5 with N3, so it has no reason to let play reach N4, worth at least 6 to MAX: N10 is cut."
	run screen
	assert_line --regexp '▼N9 +▼N10 +▼N11'
	# Leaf values show from the start: N10's 2 stays, marked cut.
	assert_line --regexp '^ +3 +5 +6 +cut 2 +9 +1 +4 +3$'
	assert_line --partial '╳'
	assert_line --regexp '^  N1 +MIN \(-∞, 5\)'
	assert_line --regexp '^ >N4 +MAX \(-∞, 5\)'
	assert_line --partial 'Step 18/42'
	assert_line "At N4 (MAX, window (-∞, 5)): cut if a child scores ≥ 5."
}

@test "PVS on the variant: the probe of N2 fails high and N2 is searched again" {
	start trees/gnuchess-pvs-research.tree
	local i
	for i in $(seq 10); do
		keys ']'
		screen | grep -qF "The probe of N2 failed high" && break
		sleep 0.1
	done
	wait_for_joined "The probe of N2 failed high: N2 is better for MAX than 5. So N0 searches N2 again with (5, +∞) to learn its value."
	keys Right
	wait_for "N2 (MIN) is searched again, now with the window (5, +∞)"
	run screen
	assert_line --regexp '^ >N2 +MIN \(5, \+∞\) +re-search '
	# The probe proved N2 better than 5 for MAX, so N0 has at least 6;
	# N2 itself, searched again afresh, shows only that this is its
	# second search.
	assert_line --index 2 --regexp '^ +≥6$'
	assert_line --index 4 --regexp '^ +▼N1 +▼N2$'
	assert_line --index 5 --regexp '^ +5 +×2$'
}

@test "the PV table grows into the principal variation, drawn as a triangle" {
	start trees/gnuchess-pvs-research.tree
	keys End
	wait_for "Step 68/68"
	run screen
	# The table shares its rows with the (now empty) search stack.
	assert_line --regexp '^  \(empty\) +0 N2  N5  N12$'
	assert_line --regexp '^ +1     N5  N12$'
	assert_line --partial "The search is over: N0 is worth 10. Principal variation: N2 N5 N12."
	# Stepping back to 0 empties the table again.
	keys Home
	wait_for "Step 0/68"
	run screen
	assert_line --regexp '^  \(empty\) +0 ·   ·   ·$'
}

@test "the help screen lists the keys, and any key closes it" {
	start
	keys '?'
	wait_for "any other key closes this help"
	run screen
	assert_line --regexp '^  Tab +next algorithm'
	keys NPage
	wait_for "any other key closes this help (lines 23-"
	run screen
	assert_line --regexp '^  q Q +quit$'
	keys x
	wait_for "Step 0/43"
}

@test "an unknown key says how to open the help" {
	start
	keys Z
	wait_for "Unknown key Z: press ? for help."
}

@test "a terminal below 80x24 gets a message, and the screen comes back" {
	start_terminal
	tmux -L "$SOCK" resize-window -x 60 -y 20
	wait_for "Enlarge the terminal"
	wait_for "(now 60x20); q quits."
	tmux -L "$SOCK" resize-window -x 80 -y 24
	wait_for "Step 0/43"
}

@test "q quits and gives the shell back" {
	start_shell
	keys "'$TREESTEP'; echo EXIT=\$?" Enter
	wait_for "Step 0/43"
	keys q
	wait_for "EXIT=0"
	run screen
	refute_output --partial "Search stack"
}

@test "Tab switches algorithm at the same point of the search" {
	start --algo alphabeta
	keys ']'
	wait_for "Step 18/42"
	keys Tab
	wait_for "3:alphabeta-soft"
	# The last node alpha-beta entered was N9: the new search is shown entering it.
	wait_for "N9 (MIN to move) is a leaf, entered with the window (-∞, 5)"
	keys 6
	wait_for "6:negascout"
}

@test "v switches to the negamax view, c shows the code" {
	start --algo alphabeta
	keys ']' v
	wait_for "[negamax view]"
	run screen
	assert_line --regexp '^  N1 +MIN \(-5, \+∞\)'
	keys c
	wait_for "src/search/alphabeta.c"
	run screen
	assert_line --partial "rec_cutoff(s, i, score, beta);"
}

@test "without UTF-8 the screen is plain ASCII" {
	START_ENV="LC_ALL=C" start --algo alphabeta
	keys ']'
	wait_for "N9 scores 6 at N4: 6 >= beta 5. MIN at N1"
	run screen
	assert_line --regexp 'vN9 +vN10'
	assert_line --regexp '^  N1 +MIN \(-inf, 5\)'
	refute_output --regexp $'[^\n -~]'
}

@test "r reloads the file, and a broken file keeps the old tree on screen" {
	cp trees/russell-norvig.tree "$BATS_TEST_TMPDIR/t.tree"
	start_terminal "$BATS_TEST_TMPDIR/t.tree"
	keys End
	wait_for "N0 is worth 3."
	printf '((3 12 8) (2 4 6\n' >"$BATS_TEST_TMPDIR/t.tree"
	keys r
	wait_for_joined "Reload failed, keeping the old tree: $BATS_TEST_TMPDIR/t.tree:1:11: unbalanced parenthesis: this '(' is never closed"
	screen | grep -qF "N0 is worth 3."
	printf '((3 12 8) (2 4 6) (14 5 20))\n' >"$BATS_TEST_TMPDIR/t.tree"
	keys r
	wait_for "Reloaded $BATS_TEST_TMPDIR/t.tree."
	keys End
	wait_for "N0 is worth 5."
}

@test "colour where the terminal has it, none with NO_COLOR" {
	start_terminal --algo alphabeta
	keys ']'
	wait_for "Step 18/42"
	run tmux -L "$SOCK" capture-pane -e -p
	assert_output --regexp $'\e\\[[0-9;]*3[1-6]m'
	# A second terminal on a socket of its own: reusing a socket right
	# after kill-server races with the old server's exit.
	tmux -L "$SOCK" kill-server
	SOCK="$SOCK-nocolor"
	START_ENV="NO_COLOR=1" start_terminal --algo alphabeta
	keys ']'
	wait_for "Step 18/42"
	run tmux -L "$SOCK" capture-pane -e -p
	refute_output --regexp $'\e\\[[0-9;]*3[1-6]m'
	# Without colour the states still differ: the current node is reversed.
	assert_output --regexp $'\e\\[[0-9;]*7m'
}

# click X Y: a mouse press and release at column X, row Y (from 1), in the
# X10 encoding that tmux's terminal description announces (kmous=\E[M).
click() {
	local cx cy
	cx=$(printf '\\%o' $((32 + $1)))
	cy=$(printf '\\%o' $((32 + $2)))
	keys -l "$(printf "\033[M %b%b" "$cx" "$cy")"
	keys -l "$(printf "\033[M#%b%b" "$cx" "$cy")"
}

@test "clicking a node jumps to the first step that reaches it" {
	start_terminal
	# Row 5 holds the MIN nodes; find N2's display column.
	local line prefix
	line=$(screen | sed -n 5p)
	prefix=${line%%N2*}
	click $(( ${#prefix} + 1 )) 5
	wait_for "Step 29/43"
	wait_for "N2 (MIN) is entered for N0's null-window probe (5, 6)"
}

@test "a plays the search by itself, and stops at the end" {
	start_terminal -e '(1 2)'
	keys + + +
	keys a
	wait_for "Autoplay:  a stops  + faster  - slower  q quit"
	wait_for "Step 14/14"
	wait_for "The search is over: N0 is worth 2."
}

@test "o shows the outline layout, one node per line" {
	start --algo alphabeta
	keys End o
	wait_for "Step 42/42"
	run screen
	assert_line --regexp '^ ▲N0 5$'
	assert_line --regexp '^   ▼N1 5$'
	assert_line --regexp '^       ▼N10 cut 2$'
}

@test "TERM=dumb: a clear message instead of a broken screen" {
	start_shell
	keys "TERM=dumb '$TREESTEP' 2>&1 | head -3; echo EXIT=\${PIPESTATUS[0]}" Enter
	wait_for "EXIT=0"
	wait_for "treestep: standard output is not a terminal"
	keys "TERM=dumb '$TREESTEP' </dev/tty >/dev/tty; echo EXIT=\$?" Enter
	wait_for "treestep: TERM is 'dumb', which cannot draw a full screen"
	wait_for "GNU Chess PVS sample (built-in): 15 nodes"
}

@test "an unknown TERM is told as TERM=dumb is: a message, and the table instead" {
	start_shell
	keys "clear; TERM=nosuchterm '$TREESTEP' </dev/tty >/dev/tty; echo EXIT=\$?" Enter
	wait_for "EXIT=0"
	wait_for "treestep: TERM is 'nosuchterm', which the terminal database does not know"
	wait_for "GNU Chess PVS sample (built-in): 15 nodes"
	# A lesson is printed instead; practice, which has no printed form,
	# stops with the reason.
	keys "clear; TERM=nosuchterm '$TREESTEP' --lesson 01-minimax </dev/tty >/dev/tty 2>'$BATS_TEST_TMPDIR/lesson.err'; echo LESSON=\$?" Enter
	wait_for "LESSON=0"
	grep -qF "treestep: TERM is 'nosuchterm', which the terminal database does not know, so the lesson cannot be played; printing it instead" \
		"$BATS_TEST_TMPDIR/lesson.err"
	keys "clear; TERM=nosuchterm '$TREESTEP' --practice </dev/tty >/dev/tty 2>'$BATS_TEST_TMPDIR/practice.err'; echo PRACTICE=\$?" Enter
	wait_for "PRACTICE=1"
	assert_equal "$(cat "$BATS_TEST_TMPDIR/practice.err")" \
		"treestep: TERM is 'nosuchterm', which the terminal database does not know, so practice cannot start"
}

@test "a wide tree scrolls, and a step looks the same reached forward or backward" {
	start trees/bad-ordering.tree
	local i
	# Full labels: too wide for 80 columns (the fit zoom would show it whole).
	keys z
	wait_for "[zoom: full labels]"
	for i in $(seq 20); do keys NPage; done
	wait_for "Step 200/328"
	forward=$(screen)
	keys End
	wait_for "Step 328/328"
	for i in $(seq 128); do keys Left; done
	wait_for "Step 200/328"
	run diff <(echo "$forward") <(screen)
	assert_success
	# The tree is wider than the screen: the view has scrolled right, past
	# the first leaf, N13.
	run screen
	refute_output --partial "▼N13 "
	assert_output --partial "▼N30"
}

@test "Ctrl-C and SIGTERM end the stepper and restore the terminal" {
	start_shell
	keys "'$TREESTEP'; echo EXIT=\$?" Enter
	wait_for "Step 0/43"
	keys C-c
	wait_for "EXIT=130"
	keys "'$TREESTEP' -e '(1 2 3)'; echo STATUS=\$?" Enter
	wait_for "Step 0/"
	pkill -TERM -f -- "$TREESTEP -e \\(1 2 3\\)"
	wait_for "STATUS=143"
	keys "stty -a | tr ' ' '\\n' | grep -xE -- '-?(echo|icanon)' | tr '\\n' ' '; echo" Enter
	wait_for "icanon echo"
}

@test "a lesson plays in the stepper: stops, questions, score" {
	tmux -L "$SOCK" -f /dev/null new-session -d -x 80 -y 24 \
		env LC_ALL=C.UTF-8 "$TREESTEP" --lesson 02-alphabeta
	wait_for "Lesson: Alpha-beta: cutoffs and why they are safe   stop 0 of 6   score 0/3"
	keys Enter
	wait_for "stop 1 of 6"
	wait_for_joined "MIN at N1 can now hold MAX to 5"
	keys Enter Enter
	# The cut question is asked at step 17, before the cutoff shows.
	wait_for "Which node will be cut off next?"
	wait_for "Step 17/42"
	keys N 1 0 Enter
	wait_for "You said N10: right!"
	wait_for "Step 18/42"
	keys Enter
	wait_for "What will N4 return to its parent"
	keys '>' '=' 5 Enter
	wait_for_joined "You said ≥5: right!"
	keys Enter
	wait_for "What will N2 return to its parent"
	keys 7 Enter
	wait_for_joined "You said 7; the answer is ≤5."
	keys Enter
	wait_for_joined "Lesson complete: 2 of 3 predictions right. q quits."
	wait_for "score 2/3"
	# Full control stays: stepping back shows the earlier stop again.
	keys Home
	wait_for "Step 0/42"
	wait_for "stop 0 of 6"
}

@test "the split view steps two algorithms visit by visit and marks the difference" {
	tmux -L "$SOCK" -f /dev/null new-session -d -x 80 -y 24 \
		env LC_ALL=C.UTF-8 "$TREESTEP" --vs alphabeta
	wait_for "split view, visit 0 of 14"
	keys End
	wait_for "split view, both searches finished"
	run screen
	# Left: pvs, which entered nothing alpha-beta did not; right: alpha-beta,
	# which also searched N12.
	assert_line --regexp '^─ 4:pvs  step 43/43 ─+│─ 2:alphabeta  step 42/42 ─+$'
	assert_line --regexp '^ only here: none +│ only here, underlined: N12$'
	keys Left
	wait_for "split view, visit 14 of 14"
	keys Tab
	wait_for "3:alphabeta-soft"
	keys s
	wait_for " treestep  4:pvs on GNU Chess PVS sample"
	keys s
	wait_for "split view"
}

@test "a long --stats run shows its progress on a terminal" {
	tmux -L "$SOCK" -f /dev/null new-session -d -x 80 -y 24 \
		"$TREESTEP" --stats 100000 --random 8,6 --algo pvs -f tsv
	# One depth: the line names the tree, not the depth.
	wait_for "treestep: tree "
	wait_for " of 100000, "
	wait_for " of about 30.0 billion visits, "
}

# alive_or_fail WHEN: fails, saying how treestep ended and what a
# sanitizer reported (to files: a 1x1 pane shows nothing of it), if its
# pane is dead.
alive_or_fail() {
	[ "$(tmux -L "$SOCK" display -p '#{pane_dead}')" = 1 ] || return 0
	sleep 0.5
	fail "treestep ended $1: $(tmux -L "$SOCK" display -p 'status #{pane_dead_status} signal #{pane_dead_signal}')$(sanitizer_report)"
}

# sanitizer_report: what a sanitizer wrote to the files START_ENV names
# below, and treestep to its standard error, after a newline, if anything.
sanitizer_report() {
	local report
	report=$(cat "$BATS_TEST_TMPDIR"/sanitizer.* "$BATS_TEST_TMPDIR"/stderr 2>/dev/null | head -40)
	[ -z "$report" ] || printf '\n%s' "$report"
}

@test "a 1x1 terminal, and a storm of resizes while autoplay runs" {
	START_ENV="ASAN_OPTIONS=log_path=$BATS_TEST_TMPDIR/sanitizer.asan
		UBSAN_OPTIONS=log_path=$BATS_TEST_TMPDIR/sanitizer.ubsan:print_stacktrace=1" \
		START_STDERR="$BATS_TEST_TMPDIR/stderr" start_terminal
	# The pane stays when treestep ends, so that an early end shows its
	# exit status instead of a vanished session ("Pane is dead", cut to
	# its P at 1x1).
	tmux -L "$SOCK" set-option -w remain-on-exit on
	tmux -L "$SOCK" resize-window -x 1 -y 1
	sleep 0.2
	alive_or_fail "at 1x1"
	tmux -L "$SOCK" resize-window -x 80 -y 24
	alive_or_fail "on the resize from 1x1 to 80x24"
	wait_for "Step 0/"
	keys + + + + + a
	local i
	for i in $(seq 60); do
		tmux -L "$SOCK" resize-window -x $((40 + i % 50)) -y $((10 + i % 20))
		sleep 0.02
	done
	tmux -L "$SOCK" resize-window -x 80 -y 24
	alive_or_fail "during the storm"
	wait_for "Step 43/43"
	wait_for "The search is over: N0 is worth 5."
	keys q
	# The program ended by itself, with status 0 (the sanitizer build's
	# leak check at exit may take a few seconds on a busy machine).
	for i in $(seq 300); do
		[ "$(tmux -L "$SOCK" display -p '#{pane_dead}')" = 0 ] || break
		sleep 0.05
	done
	# tmux may see the pane's end a moment before it has the status; and
	# tmux 3.3 now and then marks a pane dead without ever recording how
	# its process ended (no status, no time of death, no "Pane is dead"
	# line), in the plain build as in the sanitizer build: the end itself
	# is all that can be checked then.
	for i in $(seq 20); do
		[ -z "$(tmux -L "$SOCK" display -p '#{pane_dead_status}')" ] || break
		sleep 0.05
	done
	local end
	end=$(tmux -L "$SOCK" display -p '#{pane_dead} #{pane_dead_status}')
	[ "$end" != "1 " ] || end="1 0"
	[ "$end" = "1 0" ] || fail "treestep did not quit with status 0 (dead, status: $end)$(sanitizer_report)"
}

@test "TERM unset: a clear message" {
	start_shell
	keys "env -u TERM '$TREESTEP' </dev/tty >/dev/tty; echo EXIT=\$?" Enter
	wait_for "treestep: TERM is unset, which cannot draw a full screen"
	wait_for "EXIT=0"
}

@test "a lost terminal (SIGHUP) ends the stepper cleanly" {
	start_shell
	keys "'$TREESTEP' -e '(4 5 6)'; echo STATUS=\$?" Enter
	wait_for "Step 0/"
	pkill -HUP -f -- "$TREESTEP -e \\(4 5 6\\)"
	wait_for "STATUS=129"
	keys "stty -a | tr ' ' '\\n' | grep -xE -- '-?(echo|icanon)' | tr '\\n' ' '; echo" Enter
	wait_for "icanon echo"
}

@test "a node with 1,000 children in the stepper" {
	{ printf '(('; seq 1000 | tr '\n' ' '; printf ') 5)\n'; } >"$BATS_TEST_TMPDIR/wide.tree"
	start --algo alphabeta "$BATS_TEST_TMPDIR/wide.tree"
	keys End
	wait_for "The search is over: N0 is worth 5."
	keys Home o
	wait_for "Step 0/"
	keys End
	wait_for "The search is over: N0 is worth 5."
}

@test "a transposition and a table: @ac is drawn once, the hit and T's table panel" {
	start --algo alphabeta --tt 8 trees/transposition.tree
	local i
	for i in $(seq 38); do keys Right; done
	wait_for "Step 38/54"
	run screen
	assert_line --regexp '▲ac +▲ad +▲@ac +▲cd'
	assert_line --partial 'ac is in the table (slot 4): exactly 5, from a search 1 ply deep, as deep as'
	# Without T the right panel is the PV table; with T, the table.
	assert_line --regexp 'PV table'
	keys T
	wait_for "Table: 8 entries, replace always"
	run screen
	assert_line --regexp '^  R +MAX \(2, \+∞\) +1 a +2 +depth 2  ad$'
	assert_line --regexp '^  c +MIN \(2, \+∞\) +4 ac +5 +depth 1  e +< hit$'
	assert_line --regexp '^ >ac +MAX \(2, \+∞\) +5 ad +2 +depth 1  ad2$'
}

@test "finding a transposition by its name goes to the first entry of its node through it" {
	start --algo alphabeta trees/transposition.tree
	keys /
	keys -l '@ac'
	keys Enter
	wait_for "Selected @ac."
	run screen
	assert_line --partial 'Step 29/47'
	assert_line --regexp '^  c +MIN \(2, \+∞\)'
	assert_line --regexp '^ >ac +MAX \(2, \+∞\)'
}

@test "the table panel marks an overwrite and an entry depth-preferred replacement keeps" {
	start --algo alphabeta --tt 8 trees/transposition.tree
	local i
	for i in $(seq 53); do keys Right; done
	keys T
	wait_for "Step 53/54"
	run screen
	assert_line --regexp '0 R +5 +depth 3  c +< was cd$'
	SCRIPT_ARGS=(--algo pvs --tt 3 --tt-replace depth trees/transposition.tree)
	: >"$SCRIPT_FILE"
	for i in $(seq 58); do keys Right; done
	keys T
	wait_for "Table: 3 entries, replace by depth"
	run screen
	assert_line --regexp '0 a +2 +depth 2  ad +< kept$'
	assert_line --partial "ac's result (at least 3, 1 ply deep) is not stored: slot 0 keeps a,"
}
