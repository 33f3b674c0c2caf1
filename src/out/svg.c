/* svg.c - the SVG writer (svg.h). */
#include <config.h>

#include <math.h>

#include "out/svg.h"

void svg_begin(FILE *f, double w, double h, int font_size)
{
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
		"viewBox=\"0 0 %.0f %.0f\" font-family=\"sans-serif\" font-size=\"%d\">\n",
		w, h, w, h, font_size);
	fprintf(f, "<rect width=\"%.0f\" height=\"%.0f\" fill=\"white\"/>\n", w, h);
}

void svg_begin_view(FILE *f, double w, double h, double view_w, double view_h, int font_size)
{
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
		"viewBox=\"0 0 %.0f %.0f\" font-family=\"DejaVu Sans, sans-serif\" "
		"font-size=\"%d\">\n", w, h, view_w, view_h, font_size);
	fprintf(f, "<rect width=\"%.0f\" height=\"%.0f\" fill=\"white\"/>\n", view_w, view_h);
}

void svg_end(FILE *f)
{
	fprintf(f, "</svg>\n");
}

static void escaped(FILE *f, const char *s)
{
	for (; *s; s++)
		switch (*s) {
		case '&':
			fputs("&amp;", f);
			break;
		case '<':
			fputs("&lt;", f);
			break;
		case '>':
			fputs("&gt;", f);
			break;
		case '"':
			fputs("&quot;", f);
			break;
		case '\'':
			fputs("&apos;", f);
			break;
		default:
			fputc(*s, f);
		}
}

void svg_group(FILE *f, const char *id)
{
	if (!id) {
		fputs("</g>\n", f);
		return;
	}
	fputs("<g id=\"", f);
	escaped(f, id);
	fputs("\">\n", f);
}

void svg_text(FILE *f, double x, double y, enum svg_anchor a, const char *style,
	      const char *text)
{
	static const char *const anchors[] = { "start", "middle", "end" };
	fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" %s>", x, y, anchors[a], style);
	escaped(f, text);
	fputs("</text>\n", f);
}

void svg_line(FILE *f, double x1, double y1, double x2, double y2, const char *style)
{
	fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" %s/>\n", x1, y1, x2, y2,
		style);
}

void svg_rect(FILE *f, double x, double y, double w, double h, const char *style)
{
	fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" %s/>\n", x, y, w, h,
		style);
}

static void points(FILE *f, const double *xy, int n)
{
	for (int i = 0; i < n; i++)
		fprintf(f, "%s%.1f,%.1f", i ? " " : "", xy[2 * i], xy[2 * i + 1]);
}

void svg_polygon(FILE *f, const double *xy, int n, const char *style)
{
	fputs("<polygon points=\"", f);
	points(f, xy, n);
	fprintf(f, "\" %s/>\n", style);
}

void svg_polyline(FILE *f, const double *xy, int n, const char *style)
{
	fputs("<polyline fill=\"none\" points=\"", f);
	points(f, xy, n);
	fprintf(f, "\" %s/>\n", style);
}

void svg_marker(FILE *f, int shape, double x, double y, double r, const char *colour)
{
	char style[96];
	snprintf(style, sizeof style, "fill=\"%s\" stroke=\"%s\"", shape % 2 ? "white" : colour,
		 colour);
	switch (shape % SVG_MARKERS) {
	case 0:
	case 1:
		fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" %s stroke-width=\"2\"/>\n", x, y,
			r, style);
		break;
	case 2:
	case 3: {
		double sq[] = { x - r, y - r, x + r, y - r, x + r, y + r, x - r, y + r };
		svg_polygon(f, sq, 4, style);
		break;
	}
	default: {
		double tri[] = { x, y - r * 1.2, x + r * 1.1, y + r * 0.8, x - r * 1.1, y + r * 0.8 };
		svg_polygon(f, tri, 3, style);
		break;
	}
	}
}
