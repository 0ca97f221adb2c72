import type { ChartDataQueryContextInput } from '../../query-context/index.ts';
import { buildQueryContext, buildQueryObject } from '../common/build-query.ts';
import { timeseriesQuery } from '../timeseries/build-query.ts';
import type { FormData } from '../form-data.ts';

const SUFFIX = '_b';

/** Query A's form data: every field except Query B's `_b` ones (Superset's `removeFormDataSuffix`). */
export function queryAFormData(formData: FormData): FormData {
  return Object.fromEntries(Object.entries(formData).filter(([key]) => !key.endsWith(SUFFIX))) as FormData;
}

/** Query B's form data: the shared fields, with each `_b` field in place of its Query A twin (`retainFormDataSuffix`). */
export function queryBFormData(formData: FormData): FormData {
  const result: Record<string, unknown> = queryAFormData(formData);
  for (const [key, value] of Object.entries(formData)) {
    if (key.endsWith(SUFFIX)) result[key.slice(0, -SUFFIX.length)] = value;
  }
  return result as FormData;
}

/**
 * The mixed chart's request: Query A and Query B, each a full time-series query over the shared x-axis, time
 * grain and dashboard filters, with its own metrics, dimensions, filters, limits and advanced analytics.
 */
export function buildMixedQuery(formData: FormData): ChartDataQueryContextInput {
  const formDataB = queryBFormData(formData);
  return buildQueryContext(queryAFormData(formData), (base) => [
    timeseriesQuery(queryAFormData(formData), base),
    timeseriesQuery(formDataB, buildQueryObject(formDataB)),
  ]);
}
