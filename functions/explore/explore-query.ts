import * as z from 'zod';
import { ExploreQuery } from '#shared/api/explore.ts';
import { parseWith } from '../lib/http.ts';
import { parseId } from '../lib/path-ids.ts';

type FormData = Record<string, unknown>;

/** The query as Superset reads it: keys of any length (an unknown one restores nothing), ids as `type=int` does. */
export const LenientExploreQuery = ExploreQuery.extend({
  form_data_key: z.string().optional(),
  permalink_key: z.string().optional(),
});
export type LenientExploreQuery = z.infer<typeof LenientExploreQuery>;

/** Flask's `request.args.get(name, type=int)`: a value that is no integer counts as absent. */
export function readQuery(rawQuery: Record<string, string>): LenientExploreQuery {
  const query = { ...rawQuery };
  for (const name of ['slice_id', 'datasource_id']) if (parseId(query[name]) === undefined) delete query[name];
  return parseWith(LenientExploreQuery, query);
}

/** The datasource Explore opens on (Superset's `get_datasource_info`). */
export interface DatasourceRef {
  id: number | undefined;
  type: string;
}

/** The datasource the form data names (`"<id>__<type>"`), else the query's; a table with no id when neither does. */
export function datasourceOf(formData: FormData, query: LenientExploreQuery): DatasourceRef {
  const match = typeof formData.datasource === 'string' ? /^(.*)__(\w+)$/.exec(formData.datasource) : null;
  const id = parseId(match?.[1]);
  if (match && id !== undefined) return { id, type: match[2]! };
  return { id: query.datasource_id, type: query.datasource_type ?? 'table' };
}

/** Superset's `merge_request_params`: every query argument but `form_data` and `r` lands in `url_params`. */
export function mergeRequestParams(formData: FormData, rawQuery: Record<string, string>): void {
  const urlParams = { ...((formData.url_params as FormData | undefined) ?? {}) };
  for (const [name, value] of Object.entries(rawQuery))
    if (name !== 'form_data' && name !== 'r') urlParams[name] = value;
  formData.url_params = urlParams;
}
