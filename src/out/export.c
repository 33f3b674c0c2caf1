/* export.c - one step of a search as an SVG picture, for slides.
 *
 * The picture is scene.c's: what the stepper shows at that step, in the
 * same words, with a legend of its marks, laid out for a 16:9 slide.  The
 * SVG is 1920 by 1080 pixels; its viewBox is the scene's own size, so a
 * tree too large for the slide at full size is drawn larger and scaled
 * down as one piece, never clipped.  This file only turns the scene's
 * lines, shapes and text into SVG elements. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "out/export.h"
#include "out/scene.h"
#include "out/svg.h"
#include "words/text.h"

#define FONT 20                 /* the document's font size; the scene sets each text's */

/* An ink as SVG attributes; the fill only where asked for (a polyline
 * has its own, none). */
static void paint(char *buf, size_t len, const struct ink *k, bool fill)
{
	buf[0] = '\0';
	if (fill)
		text_append(buf, len, "fill=\"%s\" ", k->fill ? k->fill : "none");
	if (k->stroke)
		text_append(buf, len, "stroke=\"%s\" stroke-width=\"%g\" ", k->stroke, k->width);
	if (k->dash)
		text_append(buf, len, "stroke-dasharray=\"%s\" ", k->dash);
}

static void svg_line_ink(void *ctx, double x1, double y1, double x2, double y2,
			 const struct ink *k)
{
	char style[160];
	paint(style, sizeof style, k, false);
	svg_line(ctx, x1, y1, x2, y2, style);
}

static void svg_shape_ink(void *ctx, const double *xy, int n, bool closed, const struct ink *k)
{
	char style[160];
	paint(style, sizeof style, k, closed);
	if (closed)
		svg_polygon(ctx, xy, n, style);
	else
		svg_polyline(ctx, xy, n, style);
}

static void svg_text_type(void *ctx, double x, double y, enum svg_anchor a,
			  const struct type *ty, const char *utf8)
{
	char style[200];
	snprintf(style, sizeof style, "font-size=\"%g\"%s%s%s%s%s", ty->size,
		 ty->bold ? " font-weight=\"bold\"" : "", ty->italic ? " font-style=\"italic\"" : "",
		 ty->colour ? " fill=\"" : "", ty->colour ? ty->colour : "", ty->colour ? "\"" : "");
	/* The halo: a white outline painted under the letters. */
	if (ty->halo)
		snprintf(style + strlen(style), sizeof style - strlen(style),
			 " stroke=\"white\" stroke-width=\"4\" stroke-linejoin=\"round\" "
			 "paint-order=\"stroke\"");
	svg_text(ctx, x, y, a, style, utf8);
}

static void svg_group_name(void *ctx, const char *name)
{
	svg_group(ctx, name);
}

static bool write_scene(FILE *f, const struct state *const *st, int n, enum view v, bool types)
{
	struct scene sc;
	if (!scene_make(&sc, st, n, v, types))
		return false;
	struct canvas c = { f, svg_line_ink, svg_shape_ink, svg_text_type, svg_group_name };
	svg_begin_view(f, SCENE_WIDTH, SCENE_HEIGHT, sc.width, sc.height, FONT);
	scene_draw(&sc, &c);
	svg_end(f);
	scene_free(&sc);
	return !ferror(f);
}

bool export_step(FILE *f, const struct state *st, enum view v, bool types)
{
	return write_scene(f, &st, 1, v, types);
}

bool export_pair(FILE *f, const struct state *left, const struct state *right, enum view v,
		 bool types)
{
	const struct state *both[] = { left, right };
	return write_scene(f, both, 2, v, types);
}
