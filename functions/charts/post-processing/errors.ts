import type * as z from 'zod';
import { BadRequestError } from '#shared/errors.ts';

/** Superset answers every refused post-processing step with a plain 400 message; so does Skyset. */
export function invalidPostProcessing(message: string): BadRequestError {
  return new BadRequestError(message);
}

/** The message pandas-backed Superset gives when an option names a column the frame lacks. */
export const MISSING_COLUMNS_MESSAGE = 'Referenced columns not available in DataFrame.';

/**
 * Validates one operation's options with its schema; the 400 names the operation and every wrong field so a
 * chart author can see what to fix (`Invalid options for rolling: window: expected number`).
 */
export function parseOptions<T extends z.ZodType>(operation: string, schema: T, options: unknown): z.infer<T> {
  const parsed = schema.safeParse(options ?? {});
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  throw invalidPostProcessing(`Invalid options for ${operation}: ${problems.join('; ')}`);
}
