/* parse.h - strict parsing of the numbers typed on the command line.
 *
 * strtol and friends accept leading spaces, a sign, trailing garbage (with
 * a check the caller must remember), and quietly clamp or wrap what does
 * not fit.  Every number treestep reads from its command line goes through
 * parse_number instead, so that "4294967298" is refused, not read as 2,
 * and every refusal states the range that is allowed. */
#ifndef TREESTEP_PARSE_H
#define TREESTEP_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Reads text[0..len) as a whole number from min to max: decimal digits
 * only (no sign, no spaces, nothing after them), without overflow.  On
 * failure writes "WHAT must be a whole number from MIN to MAX, not 'TEXT'"
 * into err and returns false. */
bool parse_number(const char *what, const char *text, size_t len, uint64_t min, uint64_t max,
		  uint64_t *out, char *err, size_t errlen);

/* The same for a probability: a decimal fraction from 0 to 1 such as 0.9,
 * .5 or 1 (digits and at most one point; no exponent, sign, hex, inf or
 * nan). */
bool parse_probability(const char *text, double *out);

/* Reads text[0..len) as a value as a tree file writes it: an optional
 * minus sign, digits, and at most two decimals after a point (-3.01,
 * 2.5, 4), into *hundredths, with the count of decimals written.  False
 * for anything else, or a number past a billion. */
bool parse_hundredths(const char *text, size_t len, long *hundredths, int *decimals);

#endif
