#!/usr/bin/env bats
# results.bats - the --results file a class shares: every row whole or
# not at all, a row that could not be written said on the screen and at
# exit, targets that cannot hold rows refused before the session starts,
# no formulas for a spreadsheet, no control characters, and many
# students at once.  The rows themselves: test_results.c.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	mkdir "$BATS_TEST_TMPDIR/work"
	cd "$BATS_TEST_TMPDIR/work"
	KEYS=$BATS_TEST_TMPDIR/keys
	# Practice on seed 7, every question answered, then graded: 18 rows.
	answer_all >"$KEYS"
}

# answer_all: the keys that answer every question of seed 7's tree,
# (((19 6) (0 20)) ((1 6) (18 12))), for alphabeta, and grade: what the
# six inner nodes it enters return (treestep --trace says), and N6, which
# N2's cutoff prunes, marked with the two leaves below it.  The questions:
# is each of N1 to N12 visited (their parents are), and the six values.
answer_all() {
	local node value
	for node in N0=19 N1=19 N2='<=19' N3=19 N4='>=19' N5='<=19'; do
		value=${node#*=}
		printf '/\ntype %s\nEnter\ne\ntype %s\nEnter\n' "${node%%=*}" "$value"
	done
	printf '/\ntype N6\nEnter\nx\nEnter\n'
}

# A CSV row as treestep writes it: eight fields, each in double quotes
# with any double quote in it doubled.
ROW='^("([^"]|"")*",){7}"([^"]|"")*"$'

# A row already in a file.
EARLIER='"2024-01-01T09:00:00+0000","ann","practice 1","pvs","is N1 visited?","yes","yes","correct"'

# practice ARGS...: a practice session on seed 7, with the keys of
# $KEYS, in script mode; stdout in $output, stderr in $stderr.
practice() {
	run --separate-stderr "$TREESTEP" --script="$KEYS" --practice --random 2,3,7 "$@"
}

# rows FILE: how many lines FILE has, and fails unless every one is a
# whole row.
rows() {
	if grep -vEq "$ROW" "$1"; then
		echo "not a row of 8 fields:"
		grep -vE "$ROW" "$1" | cut -c1-200
		return 1
	fi
	wc -l <"$1"
}

@test "a name of 5,000 characters makes whole rows, each ending in a newline" {
	local name
	name=$(printf '%5000s' '' | tr ' ' n)
	practice --results r.csv --student "$name"
	assert_success
	run rows r.csv
	assert_output 18
	# The name is all there, in every row.
	assert_equal "$(cut -d, -f2 r.csv | sort -u)" "\"$name\""
	assert_equal "$(tail -c1 r.csv | od -An -c | tr -d ' ')" '\n'
}

@test "only the questions answered are rows; with nothing answered, no row, and the screen says so" {
	# Nothing answered: no row (the file made as the session starts
	# stays empty), and the message line says why.
	printf 'Enter\n' >"$KEYS"
	practice --results r.csv --student ann
	assert_success
	[ -f r.csv ] && [ ! -s r.csv ]
	assert_line --partial "Nothing answered; 18 questions left unanswered. No row for r.csv."
	# N2's value, wrong (the trace says <=19): that N2 is visited, which
	# of its children are (N5, and N6, which N2's cutoff prunes), and
	# what it returns.  Nothing about N1, nor below it.
	printf '/\ntype N2\nEnter\ne\ntype 19\nEnter\nEnter\n' >"$KEYS"
	practice --results r.csv --student ann
	assert_success
	run cut -d, -f2- r.csv
	assert_output - <<-'EOF'
		"ann","practice 7","alphabeta","is N2 visited?","yes","yes","correct"
		"ann","practice 7","alphabeta","is N5 visited?","yes","yes","correct"
		"ann","practice 7","alphabeta","is N6 visited?","yes","no","wrong"
		"ann","practice 7","alphabeta","what does N2 return?","19","<=19","wrong"
	EOF
}

@test "a lesson title of 4,500 characters, beginning with =, makes a whole row, quoted" {
	local title
	title="=$(printf '%4499s' '' | tr ' ' t)"
	sed "s/^title: .*/title: $title/" "$TOP_SRCDIR/tutorials/02-alphabeta.lesson" >long.lesson
	printf 'Enter\nEnter\nEnter\ntype N10\nEnter\n' >"$KEYS"
	run --separate-stderr "$TREESTEP" --script="$KEYS" --lesson long.lesson --results l.csv \
		--student bo
	assert_success
	run rows l.csv
	assert_output 1
	local row
	row=$(cat l.csv)
	[[ $row == *",\"bo\",\"'$title\",\"alphabeta\","*',"N10","N10","correct"' ]]
}

@test "a full disk: no part of a row is left, the screen and standard error say so, exit 1" {
	# A 64 KiB tmpfs in a private mount namespace, filled up after the
	# results file's first row.  The rows of one grading are longer
	# than what is left of its page, so the write stops part way.
	unshare -m true 2>/dev/null || skip "cannot make a mount namespace here"
	mkdir disk out
	local name
	name=$(printf '%300s' '' | tr ' ' n)
	run unshare -m bash -c '
		mount -t tmpfs -o size=64k tmpfs disk || exit 77
		printf "%s\n" "$4" >disk/r.csv
		dd if=/dev/zero of=disk/fill bs=4k 2>/dev/null
		"$1" --script="$2" --practice --random 2,3,7 --results disk/r.csv --student "$3" \
			>out/screen 2>out/err
		echo $? >out/status
		cp disk/r.csv out/full.csv
		# Room again: the next student'\''s rows start on a line of their own.
		rm disk/fill
		"$1" --script="$2" --practice --random 2,3,7 --results disk/r.csv --student bo \
			>/dev/null 2>out/err2
		echo $? >out/status2
		cp disk/r.csv out/after.csv' bash "$TREESTEP" "$KEYS" "$name" "$EARLIER"
	[ "$status" -ne 77 ] || skip "cannot mount a tmpfs here"
	assert_success
	assert_equal "$(cat out/status)" 1
	assert_equal "$(cat out/err)" \
		"treestep: disk/r.csv: 18 answers could not be written: No space left on device"
	# At once, on the screen: the message line.
	run grep -A1 'could not be written' out/screen
	assert_output --partial "Your answers could not be written to disk/r.csv: No space left"
	assert_equal "$(cat out/full.csv)" "$EARLIER"
	assert_equal "$(cat out/status2)" 0
	assert_equal "$(cat out/err2)" ""
	run rows out/after.csv
	assert_output 19
	assert_equal "$(head -1 out/after.csv)" "$EARLIER"
	assert_equal "$(grep -c '^"[^"]*","bo",' out/after.csv)" 18
}

# refused TARGET REASON ARGS...: the session does not start (nothing on
# standard output), and standard error says why in one line, exit 1.
refused() {
	local target=$1 reason=$2
	shift 2
	run --separate-stderr timeout 20 "$TREESTEP" --script="$KEYS" "$@" --results "$target"
	assert_failure 1
	assert_equal "$stderr" "treestep: $target: cannot write: $reason"
	assert_equal "$output" ""
}

@test "a target no answer could be written to is refused before the session, exit 1" {
	refused nodir/r.csv "No such file or directory" --practice --random 2,3,7
	[ ! -e nodir ]
	refused . "not a regular file (a directory)" --practice --random 2,3,7
	refused /dev/full "not a regular file (a character device)" --practice --random 2,3,7
	refused /dev/null "not a regular file (a character device)" --lesson 02-alphabeta
	run --separate-stderr "$TREESTEP" --lesson 02-alphabeta --results ""
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "treestep: --results needs a file name"
}

@test "a FIFO is refused at once, never waited on" {
	mkfifo pipe
	# Without O_NONBLOCK the open waits for a reader: timeout says 124.
	refused pipe "not a regular file (a FIFO)" --practice --random 2,3,7
	refused pipe "not a regular file (a FIFO)" --lesson 02-alphabeta
}

@test "a read-only directory is refused before the session" {
	mkdir ro
	if [ "$(id -u)" -ne 0 ]; then
		chmod a-w ro
		refused ro/r.csv "Permission denied" --practice --random 2,3,7
		return
	fi
	# root writes wherever permissions say no: a read-only mount, in a
	# private mount namespace, says no to root too.
	unshare -m true 2>/dev/null || skip "cannot make a mount namespace here"
	run --separate-stderr unshare -m bash -c '
		mount -t tmpfs -o ro,size=64k tmpfs ro || exit 77
		"$1" --script="$2" --lesson 02-alphabeta --results ro/r.csv' bash "$TREESTEP" "$KEYS"
	[ "$status" -ne 77 ] || skip "cannot mount a tmpfs here"
	assert_failure 1
	assert_equal "$stderr" "treestep: ro/r.csv: cannot write: Read-only file system"
	assert_equal "$output" ""
}

@test "a file that is not there yet is made when the session starts" {
	printf 'q\n' >"$KEYS"
	practice --results new.csv
	assert_success
	[ -f new.csv ] && [ ! -s new.csv ]
}

@test "no cell is a formula a spreadsheet would run; a plain integer stays a number" {
	# The name from --student, and from USER when there is none; an
	# answer typed; the lesson's title is a field like any other
	# (test_results.c has every field and every first character).
	# N1's value answers three questions more: is N1 visited, and are
	# its children N3 and N4.
	printf '/\ntype N1\nEnter\ne\ntype -3\nEnter\nEnter\n' >"$KEYS"
	practice --results r.csv --student '=HYPERLINK("http://evil.example/","x")'
	assert_success
	local cell=$'"\'=HYPERLINK(""http://evil.example/"",""x"")"'
	assert_equal "$(grep -cF ",$cell,\"practice 7\"," r.csv)" 4
	export USER="@SUM(1+1)*cmd|' /C calc'!A0"
	practice --results u.csv
	assert_success
	assert_equal "$(cut -d, -f2 u.csv | sort -u)" "\"'@SUM(1+1)*cmd|' /C calc'!A0\""
	# The answer -3 to "what does N1 return?" stays -3.
	run grep -F '"what does N1 return?"' u.csv
	assert_output --regexp ',"what does N1 return\?","-3","[0-9]+","wrong"$'
	run rows u.csv
	assert_output 4
}

@test "a name with a control character is refused, from --student or from USER" {
	# As the option is read: a usage error, exit 2, and no file made.
	run --separate-stderr "$TREESTEP" --script="$KEYS" --practice --results r.csv \
		--student $'ab\e[31mred'
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "treestep: --student: control character U+001B at byte 3"
	assert_equal "$output" ""
	run --separate-stderr "$TREESTEP" --script="$KEYS" --lesson 02-alphabeta --results r.csv \
		--student $'ann\nbo'
	assert_failure 2
	assert_equal "${stderr%%$'\n'*}" "treestep: --student: control character U+000A at byte 4"
	run --separate-stderr "$TREESTEP" --practice --results r.csv --student $'a\tb'
	assert_equal "${stderr%%$'\n'*}" "treestep: --student: control character U+0009 at byte 2"
	run --separate-stderr "$TREESTEP" --practice --results r.csv --student $'\xc2\x9b2J'
	assert_equal "${stderr%%$'\n'*}" "treestep: --student: control character U+009B at byte 1"
	[ ! -e r.csv ]
	# The login name, when it is the name: exit 1, and how to give one.
	USER=$'ann\e]0;pwned\a' practice --results r.csv
	assert_failure 1
	assert_equal "$stderr" \
		"treestep: USER: control character U+001B at byte 4 (give the name with --student)"
	assert_equal "$output" ""
	[ ! -e r.csv ]
	USER=$'ann\e]0;pwned\a' practice --results r.csv --student ann
	assert_success
	assert_equal "$(cut -d, -f2 r.csv | sort -u)" '"ann"'
	# A name in any script is a name.
	practice --results r.csv --student 'Zoë Ωmega 李'
	assert_success
	assert_equal "$(grep -c ',"Zoë Ωmega 李",' r.csv)" 18
}

@test "40 students at once: every row arrives, whole, and none is mixed with another" {
	# Each grades three trees, three appends: seed 7 all answered (18
	# rows), and on seeds 8 and 9 what N0 and N1 return, which answers
	# too which of their children are visited (2 each): 6 rows each.
	# One student alone says how many rows that makes.
	{
		answer_all
		printf 'n\n/\ntype N0\nEnter\ne\ntype 10\nEnter\n/\ntype N1\nEnter\ne\ntype 10\nEnter\nEnter\n'
		printf 'n\n/\ntype N0\nEnter\ne\ntype 10\nEnter\n/\ntype N1\nEnter\ne\ntype 10\nEnter\nEnter\n'
	} >"$KEYS"
	practice --results alone.csv --student alone
	assert_success
	local each i pids=() failed=0
	each=$(wc -l <alone.csv)
	[ "$each" -eq 30 ]
	for i in $(seq 40); do
		"$TREESTEP" --script="$KEYS" --practice --random 2,3,7 --results class.csv \
			--student "s$i" >/dev/null 2>"err$i" &
		pids+=($!)
	done
	for i in "${pids[@]}"; do
		wait "$i" || failed=$((failed + 1))
	done
	assert_equal "$failed" 0
	assert_equal "$(cat err*)" ""
	run rows class.csv
	assert_output $((40 * each))
	# Each student's rows, all of them, and in their own order.
	for i in $(seq 40); do
		assert_equal "$(grep -c "^\"[^\"]*\",\"s$i\"," class.csv)" "$each"
		assert_equal "$(grep "^\"[^\"]*\",\"s$i\"," class.csv | cut -d, -f3- | md5sum)" \
			"$(cut -d, -f3- alone.csv | md5sum)"
	done
}

@test "a lesson that cannot be played records nothing: --print with --results is refused, and so is no terminal" {
	run --separate-stderr "$TREESTEP" --lesson 01-minimax --print --results r.csv
	assert_failure 2
	assert_equal "${stderr_lines[0]}" "treestep: --results records the answers to a lesson's questions, and --print asks none; choose one"
	run --separate-stderr "$TREESTEP" --lesson 01-minimax --results r.csv </dev/null
	assert_failure 1
	assert_equal "$stderr" "treestep: standard input is not a terminal, so the lesson cannot be played and no answer can go to r.csv"
	[ -z "$output" ]
	[ ! -e r.csv ]
}
