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

@test "every algorithm and every lesson key is documented" {
	local a
	local n=0
	for a in $(algorithms); do
		grep -qE -- "^\.BR? ${a//-/\\\\-}( |$)" "$TOP_SRCDIR/man/treestep.1" || fail "$a"
		n=$((n + 1))
	done
	(( n >= 6 ))
	for a in title tree leaves depth id pv-first aspiration algorithm stop question ask; do
		grep -qF -- "${a//-/\\-}: " "$TOP_SRCDIR/man/treestep.5" || fail "$a:"
	done
	for a in iteration order fail-high fail-low; do
		grep -qE -- "^\.BI \"${a//-/\\\\-} " "$TOP_SRCDIR/man/treestep.5" || fail "stop $a"
	done
}
