# script.bats - script mode itself (--script, --screen): every command, the
# screens it prints, and the errors, which stop it before any key.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	KEYS=$(mktemp)
}

teardown() {
	rm -f "$KEYS"
}

# script LINE... : the script file, one argument a line.
script() {
	printf '%s\n' "$@" >"$KEYS"
}

@test "with no commands the first screen is printed, 24 lines of at most 80 columns" {
	script
	run "$TREESTEP" --script="$KEYS"
	assert_success
	# ($lines leaves out empty rows: count them from the output itself.)
	[ "$("$TREESTEP" --script="$KEYS" | wc -l)" -eq 24 ]
	assert_line --index 0 " treestep  4:pvs on GNU Chess PVS sample"
	assert_line --partial "Step 0/43"
	local line
	for line in "${lines[@]}"; do
		[ "$(printf '%s' "$line" | wc -m)" -le 80 ] || fail "too wide: $line"
		[[ $line != *' ' ]] || fail "trailing blank: '$line'"
	done
}

@test "keys by name and by character, with comments and blank lines" {
	script '# to the cutoff' '' '  Right' ']' 'Left' 'End' 'Home' 'PgDn' 'PgUp' '  ]  '
	run "$TREESTEP" --script="$KEYS" --algo alphabeta
	assert_success
	assert_line --partial "Step 18/42"
}

@test "dump prints the screen then, screens are apart by a form feed, and the end adds one" {
	script Right dump End
	run "$TREESTEP" --script="$KEYS"
	assert_success
	assert_equal "$(grep -c $'^\f$' <<<"$output")" 1
	assert_line --partial "Step 1/43"
	assert_line --partial "Step 43/43"
	# A dump as the last command is not printed twice.
	script Right dump
	run "$TREESTEP" --script="$KEYS"
	assert_equal "$(grep -c $'^\f$' <<<"$output")" 0
	[ "$("$TREESTEP" --script="$KEYS" | wc -l)" -eq 24 ]
}

@test "resize and --screen size the virtual screen" {
	script
	[ "$("$TREESTEP" --script="$KEYS" --screen=100x30 | wc -l)" -eq 30 ]
	script 'resize 60x20'
	[ "$("$TREESTEP" --script="$KEYS" | wc -l)" -eq 20 ]
	run "$TREESTEP" --script="$KEYS"
	assert_output --partial "Enlarge the terminal"
	assert_output --partial "(now 60x20); q quits."
	script 'resize 60x20' 'resize 80x24'
	run "$TREESTEP" --script="$KEYS"
	assert_line --partial "Step 0/43"
}

@test "type sends characters one by one; q ends the script" {
	script / 'type N12' Enter
	run "$TREESTEP" --script="$KEYS"
	assert_line --regexp '^Selected N12, which this search never enters\.$'
	script End dump q Home
	run "$TREESTEP" --script="$KEYS"
	assert_success
	refute_line --partial "Step 0/43"
	assert_line --partial "Step 43/43"
}

@test "tick runs autoplay's clock once" {
	script a tick tick tick
	run "$TREESTEP" --script="$KEYS"
	assert_line --partial "Step 3/43"
	script tick tick
	run "$TREESTEP" --script="$KEYS"
	assert_line --partial "Step 0/43"
}

@test "click presses the mouse at a column and a row" {
	# N2's name is on row 4 (from 0) of the first screen.
	script
	local row prefix
	row=$("$TREESTEP" --script="$KEYS" | sed -n 5p)
	prefix=${row%%N2*}
	script "click $(( ${#prefix} )) 4"
	run "$TREESTEP" --script="$KEYS"
	assert_line --partial "Step 29/43"
}

@test "a lesson plays in script mode too" {
	script Enter
	run "$TREESTEP" --script="$KEYS" --lesson 02-alphabeta
	assert_success
	assert_output --partial "Lesson: Alpha-beta"
}

@test "a line that is not a command is FILE:LINE:COLUMN, exit 2, and no screen" {
	script Right '  Sideways'
	run --separate-stderr "$TREESTEP" --script="$KEYS"
	assert_failure 2
	assert_equal "$stderr" "$KEYS:2:3: unknown key or command 'Sideways'"
	assert_output ""
	script 'resize 80by24'
	run --separate-stderr "$TREESTEP" --script="$KEYS"
	assert_failure 2
	assert_equal "$stderr" "$KEYS:1:1: expected two numbers separated by 'x', not '80by24'"
	script 'resize 0x24'
	run --separate-stderr "$TREESTEP" --script="$KEYS"
	assert_failure 2
	[[ $stderr == "$KEYS:1:1: the first number must be a whole number from 1 to 1000"* ]]
	script 'dump now'
	run --separate-stderr "$TREESTEP" --script="$KEYS"
	assert_failure 2
	assert_equal "$stderr" "$KEYS:1:1: unknown command 'dump'"
}

@test "a NUL byte in a script is FILE:LINE:COLUMN too, exit 2, and no screen" {
	# An editor does not show the byte, so the place is what finds it.
	printf 'Right\nRi\0ght\n' >"$KEYS"
	run --separate-stderr "$TREESTEP" --script="$KEYS"
	assert_failure 2
	assert_equal "$stderr" "$KEYS:2:3: NUL byte in input (is this a binary file?)"
	assert_output ""
	printf '\0' >"$KEYS"
	run --separate-stderr "$TREESTEP" --script="$KEYS"
	assert_failure 2
	assert_equal "$stderr" "$KEYS:1:1: NUL byte in input (is this a binary file?)"
}

@test "the script file must be a readable regular file" {
	run --separate-stderr "$TREESTEP" --script="$BATS_TEST_TMPDIR"
	assert_failure 2
	[[ $stderr == *"not a regular file (a directory)"* ]]
	run --separate-stderr "$TREESTEP" --script="$BATS_TEST_TMPDIR/none"
	assert_failure 2
}

@test "--screen is checked, and goes with --script only" {
	script
	run "$TREESTEP" --script="$KEYS" --screen=80x
	assert_failure 2
	assert_output --partial "--screen: the rows must be a whole number from 1 to 500"
	run "$TREESTEP" --script="$KEYS" --screen=big
	assert_failure 2
	assert_output --partial "--screen needs COLSxROWS"
	run "$TREESTEP" --screen=80x24 --compare
	assert_failure 2
	run "$TREESTEP" --screen=80x24
	assert_failure 2
	assert_output --partial "--screen goes with --script"
	run "$TREESTEP" --lesson 02-alphabeta --print --script="$KEYS"
	assert_failure 2
	assert_output --partial "--print and --script both say how to show the lesson"
}

@test "a lesson's longest text is shown whole at 80x24: the tree gives up rows" {
	# Lesson 1's last stop has the longest text of the lessons that ship.
	script End Esc Enter Esc Enter Esc Enter Enter Enter Enter
	run "$TREESTEP" --script="$KEYS" --lesson 01-minimax
	assert_success
	assert_output --partial " Minimax visited all 13 nodes and evaluated all 9 leaves."
	# The text's last word and the end of the lesson, wherever the lines break.
	assert_regex "$(tr -s ' \n' '  ' <<<"$output")" " value\. -- Lesson complete: 0 of 3 predictions right\. q quits\."
	refute_output --partial "(more:"
	# The tree still shows every node.
	assert_output --partial "▲N12"
}

@test "a lesson text too long for the screen says there is more" {
	local words
	words=$(printf 'word %.0s' {1..400})
	printf 'title: long\ntree: (1 2)\nalgorithm: minimax\nstop: end\n  %s\n' "$words" \
		>"$BATS_TEST_TMPDIR/long.lesson"
	script Enter
	run "$TREESTEP" --script="$KEYS" --lesson "$BATS_TEST_TMPDIR/long.lesson"
	assert_success
	assert_output --partial " (17 more lines: J reads on)"
	# J reads on to the end, K goes back.
	script Enter $(printf 'J %.0s' {1..17})
	run "$TREESTEP" --script="$KEYS" --lesson "$BATS_TEST_TMPDIR/long.lesson"
	assert_output --partial " (the end: K goes back up)"
	script 'resize 80x60' Enter
	run "$TREESTEP" --script="$KEYS" --lesson "$BATS_TEST_TMPDIR/long.lesson"
	assert_success
	refute_output --partial "(more:"
	# All four hundred words, in lines of fifteen or sixteen.
	run grep -o word <<<"$output"
	assert_equal "${#lines[@]}" 400
}
