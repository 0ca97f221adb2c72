import { ensureArray } from '../common/form-data-fields.ts';
import type { FormData } from '../form-data.ts';

/** Superset's two table query modes: grouped metrics, or rows as they are. */
export type QueryMode = 'aggregate' | 'raw';

/**
 * The table's query mode: the explicit `query_mode`, else raw when `all_columns` has columns (as Superset infers
 * it for charts saved before the control existed).
 */
export function getQueryMode(formData: FormData): QueryMode {
  const mode = formData.query_mode;
  if (mode === 'aggregate' || mode === 'raw') return mode;
  return ensureArray(formData.all_columns).length > 0 ? 'raw' : 'aggregate';
}
