#!/usr/bin/env bats
# golden.bats - the full output for the sample trees, kept in tests/golden,
# so that any change in behaviour shows up as a readable diff.  After an
# intended change, regenerate them with `make update-golden` and read the
# diff before committing it.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
}

# check_golden TREE: the --compare table, and the trace and the narrated
# --explain of every algorithm.
check_golden() {
	local tree=$1 algo
	run "$TREESTEP" --compare "trees/$tree.tree"
	assert_success
	run diff -u "tests/golden/$tree.compare" - <<<"$output"
	assert_success
	for algo in $(algorithms); do
		run "$TREESTEP" --trace --algo "$algo" "trees/$tree.tree"
		assert_success
		run diff -u "tests/golden/$tree.$algo.trace" - <<<"$output"
		assert_success
		run "$TREESTEP" --explain --algo "$algo" "trees/$tree.tree"
		assert_success
		run diff -u "tests/golden/$tree.$algo.explain" - <<<"$output"
		assert_success
	done
}

# check_plan TREE ALGO [OPTION]: --compare --id and one --explain --id.
check_plan() {
	local tree=$1 algo=$2
	shift 2
	run "$TREESTEP" --compare --id "$@" "trees/$tree.tree"
	assert_success
	run diff -u "tests/golden/$tree.id.compare" - <<<"$output"
	assert_success
	run "$TREESTEP" --explain --id "$@" --algo "$algo" "trees/$tree.tree"
	assert_success
	run diff -u "tests/golden/$tree.$algo.id.explain" - <<<"$output"
	assert_success
}

@test "golden: iterative deepening where the root PV changes" {
	check_plan id-best-move-changes pvs
}

@test "golden: iterative deepening, the last PV first" {
	check_plan id-pv-first alphabeta
}

@test "golden: aspiration windows that fail high and low" {
	check_plan aspiration pvs --aspiration=2
}

# check_table TREE ALGO OPTION OPTION NAME: --compare and one --explain
# with a transposition table.
check_table() {
	run "$TREESTEP" --compare "$3" "$4" "trees/$1.tree"
	assert_success
	run diff -u "tests/golden/$1.$5.compare" - <<<"$output"
	assert_success
	run "$TREESTEP" --explain "$3" "$4" --algo "$2" "trees/$1.tree"
	assert_success
	run diff -u "tests/golden/$1.$2.$5.explain" - <<<"$output"
	assert_success
}

@test "golden: transposition, and a table that cuts the PV short" {
	check_golden transposition
	check_table transposition alphabeta --tt=8 --tt-pv-exact=take tt8
	check_table transposition pvs --tt=3 --tt-replace=depth tt3depth
	check_table transpositions-id pvs --id --tt=8 id-tt8
}

@test "golden: gnuchess-pvs" {
	check_golden gnuchess-pvs
}

@test "golden: gnuchess-pvs-research" {
	check_golden gnuchess-pvs-research
}

@test "golden: russell-norvig" {
	check_golden russell-norvig
}

@test "golden: bad-ordering" {
	check_golden bad-ordering
}

@test "golden: best-ordering" {
	check_golden best-ordering
}

@test "golden: decimals, values a hundredth apart" {
	check_golden decimals
}

@test "the screens a student sees, at 80x24, 120x36, 160x45 and 240x67, are the golden ones" {
	local dir=$BATS_TEST_TMPDIR/screens n=0 f
	mkdir -p "$dir"
	tests/screens "$TREESTEP" "$dir"
	for f in "$dir"/*; do
		run diff -u "tests/golden/screens/${f##*/}" "$f"
		assert_success
		n=$((n + 1))
	done
	# Every screen the list names, at the four sizes, was written and
	# compared ...
	local names
	names=$(grep -v '^#' tests/golden/screens/list | cut -f1 | grep -c .)
	assert_equal "$n" "$((4 * names))"
	# ... and no golden screen is left that nothing compares.
	for f in tests/golden/screens/*; do
		[ "${f##*/}" = list ] || [ -e "$dir/${f##*/}" ] ||
			fail "$f: no line of tests/golden/screens/list writes it"
	done
	assert_equal "$(ls tests/golden/screens | grep -vc '^list$')" "$n"
}

@test "the screens in Spanish, at 80x24 and 160x45, are the golden ones" {
	grep -q '^#define ENABLE_NLS 1' "$TOP_BUILDDIR/config.h" ||
		skip "built without translations (--disable-nls, or no gettext)"
	local dir=$BATS_TEST_TMPDIR/screens-es n=0 f
	mkdir -p "$dir"
	tests/screens "$TREESTEP" "$dir" es
	for f in "$dir"/*; do
		run diff -u "tests/golden/screens-es/${f##*/}" "$f"
		assert_success
		n=$((n + 1))
	done
	local names
	names=$(grep -v '^#' tests/golden/screens-es/list | cut -f1 | grep -c .)
	assert_equal "$n" "$((2 * names))"
	assert_equal "$(ls tests/golden/screens-es | grep -vc '^list$')" "$n"
	# The translation is there: the first screen speaks Spanish.
	run grep -c 'La búsqueda\|Pulsa' "$dir/sample-start.80x24"
	assert_success
}

@test "README's picture of the stepper is the alpha-beta cutoff screen as script mode draws it" {
	local shown
	shown=$(awk '/then `\]`\):$/ { on = 1; next } on && /^```$/ { if (in_block) exit; in_block = 1; next }
		in_block { print }' README.md)
	[ -n "$shown" ] || fail "README.md has no picture after 'then \`]\`):'"
	printf ']\n' >"$BATS_TEST_TMPDIR/keys"
	run "$TREESTEP" --script="$BATS_TEST_TMPDIR/keys" --algo alphabeta
	assert_success
	assert_equal "$shown" "$(sed 's/ *$//' <<<"$output")"
}
