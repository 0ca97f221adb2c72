import { buildQueryFor, type FormData } from '#shared/chart-query/index.ts';
import { BadRequestError } from '#shared/errors.ts';
import { chartFormData } from './present.ts';
import type { ChartRecord } from '../../lib/records/chart-schema.ts';

/** What the caller asks of the answer; a built query context needs it (a table download takes every row, not a page). */
export interface ResultRequest {
  result_format: string;
  result_type: string;
}

/** The saved query context as an object, or undefined when there is none or it is unreadable. */
function savedContext(queryContext: string | null): Record<string, unknown> | undefined {
  let parsed: unknown;
  try {
    parsed = queryContext ? JSON.parse(queryContext) : undefined;
  } catch {
    return undefined;
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}

/** 400 in Superset's shape naming the chart type that has no buildQuery to make a query context with. */
export const noBuilderMessage = (vizType: string | null): string =>
  `Chart has no query context saved, and charts of type "${vizType ?? ''}" cannot build one from their params. Please save the chart again.`;

/** Whether the answer is the one a chart is drawn from, which a dashboard asks for with its form data as saved. */
const isDrawing = (request: ResultRequest): boolean =>
  request.result_format === 'json' && request.result_type === 'full';

/**
 * The query context built from the chart's params by its type's buildQuery, the same function the web runs: the
 * form data is the chart's as a dashboard reads it (`Slice.form_data`); a download adds the result it asks for,
 * as Superset's frontend does when it exports (a paginated table then asks for every row, not its first page).
 */
function builtContext(record: ChartRecord, request: ResultRequest): Record<string, unknown> {
  const buildQuery = buildQueryFor(record.viz_type ?? '');
  if (!buildQuery) throw new BadRequestError(noBuilderMessage(record.viz_type));
  const formData = chartFormData(record) as FormData;
  return { ...buildQuery(isDrawing(request) ? formData : { ...formData, ...request }) };
}

/**
 * The query context a saved chart runs: the one saved with it, else (saved through the API without one, or
 * unreadable) one built from its params, so every chart Skyset draws also answers its data, downloads and reports.
 */
export function chartQueryContext(record: ChartRecord, request: ResultRequest): Record<string, unknown> {
  return savedContext(record.query_context) ?? builtContext(record, request);
}
