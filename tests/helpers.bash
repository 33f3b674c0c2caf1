# helpers.bash - shared set-up for the bats tests.  make check exports
# TREESTEP (the built program) and TOP_SRCDIR (the source tree).
# tests/run-bats has made sure these two libraries are there.
bats_load_library bats-support
bats_load_library bats-assert

: "${TREESTEP:?run the tests with make check}"
: "${TOP_SRCDIR:?run the tests with make check}"
: "${JQ:=jq}"
: "${VALGRIND:=valgrind}"

# need TOOL: skips the test, naming the Debian package to install, unless
# TOOL is installed.  jq and valgrind are run as $JQ and $VALGRIND, the
# paths configure found (make check passes them); tmux and groff by name.
# CI has every tool, and fails on any skip it does not expect (.ci/run).
need() {
	local tool=$1 run=$1 package=$1
	case $tool in
	jq) run=$JQ ;;
	valgrind) run=$VALGRIND ;;
	groff) package=groff-base ;;
	nm) package=binutils ;;
	esac
	# type -P: a program on PATH, not the tmux function below.
	type -P "$run" >/dev/null ||
		skip "$tool is not installed (Debian: apt-get install $package)"
}

# The algorithms, as the program lists them (algorithms[] in src/algo.c is
# the one list; no test spells it out).
algorithms() {
	"$TREESTEP" --compare --format tsv -e '(1 2)' | sed 1d | cut -f1
}

# Runs treestep with stdout and stderr kept apart: $output is stdout,
# $stderr is stderr (bats 1.8's --separate-stderr).
treestep() {
	run --separate-stderr "$TREESTEP" "$@"
}

# ---- The real program in a real terminal (tmux, private socket $SOCK) ----

# Every use of tmux, in these helpers and in the tests, goes through
# need(): a test that drives a real terminal skips, naming the package,
# when tmux is missing.  (bats allows a skip in teardown too.)
tmux() {
	need tmux
	command tmux "$@"
}

screen() {
	tmux -L "$SOCK" capture-pane -p
}

keys() {
	tmux -L "$SOCK" send-keys "$@"
}

# wait_for TEXT: until the screen shows TEXT (a fixed string), for
# WAIT_SECONDS (5 unless set).
wait_for() {
	local i
	for i in $(seq $(( ${WAIT_SECONDS:-5} * 20 ))); do
		screen 2>/dev/null | grep -qF -- "$1" && return 0
		sleep 0.05
	done
	echo "the screen never showed: $1"
	screen
	return 1
}

# wait_for_joined TEXT: the same, for text that may wrap over lines (the
# lines are joined, and runs of spaces squeezed).
wait_for_joined() {
	local i
	for i in $(seq $(( ${WAIT_SECONDS:-5} * 20 ))); do
		screen 2>/dev/null | tr '\n' ' ' | tr -s ' ' | grep -qF -- "$1" && return 0
		sleep 0.05
	done
	echo "the screen never showed: $1"
	screen
	return 1
}


# start_shell: a plain shell in a fresh 80x24 terminal, for tests that
# check what is left after treestep exits.
start_shell() {
	tmux -L "$SOCK" -f /dev/null new-session -d -x 80 -y 24 \
		env LC_ALL=C.UTF-8 PS1='$ ' bash --norc --noprofile
	wait_for '$'
}
