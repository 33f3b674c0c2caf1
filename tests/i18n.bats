#!/usr/bin/env bats
# i18n.bats - the messages for people go through GNU gettext
# (src/tree/i18n.h): every file that marks one is in po/POTFILES.in, so
# that xgettext sees it; every marked message makes a catalog msgfmt
# accepts; and the locale a student runs treestep in changes its words,
# never its numbers.
bats_require_minimum_version 1.5.0
load helpers

# The files under src/ that mark a message: _(, N_( or ngettext(, outside
# i18n.h and gettext.h, which define them.
marking_files() {
	cd "$TOP_SRCDIR" &&
		grep -rlE '(^|[^A-Za-z0-9_])(_|N_|ngettext)\(' src --include='*.c' --include='*.h' |
		grep -vxE 'src/tree/(i18n|gettext)\.h|src/(ui/sources|tree/sample)\.c' | sort
}

listed_files() {
	grep -v '^#' "$TOP_SRCDIR/po/POTFILES.in" | grep . | sort
}

@test "every source file that marks a message is in po/POTFILES.in, and every file there exists" {
	local marking listed f missing=() gone=()
	marking=$(marking_files)
	listed=$(listed_files)
	# Enough read that an empty grep is not taken for success.
	(( $(wc -l <<<"$marking") >= 40 )) || fail "only $(wc -l <<<"$marking") files mark a message"
	while IFS= read -r f; do
		grep -qxF "$f" <<<"$listed" || missing+=("$f")
	done <<<"$marking"
	while IFS= read -r f; do
		[ -f "$TOP_SRCDIR/$f" ] || gone+=("$f")
	done <<<"$listed"
	[ ${#missing[@]} -eq 0 ] || fail "marks messages but is not in po/POTFILES.in: ${missing[*]}"
	[ ${#gone[@]} -eq 0 ] || fail "in po/POTFILES.in but not there: ${gone[*]}"
	# Each file once.
	assert_equal "$(listed_files | uniq -d)" ""
}

@test "a translation of every message passes msgfmt --check, numbered arguments and plurals too" {
	need xgettext
	need msgfmt
	local pot=$BATS_TEST_TMPDIR/treestep.pot po=$BATS_TEST_TMPDIR/xx.po
	cd "$TOP_SRCDIR"
	# The options po/Makevars gives xgettext (po/Makefile adds the
	# comments' tag).
	# shellcheck disable=SC2046 # one file name a word
	run xgettext --from-code=UTF-8 --keyword=_ --keyword=N_ --flag=_:1:pass-c-format \
		--flag=N_:1:pass-c-format --flag=ngettext:1:c-format --flag=ngettext:2:c-format \
		--add-comments=TRANSLATORS: -o "$pot" $(listed_files)
	assert_success
	(( $(grep -c '^msgid "' "$pot") >= 1000 )) || fail "only $(grep -c '^msgid "' "$pot") messages"
	# A translation that is each message itself, its letters a e o
	# accented: every format, numbered or not, must survive a
	# translator's hands (msgfmt --check compares them with the msgid's).
	run msgen -o "$po" "$pot"
	assert_success
	sed -i -e 's/^"Content-Type: text\/plain; charset=CHARSET/"Content-Type: text\/plain; charset=UTF-8/' \
		-e 's/^"Plural-Forms: .*/"Plural-Forms: nplurals=2; plural=(n != 1);\\n"/' "$po"
	run msgfilter --keep-header -i "$po" -o "$po" sed -e 's/a/á/g; s/e/é/g; s/o/ö/g'
	assert_success
	run msgfmt --check-format --check-domain -o "$BATS_TEST_TMPDIR/xx.mo" "$po"
	assert_success
	assert_output ""
}

# A locale whose decimal point is a comma (de_DE), made from the
# system's locale sources into a directory of the test's own.
comma_locale() {
	[ -f /usr/share/i18n/locales/de_DE ] ||
		skip "the locale sources are not installed (Debian: apt-get install locales)"
	mkdir -p "$BATS_TEST_TMPDIR/locales"
	# localedef's status is 1 for a mere warning: the locale made counts.
	localedef -i de_DE -f UTF-8 "$BATS_TEST_TMPDIR/locales/de_DE.UTF-8" >/dev/null 2>&1 || true
	[ -d "$BATS_TEST_TMPDIR/locales/de_DE.UTF-8" ] || fail "localedef made no de_DE.UTF-8"
	export LOCPATH=$BATS_TEST_TMPDIR/locales
	# That the locale works, and writes a comma, before it is trusted.
	[ "$(LC_ALL=de_DE.UTF-8 locale decimal_point)" = "," ] || fail "de_DE has no decimal comma"
}

@test "a locale with a decimal comma leaves every number with its point: the stepper's SVG, --explain, JSON" {
	comma_locale
	cd "$BATS_TEST_TMPDIR"
	# The stepper sets the locale for curses: X writes the step's picture.
	printf 'End\nX\n' >keys
	LC_ALL=de_DE.UTF-8 run "$TREESTEP" --script=keys decimals
	assert_success
	assert_line --partial "Wrote decimals-pvs-step"
	run grep -c 'x="[0-9]*,[0-9]' decimals-pvs-step*.svg
	assert_output 0
	run grep -c 'x="[0-9]*\.[0-9]' decimals-pvs-step*.svg
	(( output > 10 )) || fail "$output coordinates with a point"
	# The batch modes print what they print in C.
	local mode
	for mode in "--explain decimals" "--compare -f json decimals" "--stats 3 --random 2,3 -f json"; do
		# shellcheck disable=SC2086 # the words of the mode
		run "$TREESTEP" $mode
		local c=$output
		# shellcheck disable=SC2086
		LC_ALL=de_DE.UTF-8 run "$TREESTEP" $mode
		assert_equal "$output" "$c"
	done
}
