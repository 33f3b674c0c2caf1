#!/usr/bin/env bats
# build.bats - promises the build makes to whoever runs configure and make.
bats_require_minimum_version 1.5.0
load helpers

# configure's own flags (the sanitizers', libFuzzer's) go into
# TREESTEP_LDFLAGS, used as AM_LDFLAGS; LDFLAGS is the user's, and a
# `make LDFLAGS=...` must not silently drop the sanitizers.  The
# sanitizer build is the one where this can fail.
@test "configure leaves LDFLAGS as the user gave it" {
	local arg given=
	eval "set -- $("$TOP_BUILDDIR/config.status" --config)"
	for arg; do
		case $arg in LDFLAGS=*) given=${arg#LDFLAGS=} ;; esac
	done
	run sed -n 's/^LDFLAGS = //p' "$TOP_BUILDDIR/Makefile"
	assert_success
	assert_output "$given"
}

@test "the benchmark's hook is not in the program that gets installed" {
	need nm
	run nm "$TREESTEP"
	assert_success
	refute_output --partial display_measure
	assert_output --partial display_run
}
