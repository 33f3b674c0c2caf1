#!/usr/bin/env bats
# layers.bats - the folders under src/ are the layers, bottom up, and a
# layer includes only its own headers and those of the layers below it
# (README.md, "Source layout").  Read from the includes themselves.
bats_require_minimum_version 1.5.0
load helpers

# The layers, lowest first.  tools/ holds the build's own program.
LAYERS=(tree search replay words teach out ui cli)

rank() {
	local i
	for i in "${!LAYERS[@]}"; do
		[ "${LAYERS[$i]}" = "$1" ] && { echo "$i"; return; }
	done
	echo -1
}

@test "every source file is in a layer's folder" {
	cd "$TOP_SRCDIR/src"
	local f stray=()
	# (The build puts the program itself in src/.)
	for f in *.[ch]; do
		[ -e "$f" ] && stray+=("$f")
	done
	for f in */; do
		f=${f%/}
		[ "$f" = tools ] || [ "$(rank "$f")" -ge 0 ] || stray+=("$f/")
	done
	[ ${#stray[@]} -eq 0 ] || fail "not in a layer: ${stray[*]}"
}

# check_layers DIR: prints every include in DIR's source files that names
# no layer or a layer above the includer's, and fails if there is one,
# or if DIR has fewer than MIN includes (200: the tree has hundreds).
check_layers() {
	local f layer inc dir n=0 bad=0
	cd "$1" || return 1
	while IFS= read -r f; do
		layer=${f%%/*}
		while IFS= read -r inc; do
			n=$((n + 1))
			dir=${inc%%/*}
			if [ "$dir" = "$inc" ]; then
				echo "$f: #include \"$inc\" names no layer"; bad=1
			elif [ "$(rank "$dir")" -lt 0 ]; then
				echo "$f: #include \"$inc\": no layer $dir"; bad=1
			elif [ "$layer" != tools ] && [ "$(rank "$dir")" -gt "$(rank "$layer")" ]; then
				echo "$f ($layer) includes $inc ($dir), a layer above it"; bad=1
			fi
		done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f" | grep -vx config.h)
	done < <(find . -name '*.[ch]' | sed 's|^\./||' | sort)
	(( n >= ${MIN:-200} )) || { echo "only $n includes read"; bad=1; }
	return $bad
}

@test "no layer includes a header of a layer above it, and every include names its layer" {
	run check_layers "$TOP_SRCDIR/src"
	assert_success
	assert_output ""
}

@test "the check fails on an include upward, and on one that names no layer" {
	local copy=$BATS_TEST_TMPDIR/src
	mkdir -p "$copy/tree" "$copy/ui"
	printf '#include "ui/ui.h"\n#include "tree/tree.h"\n' >"$copy/tree/x.c"
	printf '#include "tree/x.h"\n#include "ui.h"\n' >"$copy/ui/y.c"
	MIN=4 run check_layers "$copy"
	assert_failure
	assert_output "tree/x.c (tree) includes ui/ui.h (ui), a layer above it
ui/y.c: #include \"ui.h\" names no layer"
}

@test "make bench's reference includes nothing of treestep's, only the C library and its own header" {
	local includes
	includes=$(grep -h '^[[:space:]]*#[[:space:]]*include' "$TOP_SRCDIR/bench/ref.c" "$TOP_SRCDIR/bench/ref.h")
	# It does include something (a check of an empty list proves nothing).
	grep -q 'stdint.h' <<<"$includes"
	run grep -v -E '^#include (<(stdbool|stdint|stdlib)\.h>|"ref\.h")$' <<<"$includes"
	assert_output ""
	# And bench.c keeps no copy of it: the reference's searches are in ref.c alone.
	run grep -c 'ref_alphabeta\|ref_pvs' "$TOP_SRCDIR/bench/bench.c"
	assert_output 0
}
