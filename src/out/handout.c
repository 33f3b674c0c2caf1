/* handout.c - a whole search as a PDF handout, drawn with cairo
 * (handout.h).
 *
 * The pages are 16:9, 960 by 540 points (a widescreen slide's size; it
 * prints on A4 or Letter turned sideways), each the scene of one step
 * scaled to the page.  Text is drawn with cairo's own simple text calls
 * in DejaVu Sans, which has every symbol the pictures use (∞ α β ≥ ≤ × ▲
 * ▼), and as text, so that it can be searched and copied. */
#include <config.h>

#include <cairo-pdf.h>
#include <errno.h>
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/i18n.h"
#include "out/handout.h"
#include "out/scene.h"

#define PAGE_WIDTH 960.0        /* points */
#define PAGE_HEIGHT 540.0
#define FAMILY "DejaVu Sans"

/* The canvas: cairo, and the four faces of the font, made once. */
struct page {
	cairo_t *cr;
	cairo_font_face_t *face[2][2];  /* [bold][italic] */
};

/* "#rrggbb" as cairo's colour; anything else is black. */
static void colour(cairo_t *cr, const char *hex)
{
	unsigned r = 0, g = 0, b = 0;
	if (hex && sscanf(hex, "#%2x%2x%2x", &r, &g, &b) != 3)
		r = g = b = 0;
	cairo_set_source_rgb(cr, r / 255.0, g / 255.0, b / 255.0);
}

/* "6 4" as a dash pattern (at most four lengths are used); NULL: solid. */
static void dash(cairo_t *cr, const char *pattern)
{
	double lengths[4];
	int n = 0;
	for (const char *p = pattern; p && *p && n < 4;) {
		char *end;
		double v = strtod(p, &end);
		if (end == p)
			break;
		lengths[n++] = v;
		p = end;
	}
	cairo_set_dash(cr, lengths, n, 0);
}

static void stroke(cairo_t *cr, const struct ink *k)
{
	if (!k->stroke) {
		cairo_new_path(cr);
		return;
	}
	colour(cr, k->stroke);
	cairo_set_line_width(cr, k->width);
	dash(cr, k->dash);
	cairo_stroke(cr);
}

static void pdf_line(void *ctx, double x1, double y1, double x2, double y2, const struct ink *k)
{
	cairo_t *cr = ((struct page *)ctx)->cr;
	cairo_move_to(cr, x1, y1);
	cairo_line_to(cr, x2, y2);
	stroke(cr, k);
}

static void pdf_shape(void *ctx, const double *xy, int n, bool closed, const struct ink *k)
{
	cairo_t *cr = ((struct page *)ctx)->cr;
	for (int i = 0; i < n; i++)
		(i ? cairo_line_to : cairo_move_to)(cr, xy[2 * i], xy[2 * i + 1]);
	if (closed) {
		cairo_close_path(cr);
		if (k->fill) {
			colour(cr, k->fill);
			cairo_fill_preserve(cr);
		}
	}
	stroke(cr, k);
}

static void pdf_text(void *ctx, double x, double y, enum svg_anchor a, const struct type *ty,
		     const char *utf8)
{
	struct page *p = ctx;
	cairo_t *cr = p->cr;
	cairo_text_extents_t ext;
	cairo_set_font_face(cr, p->face[ty->bold][ty->italic]);
	cairo_set_font_size(cr, ty->size);
	cairo_text_extents(cr, utf8, &ext);
	if (a == SVG_MIDDLE)
		x -= ext.x_advance / 2;
	else if (a == SVG_END)
		x -= ext.x_advance;
	/* The halo: white under the letters' box, where the SVG draws a
	 * white outline (an outline of every letter would make a big tree's
	 * page megabytes of paths). */
	if (ty->halo) {
		cairo_rectangle(cr, x + ext.x_bearing - 1.5, y + ext.y_bearing - 1.5, ext.width + 3,
				ext.height + 3);
		cairo_set_source_rgb(cr, 1, 1, 1);
		cairo_fill(cr);
	}
	cairo_move_to(cr, x, y);
	colour(cr, ty->colour);
	cairo_show_text(cr, utf8);
	cairo_new_path(cr);
}

/* cairo's output goes to the file the caller opened (files.h writes it to
 * a temporary file and renames it over the target when all is well); the
 * reason a write failed is kept, for the message. */
struct sink {
	FILE *out;
	int error;
};

static cairo_status_t to_file(void *closure, const unsigned char *data, unsigned int length)
{
	struct sink *k = closure;
	if (fwrite(data, 1, length, k->out) == length)
		return CAIRO_STATUS_SUCCESS;
	if (!k->error)
		k->error = errno ? errno : EIO;
	return CAIRO_STATUS_WRITE_ERROR;
}

/* The steps ] stops at, from the start (state_find_interesting, the
 * stepper's own search for them); or, when there is none, the end. */
static int page_steps(const struct state *st, int *steps)
{
	int n = 0;
	for (int k = 0, next; (next = state_find_interesting(st, k, 1)) != k; k = next)
		steps[n++] = next;
	if (n == 0)
		steps[n++] = st->trace->count;
	return n;
}

/* One page: the scene of the step st is at, scaled to the page, and a
 * line at its foot saying where in the handout it is. */
static bool draw_page(struct page *p, const struct state *st, enum view v, bool types, int page,
		      int pages)
{
	cairo_t *cr = p->cr;
	struct scene sc;
	if (!scene_make(&sc, &st, 1, v, types))
		return false;
	struct canvas c = { p, pdf_line, pdf_shape, pdf_text, NULL };
	cairo_save(cr);
	cairo_scale(cr, PAGE_WIDTH / sc.width, PAGE_HEIGHT / sc.height);
	cairo_set_source_rgb(cr, 1, 1, 1);
	cairo_paint(cr);
	scene_draw(&sc, &c);
	char foot[64];
	struct type ty = { 18, false, false, false, "#888888" };
	/* TRANSLATORS: a handout page's foot: %1$d is the page, %2$d the
	 * pages. */
	snprintf(foot, sizeof foot, _("page %1$d of %2$d"), page, pages);
	pdf_text(p, sc.width - 40, sc.height - 16, SVG_END, &ty, foot);
	cairo_restore(cr);
	scene_free(&sc);
	cairo_show_page(cr);
	return true;
}

bool handout_write(FILE *out, struct state *st, enum view v, bool types, int *pages, char *err,
		   size_t errlen)
{
	int listed = state_interesting_steps(st);
	int *steps = listed >= 0 ? malloc(((size_t)listed + 1) * sizeof *steps) : NULL;
	if (!steps) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	int n = page_steps(st, steps);
	struct sink sink = { out, 0 };
	cairo_surface_t *s = cairo_pdf_surface_create_for_stream(to_file, &sink, PAGE_WIDTH,
								 PAGE_HEIGHT);
	cairo_t *cr = cairo_create(s);
	struct page p = { cr, { { NULL } } };
	for (int bold = 0; bold < 2; bold++)
		for (int italic = 0; italic < 2; italic++)
			p.face[bold][italic] = cairo_toy_font_face_create(FAMILY,
				italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
				bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
	const char *why = NULL;
	for (int i = 0; i < n && !why; i++) {
		state_goto(st, steps[i]);
		if (cairo_status(cr) != CAIRO_STATUS_SUCCESS)
			why = cairo_status_to_string(cairo_status(cr));
		else if (!draw_page(&p, st, v, types, i + 1, n))
			why = "out of memory";
	}
	if (!why && cairo_status(cr) != CAIRO_STATUS_SUCCESS)
		why = cairo_status_to_string(cairo_status(cr));
	cairo_destroy(cr);
	for (int bold = 0; bold < 2; bold++)
		for (int italic = 0; italic < 2; italic++)
			cairo_font_face_destroy(p.face[bold][italic]);
	cairo_surface_finish(s);
	if (!why && cairo_surface_status(s) != CAIRO_STATUS_SUCCESS)
		why = cairo_status_to_string(cairo_surface_status(s));
	cairo_surface_destroy(s);
	/* cairo keeps the fonts it found for drawings to come; there are
	 * none, and leak checkers (the sanitizers, valgrind) would take them
	 * for lost. */
	cairo_debug_reset_static_data();
	free(steps);
	if (why && sink.error)
		/* TRANSLATORS: %s is the system's reason. */
		snprintf(err, errlen, _("cannot write: %s"), strerror(sink.error));
	else if (why)
		snprintf(err, errlen, "%s", why);
	if (why)
		return false;
	*pages = n;
	return true;
}

/* ---- Plain text as pages (--exam with a .pdf name) -------------------------- */

#define PRINT_WIDTH 842.0       /* A4 turned sideways, in points */
#define PRINT_HEIGHT 595.0
#define PRINT_MARGIN 40.0
#define PRINT_FAMILY "DejaVu Sans Mono"
#define PRINT_ADVANCE 0.602     /* a DejaVu Sans Mono character's width, in ems */
#define PRINT_SMALLEST 6.0      /* points: smaller is not worth printing; the page spills */

/* Every line of text[0..len) at one size, the widest line fitting the
 * page and, down to PRINT_SMALLEST points, the longest page between form
 * feeds too, so that an exam's variant stays on its own page (at most 11
 * points); a form feed starts a new page, and so does a page full. */
bool handout_print_text(FILE *out, const char *text, size_t len, char *err, size_t errlen)
{
	int widest = 1, col = 0, tallest = 1, lines = 1;
	for (size_t i = 0; i < len; i++) {
		col = text[i] == '\n' || text[i] == '\f' ? 0 : col + 1;
		widest = col > widest ? col : widest;
		lines = text[i] == '\f' ? 1 : lines + (text[i] == '\n' && i + 1 < len);
		tallest = lines > tallest ? lines : tallest;
	}
	double size = (PRINT_WIDTH - 2 * PRINT_MARGIN) / (widest * PRINT_ADVANCE);
	double fits = (PRINT_HEIGHT - 2 * PRINT_MARGIN) / (tallest * 1.25);
	if (fits < size)
		size = fits > PRINT_SMALLEST ? fits : PRINT_SMALLEST;
	size = size > 11 ? 11 : size;
	double step = size * 1.25;
	/* The epsilon: a page sized to fit holds all its rows. */
	int rows = (int)((PRINT_HEIGHT - 2 * PRINT_MARGIN) / step + 1e-9);
	struct sink sink = { out, 0 };
	cairo_surface_t *s = cairo_pdf_surface_create_for_stream(to_file, &sink, PRINT_WIDTH,
								 PRINT_HEIGHT);
	cairo_t *cr = cairo_create(s);
	cairo_select_font_face(cr, PRINT_FAMILY, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
	cairo_set_font_size(cr, size);
	cairo_set_source_rgb(cr, 0, 0, 0);
	char *line = malloc(len + 1);
	int row = 0;
	for (size_t i = 0; line && i < len;) {
		size_t n = strcspn(text + i, "\n\f");
		if (i + n > len)
			n = len - i;
		if (row == rows) {
			cairo_show_page(cr);
			row = 0;
		}
		memcpy(line, text + i, n);
		line[n] = '\0';
		cairo_move_to(cr, PRINT_MARGIN, PRINT_MARGIN + size + row * step);
		cairo_show_text(cr, line);
		row++;
		i += n;
		if (i < len && text[i] == '\n')
			i++;
		if (i < len && text[i] == '\f') {
			cairo_show_page(cr);
			row = 0;
			while (i < len && text[i] == '\f')
				i++;
		}
	}
	cairo_show_page(cr);
	const char *why = !line ? "out of memory" : cairo_status(cr) != CAIRO_STATUS_SUCCESS ?
			  cairo_status_to_string(cairo_status(cr)) : NULL;
	free(line);
	cairo_destroy(cr);
	cairo_surface_finish(s);
	if (!why && cairo_surface_status(s) != CAIRO_STATUS_SUCCESS)
		why = cairo_status_to_string(cairo_surface_status(s));
	cairo_surface_destroy(s);
	cairo_debug_reset_static_data();
	if (why && sink.error)
		/* TRANSLATORS: %s is the system's reason. */
		snprintf(err, errlen, _("cannot write: %s"), strerror(sink.error));
	else if (why)
		snprintf(err, errlen, "%s", why);
	return !why;
}
