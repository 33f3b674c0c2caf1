# helpers.bash - shared set-up for the bats tests.  make check exports
# TREESTEP (the built program) and TOP_SRCDIR (the source tree).
# tests/run-bats has made sure these two libraries are there.
bats_load_library bats-support
bats_load_library bats-assert

: "${TREESTEP:?run the tests with make check}"
: "${TOP_SRCDIR:?run the tests with make check}"
: "${JQ:=jq}"
: "${VALGRIND:=valgrind}"
: "${BASH_COMPLETION:=/usr/share/bash-completion/bash_completion}"

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
	xmllint) package=libxml2-utils ;;
	rsvg-convert) package=librsvg2-bin ;;
	pdfinfo | pdftotext | pdftoppm) package=poppler-utils ;;
	nm) package=binutils ;;
	bash-completion)        # a file to source, not a program
		[[ -f $BASH_COMPLETION ]] ||
			skip "bash-completion is not installed (Debian: apt-get install bash-completion)"
		return ;;
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

# The screen, and keys for it: of the tmux terminal, or, after
# script_start, of treestep's script mode (--script), where the keys are
# collected in a file and every look at the screen runs treestep afresh
# with all of them: script mode is the same stepper on a virtual screen,
# so that is exactly what a terminal would show, with no waiting.
screen() {
	if [[ -n ${SCRIPT_FILE:-} ]]; then
		env LC_ALL=C.UTF-8 ${SCRIPT_ENV:-} "$TREESTEP" --script="$SCRIPT_FILE" \
			--screen="${SCRIPT_SIZE:-80x24}" "${SCRIPT_ARGS[@]}" 2>&1
	else
		tmux -L "$SOCK" capture-pane -p
	fi
}

keys() {
	if [[ -n ${SCRIPT_FILE:-} ]]; then
		local k
		if [[ $1 == -l ]]; then         # literal text, as tmux send-keys -l
			shift
			for k in "$@"; do printf 'type %s\n' "$k" >>"$SCRIPT_FILE"; done
			return
		fi
		for k in "$@"; do script_key "$k" >>"$SCRIPT_FILE"; done
	else
		tmux -L "$SOCK" send-keys "$@"
	fi
}

# A key as tmux names it (send-keys), as a line of a script.
script_key() {
	case $1 in
	NPage) echo PgDn ;;
	PPage) echo PgUp ;;
	Escape) echo Esc ;;
	BSpace) echo Backspace ;;
	' ') echo Space ;;
	'#') echo 'type #' ;;
	Right | Left | Up | Down | Home | End | Enter | Tab | Space | F1) echo "$1" ;;
	?) echo "$1" ;;
	*) echo "type $1" ;;
	esac
}

# script_start ARGS...: a session of treestep ARGS in script mode, with the
# environment START_ENV says (as start gives a terminal).
script_start() {
	SCRIPT_ENV=${START_ENV:-}
	SCRIPT_FILE=$(mktemp)
	SCRIPT_ARGS=("$@")
	: >"$SCRIPT_FILE"
}

# wait_for TEXT: until the screen shows TEXT (a fixed string), for
# WAIT_SECONDS (5 unless set).
wait_for() {
	local i
	if [[ -n ${SCRIPT_FILE:-} ]]; then
		screen | grep -qF -- "$1" && return 0
		echo "the screen does not show: $1"
		screen
		return 1
	fi
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
	if [[ -n ${SCRIPT_FILE:-} ]]; then
		screen | tr '\n' ' ' | tr -s ' ' | grep -qF -- "$1" && return 0
		echo "the screen does not show: $1"
		screen
		return 1
	fi
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

# shot 'LINE;LINE;...' [treestep options...]: the screen after those script
# lines (';' between them, so that 'type N12' stays one line), in $output.
# KEYS names the file to write them to (the test's setup makes it).
shot() {
	printf '%s\n' "$1" | tr ';' '\n' >"$KEYS"
	shift
	run "$TREESTEP" --script="$KEYS" "$@"
}
