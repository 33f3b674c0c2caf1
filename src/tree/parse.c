/* parse.c - strict parsing of command-line numbers (see parse.h). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree/i18n.h"
#include "tree/parse.h"

bool parse_number(const char *what, const char *text, size_t len, uint64_t min, uint64_t max,
		  uint64_t *out, char *err, size_t errlen)
{
	uint64_t v = 0;
	bool ok = len > 0;
	for (size_t i = 0; ok && i < len; i++) {
		unsigned digit = (unsigned char)text[i] - '0';
		if (digit > 9 || v > (UINT64_MAX - digit) / 10)
			ok = false;             /* not a digit, or past 2^64 - 1 */
		else
			v = v * 10 + digit;
	}
	if (ok && v >= min && v <= max) {
		*out = v;
		return true;
	}
	/* Quote at most 40 characters of what was typed: enough to see it,
	 * short enough to keep the message on one line. */
	/* TRANSLATORS: what the number is ("the depth", "the seed"), the
	 * least and the largest it may be, then what was typed, and "..."
	 * when that was cut short. */
	snprintf(err, errlen, _("%s must be a whole number from %llu to %llu, not '%.*s%s'"), what,
		 (unsigned long long)min, (unsigned long long)max, len > 40 ? 40 : (int)len, text,
		 len > 40 ? "..." : "");
	return false;
}

bool parse_probability(const char *text, double *out)
{
	size_t whole = strspn(text, "0123456789"), frac = 0;
	if (text[whole] == '.')
		frac = 1 + strspn(text + whole + 1, "0123456789");
	/* Something like "0", "0.25" or ".5", and nothing else. */
	if (text[whole + frac] != '\0' || whole + frac == 0 || (whole == 0 && frac == 1))
		return false;
	/* strtod reads the point of the current locale; treestep parses its
	 * command line before anything calls setlocale, so that is '.'. */
	double p = strtod(text, NULL);
	if (p > 1)
		return false;
	*out = p;
	return true;
}

bool parse_hundredths(const char *text, size_t len, long *hundredths, int *decimals)
{
	bool minus = len > 0 && text[0] == '-';
	size_t i = minus, whole = 0;
	long v = 0;
	for (; i < len && text[i] >= '0' && text[i] <= '9'; i++, whole++)
		if ((v = v * 10 + (text[i] - '0')) > 1000000000L)
			return false;
	if (whole == 0)
		return false;
	int d = 0;
	if (i < len && text[i] == '.') {
		for (i++; i < len && text[i] >= '0' && text[i] <= '9' && d < 2; i++, d++)
			v = v * 10 + (text[i] - '0');
		if (d == 0)
			return false;
	}
	if (i != len)
		return false;
	for (int k = d; k < 2; k++)
		v *= 10;
	*hundredths = minus ? -v : v;
	*decimals = d;
	return true;
}
