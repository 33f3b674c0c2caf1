# treestep(1) completion for bash (with bash-completion).
#
# Nothing here lists treestep's options, algorithms, lessons, trees or the
# words an option takes: the treestep being completed says them, so this
# file cannot fall behind it.  The options and algorithms come from
# --help, the lessons from --lessons, the trees from --trees (each found
# where treestep would find it, --data-dir included), and the words of
# --format, --game, --order, --pv, --ask, --tt-replace and --tt-pv-exact
# from the message treestep gives for a word it does not know, which its
# own tables write.  Every probe is a --compare or a listing that ends at
# once: completion never starts the stepper.

# The treestep being completed: the command word, when it is a program.
# Every call runs it with LC_ALL=C: what is read here (the "Algorithms:"
# heading of --help, "A, B or C" in a refusal) is English, and a
# translation would hide it (gettext also ignores LANGUAGE in the C
# locale).  The words themselves, options and names, are never
# translated.
_treestep_cmd()
{
	local cmd=${COMP_WORDS[0]}
	type -P -- "$cmd" >/dev/null 2>&1 || cmd=treestep
	printf '%s\n' "$cmd"
}

# Each option --help lists, one a line: "--algo=" for one that takes a
# value (with " -a" after it for a short name), "--compare" otherwise.
_treestep_options()
{
	LC_ALL=C "$(_treestep_cmd)" --help 2>/dev/null | sed -nE \
		-e 's/^  (-[a-zA-Z]), (--[a-z][a-z-]*)(=?).*/\2\3 \1/p' \
		-e 's/^      (--[a-z][a-z-]*)(=?).*/\1\2/p'
}

_treestep_algorithms()
{
	LC_ALL=C "$(_treestep_cmd)" --help 2>/dev/null |
		sed -nE '/^Algorithms:/,/^$/s/^  ([a-z][a-z0-9-]*) .*/\1/p'
}

# The words treestep lists when it refuses one: "(use A, B or C)", "is not
# A, B or C", "is A or B, not ...".  ("or a probability" is not a word.)
_treestep_words()
{
	LC_ALL=C "$(_treestep_cmd)" "$@" 2>&1 >/dev/null | head -n 1 |
		grep -oE '([a-z0-9-]+, )*[a-z0-9-]+ or [a-z0-9-]+' | head -n 1 |
		sed -E 's/ or a$//; s/ or /, /g' | tr -s ', ' '\n\n'
}

# --data-dir as the command line gives it, for --trees and --lessons.
_treestep_data_dir()
{
	local i
	for ((i = 1; i < ${#words[@]} - 1; i++)); do
		case ${words[i]} in
		--data-dir=*) printf '%s\n' --data-dir "${words[i]#*=}" ;;
		--data-dir) (( i + 1 < cword )) && printf '%s\n' --data-dir "${words[i + 1]}" ;;
		esac
	done
}

# The first column of --trees or --lessons.
_treestep_names()
{
	local -a dir
	mapfile -t dir < <(_treestep_data_dir)
	LC_ALL=C "$(_treestep_cmd)" "$1" "${dir[@]}" 2>/dev/null | cut -d' ' -f1
}

# COMPREPLY: the words of $1 (one a line) that complete the last item of
# the comma-separated list in $cur, after the items before it.
_treestep_list()
{
	local head= item=$cur word
	if [[ $cur == *,* ]]; then
		head=${cur%,*},
		item=${cur##*,}
	fi
	local -A taken=()
	local -a before
	IFS=, read -ra before <<<"${head%,}"
	for word in "${before[@]}"; do taken[$word]=1; done
	COMPREPLY=()
	while IFS= read -r word; do
		[[ -n $word && $word == "$item"* && -z ${taken[$word]-} ]] &&
			COMPREPLY+=("$head$word")
	done <<<"$1"
}

# COMPREPLY: the words of $1 that begin with $cur, then files.
_treestep_names_and_files()
{
	local names=$1
	shift
	_filedir "$@"
	local -a found
	mapfile -t found < <(compgen -W "$names" -- "$cur")
	COMPREPLY=("${found[@]}" "${COMPREPLY[@]}")
}

_treestep()
{
	local cur prev words cword split
	_init_completion -s || return

	# The long name of the option before $cur, if it takes a value.
	local line option= takes=
	while IFS= read -r line; do
		set -- $line
		if [[ $prev == "${1%=}" || ( -n ${2-} && $prev == "$2" ) ]]; then
			option=${1%=}
			[[ $1 == *= ]] && takes=1
			break
		fi
	done < <(_treestep_options)
	if [[ -n $takes ]]; then
		case $option in
		--algo)  # all goes alone
			_treestep_list "$(_treestep_algorithms; [[ $cur == *,* ]] || echo all)" ;;
		--vs) _treestep_list "$(_treestep_algorithms)" ;;
		--ask) _treestep_list "$(_treestep_words --compare --ask=@)" ;;
		--format | --game | --pv | --tt-replace | --tt-pv-exact)
			COMPREPLY=($(compgen -W "$(_treestep_words --compare "$option=@")" -- "$cur")) ;;
		--order)
			local tree='--random 2,2'
			[[ " ${words[*]} " == *" --game"[\ =]* ]] && tree='--game nim'
			COMPREPLY=($(compgen -W "$(_treestep_words --compare $tree --order=@)" -- "$cur")) ;;
		--lesson) _treestep_names_and_files "$(_treestep_names --lessons)" '@(lesson)' ;;
		--lesson-skeleton) _treestep_names_and_files "$(_treestep_names --trees)" ;;
		--export) _filedir '@(svg|SVG)' ;;
		--handout) _filedir '@(pdf|PDF)' ;;
		--save | --results | --results-summary | --script | --output) _filedir ;;
		--data-dir) _filedir -d ;;
		*) COMPREPLY=() ;;  # a number, an expression, a name: nothing to offer
		esac
		return
	fi
	[[ $split == true ]] && return    # --compare=...: no value to offer

	if [[ $cur == -* ]]; then
		local -a opts
		mapfile -t opts < <(_treestep_options | cut -d' ' -f1 | sed 's/=$//')
		COMPREPLY=($(compgen -W "${opts[*]}" -- "$cur"))
		return
	fi
	# The TREEFILE: a shipped tree's name, or a file.
	_treestep_names_and_files "$(_treestep_names --trees)"
} &&
	complete -F _treestep treestep
