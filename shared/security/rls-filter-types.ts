/**
 * The kinds of row level security filter (Superset's RowLevelSecurityFilterType), in a file of their own: every chart
 * query reads the tenant's filters, and must not load the row level security API's schemas for it.
 */
export const RLS_FILTER_TYPES = ['Regular', 'Base'] as const;
export type RlsFilterTypeName = (typeof RLS_FILTER_TYPES)[number];
