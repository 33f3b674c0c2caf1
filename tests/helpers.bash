# helpers.bash - shared set-up for the bats tests.  make check exports
# TREESTEP (the built program) and TOP_SRCDIR (the source tree).
load /usr/lib/bats/bats-support/load
load /usr/lib/bats/bats-assert/load

: "${TREESTEP:?run the tests with make check}"
: "${TOP_SRCDIR:?run the tests with make check}"
: "${JQ:=jq}"

# Runs treestep with stdout and stderr kept apart: $output is stdout,
# $stderr is stderr (bats 1.8's --separate-stderr).
treestep() {
	run --separate-stderr "$TREESTEP" "$@"
}
