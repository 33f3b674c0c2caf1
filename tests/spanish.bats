#!/usr/bin/env bats
# spanish.bats - treestep in Spanish: the lessons follow the language of
# the messages (src/tree/data.h), tutorials/es/ before tutorials/, and the
# program built here speaks Spanish before make install (Makefile.am,
# build-locale).
#
# No Spanish locale is needed: glibc honours LANGUAGE in every locale but
# "C" and "POSIX", and C.UTF-8 is always there, so LANGUAGE=es with
# LC_ALL=C.UTF-8 chooses the Spanish catalog.  The transcripts in
# tests/golden/es hold the program's Spanish messages as po/es.po has them
# at the time: after a change to po/es.po or to a Spanish lesson, run
# `make update-golden` and read the diff of tests/golden/es.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$TOP_SRCDIR"
	grep -q '^#define ENABLE_NLS 1' "$TOP_BUILDDIR/config.h" ||
		skip "built without translations (--disable-nls, or no gettext)"
}

# es ARGS...: treestep in Spanish.
es() {
	LANGUAGE=es LC_ALL=C.UTF-8 run --separate-stderr "$TREESTEP" "$@"
}

title_of() {
	sed -n 's/^title: //p' "$1"
}

@test "the program built here finds the Spanish catalog the build made, with no locale installed" {
	[ -f "$TOP_BUILDDIR/locale/es/LC_MESSAGES/treestep.mo" ]
	es --lessons
	assert_success
	assert_line --index 0 "$(printf '%-20s %s' 01-minimax "$(title_of tutorials/es/01-minimax.lesson)")"
}

@test "--lessons in Spanish: the Spanish titles where there is a Spanish lesson, the English ones elsewhere" {
	local f name want=""
	for f in tutorials/*.lesson; do
		name=$(basename "$f" .lesson)
		[ -f "tutorials/es/$name.lesson" ] && f=tutorials/es/$name.lesson
		want+=$(printf '%-20s %s' "$name" "$(title_of "$f")")$'\n'
	done
	es --lessons
	assert_success
	assert_equal "$output" "${want%$'\n'}"
	assert_line --index 2 --regexp '^03-pvs +PVS: sondeos con ventana nula'
	assert_line --index 3 --regexp '^04-pvs-research +PVS re-search: when the first move is not the best$'
}

@test "every Spanish lesson, played by name in Spanish, prints as its golden transcript" {
	local l name n=0
	for l in tutorials/es/*.lesson; do
		name=$(basename "$l" .lesson)
		es --lesson "$name" --print
		assert_success
		assert_equal "$stderr" ""
		run diff -u "tests/golden/es/$name.transcript" - <<<"$output"
		assert_success
		n=$((n + 1))
	done
	assert_equal "$n" 3
	# ... and no transcript is left whose lesson is gone.
	for l in tests/golden/es/*.transcript; do
		name=$(basename "$l" .transcript)
		[ -f "tutorials/es/$name.lesson" ] || fail "$l: no tutorials/es/$name.lesson"
	done
}

@test "a lesson with no Spanish translation is played in English; a reference reads as the lesson it finds" {
	es --lesson 04-pvs-research --print
	assert_success
	assert_line --index 0 "Lección: $(title_of tutorials/04-pvs-research.lesson)"
	# 01 refers to 02, which is translated; 03 to 08, which is not.
	es --lesson 01-minimax --print
	assert_output --partial "$(title_of tutorials/es/02-alphabeta.lesson)"
	es --lesson 03-pvs --print
	assert_output --partial "$(title_of tutorials/08-negascout.lesson)"
}

@test "the lessons speak the language gettext chose for the messages, never another" {
	# English, as the other tests run: the English lesson.
	run --separate-stderr "$TREESTEP" --lesson 01-minimax --print
	assert_line --index 0 "Lesson: $(title_of tutorials/01-minimax.lesson)"
	# gettext ignores LANGUAGE in the "C" locale: English messages, and
	# English lessons with them.
	LANGUAGE=es LC_ALL=C run --separate-stderr "$TREESTEP" --lesson 01-minimax --print
	assert_line --index 0 "Lesson: $(title_of tutorials/01-minimax.lesson)"
	# A language with no catalog falls back to English, lessons too; a
	# list of languages takes the first with a catalog.
	LANGUAGE=fr LC_ALL=C.UTF-8 run --separate-stderr "$TREESTEP" --lesson 01-minimax --print
	assert_line --index 0 "Lesson: $(title_of tutorials/01-minimax.lesson)"
	LANGUAGE=fr:es LC_ALL=C.UTF-8 run --separate-stderr "$TREESTEP" --lesson 01-minimax --print
	assert_line --index 0 "Lección: $(title_of tutorials/es/01-minimax.lesson)"
}

@test "the data directories in Spanish: each one's tutorials/es/ before its tutorials/, in their order" {
	mkdir -p "$BATS_TEST_TMPDIR/data/tutorials/es"
	printf 'title: Mine, in English\ntree: gnuchess-pvs\nalgorithm: minimax\nstop: end\n  Mine.\n' \
		>"$BATS_TEST_TMPDIR/data/tutorials/01-minimax.lesson"
	printf 'title: Solo en español\ntree: gnuchess-pvs\nalgorithm: minimax\nstop: end\n  Hecho.\n' \
		>"$BATS_TEST_TMPDIR/data/tutorials/es/00-solo.lesson"
	# --data-dir comes first: its English lesson hides the shipped
	# Spanish one of the same name.
	es --data-dir "$BATS_TEST_TMPDIR/data" --lesson 01-minimax --print
	assert_success
	assert_line --index 0 "Lección: Mine, in English"
	es --data-dir "$BATS_TEST_TMPDIR/data" --lessons
	assert_line --index 0 --regexp '^00-solo +Solo en español$'
	assert_line --index 1 --regexp '^01-minimax +Mine, in English$'
	assert_line --index 2 --regexp '^02-alphabeta +Alfa-beta: '
	# A Spanish lesson is not there in English.
	run --separate-stderr "$TREESTEP" --data-dir "$BATS_TEST_TMPDIR/data" --lessons
	refute_line --regexp '^00-solo '
	run --separate-stderr "$TREESTEP" --data-dir "$BATS_TEST_TMPDIR/data" --lesson 00-solo
	assert_failure 1
}

@test "a translated lesson stops where its English original stops, and asks the same questions" {
	# The prose is translated; the syntax (treestep(5)) is not.  Every
	# language's folder, tutorials/LANG/, not only Spanish's.
	local f
	for f in tutorials/*/*.lesson; do
		[ -f "tutorials/${f##*/}" ] || fail "$f: no English tutorials/${f##*/}"
		run diff -u <(grep -E '^[a-z-]+:' "tutorials/${f##*/}" | grep -v '^title:') \
			<(grep -E '^[a-z-]+:' "$f" | grep -v '^title:')
		assert_success
	done
}

@test "no Spanish lesson refers to another by hand, only as {lesson:NAME}" {
	# As lessons.bats checks the English ones: a number, "la siguiente
	# lección" or a title written by hand goes stale.
	local f other text title pattern
	pattern="lecci(ón|ones) [0-9]+|(siguiente|próxima|anterior|última|primera|segunda|tercera|otra|otras) lecci(ón|ones)|lecci(ón|ones) (siguiente|anterior|previa)"
	for f in tutorials/es/*.lesson; do
		text=$(tr '\n' ' ' <"$f" | tr -s ' ' | sed 's/{[^}]*}//g')
		run grep -Eio "$pattern" <<<"$text"
		[ "$status" -ne 0 ] || fail "$f refers to another lesson by hand: $output"
		for other in tutorials/*.lesson tutorials/es/*.lesson; do
			[ "${other##*/}" != "${f##*/}" ] || continue
			title=$(title_of "$other")
			! grep -qiF "$title" <<<"$text" ||
				fail "$f names $other by its title, \"$title\", by hand"
		done
	done
	run grep -Eio "$pattern" <<<"como se vio en la lección anterior."
	assert_success
}

@test "po/es.po translates every message of the sources, none fuzzy (msgfmt --check)" {
	# The template is the one the build made from the sources (po/ puts
	# it in the source tree, and in the tarball for make distcheck).
	[ -f po/treestep.pot ] || fail "no po/treestep.pot: the build makes it"
	msgmerge --quiet --no-fuzzy-matching po/es.po po/treestep.pot \
		-o "$BATS_TEST_TMPDIR/es.po"
	run msgfmt --check --statistics -o /dev/null "$BATS_TEST_TMPDIR/es.po"
	assert_success
	assert_output --regexp '^[0-9]+ translated messages\.$'
	# and a few of the sentences a student reads first
	es --explain
	assert_line --index 1 --regexp '^   1  La búsqueda entra en N0 \(MAX\)'
	es --help
	assert_output --partial 'Algoritmos:'
}
