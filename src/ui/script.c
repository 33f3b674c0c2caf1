/* script.c - the stepper on a virtual screen, driven by a file of keys.
 *
 * treestep --script=FILE runs the real stepper (the same key handler and
 * drawing) on a screen that curses keeps in memory and writes nowhere,
 * and prints that screen as text.  Tests use it to see exactly what a
 * student sees, with no terminal and no timing; a teacher can use it to
 * put a screen into a handout.  The commands are in man/treestep.1. */
#include <config.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "tree/i18n.h"
#include "tree/parse.h"
#include "ui/ui.h"

#define SCRIPT_MAX_BYTES ((size_t)4 * 1024 * 1024)
#define SCREEN_MAX_COLS 1000
#define SCREEN_MAX_ROWS 500

static FILE *null_out, *null_in;

SCREEN *vscreen_open(int cols, int rows)
{
	null_out = fopen("/dev/null", "w");
	null_in = fopen("/dev/null", "r");
	/* The size is the script's, never the environment's. */
	use_env(FALSE);
	SCREEN *s = null_out && null_in ? newterm("xterm", null_out, null_in) : NULL;
	if (!s) {
		if (null_out)
			fclose(null_out);
		if (null_in)
			fclose(null_in);
		return NULL;
	}
	resize_term(rows, cols);
	return s;
}

void vscreen_close(SCREEN *s)
{
	endwin();
	delscreen(s);
	fclose(null_out);
	fclose(null_in);
}

/* The screen as text: every row, without trailing blanks. */
void vscreen_dump(FILE *out)
{
	wchar_t w[SCREEN_MAX_COLS + 1];
	char line[SCREEN_MAX_COLS * MB_LEN_MAX + 1];
	for (int y = 0; y < LINES; y++) {
		int n = mvwinnwstr(stdscr, y, 0, w, COLS);
		if (n < 0)
			n = 0;
		w[n] = L'\0';
		size_t len = wcstombs(line, w, sizeof line - 1);
		if (len == (size_t)-1)
			len = 0;
		while (len > 0 && line[len - 1] == ' ')
			len--;
		line[len] = '\0';
		fprintf(out, "%s\n", line);
	}
}

enum command { CMD_KEY, CMD_TYPE, CMD_RESIZE, CMD_DUMP, CMD_TICK, CMD_CLICK };

struct step {
	enum command cmd;
	int key;                /* CMD_KEY */
	const char *text;       /* CMD_TYPE: into the script's text */
	int a, b;               /* CMD_RESIZE: cols, rows; CMD_CLICK: column, row */
};

/* "100x30" or "12 3": two numbers from 1 (or 0) to their maxima. */
static bool two_numbers(const char *s, char sep, int min, int max_a, int max_b, int *a, int *b,
			char *err, size_t errlen)
{
	const char *x = strchr(s, sep);
	uint64_t va, vb;
	if (!x) {
		/* TRANSLATORS: a script's mistake: %1$c is the separator, %2$s
		 * what was written (40 bytes at most). */
		snprintf(err, errlen, _("expected two numbers separated by '%1$c', not '%2$.40s'"), sep,
			 s);
		return false;
	}
	/* TRANSLATORS: what the number is, in "%s must be a whole number
	 * from 1 to 1000". */
	if (!parse_number(_("the first number"), s, (size_t)(x - s), (uint64_t)min, (uint64_t)max_a,
			  &va, err, errlen) ||
	    /* TRANSLATORS: what the number is, in "%s must be a whole
	     * number from 1 to 1000". */
	    !parse_number(_("the second number"), x + 1, strlen(x + 1), (uint64_t)min,
			  (uint64_t)max_b, &vb, err, errlen))
		return false;
	*a = (int)va;
	*b = (int)vb;
	return true;
}

/* One line of the script into s.  Column col (1-based) is where the
 * command starts, for messages. */
static bool parse_line(char *line, struct step *s, char *err, size_t errlen)
{
	char *arg = strchr(line, ' ');
	if (arg)
		*arg++ = '\0';
	if (strcmp(line, "type") == 0 && arg && *arg) {
		*s = (struct step){ .cmd = CMD_TYPE, .text = arg };
		return true;
	}
	if (strcmp(line, "resize") == 0 && arg) {
		*s = (struct step){ .cmd = CMD_RESIZE };
		return two_numbers(arg, 'x', 1, SCREEN_MAX_COLS, SCREEN_MAX_ROWS, &s->a, &s->b, err,
				   errlen);
	}
	if (strcmp(line, "click") == 0 && arg) {
		*s = (struct step){ .cmd = CMD_CLICK };
		return two_numbers(arg, ' ', 0, SCREEN_MAX_COLS - 1, SCREEN_MAX_ROWS - 1, &s->a, &s->b,
				   err, errlen);
	}
	if (arg) {
		/* TRANSLATORS: a script's mistake; %s is the command written (40
		 * bytes at most). */
		snprintf(err, errlen, _("unknown command '%.40s'"), line);
		return false;
	}
	if (strcmp(line, "dump") == 0) {
		*s = (struct step){ .cmd = CMD_DUMP };
		return true;
	}
	if (strcmp(line, "tick") == 0) {
		*s = (struct step){ .cmd = CMD_TICK };
		return true;
	}
	int code = key_code(line);
	if (code < 0 && strlen(line) == 1 && line[0] > ' ' && line[0] < 127)
		code = (unsigned char)line[0];
	if (code < 0) {
		/* TRANSLATORS: a script's mistake; %s is what was written (40
		 * bytes at most). */
		snprintf(err, errlen, _("unknown key or command '%.40s'"), line);
		return false;
	}
	*s = (struct step){ .cmd = CMD_KEY, .key = code };
	return true;
}

/* The whole script, checked before anything runs: a mistake on line 40
 * is reported before 39 keys have been pressed. */
static struct step *parse_script(const char *file, char *text, int *count)
{
	char err[256];
	int cap = 0, n = 0, lineno = 0;
	struct step *steps = NULL;
	for (char *line = text, *next; line && *line; line = next) {
		lineno++;
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		size_t len = strlen(line);
		while (len > 0 && (line[len - 1] == ' ' || line[len - 1] == '\r' ||
				   line[len - 1] == '\t'))
			line[--len] = '\0';
		char *start = line + strspn(line, " \t");
		if (!*start || *start == '#')
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 64;
			struct step *more = realloc(steps, (size_t)cap * sizeof *steps);
			if (!more) {
				fprintf(stderr, "treestep: %s\n", _("out of memory"));
				free(steps);
				return NULL;
			}
			steps = more;
		}
		if (!parse_line(start, &steps[n], err, sizeof err)) {
			fprintf(stderr, "%s:%d:%d: %s\n", file, lineno, (int)(start - line) + 1, err);
			free(steps);
			*count = -1;
			return NULL;
		}
		n++;
	}
	*count = n;
	return steps ? steps : calloc(1, sizeof *steps);
}

/* Sends one key as a terminal would: through curses' input queue. */
static bool press(struct ui *ui, int key)
{
	ungetch(key);
	return stepper_key(ui, getch());
}

int script_run(struct ui *ui, const char *file, int cols, int rows)
{
	char *text, err[LOAD_ERROR_MAX];
	size_t len;
	int count, dumps = 0;
	if (!load_read_file(file, SCRIPT_MAX_BYTES, &text, &len, err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		return 2;
	}
	size_t nul = strlen(text);
	if (nul != len) {
		/* Every other mistake in a script names its line and column,
		 * counted in bytes as parse_script counts them, so this one
		 * does too: the user needs the place to find a byte that no
		 * editor shows. */
		int line = 1;
		size_t start = 0;
		for (size_t i = 0; i < nul; i++)
			if (text[i] == '\n') {
				line++;
				start = i + 1;
			}
		fprintf(stderr, "%s:%d:%zu: %s\n", file, line, nul - start + 1,
			_("NUL byte in input (is this a binary file?)"));
		free(text);
		return 2;
	}
	struct step *steps = parse_script(file, text, &count);
	if (!steps) {
		free(text);
		return count < 0 ? 2 : 1;
	}
	SCREEN *screen = vscreen_open(cols, rows);
	if (!screen) {
		fprintf(stderr, "treestep: %s\n", _("cannot open a virtual screen (no terminfo for "
						    "xterm?)"));
		free(steps);
		free(text);
		return 1;
	}
	term_start(ui);
	stepper_draw(ui);
	bool quit = false, dumped = false;
	for (int i = 0; i < count && !quit; i++) {
		const struct step *s = &steps[i];
		stepper_settle(ui);     /* as the terminal does after the first screen */
		switch (s->cmd) {
		case CMD_KEY:
			quit = !press(ui, s->key);
			break;
		case CMD_TYPE:
			for (const char *p = s->text; *p && !quit; p++)
				quit = !press(ui, (unsigned char)*p);
			break;
		case CMD_RESIZE:
			resize_term(s->b, s->a);
			quit = !press(ui, KEY_RESIZE);
			break;
		case CMD_CLICK: {
			MEVENT m = { .x = s->a, .y = s->b, .bstate = BUTTON1_CLICKED };
			ungetmouse(&m);
			quit = !stepper_key(ui, getch());
			break;
		}
		case CMD_TICK:
			stepper_tick(ui);
			break;
		case CMD_DUMP:
			if (dumps++)
				fputs("\f\n", stdout);
			vscreen_dump(stdout);
			break;
		}
		dumped = s->cmd == CMD_DUMP;
		if (!quit)
			stepper_draw(ui);
	}
	/* The screen at the end, unless the last command just wrote it. */
	if (!dumped) {
		if (dumps)
			fputs("\f\n", stdout);
		vscreen_dump(stdout);
	}
	vscreen_close(screen);
	free(steps);
	free(text);
	return 0;
}
