/* term.c - the terminal: what every screen of the stepper draws with.
 *
 * Text goes through put() and put_wrapped(), which clip it to a column
 * range and, in a UTF-8 locale, turn the ASCII spellings the library
 * writes ("alpha", ">=", "+inf") into the textbook's symbols.  The lines
 * and marks come from one glyph table, in UTF-8 or in ASCII. */
#include <config.h>

#include <ctype.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <wctype.h>
#if defined(__SANITIZE_ADDRESS__)
#define TREESTEP_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TREESTEP_SANITIZED 1
#endif
#endif
#ifdef TREESTEP_SANITIZED
#include <sanitizer/common_interface_defs.h>
#endif

#include "tree/i18n.h"
#include "ui/display.h"
#include "words/text.h"
#include "ui/ui.h"

static const struct glyphs utf8_glyphs = {
	.max = "\xe2\x96\xb2", .min = "\xe2\x96\xbc", .chance = "\xe2\x97\x86",
	.hline = "\xe2\x94\x80", .vline = "\xe2\x94\x82",
	.corner_left = "\xe2\x94\x8c", .corner_right = "\xe2\x94\x90",
	.tee_down = "\xe2\x94\xac", .tee_up = "\xe2\x94\xb4", .cross = "\xe2\x94\xbc",
	.tee_right = "\xe2\x94\x9c", .tee_left = "\xe2\x94\xa4",
	.cut_edge = "\xe2\x95\xb3", .empty_cell = "\xc2\xb7", .times = "\xc3\x97",
	.fold = "\xe2\x80\xa6", .horizon = "\xe2\x94\x84",
};

static const struct glyphs ascii_glyphs = {
	.max = "^", .min = "v", .chance = "?", .hline = "-", .vline = "|",
	.corner_left = "+", .corner_right = "+", .tee_down = "+", .tee_up = "+", .cross = "+",
	.tee_right = "+", .tee_left = "+",
	.cut_edge = "x", .empty_cell = ".", .times = "x", .fold = "+", .horizon = ".",
};

void term_set_locale(struct ui *ui)
{
	/* The whole locale, for curses (wide characters, the terminal's
	 * character set) and the messages, but LC_NUMERIC back to "C", as
	 * main leaves it (src/cli/main.c): the stepper writes and reads
	 * numbers that programs read too, the SVG of X, the tree file of w
	 * and r, and they take a decimal point whatever the locale. */
	setlocale(LC_ALL, "");
	setlocale(LC_NUMERIC, "C");
	ui->look.utf8 = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
	ui->look.g = ui->look.utf8 ? &utf8_glyphs : &ascii_glyphs;
}

static void setup_colours(struct ui *ui)
{
	const char *no = getenv("NO_COLOR");
	ui->look.colour = has_colors() && !(no && *no);
	if (!ui->look.colour)
		return;
	start_color();
	use_default_colors();
	init_pair(C_PATH, COLOR_CYAN, -1);
	init_pair(C_CURRENT, COLOR_YELLOW, -1);
	init_pair(C_PRUNED, COLOR_RED, -1);
	init_pair(C_DONE, COLOR_GREEN, -1);
	init_pair(C_TITLE, COLOR_BLUE, -1);
	init_pair(C_CHANGED, COLOR_MAGENTA, -1);
	init_pair(C_MESSAGE, COLOR_YELLOW, -1);
}

void term_start(struct ui *ui)
{
	cbreak();
	noecho();
	keypad(stdscr, TRUE);
	curs_set(0);
	set_escdelay(100);
	mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED, NULL);
	mouseinterval(0);
	setup_colours(ui);
}

attr_t colour(const struct ui *ui, enum colour c)
{
	return ui->look.colour ? COLOR_PAIR(c) : 0;
}

/* In a UTF-8 locale, the textbook's symbols (text_symbols); else the
 * ASCII the library writes. */
void symbolize(const struct ui *ui, const char *in, char *out, size_t len)
{
	if (ui->look.utf8)
		text_symbols(in, out, len);
	else
		snprintf(out, len, "%s", in);
}

/* Converts s to at most cap - 1 wide characters for drawing, and returns
 * how many.  A byte that does not start a character of the locale's
 * encoding becomes '?', and so does a character that cannot be shown.
 * Most text is checked UTF-8, but an answer being typed holds whatever
 * bytes arrived: a UTF-8 >= under LC_ALL=C, a Latin-1 byte, half a
 * character cut at the input's end.  mbstowcs gives up on the whole
 * string at the first such byte, and a panel drawn from it went blank. */
size_t to_wide(const char *s, wchar_t *w, size_t cap)
{
	mbstate_t st;
	size_t n = 0, left = strlen(s);
	memset(&st, 0, sizeof st);
	while (left > 0 && n + 1 < cap) {
		size_t k = mbrtowc(&w[n], s, left, &st);
		if (k == (size_t)-1 || k == (size_t)-2 || k == 0) {
			memset(&st, 0, sizeof st);
			w[n] = L'?';
			k = 1;
		} else if (w[n] != L'\t' && !iswprint((wint_t)w[n])) {
			w[n] = L'?';
		}
		n++;
		s += k;
		left -= k;
	}
	w[n] = L'\0';
	return n;
}

/* Draws s at (y, x), clipped to the columns [x0, x1). */
void put_clipped(int y, int x, int x0, int x1, const char *s)
{
	wchar_t w[512];
	size_t n = to_wide(s, w, sizeof w / sizeof w[0]);
	for (size_t i = 0; i < n; i++, x++) {
		if (x >= x1)
			break;
		if (x >= x0)
			mvaddnwstr(y, x, &w[i], 1);
	}
}

int text_width(const char *s)
{
	wchar_t w[512];
	return (int)to_wide(s, w, sizeof w / sizeof w[0]);
}

/* Shortens s to at most width columns, at a space (trailing spaces
 * dropped), or leaves it for clipping when there is no space to cut at. */
static void cut_at_space(char *s, int width)
{
	wchar_t w[1024];
	size_t n = to_wide(s, w, sizeof w / sizeof w[0]);
	if (width < 0 || n <= (size_t)width)
		return;
	size_t end = (size_t)width;
	while (end > 0 && w[end] != L' ')
		end--;
	while (end > 0 && w[end - 1] == L' ')
		end--;
	if (end == 0)
		return;
	w[end] = L'\0';
	wcstombs(s, w, strlen(s) + 1);
}

void put(const struct ui *ui, int y, int x, int x1, const char *fmt, ...)
{
	char raw[1024], text[2048];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(raw, sizeof raw, fmt, ap);
	va_end(ap);
	symbolize(ui, raw, text, sizeof text);
	/* Text that does not fit ends at a space, so that no number or name
	 * is ever shown cut short. */
	if (text_width(text) > x1 - x)
		cut_at_space(text, x1 - x);
	put_clipped(y, x, x, x1, text);
}

/* Wraps text over rows [y, y + rows) between columns x and x1. */
void put_wrapped(const struct ui *ui, int y, int rows, int x, int x1, const char *raw)
{
	put_wrapped_from(ui, y, rows, 0, x, x1, raw);
}

/* put_wrapped, from line skip of the wrapped text on: text that scrolls. */
void put_wrapped_from(const struct ui *ui, int y, int rows, int skip, int x, int x1,
		      const char *raw)
{
	/* As long as the text is: a lesson's stop may fill a tall screen.
	 * The symbols are never longer than twice the ASCII they replace. */
	size_t cap = 2 * strlen(raw) + 16;
	char *text = malloc(cap);
	if (!text)
		return;
	symbolize(ui, raw, text, cap);
	/* text_wrap_line's lines: the rule a picture's sentences follow too. */
	const char *next;
	for (char *s = text; *s && rows > 0; s = (char *)next) {
		size_t n = text_wrap_line(s, x1 - x, &next);
		if (skip > 0) {
			skip--;
			continue;
		}
		y++;
		rows--;
		char keep = s[n];
		s[n] = '\0';
		put_clipped(y - 1, x, x, x1, s);
		s[n] = keep;
	}
	free(text);
}

/* The lines put_wrapped draws raw text in. */
int wrapped_lines(const struct ui *ui, const char *raw, int width)
{
	size_t cap = 2 * strlen(raw) + 16;
	char *text = malloc(cap);
	if (!text)
		return 1;
	symbolize(ui, raw, text, cap);
	int lines = text_wrap_count(text, width);
	free(text);
	return lines;
}

void hrule(const struct ui *ui, int y, int x0, int x1)
{
	for (int x = x0; x < x1; x++)
		put_clipped(y, x, x0, x1, ui->look.g->hline);
}

/* Key hints ("<- -> step  [ ] events  ..."), dim: those that do not fit
 * lose whole groups from the end, never half a group. */
void put_hints(const struct ui *ui, int y, int x0, int x1, const char *hint)
{
	char fit[512];
	snprintf(fit, sizeof fit, "%s", hint);
	while (text_width(fit) > x1 - x0) {
		char *cut = strstr(fit, "  "), *last = NULL;
		for (; cut; cut = strstr(cut + 2, "  "))
			last = cut;
		if (!last)
			break;
		*last = '\0';
	}
	attron(A_DIM);
	put(ui, y, x0, x1, "%s", fit);
	attroff(A_DIM);
}

/* The bottom line: the message of the last key if there is one (a reload
 * error names a file and a position, so it may take up to three lines,
 * covering what is above it), else the hint of the keys. */
void message_line(const struct ui *ui, const char *hint)
{
	if (ui->message[0]) {
		int rows = (text_width(ui->message) + COLS - 1) / COLS;
		rows = rows < 1 ? 1 : rows > 3 ? 3 : rows;
		attron(A_REVERSE | colour(ui, C_MESSAGE));
		for (int r = 0; r < rows; r++)
			mvhline(LINES - rows + r, 0, ' ', COLS);
		put_wrapped(ui, LINES - rows, rows, 0, COLS, ui->message);
		attroff(A_REVERSE | colour(ui, C_MESSAGE));
	} else {
		put_hints(ui, LINES - 1, 0, COLS, hint);
	}
}

/* ---- The real terminal ---------------------------------------------------- */

static volatile sig_atomic_t got_signal;

static void on_signal(int sig)
{
	got_signal = sig;
}

/* ---- A crash still restores the terminal ---------------------------------- *
 *
 * endwin() may not be called from a signal handler: it allocates and
 * writes through stdio.  So the way back is prepared while all is well:
 * the terminal's settings as treestep found them, and the bytes that
 * leave the full screen, show the cursor, end any colour or mode and turn
 * the mouse off.  A fatal signal (or a sanitizer's report) sends those
 * bytes with write(2) and puts the settings back with tcsetattr(3), both
 * safe in a handler, and the signal then does what it would have done:
 * the exit status and the core dump stay right. */
static struct termios shell_tty;
static bool have_shell_tty;
static char way_back[256];
static size_t way_back_len;

static void add_way_back(const char *cap)
{
	size_t n = cap && cap != (char *)-1 ? strlen(cap) : 0;
	if (n > 0 && way_back_len + n < sizeof way_back) {
		memcpy(way_back + way_back_len, cap, n);
		way_back_len += n;
	}
}

static void restore_in_handler(void)
{
	if (way_back_len && write(STDOUT_FILENO, way_back, way_back_len) < 0) {
		/* Nothing more can be done from here. */
	}
	if (have_shell_tty)
		tcsetattr(STDIN_FILENO, TCSAFLUSH, &shell_tty);
}

static void on_fatal(int sig)
{
	/* SA_RESETHAND has put the default action back: raising the signal
	 * again ends the program as it would have ended. */
	restore_in_handler();
	raise(sig);
}

#ifdef TREESTEP_SANITIZED
static void on_sanitizer_death(void)
{
	restore_in_handler();
}
#endif

static void prepare_way_back(void)
{
	/* The capabilities of the terminal newterm() loaded. */
	add_way_back(tigetstr("sgr0"));
	add_way_back(tigetstr("cnorm"));
	add_way_back(tigetstr("rmkx"));
	/* ncurses turns on xterm's mouse reporting when the terminal has one. */
	char *kmous = tigetstr("kmous");
	if (kmous && kmous != (char *)-1)
		add_way_back("\033[?1000l\033[?1002l\033[?1006l");
	add_way_back(tigetstr("rmcup"));
	/* SIGSEGV, SIGBUS and SIGFPE: AddressSanitizer reports them itself
	 * (and then calls on_sanitizer_death), so they are left to it. */
	static const int fatal[] = {
		SIGABRT, SIGILL,
#ifndef TREESTEP_SANITIZED
		SIGSEGV, SIGBUS, SIGFPE,
#endif
	};
	struct sigaction sa = { .sa_handler = on_fatal, .sa_flags = SA_RESETHAND | SA_NODEFER };
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
		sigaction(fatal[i], &sa, NULL);
#ifdef TREESTEP_SANITIZED
	__sanitizer_set_death_callback(on_sanitizer_death);
#endif
}

/* The stepper's loop on the terminal.  Every way out (q, a signal) goes
 * through endwin(), so the terminal is always restored; a crash goes
 * through restore_in_handler. */
int term_run(struct ui *ui)
{
	struct sigaction sa = { .sa_handler = on_signal };
	int status = 0;
	have_shell_tty = tcgetattr(STDIN_FILENO, &shell_tty) == 0;
	SCREEN *screen = newterm(NULL, stdout, stdin);
	if (!screen) {
		fputs("treestep: ", stderr);
		/* TRANSLATORS: %s is TERM's value. */
		fprintf(stderr, _("cannot use the terminal '%s'; try --trace or --compare\n"),
			getenv("TERM"));
		return 1;
	}
	prepare_way_back();
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);
	term_start(ui);
	for (;;) {
		stepper_draw(ui);
		refresh();
		stepper_settle(ui);
		/* Wake up now and then even when idle, so that a signal ends
		 * the program through endwin() below. */
		int delay = stepper_delay(ui);
		timeout(delay >= 0 ? delay : 250);
		int key = getch();
		if (got_signal) {
			status = 128 + got_signal;
			break;
		}
		if (key == ERR)
			stepper_tick(ui);
		else if (!stepper_key(ui, key))
			break;
	}
	endwin();
	delscreen(screen);
	way_back_len = 0;               /* endwin did it: a later crash has no screen to leave */
	return status;
}
