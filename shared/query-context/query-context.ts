import * as z from 'zod';
import { ValidationError } from '../errors.ts';
import { QueryContextMessages, optionalInteger } from './fields.ts';
import {
  ChartDataDatasource,
  DEFAULT_QUERY_LIMITS,
  RESULT_TYPES,
  chartDataQueryObjectSchema,
  type QueryLimits,
} from './query-object.ts';

/** The formats a chart data result can be answered in. */
export const RESULT_FORMATS = ['csv', 'json', 'xlsx'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

/** Form data fields that charts require to name something when they carry them. */
const NAMED_FORM_DATA_FIELDS: Readonly<Record<string, string>> = { x_axis: 'X Axis', entity: 'Entity' };

const isBlank = (value: unknown): boolean => value === null || (typeof value === 'string' && value.trim() === '');

/** The chart's form data: any object (charts keep adding fields), with a blank x-axis or entity refused. */
const FormData = z
  .optional(z.unknown())
  .superRefine((formData, context) => {
    if (typeof formData !== 'object' || formData === null) return;
    for (const [field, what] of Object.entries(NAMED_FORM_DATA_FIELDS)) {
      if (field in formData && isBlank((formData as Record<string, unknown>)[field])) {
        context.addIssue({ code: 'custom', path: [field], message: QueryContextMessages.cannotBeEmpty(what) });
      }
    }
  })
  .transform((formData) => (formData ?? null) as Record<string, unknown> | null);

/** The schema of a whole chart data request (`POST /api/v1/chart/data`) under the deployment's row limits. */
export function chartDataQueryContextSchema(limits: QueryLimits = DEFAULT_QUERY_LIMITS) {
  return z.object({
    datasource: z.object(ChartDataDatasource.shape, {
      error: (issue) => (issue.input === undefined ? QueryContextMessages.required : undefined),
    }),
    force: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    queries: z.array(chartDataQueryObjectSchema(limits), {
      error: (issue) => (issue.input === undefined ? QueryContextMessages.required : undefined),
    }),
    form_data: FormData,
    result_type: z
      .enum(RESULT_TYPES)
      .nullish()
      .transform((value) => value ?? 'full'),
    result_format: z
      .enum(RESULT_FORMATS)
      .nullish()
      .transform((value) => value ?? 'json'),
    custom_cache_timeout: optionalInteger('custom_cache_timeout'),
  });
}

/** A chart data request under the default limits; web code builds these. */
export const ChartDataQueryContext = chartDataQueryContextSchema();
/** A validated chart data request: defaults filled, legacy query fields folded in. */
export type ChartDataQueryContext = z.output<typeof ChartDataQueryContext>;
/** A chart data request as a client writes it. */
export type ChartDataQueryContextInput = z.input<typeof ChartDataQueryContext>;

const schemasByLimits = new Map<string, ReturnType<typeof chartDataQueryContextSchema>>();

function schemaFor(limits: QueryLimits): ReturnType<typeof chartDataQueryContextSchema> {
  const key = `${limits.rowLimit}/${limits.maxRow ?? ''}`;
  let schema = schemasByLimits.get(key);
  if (schema === undefined) {
    schema = chartDataQueryContextSchema(limits);
    schemasByLimits.set(key, schema);
  }
  return schema;
}

/**
 * Validates a chart data request body under the deployment's limits (config ROW_LIMIT and SQL_MAX_ROW).
 * Throws a 400 ValidationError whose messages map field paths (`queries.0.row_limit`) to their problems.
 */
export function validateQueryContext(raw: unknown, limits: QueryLimits = DEFAULT_QUERY_LIMITS): ChartDataQueryContext {
  const parsed = schemaFor(limits).safeParse(raw);
  if (parsed.success) return parsed.data;
  const messages: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_schema';
    (messages[key] ??= []).push(issue.message);
  }
  throw new ValidationError(messages);
}
