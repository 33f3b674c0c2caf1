/* term_check.c - display_possible (display.h): can the stepper start on
 * this terminal?
 *
 * Apart from term.c because it asks the terminal database through
 * <term.h>, which defines a macro for every capability (lines, columns,
 * tab, ...) that would rename ordinary words in the drawing code. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define NCURSES_WIDECHAR 1
#include <curses.h>
#include <term.h>

#include "tree/i18n.h"
#include "ui/display.h"

/* The stepper needs a terminal on both ends and a TERM whose description
 * can move the cursor.  The description is looked up here, as newterm()
 * will look it up: an unknown TERM (a typing mistake, a terminal from
 * another machine) is then told as TERM=dumb is, and the caller falls
 * back the same way, instead of newterm() failing after the choice to
 * start the stepper was made.  dumb and printing terminals have no cursor
 * addressing ("cup") and cannot draw the screen. */
bool display_possible(char *why, size_t len)
{
	const char *term = getenv("TERM");
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		/* TRANSLATORS: why the stepper cannot start, said before ", so
		 * the interactive stepper cannot start". */
		snprintf(why, len, "%s", isatty(STDIN_FILENO) ? _("standard output is not a terminal") :
			 /* TRANSLATORS: why the stepper cannot start, said before
			  * ", so the interactive stepper cannot start". */
			 _("standard input is not a terminal"));
		return false;
	}
	if (!term || !*term) {
		/* TRANSLATORS: why the stepper cannot start; TERM is the
		 * environment variable. */
		snprintf(why, len, "%s", _("TERM is unset, which cannot draw a full screen"));
		return false;
	}
	int found;
	bool known = setupterm(term, STDOUT_FILENO, &found) == OK;
	const char *cup = known ? tigetstr("cup") : NULL;
	bool moves = cup != NULL && cup != (const char *)-1;
	if (known)
		del_curterm(cur_term);
	if (!known && found < 0)
		/* TRANSLATORS: why the stepper cannot start; %s is TERM's
		 * value. */
		snprintf(why, len, _("TERM is '%s', but no terminal database was found"), term);
	else if (!known)
		/* TRANSLATORS: why the stepper cannot start; %s is TERM's
		 * value. */
		snprintf(why, len, _("TERM is '%s', which the terminal database does not know"), term);
	else if (!moves)
		/* TRANSLATORS: why the stepper cannot start; %s is TERM's
		 * value. */
		snprintf(why, len, _("TERM is '%s', which cannot draw a full screen"), term);
	return known && moves;
}
