import * as z from 'zod';

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

/** A zod check or schema definition, as far as telling an integer field from a number field needs. */
interface NumberDef {
  format?: string;
  checks?: { _zod: { def: NumberDef } }[];
}

/** Whether the schema that raised an issue takes integers only (`z.int()`, `z.number().int()`): marshmallow's `Integer`. */
function isIntegerSchema(issue: Issue): boolean {
  const def = (issue.inst as { _zod?: { def?: NumberDef } } | undefined)?._zod?.def;
  const isIntFormat = (format: string | undefined) => format !== undefined && /int/.test(format);
  return isIntFormat(def?.format) || (def?.checks ?? []).some((check) => isIntFormat(check._zod.def.format));
}

/** Marshmallow's `Range` and `Length` words for a value outside its bounds. */
function boundsMessage(issue: Issue): string | undefined {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return undefined;
  const isSize = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
  if (issue.code === 'too_small') {
    if (isSize) return `Shorter than minimum length ${String(issue.minimum)}.`;
    return `Must be greater than ${issue.inclusive ? 'or equal to ' : ''}${String(issue.minimum)}.`;
  }
  if (isSize) return `Longer than maximum length ${String(issue.maximum)}.`;
  return `Must be less than ${issue.inclusive ? 'or equal to ' : ''}${String(issue.maximum)}.`;
}

/**
 * The message Superset's marshmallow schemas give for a zod issue: a missing field, a null where none is allowed, a
 * value of the wrong type, a value outside a choice or its bounds. Undefined leaves zod's own message (schemas that set a message keep theirs).
 */
export function marshmallowMessage(issue: Issue): string | undefined {
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined)
    return 'Missing data for required field.';
  if (issue.code === 'invalid_type' && issue.input === null) return 'Field may not be null.';
  if (issue.code === 'invalid_type')
    return NOT_VALID[issue.expected === 'number' && isIntegerSchema(issue) ? 'int' : issue.expected];
  if (issue.code === 'invalid_value') return `Must be one of: ${issue.values.map(String).join(', ')}.`;
  return boundsMessage(issue);
}

/** Makes every request schema without a message of its own answer in marshmallow's words. */
export function useMarshmallowMessages(): void {
  z.config({ customError: marshmallowMessage });
}
