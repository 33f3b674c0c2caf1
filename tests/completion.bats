#!/usr/bin/env bats
# completion.bats - the shell completions (completion/), run against the
# treestep just built: the scripts ask the treestep on PATH.
bats_require_minimum_version 1.5.0
load helpers

# LeakSanitizer's check at exit once spun for half an hour at 100% CPU in
# a treestep that zsh's command substitution ran, in CI's sanitizer build
# (its stdout already closed, LSan's /proc/self/task on fd 1).  The
# programs run here (--help, --lessons, --trees, refused options) have
# their leaks checked by every other test, so not here.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"

setup() {
	PATH=$(dirname "$TREESTEP"):$PATH
	export BASH_COMPLETION
	cd "$BATS_TEST_TMPDIR"
}

# complete WORD...: runs the bash completion function with the cursor at
# the end of the last WORD; COMPREPLY one a line in $output, sorted.
complete_bash() {
	need bash-completion
	run bash -c '
		source "$BASH_COMPLETION"
		source "$TOP_SRCDIR/completion/treestep.bash"
		COMP_WORDS=("$@")
		COMP_CWORD=$(( $# - 1 ))
		COMP_LINE="$*"
		COMP_POINT=${#COMP_LINE}
		_treestep
		printf "%s\n" "${COMPREPLY[@]}" | LC_ALL=C sort' bash "$@"
	assert_success
}

@test "bash: options, algorithms and algorithm lists, from treestep itself" {
	complete_bash treestep --al
	assert_output "--algo"
	complete_bash treestep --tt
	assert_output "--tt
--tt-pv-exact
--tt-replace"
	complete_bash treestep --algo ''
	assert_line pvs
	assert_line alphabeta
	assert_line scout
	assert_line all
	# Every algorithm --compare runs (expectimax only on chance trees).
	local a
	for a in $(algorithms) expectimax; do assert_line "$a"; done
	assert_equal "${#lines[@]}" "$(( $(algorithms | wc -l) + 2 ))"
	complete_bash treestep --algo pvs,alpha
	assert_output "pvs,alphabeta
pvs,alphabeta-soft"
	complete_bash treestep -a pvs,alphabeta,p
	assert_output "pvs,alphabeta,pvs-footnote
pvs,alphabeta,pvs-soft
pvs,alphabeta,pvs-zws"
	complete_bash treestep --compare --vs=negas
	assert_output "negascout"
}

@test "bash: the words an option takes, in both forms" {
	complete_bash treestep --game ''
	assert_output "connect4
nim
tictactoe"
	complete_bash treestep --game=t
	assert_output "tictactoe"
	complete_bash treestep --format ''
	assert_output "csv
json
text
tsv"
	complete_bash treestep --random 3,3 --order ''
	assert_output "best
random
worst"
	complete_bash treestep --game nim --order=''
	assert_output "board
centre"
	complete_bash treestep --tt 8 --tt-replace d
	assert_output "depth"
	complete_bash treestep --pv=p
	assert_output "pvtt"
	complete_bash treestep --practice --ask values,w
	assert_output "values,windows"
	# A value that is a number offers nothing, and never the options.
	complete_bash treestep --depth ''
	assert_output ""
}

@test "bash: in Spanish too, where treestep's help and refusals are translated" {
	# The scripts read the English of --help and of a refusal: they ask
	# in the C locale, whatever the student's language.
	export LANGUAGE=es LC_ALL=C.UTF-8
	run "$TREESTEP" --help
	assert_output --partial "Algoritmos:"
	complete_bash treestep --algo pv
	assert_output "pvs
pvs-footnote
pvs-soft
pvs-zws"
	complete_bash treestep --format ''
	assert_output "csv
json
text
tsv"
	complete_bash treestep --les
	assert_output "--lesson
--lesson-skeleton
--lessons"
}

@test "bash: lessons, shipped trees and files" {
	complete_bash treestep --lesson 0
	assert_line 01-minimax
	assert_line 03-pvs
	assert_equal "${#lines[@]}" 9
	mkdir -p course
	: >course/mine.lesson
	complete_bash treestep --lesson course/
	assert_output "course/mine.lesson"
	# A tree by its name, as --trees lists it, or a file.
	complete_bash treestep --compare gnuchess
	assert_output "gnuchess-pvs
gnuchess-pvs-research"
	: >gnuchess-notes.tree
	complete_bash treestep gnuchess-
	assert_output "gnuchess-notes.tree
gnuchess-pvs
gnuchess-pvs-research"
	# --data-dir's trees are offered, as treestep would find them there.
	mkdir -p data/trees
	printf '(1 2)\n' >data/trees/zz-mine.tree
	complete_bash treestep --data-dir data zz
	assert_output "zz-mine"
	: >slide.svg
	: >slide.pdf
	complete_bash treestep --export sl
	assert_output "slide.svg"
	complete_bash treestep --handout=sl
	assert_output "slide.pdf"
}

@test "zsh: the completion parses and offers what bash offers" {
	need zsh
	run zsh -n "$TOP_SRCDIR/completion/_treestep"
	assert_success
	# The function with zsh's completion builtins replaced by printing.
	complete_zsh() {
		run zsh -fc '
			compadd() {
				[[ $1 == -a ]] && { print -l -- ${(P)2}; return }
				[[ $1 == -- ]] && shift
				print -l -- "$@"
			}
			compset() { return 1 }
			_files() { print FILES }
			words=("$@")
			CURRENT=$#
			source "$TOP_SRCDIR/completion/_treestep" | LC_ALL=C sort' zsh "$@"
		assert_success
	}
	complete_zsh treestep --game ''
	assert_output "connect4
nim
tictactoe"
	complete_zsh treestep --a
	assert_line "--algo"
	assert_line "--ask"
	complete_zsh treestep --algo ''
	assert_line pvs
	assert_line scout
	complete_zsh treestep ''
	assert_line gnuchess-pvs
	assert_line FILES
}
