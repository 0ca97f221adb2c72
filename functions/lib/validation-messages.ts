import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** Marshmallow's words for a value of the wrong type, by what zod expected. */
const NOT_VALID: Readonly<Record<string, string>> = {
  string: 'Not a valid string.',
  number: 'Not a valid number.',
  int: 'Not a valid integer.',
  boolean: 'Not a valid boolean.',
  array: 'Not a valid list.',
  object: 'Not a valid mapping type.',
};

/**
 * The message Superset's marshmallow schemas give for a zod issue: a missing field, a value of the wrong type, a
 * value outside a choice. Undefined leaves zod's own message (schemas that set a message keep theirs).
 */
export function marshmallowMessage(issue: Issue): string | undefined {
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined) return 'Missing data for required field.';
  if (issue.code === 'invalid_type') return NOT_VALID[issue.expected];
  if (issue.code === 'invalid_value') return `Must be one of: ${issue.values.map(String).join(', ')}.`;
  return undefined;
}

/** Makes every request schema without a message of its own answer in marshmallow's words. */
export function useMarshmallowMessages(): void {
  z.config({ customError: marshmallowMessage });
}
