#!/usr/bin/env bats
# valgrind.bats - memcheck finds no errors and no leaks in the batch modes
# and in a scripted interactive session.  It cannot run a program built
# with the sanitizers, so that build skips it; the plain build runs it.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	need valgrind
	[ "${SANITIZERS:-no}" = no ] || skip "built with the sanitizers"
	cd "$TOP_SRCDIR"
	SOCK="treestep-vg-$$-$BATS_TEST_NUMBER"
	VG=("$VALGRIND" -q --error-exitcode=99 --leak-check=full
		--errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect
		--suppressions="$TOP_SRCDIR/tests/valgrind.supp")
}

teardown() {
	tmux -L "${SOCK:-none}" kill-server 2>/dev/null || true
}

@test "memcheck: the batch modes" {
	run "${VG[@]}" "$TREESTEP" --compare -f json
	assert_success
	run "${VG[@]}" "$TREESTEP" --trace --algo negascout trees/gnuchess-pvs-research.tree
	assert_success
	run "${VG[@]}" "$TREESTEP" --stats 3 --random 3,2..4 --export "$BATS_TEST_TMPDIR/c.svg"
	assert_success
	run "${VG[@]}" "$TREESTEP" --stats 2 --random 3,4 --random-shape --algo pvs,negascout
	assert_success
	run "${VG[@]}" "$TREESTEP" --lesson 04-pvs-research --print
	assert_success
	run "${VG[@]}" "$TREESTEP" --lessons
	assert_success
	run "${VG[@]}" "$TREESTEP" --trace --random 2,3,5
	assert_success
	run "${VG[@]}" "$TREESTEP" --export "$BATS_TEST_TMPDIR/s.svg" --random 3,3
	assert_success
	# A handout where the build has cairo; one line saying so where not.
	run "${VG[@]}" "$TREESTEP" --handout "$BATS_TEST_TMPDIR/h.pdf" --id --aspiration 2 \
		trees/aspiration.tree
	if grep -q '^#define HAVE_CAIRO 1' "$TOP_BUILDDIR/config.h"; then
		assert_success
	else
		assert_failure 1
	fi
	# Errors free what they had built: exit status 1, not 99.
	run "${VG[@]}" "$TREESTEP" -e '((1 2) (3'
	assert_failure 1
	printf 'A\n  B = 1\n  B = 2\n' >"$BATS_TEST_TMPDIR/dup.tree"
	run "${VG[@]}" "$TREESTEP" "$BATS_TEST_TMPDIR/dup.tree"
	assert_failure 1
	run "${VG[@]}" "$TREESTEP" --lesson "$BATS_TEST_TMPDIR/dup.tree"
	assert_failure 1
}

@test "memcheck: an interactive session with every panel, a lesson, and the split view" {
	need tmux
	tmux -L "$SOCK" -f /dev/null new-session -d -x 100 -y 30 \
		env LC_ALL=C.UTF-8 PS1='$ ' bash --norc --noprofile
	wait_for '$'
	cp trees/russell-norvig.tree "$BATS_TEST_TMPDIR/r.tree"
	keys "${VG[*]} '$TREESTEP' '$BATS_TEST_TMPDIR/r.tree'; echo \"EXIT\"\"=\$?\"" Enter
	WAIT_SECONDS=30 wait_for "Step 0/32"
	keys ']' ']' c v o '?' x End Home PgDn Tab 6 s Right Right s r q
	WAIT_SECONDS=60 wait_for "EXIT="
	run screen
	assert_line "EXIT=0"
	keys "${VG[*]} '$TREESTEP' --lesson 02-alphabeta; echo \"LESSON\"\"=\$?\"" Enter
	WAIT_SECONDS=30 wait_for "stop 0 of 6"
	keys Enter Enter Enter N 1 0 Enter Enter 5 Enter Escape q
	WAIT_SECONDS=60 wait_for "LESSON="
	run screen
	assert_line "LESSON=0"
}

@test "memcheck: --results-summary and --exam, their files and their errors" {
	local d=$BATS_TEST_TMPDIR
	printf '"t","ann","practice 7","pvs","is N1 visited?","yes","yes","correct"\n"t","bo","practice 7","pvs","is N1 visited?","no","yes","wrong"\n' >"$d/r.csv"
	run "${VG[@]}" "$TREESTEP" --results-summary "$d/r.csv" --format json --export "$d/r.svg"
	assert_success
	run "${VG[@]}" "$TREESTEP" --results-summary "$d/r.csv" --format csv
	assert_success
	printf '"t","ann","p' >"$d/torn.csv"
	run "${VG[@]}" "$TREESTEP" --results-summary "$d/torn.csv"
	assert_failure 1
	run "${VG[@]}" "$TREESTEP" --exam 3 --random 2,3 --algo pvs --min-cutoffs 1 --output "$d/e"
	assert_success
	run "${VG[@]}" "$TREESTEP" --exam 3 --random 2,3 --output "$d/e"
	assert_failure 1
	run "${VG[@]}" "$TREESTEP" --exam 2 --random 2,1 --min-cutoffs 9 --output "$d/f"
	assert_failure 1
	if grep -q '^#define HAVE_CAIRO 1' "$TOP_BUILDDIR/config.h"; then
		run "${VG[@]}" "$TREESTEP" --exam 2 --random 2,2 --output "$d/p.pdf"
		assert_success
	fi
}
