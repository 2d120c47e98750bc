/* number.h: a whole number typed by a person, read strictly.
 *
 * Digits only, as typed on a command line: no sign, no spaces, no hex, nothing after, and
 * no silent wrap on overflow (strtol alone takes leading spaces and a sign). Both
 * programs' command lines read their numbers here.
 */
#ifndef BASE_NUMBER_H
#define BASE_NUMBER_H

/* The number text spells, if it is within lo..hi; 0, or -1 when it is not one. */
int number_parse_whole(const char *text, unsigned long long lo, unsigned long long hi,
                   unsigned long long *out);

#endif
