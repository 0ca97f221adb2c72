/**
 * CSV formula injection: a spreadsheet opening a CSV file runs a cell that starts with `=`, `+`, `-`, `@` (and, in
 * some, `|` for DDE or `%`) as a formula, so `=HYPERLINK(...)` or `=cmd|' /C calc'!A0` in a dataset would act on the
 * reader's machine. Every CSV the product writes (chart data, SQL Lab, legacy Explore, report attachments, the
 * web app's own downloads) passes its text cells and column names through `escapeCsvText`, which follows Superset's
 * `superset/utils/csv.py` rule so files read the same as Superset's:
 *
 * - a cell is escaped when it starts with one of `- @ + | = %`, or with two double quotes or any run of whitespace
 *   right before one of them (`""=1`, `  =1`); quotes or spaces alone are not enough;
 * - a negative number written as `-` then digits and dots (`-10`, `-1.5`) stays as it is;
 * - an escaped cell gets a leading `'` (spreadsheets show the text and hide the quote) and every `|` becomes `\|`,
 *   which defuses DDE payloads that a reader might strip the quote from.
 *
 * Only text is escaped, never numbers, booleans or dates (Superset escapes string values and column names only).
 */
const FORMULA_START = /^(?:"{2}|\s+)(?=[-@+|=%])|^[-@+|=%]/;

/** `-` then digits and dots; the optional final line break matches Python's `$`, which Superset's pattern uses. */
const NEGATIVE_NUMBER = /^-[0-9.]+\n?$/;

/** A text cell or column name as it is safe to write into CSV (see above); other text is returned unchanged. */
export function escapeCsvText(text: string): string {
  if (!FORMULA_START.test(text) || NEGATIVE_NUMBER.test(text)) return text;
  return `'${text.replaceAll('|', '\\|')}`;
}
