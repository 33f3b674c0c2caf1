/* i18n.h - the marks that send a message a person reads through GNU
 * gettext.
 *
 * _("...") translates a message where it is used; N_("...") marks one
 * kept in a table, translated later with _(table[i]); ngettext picks the
 * singular or the plural form for a count.  With --disable-nls (or no
 * gettext) they return the English, unchanged.
 *
 * It sits in the lowest layer because every layer has words for people:
 * the loader's errors, the narration, the lesson player, the stepper.
 * What is an interface (JSON keys, CSV and TSV columns, --trace lines,
 * key names, lesson file syntax) is never marked.
 *
 * Messages with more than one argument number them (%1$s, %2$d) so that
 * a translation can put them in another order, and a comment starting
 * TRANSLATORS: just above says what each argument is; xgettext copies
 * it into the .pot (po/Makevars).  A sentence is one message, never
 * glued from pieces.  main (src/cli/main.c) binds the text domain. */
#ifndef TREESTEP_I18N_H
#define TREESTEP_I18N_H

/* pgettext names LC_MESSAGES, which <libintl.h> brings in with NLS and
 * nothing does without it (--disable-nls). */
#include <locale.h>

#include "tree/gettext.h"

#define _(msgid) gettext(msgid)
#define N_(msgid) msgid

#endif
