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

# ---- The real program in a real terminal (tmux, private socket $SOCK) ----

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
