# export.bats - any step as an SVG picture for slides: --step K --export,
# and X in the stepper.  Valid SVG (xmllint), every node drawn, a legend,
# a 16:9 slide however large the tree, text escaped, files written whole
# and never replaced by X.
load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# xpath FILE EXPR: the value of an XPath expression over an SVG file, whose
# elements are in the SVG namespace (hence local-name()).
xpath() {
	xmllint --xpath "$2" "$1"
}

# in_tree FILE ELEMENT: how many of the tree's ELEMENTs the picture has
# (the legend draws its own samples of the marks).
in_tree() {
	xpath "$1" "count(//*[local-name()='g'][@id='tree']//*[local-name()='$2'])"
}

# The shape of the picture: "W H" of its viewBox, and its size in pixels.
assert_slide() {
	local view
	view=$(xpath "$1" 'string(/*/@viewBox)')
	[ "$(xpath "$1" 'string(/*/@width)')x$(xpath "$1" 'string(/*/@height)')" = 1920x1080 ]
	set -- $view
	[ "$1 $2" = "0 0" ]
	(( $3 * 9 == $4 * 16 )) || fail "viewBox $view is not 16:9"
}

@test "--step K --export writes the step as valid SVG, with every node, the stack and the PV" {
	need xmllint
	treestep --algo alphabeta --step 18 --export s.svg
	assert_success
	run xmllint --noout s.svg
	assert_success
	[ "$(in_tree s.svg polygon)" = 15 ]
	grep -q '>N9 scores 6 at N4: 6 ≥ β 5.' s.svg
	grep -q '>alphabeta on GNU Chess PVS sample: step 18 of 42<' s.svg
	grep -q '>N1 MIN  (-∞, 5)' s.svg
	grep -q '>cut 2<' s.svg
	# The cut edge is dashed.
	grep -q 'stroke-dasharray="6 4"' s.svg
}

@test "by default the last step; the step must be in the search" {
	treestep --export e.svg
	assert_success
	grep -q 'step 43 of 43' e.svg
	treestep --step 44 --export e.svg
	assert_failure 2
	[[ $stderr == "treestep: --step 44: the search of pvs has steps 0 to 43"* ]]
	treestep --step 3
	assert_failure 2
	[[ $stderr == "treestep: --step goes with --export"* ]]
	treestep --step 3 --export e.png
	assert_failure 2
}

@test "names and titles are escaped" {
	need xmllint
	printf 'title: a <b> & "c"\nroot: max\nA&B\n  x<y = 1\n  z>"w" = 2\n' >t.tree
	treestep --export t.svg t.tree
	assert_success
	run xmllint --noout t.svg
	assert_success
	grep -q 'A&amp;B' t.svg
	grep -q 'x&lt;y' t.svg
}

@test "the picture renders, a 16:9 slide of 1920x1080 at full size for the sample" {
	need rsvg-convert
	need xmllint
	treestep --algo alphabeta --export b.svg "$TOP_SRCDIR/trees/best-ordering.tree"
	assert_success
	run rsvg-convert b.svg -o b.png
	assert_success
	[ -s b.png ]
	[ "$(in_tree b.svg polygon)" = 40 ]
	assert_slide b.svg
	treestep --algo alphabeta --step 18 --export s.svg
	[ "$(xpath s.svg 'string(/*/@viewBox)')" = "0 0 1920 1080" ]
}

@test "a 121-node tree fits a 16:9 slide, every node drawn, and renders" {
	need xmllint
	need rsvg-convert
	local k
	for k in 0 120 388; do
		treestep --random 3,4 --step $k --export r.svg
		assert_success
		[ "$(in_tree r.svg polygon)" = 121 ]
		assert_slide r.svg
	done
	# Legible: not shrunk by more than a tenth to fit.
	set -- $(xpath r.svg 'string(/*/@viewBox)')
	(( $3 <= 2112 )) || fail "viewBox $3 wide: the tree is shrunk too far"
	run rsvg-convert r.svg -o r.png
	assert_success
}

@test "the legend explains the marks, those of a depth limit and a transposition only with them" {
	need xmllint
	treestep --algo pvs --step 30 --export p.svg gnuchess-pvs-research
	assert_success
	[ "$(xpath p.svg "count(//*[local-name()='g'][@id='legend'])")" = 1 ]
	local legend
	legend=$(xpath p.svg "//*[local-name()='g'][@id='legend']//*[local-name()='text']/text()")
	local words
	for words in 'Legend' '▲ MAX node' '▼ MIN node' 'the node being searched' 'on the stack' \
		'dim: not reached yet' 'pruned, not searched' 'an edge a cutoff cut' '×2' \
		'searched twice' '≥6 ≤5' "file's value, not evaluated yet" 'the current frame' \
		'the row just changed'; do
		[[ $legend == *"$words"* ]] || fail "the legend lacks '$words': $legend"
	done
	[[ $legend != *horizon* && $legend != *transposition* ]]
	# The cut edge's sample is drawn as the tree's cut edges are.
	[ "$(xpath p.svg "count(//*[local-name()='g'][@id='legend']//*[@stroke-dasharray='6 4'])")" = 1 ]
	treestep --id --algo pvs --export h.svg "$TOP_SRCDIR/trees/aspiration.tree"
	legend=$(xpath h.svg "//*[local-name()='g'][@id='legend']//*[local-name()='text']/text()")
	[[ $legend == *horizon* && $legend != *transposition* ]]
	treestep --export x.svg "$TOP_SRCDIR/trees/transposition.tree"
	legend=$(xpath x.svg "//*[local-name()='g'][@id='legend']//*[local-name()='text']/text()")
	[[ $legend == *transposition* && $legend != *horizon* ]]
}

@test "X in the stepper writes the step under a new name, never over a file" {
	printf ']\nX\nX\n' >keys
	run "$TREESTEP" --script=keys --algo alphabeta
	assert_success
	assert_line "Wrote sample-alphabeta-step18-2.svg."
	[ -s sample-alphabeta-step18.svg ]
	[ -s sample-alphabeta-step18-2.svg ]
}

@test "X with every name up to -999 taken says so and replaces none of them" {
	local k
	printf 'mine\n' >sample-alphabeta-step18.svg
	for k in $(seq 2 999); do printf 'mine %d\n' "$k" >"sample-alphabeta-step18-$k.svg"; done
	printf ']\nX\n' >keys
	run "$TREESTEP" --script=keys --algo alphabeta
	assert_success
	assert_line "Not written: every name up to sample-alphabeta-step18-999.svg is taken"
	[ "$(cat sample-alphabeta-step18.svg)" = mine ]
	[ "$(cat sample-alphabeta-step18-999.svg)" = "mine 999" ]
	[ "$(ls -A | grep -c '^\.')" = 0 ]      # no temporary file left
	# A name freed in the middle is taken, and only it.
	rm sample-alphabeta-step18-500.svg
	run "$TREESTEP" --script=keys --algo alphabeta
	assert_line "Wrote sample-alphabeta-step18-500.svg."
	grep -q '<svg' sample-alphabeta-step18-500.svg
	[ "$(cat sample-alphabeta-step18-999.svg)" = "mine 999" ]
}

@test "a depth-limited search: the title says which depth, the horizon is a line, edges below it dotted" {
	need xmllint
	treestep --id --aspiration 2 --algo pvs --step 30 --export h.svg "$TOP_SRCDIR/trees/aspiration.tree"
	assert_success
	run xmllint --noout h.svg
	assert_success
	grep -q ': step 30 of 97  \[depth 2 of 3\]<' h.svg
	grep -q '>horizon: depth 2<' h.svg
	# The eight edges from depth 2 to the leaves are dotted.
	[ "$(in_tree h.svg line)" -gt 8 ]
	[ "$(xpath h.svg "count(//*[local-name()='g'][@id='tree']//*[@stroke-dasharray='2 4'])")" = 8 ]
	# A search to the leaves has neither.
	treestep --algo pvs --export f.svg "$TOP_SRCDIR/trees/aspiration.tree"
	assert_success
	run grep -c 'horizon\|stroke-dasharray="2 4"' f.svg
	assert_output 0
}

@test "X in the split view writes both sides in one picture, each with its step, stack, PV table and words" {
	need xmllint
	printf 'Right\n%.0s' $(seq 8) >keys
	printf 'X\n' >>keys
	run "$TREESTEP" --script=keys --algo alphabeta --vs pvs
	assert_success
	assert_line "Wrote sample-alphabeta-vs-pvs-step23.svg."
	local f=sample-alphabeta-vs-pvs-step23.svg
	run xmllint --noout "$f"
	assert_success
	assert_slide "$f"
	[ "$(xpath "$f" "count(//*[local-name()='g'][@id='tree'])")" = 2 ]
	[ "$(in_tree "$f" polygon)" = 30 ]
	[ "$(xpath "$f" "count(//*[local-name()='g'][@id='said'])")" = 2 ]
	[ "$(xpath "$f" "count(//*[local-name()='g'][@id='legend'])")" = 1 ]
	grep -q '>alphabeta and pvs on GNU Chess PVS sample<' "$f"
	grep -q '>alphabeta: step 23 of 42<' "$f"
	grep -q '>pvs: step 21 of 43<' "$f"
	[ "$(grep -c '>Search stack<' "$f")" = 2 ]
	[ "$(grep -c '>PV table<' "$f")" = 2 ]
	# Each side's words are the narrator's for its own step.
	grep -q '>N2 (MIN) is entered with the window (5, +∞)' "$f"
	grep -q '>N9 (MIN) is searched inside the probe of N4' "$f"
	# Outside the split view X writes one search, as before.
	printf 'X\n' >keys
	run "$TREESTEP" --script=keys --algo alphabeta
	assert_line "Wrote sample-alphabeta-step0.svg."
	[ "$(xpath sample-alphabeta-step0.svg "count(//*[local-name()='g'][@id='tree'])")" = 1 ]
}
