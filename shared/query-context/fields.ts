import * as z from 'zod';

/** The messages clients see for invalid query contexts, worded as Superset words them. */
export const QueryContextMessages = {
  required: 'Missing data for required field.',
  cannotBeEmpty: (what: string) => `${what} cannot be empty`,
  integer: (field: string) => `${field} is expected to be an integer`,
  atLeast: (minimum: number) => `Must be greater than or equal to ${minimum}.`,
  atMost: (maximum: number) => `Must be less than or equal to ${maximum}.`,
  invalidOrderby: 'Found invalid orderby options',
} as const;

/** Answers the marshmallow-style message for an absent required field, zod's own otherwise. */
export const requiredMessage = (issue: { input: unknown }): string | undefined =>
  issue.input === undefined ? QueryContextMessages.required : undefined;

/** A required string; `what` names it in the "cannot be empty" message when blank text is refused. */
export function requiredString(what?: string) {
  const base = z.string({ error: requiredMessage });
  return what === undefined
    ? base
    : base.refine((text) => text.trim() !== '', { error: QueryContextMessages.cannotBeEmpty(what) });
}

/** A required boolean. */
export function requiredBoolean() {
  return z.boolean({ error: requiredMessage });
}

/** An integer field (null and absent allowed) with Superset's message for anything else. */
export function optionalInteger(field: string, minimum?: number) {
  const base = z.int({ error: QueryContextMessages.integer(field) });
  const bounded = minimum === undefined ? base : base.min(minimum, { error: QueryContextMessages.atLeast(minimum) });
  return bounded.nullish();
}

/** A required member of a fixed set of strings. */
export function requiredEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: (issue) => requiredMessage(issue) ?? `Must be one of: ${values.join(', ')}.` });
}

/** Any JSON object; keys Superset clients add over time pass through untouched. */
export const JsonObject = z.record(z.string(), z.unknown());
