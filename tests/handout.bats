#!/usr/bin/env bats
# handout.bats - --handout FILE.pdf: the whole search as a PDF, a page for
# each step ] stops at, each with that step's sentence; written whole or
# not at all.  A treestep built without cairo says so instead.
bats_require_minimum_version 1.5.0
load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# Was this treestep built with cairo?  configure's answer, in config.h:
# each kind of build tests what it promises.
with_cairo() {
	grep -q '^#define HAVE_CAIRO 1' "$TOP_BUILDDIR/config.h"
}

need_cairo() {
	with_cairo || skip "treestep was built without cairo (Debian: apt-get install libcairo2-dev)"
	need pdfinfo
	need pdftotext
}

# interesting_steps ARGS...: the steps ] stops at, worked out from the
# lines of --trace ARGS alone, not from treestep's own list: a cutoff that
# prunes, a re-search, a new PV at the root, a new depth (or a depth again
# after a fail), a move put first, an aspiration fail, and the end of a
# visit entered as a null-window probe (its leaf, static value or return).
interesting_steps() {
	"$TREESTEP" --trace "$@" | awk '
		/^#/ { next }
		{ ply = index($0, $2) }         # the indent says the ply
		# Scout: the answer of a TEST that an EVAL asked (not one inside
		# a TEST), and the EVAL after a TEST that passed
		$3 == "enter" { test[ply] = $4 ~ /^TEST\(/
				probe[ply] = / null-window probe$/ || (test[ply] && !test[ply - 2]); next }
		$3 ~ /^TEST\(/ && / so it is evaluated exactly$/ { print $1; next }
		$3 == "leaf" || $3 == "horizon:" || $3 == "return" {
			if (probe[ply]) print $1
			probe[ply] = 0
			next
		}
		$3 == "cutoff:" || $3 == "re-search" || $3 == "pv[0]" || $3 == "iteration:" ||
		$3 == "again" || $3 == "order:" || $3 == "aspiration" ||
		($3 == "search" && / fails (high|low): /) { print $1 }'  # an MT test ends
}

pages() {
	pdfinfo "$1" | sed -n 's/^Pages: *//p'
}

# The words of a PDF's page, or of the whole file, on one line, with the
# symbols written the way --explain writes them.
words() {
	pdftotext "${@:2}" "$1" - | tr '\n\f' '  ' |
		sed 's/∞/inf/g; s/≥/>=/g; s/≤/<=/g; s/α/alpha/g; s/β/beta/g; s/  */ /g'
}

@test "--handout needs cairo: with it a PDF, without it one line saying so" {
	if with_cairo; then
		treestep --handout h.pdf
		assert_success
		assert_equal "$stderr" "treestep: wrote h.pdf (7 pages)"
		[ "$(head -c 5 h.pdf)" = "%PDF-" ]
	else
		treestep --handout h.pdf
		assert_failure 1
		assert_equal "$stderr" "treestep: --handout: this treestep was built without cairo, so PDF handouts are unavailable"
		[ ! -e h.pdf ]
	fi
	assert_output ""
}

@test "a page for each step ] stops at, for every algorithm on the sample" {
	need_cairo
	local a steps n=0
	for a in $(algorithms); do
		steps=$(interesting_steps --algo "$a" | wc -l)
		(( steps > 0 )) || fail "$a: no interesting step in its trace"
		treestep --algo "$a" --handout "$a.pdf"
		assert_success
		[ "$(pages "$a.pdf")" = "$steps" ] ||
			fail "$a: $(pages "$a.pdf") pages for $steps interesting steps"
		n=$((n + 1))
	done
	(( n >= 9 ))
	# PVS: the three probes' answers, N8's re-search, the two cutoffs and
	# the root's PV.
	run interesting_steps --algo pvs
	assert_output "$(printf '%s\n' 10 11 23 24 27 33 42)"
}

@test "each page has its step and the narrator's sentence for it, as --explain says it" {
	need_cairo
	treestep --algo pvs --handout p.pdf
	assert_success
	local k page=0 said text
	for k in $(interesting_steps --algo pvs); do
		page=$((page + 1))
		said=$("$TREESTEP" --explain --algo pvs | sed -n "s/^ *$k  //p")
		[ -n "$said" ]
		text=$(words p.pdf -f "$page" -l "$page")
		[[ $text == *"pvs on GNU Chess PVS sample: step $k of 43"* ]] ||
			fail "page $page is not step $k: $text"
		[[ $text == *"$said"* ]] || fail "page $page lacks: $said"
		[[ $text == *"Search stack"* && $text == *"PV table"* && $text == *"Legend"* ]]
		[[ $text == *"page $page of 7"* ]]
	done
	[ "$page" = 7 ]
	# The probe's answer and the cutoff, in the words the student reads.
	text=$(words p.pdf)
	[[ $text == *"The probe fails low: it proves N2 is no better for MAX than 5"* ]]
	[[ $text == *"N9 scores 6 at N4: 6 >= beta 5."* ]]
	[[ $text == *"N0 MAX (-inf, +inf)"* ]]
}

@test "the plan's steps have pages too: a new depth, a move put first, an aspiration fail" {
	need_cairo
	local tree=$TOP_SRCDIR/trees/aspiration.tree
	treestep --id --aspiration 2 --algo pvs --handout a.pdf "$tree"
	assert_success
	[ "$(pages a.pdf)" = "$(interesting_steps --id --aspiration 2 --algo pvs "$tree" | wc -l)" ]
	run words a.pdf
	assert_output --partial "[depth 2 of 3]"
	assert_output --partial "fails high"
	treestep --id --algo alphabeta --handout o.pdf "$TOP_SRCDIR/trees/id-pv-first.tree"
	assert_success
	[ "$(pages o.pdf)" = "$(interesting_steps --id --algo alphabeta "$TOP_SRCDIR/trees/id-pv-first.tree" | wc -l)" ]
	run words o.pdf
	assert_output --partial "first"
}

@test "a search with no step ] stops at still gets a page: its end" {
	need_cairo
	[ -z "$(interesting_steps -e 5)" ]
	treestep --handout one.pdf -e 5
	assert_success
	assert_equal "$stderr" "treestep: wrote one.pdf (1 page)"
	[ "$(pages one.pdf)" = 1 ]
}

@test "a write that fails leaves the old file whole and no temporary file" {
	need_cairo
	printf 'mine\n' >h.pdf
	# Writes past 4 KiB fail (EFBIG), as on a full disk; the signal that
	# would kill the process instead is ignored.
	run --separate-stderr bash -c 'trap "" XFSZ; ulimit -f 4; exec "$1" --handout h.pdf' \
		bash "$TREESTEP"
	assert_failure 1
	assert_equal "$stderr" "treestep: h.pdf: cannot write: File too large"
	[ "$(cat h.pdf)" = mine ]
	[ "$(ls -A | grep -c '^\.')" = 0 ]      # no temporary file left
	# A folder that is not there: one line, and nothing made.
	treestep --handout nowhere/h.pdf
	assert_failure 1
	assert_equal "$stderr" "treestep: nowhere/h.pdf: cannot write: No such file or directory"
	[ ! -e nowhere ]
	# A folder under the name.
	mkdir d.pdf
	treestep --handout d.pdf
	assert_failure 1
	[[ $stderr == "treestep: d.pdf: cannot write: "* ]]
	[ "$(ls -A d.pdf)" = "" ]
}

@test "a search with more steps than a handout's 500 pages is refused at once, with the count" {
	need_cairo
	printf 'mine\n' >h.pdf
	# PVS on a million nodes stops at thousands of steps, and says how
	# many; the old file stays.
	treestep --handout h.pdf --random 10,6
	assert_failure 2
	[[ $stderr =~ ^treestep:\ --handout:\ pvs\ on\ this\ tree\ stops\ at\ ([0-9]+)\ interesting\ steps,\ a\ page\ each,\ and\ a\ handout\ has\ at\ most\ 500\ pages:\ take\ a\ smaller\ tree$ ]] ||
		fail "$stderr"
	(( BASH_REMATCH[1] > 500 ))
	[ "$(cat h.pdf)" = mine ]
	# 500 pages and fewer are written: the sample's seven.
	treestep --handout h.pdf
	assert_success
}

@test "--handout writes PDF only, and takes the options of a search" {
	treestep --handout h.svg
	assert_failure 2
	[[ $stderr == "treestep: --handout writes PDF only: give a FILE.pdf, not 'h.svg'"* ]]
	treestep --handout h.pdf --step 3
	assert_failure 2
	[[ $stderr == "treestep: --step does not apply to --handout"* ]]
	treestep --handout h.pdf --algo pvs,alphabeta
	assert_failure 2
	treestep --handout h.pdf --compare
	assert_failure 2
	treestep --handout h.pdf -e '(1 2'
	assert_failure 1
	[ ! -e h.pdf ]
}

@test "a random tree's handout: every page a 16:9 slide" {
	need_cairo
	treestep --random 3,4 --algo pvs --handout r.pdf
	assert_success
	[ "$(pages r.pdf)" = "$(interesting_steps --random 3,4 --algo pvs | wc -l)" ]
	run pdfinfo -l 100 r.pdf
	assert_success
	# Every page 960 x 540 points.
	[ "$(grep -c 'size: *960 x 540 pts' <<<"$output")" = "$(pages r.pdf)" ]
}
