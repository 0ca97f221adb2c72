import * as z from 'zod';
import { JsonObject, QueryContextMessages, requiredEnum } from './fields.ts';

/** The post-processing operations of the spec, applied in order to the query's result frame. */
export const POST_PROCESSING_OPERATIONS = [
  'aggregate',
  'boxplot',
  'compare',
  'contribution',
  'cum',
  'diff',
  'escape_separator',
  'flatten',
  'geodetic_parse',
  'geohash_decode',
  'geohash_encode',
  'histogram',
  'pivot',
  'prophet',
  'rank',
  'rename',
  'resample',
  'rolling',
  'select',
  'sort',
  'unescape_separator',
] as const;
export type PostProcessingOperationName = (typeof POST_PROCESSING_OPERATIONS)[number];

/** Options whose values Superset's option schemas declare as integers, per operation. */
const INTEGER_OPTIONS: Partial<Record<PostProcessingOperationName, readonly string[]>> = {
  rolling: ['window', 'min_periods'],
  diff: ['periods'],
  histogram: ['bins'],
  prophet: ['periods'],
};

/** Options that must be present, per operation (rolling needs its window and type, rank its metric). */
const REQUIRED_OPTIONS: Partial<Record<PostProcessingOperationName, readonly string[]>> = {
  rolling: ['rolling_type', 'window'],
  rank: ['metric'],
};

function checkOptions(
  operation: PostProcessingOperationName,
  options: Record<string, unknown>,
  context: z.RefinementCtx,
): void {
  for (const name of REQUIRED_OPTIONS[operation] ?? []) {
    if (options[name] === undefined)
      context.addIssue({ code: 'custom', path: ['options', name], message: QueryContextMessages.required });
  }
  for (const name of INTEGER_OPTIONS[operation] ?? []) {
    const value = options[name];
    if (value !== undefined && value !== null && !Number.isSafeInteger(value)) {
      context.addIssue({ code: 'custom', path: ['options', name], message: QueryContextMessages.integer(name) });
    }
  }
}

/**
 * One post-processing step: the operation and its options. Options are checked here only where Superset's
 * schemas are strict about integers; the post-processing module reads the rest.
 */
export const PostProcessingOperation = z
  .object({ operation: requiredEnum(POST_PROCESSING_OPERATIONS), options: JsonObject.nullish() })
  .superRefine((step, context) => checkOptions(step.operation, step.options ?? {}, context));
export type PostProcessingOperation = z.infer<typeof PostProcessingOperation>;
