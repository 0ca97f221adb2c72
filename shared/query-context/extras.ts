import * as z from 'zod';
import { JsonObject, QueryContextMessages, requiredBoolean, requiredEnum, requiredString } from './fields.ts';

const RELATIVE_TIMES = ['today', 'now'] as const;

/**
 * Extra parameters of a query object: free-form WHERE/HAVING SQL (adhoc SQL filters), the legacy time grain and
 * the time comparison range. The grain id is checked against the dialect when the query compiles, so grains the
 * spec's enum lacks (half hour, quarter year) work too.
 */
export const ChartDataExtras = z.object({
  where: z.string().optional(),
  having: z.string().optional(),
  time_grain_sqla: z.string().nullish(),
  relative_start: requiredEnum(RELATIVE_TIMES).optional(),
  relative_end: requiredEnum(RELATIVE_TIMES).optional(),
  instant_time_comparison_range: z.string().nullish(),
});
export type ChartDataExtras = z.infer<typeof ChartDataExtras>;

/** An annotation layer as the spec describes it: carried through to the chart, never compiled into SQL. */
export const AnnotationLayer = z.looseObject({
  name: requiredString(),
  show: requiredBoolean(),
  showMarkers: requiredBoolean(),
  value: z.unknown().refine((value) => value !== undefined, { error: QueryContextMessages.required }),
  annotationType: requiredEnum(['FORMULA', 'INTERVAL', 'EVENT', 'TIME_SERIES'] as const).optional(),
  overrides: JsonObject.nullish(),
});
export type AnnotationLayer = z.infer<typeof AnnotationLayer>;
