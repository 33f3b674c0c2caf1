# export.bats - any step as an SVG picture for slides: --step K --export,
# and X in the stepper.  Valid SVG (xmllint), every node drawn, text
# escaped, files written whole and never replaced by X.
load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

@test "--step K --export writes the step as valid SVG, with every node, the stack and the PV" {
	need xmllint
	treestep --algo alphabeta --step 18 --export s.svg
	assert_success
	run xmllint --noout s.svg
	assert_success
	run grep -c '<polygon' s.svg
	assert_output 15
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

@test "the picture renders, sized by the tree" {
	need rsvg-convert
	treestep --algo alphabeta --export b.svg "$TOP_SRCDIR/trees/best-ordering.tree"
	assert_success
	run rsvg-convert b.svg -o b.png
	assert_success
	[ -s b.png ]
	run grep -c '<polygon' b.svg
	assert_output 40
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
	run grep -c 'stroke-dasharray="2 4"' h.svg
	assert_output 8
	# A search to the leaves has neither.
	treestep --algo pvs --export f.svg "$TOP_SRCDIR/trees/aspiration.tree"
	assert_success
	run grep -c 'horizon\|stroke-dasharray="2 4"' f.svg
	assert_output 0
}
