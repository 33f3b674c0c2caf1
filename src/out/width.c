/* width.c - the width text output may take, and wrapping to it. */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "out/width.h"
#include "words/text.h"

int width_terminal(int fd)
{
#ifdef TIOCGWINSZ
	struct winsize ws;
	if (isatty(fd) && ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
#endif
	return 0;
}

int width_for(int fd)
{
	int cols = width_terminal(fd);
	return cols > WIDTH_MAX ? WIDTH_MAX : cols > WIDTH_DEFAULT ? cols : WIDTH_DEFAULT;
}

void width_print_hanging(FILE *out, const char *text, int at, int width)
{
	int room = width - at < 10 ? 10 : width - at;
	for (bool first = true; first || *text; first = false) {
		const char *next;
		size_t len = text_wrap_line(text, room, &next);
		fprintf(out, "%*s%.*s\n", first ? 0 : at, "", (int)len, text);
		text = next;
	}
}

bool width_printf(FILE *out, int width, const char *fmt, ...)
{
	va_list ap, again;
	va_start(ap, fmt);
	va_copy(again, ap);
	int len = vsnprintf(NULL, 0, fmt, ap);
	char *text = len < 0 ? NULL : malloc((size_t)len + 1);
	if (text)
		vsnprintf(text, (size_t)len + 1, fmt, again);
	va_end(again);
	va_end(ap);
	if (!text)
		return false;
	width_print_hanging(out, text, 0, width);
	free(text);
	return true;
}
