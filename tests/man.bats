#!/usr/bin/env bats
# man.bats - the manual pages render cleanly and keep up with the program.
bats_require_minimum_version 1.5.0
load helpers

@test "treestep(1) and treestep(5) render without a warning" {
	need groff
	run groff -man -ww -z "$TOP_SRCDIR/man/treestep.1"
	assert_success
	assert_output ""
	run groff -man -ww -z "$TOP_SRCDIR/man/treestep.5"
	assert_success
	assert_output ""
}

@test "every option --help lists is documented in treestep(1)" {
	local opt count=0
	for opt in $("$TREESTEP" --help | grep -oE -- '--[a-z][a-z-]+' | sort -u); do
		count=$((count + 1))
		grep -qF -- "${opt//-/\\-}" "$TOP_SRCDIR/man/treestep.1" ||
			fail "$opt is not in man/treestep.1"
	done
	(( count >= 10 ))
}

# The words a lesson error lists after "(expected ", one a line: the
# parser builds the list from the table it reads the words with.
expected_words() {
	sed -n 's/.*(expected \(.*\))$/\1/p' <<<"$1" | sed 's/ or /, /' | tr ',' '\n' |
		sed 's/^ *//; /^$/d'
}

@test "every algorithm, every lesson key and every stop is documented" {
	local a n=0
	for a in $(algorithms); do
		grep -qE -- "^\.BR? ${a//-/\\\\-}( |$)" "$TOP_SRCDIR/man/treestep.1" || fail "$a"
		n=$((n + 1))
	done
	(( n >= 6 ))
	# The keys, as a lesson with an unknown key is told them.
	printf 'title: t\ncolour: red\n' >"$BATS_TEST_TMPDIR/k.lesson"
	run --separate-stderr "$TREESTEP" --lesson "$BATS_TEST_TMPDIR/k.lesson" --print
	assert_failure 1
	n=0
	for a in $(expected_words "$stderr"); do
		grep -qF -- "${a//-/\\-}: " "$TOP_SRCDIR/man/treestep.5" || fail "$a:"
		n=$((n + 1))
	done
	(( n >= 15 ))
	# The stops, as a lesson with an unknown stop is told them.
	printf 'title: t\ntree: (1 2)\nalgorithm: minimax\nstop: fly\n' >"$BATS_TEST_TMPDIR/s.lesson"
	run --separate-stderr "$TREESTEP" --lesson "$BATS_TEST_TMPDIR/s.lesson" --print
	assert_failure 1
	n=0
	for a in $(expected_words "$stderr"); do
		grep -qE -- "^\.B[IR]? \"?${a//-/\\\\-}( |\"|,|$)" "$TOP_SRCDIR/man/treestep.5" ||
			fail "stop $a"
		n=$((n + 1))
	done
	(( n >= 18 ))
}
