/* json.h - JSON: the one string writer, and a strict reader.
 *
 * Every string treestep puts in JSON (tree sources, names, algorithm
 * names, orders) goes through json_string, so quotes, backslashes and
 * control characters are always escaped.
 *
 * json_parse reads what --merge is given: RFC 8259 and nothing more (no
 * comments, no trailing commas, no single quotes, no duplicate keys,
 * UTF-8 only), with every value's line and column kept for messages, and
 * every number kept as written, so that a 64-bit seed or sum is read
 * exactly.  (Debian's JSON libraries do not fit: jansson stops at 2^63,
 * which a seed passes; json-c takes single quotes and repeated keys and
 * clamps a number too big without a word.) */
#ifndef TREESTEP_JSON_H
#define TREESTEP_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

void json_string(FILE *out, const char *s);

enum json_type { JSON_NULL, JSON_FALSE, JSON_TRUE, JSON_NUMBER, JSON_STRING, JSON_ARRAY,
		 JSON_OBJECT };

struct json_value {
	enum json_type type;
	int line, col;                  /* where it starts, both from 1 */
	char *text;                     /* a number as written; a string decoded */
	size_t count;                   /* an array's items, an object's members */
	struct json_value *items;       /* count of them: the items, or the members' values */
	char **keys;                    /* an object's keys, count of them */
};

/* The nesting json_parse takes: far more than --stats writes. */
#define JSON_MAX_DEPTH 64

/* Parses text[0..len) as one JSON value.  NULL when it is not JSON (or
 * memory runs out), with "SOURCE:LINE:COLUMN: message" in err. */
struct json_value *json_parse(const char *text, size_t len, const char *source, char *err,
			      size_t errlen);
void json_free(struct json_value *v);

/* An object's member, or NULL. */
const struct json_value *json_member(const struct json_value *object, const char *key);
/* A number written as a whole number from min to max (no fraction, no
 * exponent), exactly. */
bool json_unsigned(const struct json_value *v, uint64_t max, uint64_t *out);
bool json_signed(const struct json_value *v, int64_t min, int64_t max, int64_t *out);
/* Any number, as the nearest double. */
bool json_double(const struct json_value *v, double *out);

#endif
