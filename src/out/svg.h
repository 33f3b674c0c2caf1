/* svg.h - the one SVG writer: the --stats chart and a stepper step
 * exported for slides both draw through it, so escaping and the document's
 * frame are written in one place. */
#ifndef TREESTEP_SVG_H
#define TREESTEP_SVG_H

#include <stdio.h>

enum svg_anchor { SVG_START, SVG_MIDDLE, SVG_END };

/* The document: width and height in pixels, a white background. */
void svg_begin(FILE *f, double w, double h, int font_size);
/* The same, drawn in a view_w by view_h box of units (the viewBox)
 * shown at w by h pixels, in DejaVu Sans where there is one (the font
 * the picture was laid out for). */
void svg_begin_view(FILE *f, double w, double h, double view_w, double view_h, int font_size);
void svg_end(FILE *f);
/* A group named id (escaped), or with NULL the end of one. */
void svg_group(FILE *f, const char *id);
/* Text, escaped (& < > " '); style: "" or attributes such as
 * "font-weight=\"bold\" fill=\"#888\"". */
void svg_text(FILE *f, double x, double y, enum svg_anchor a, const char *style,
	      const char *text);
void svg_line(FILE *f, double x1, double y1, double x2, double y2, const char *style);
void svg_rect(FILE *f, double x, double y, double w, double h, const char *style);
/* A closed shape through n points. */
void svg_polygon(FILE *f, const double *xy, int n, const char *style);
/* An open line through n points. */
void svg_polyline(FILE *f, const double *xy, int n, const char *style);
/* A marker of one of SVG_MARKERS shapes, centred on (x, y). */
#define SVG_MARKERS 6
void svg_marker(FILE *f, int shape, double x, double y, double r, const char *colour);

#endif
