import { z } from 'zod';
import { ChartPostBody, ChartPutBody } from '#shared/api/chart.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';

const INFO_KEYS = ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title', 'none'] as const;

/** Flask-AppBuilder's `get_info_schema`: which parts of the answer to give (all when `keys` is absent). */
const InfoQuery = z.object({
  keys: z.array(z.enum(INFO_KEYS)).optional(),
  add_columns: z.record(z.string(), z.unknown()).optional(),
  edit_columns: z.record(z.string(), z.unknown()).optional(),
});

/** The permissions ChartRestApi's routes are guarded by (Superset's method permission map on view `Chart`). */
const CHART_API_PERMISSIONS = ['can_export', 'can_read', 'can_write'];

const FIELD_TYPES: Readonly<Record<string, string>> = {
  cache_timeout: 'Integer', datasource_id: 'Integer', owners: 'List', dashboards: 'List', tags: 'List',
  is_managed_externally: 'Boolean', query_context_generation: 'Boolean',
};

const labelOf = (name: string): string => name.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** Each field of a write schema as Flask-AppBuilder's `_info` describes it; `required` read from the schema itself. */
function columnsOf(schema: z.ZodObject) {
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    label: labelOf(name),
    description: '',
    required: !(field as z.ZodType).safeParse(undefined).success,
    type: FIELD_TYPES[name] ?? 'String',
    unique: false,
  }));
}

const text = (operators: [string, string][]) => operators.map(([name, operator]) => ({ name, operator }));
const STRING_FILTERS = text([['Starts with', 'sw'], ['Ends with', 'ew'], ['Contains', 'ct'], ['Equal to', 'eq'], ['Not Contains', 'nct'], ['Not Equal to', 'neq']]);
const NUMBER_FILTERS = text([['Equal to', 'eq'], ['Greater than', 'gt'], ['Smaller than', 'lt'], ['Not Equal to', 'neq']]);

/** The filters the list answers (what list.ts implements), by column. */
const FILTERS = {
  id: text([['Equal to', 'eq'], ['In', 'in'], ['Is favorite', 'chart_is_favorite'], ['Is certified', 'chart_is_certified'], ['Owned Created or Favored', 'chart_owned_created_favored_by_me']]),
  slice_name: [...text([['All Text', 'chart_all_text']]), ...STRING_FILTERS],
  viz_type: [...STRING_FILTERS, ...text([['In', 'in']])],
  description: STRING_FILTERS,
  datasource_id: NUMBER_FILTERS,
  datasource_name: STRING_FILTERS,
  datasource_type: STRING_FILTERS,
  uuid: STRING_FILTERS,
  owners: text([['Relation as Many', 'rel_m_m']]),
  dashboards: text([['Relation as Many', 'rel_m_m']]),
  created_by: text([['Relation', 'rel_o_m'], ['Created by me', 'chart_created_by_me']]),
  changed_by: text([['Relation', 'rel_o_m']]),
  last_saved_by: text([['Relation', 'rel_o_m']]),
};

/** The caller's permissions on Chart: the API's own where they hold them, and any other Chart grant they have. */
export function chartPermissions(access: CallerAccess): string[] {
  const granted = access.pairs.filter(([, view]) => view === 'Chart').map(([permission]) => permission);
  const api = CHART_API_PERMISSIONS.filter((permission) => access.can(permission, 'Chart'));
  return [...new Set([...api, ...granted])].sort();
}

/** GET /api/v1/chart/_info?q=(keys:!(permissions)): the parts asked for, every part when none are named. */
export function chartInfo(access: CallerAccess, q: string | undefined) {
  const { keys } = parseRisonQuery(InfoQuery, q);
  const wanted = (key: (typeof INFO_KEYS)[number]) => (keys === undefined ? true : keys.includes(key));
  return {
    ...(wanted('add_columns') ? { add_columns: columnsOf(ChartPostBody) } : {}),
    ...(wanted('edit_columns') ? { edit_columns: columnsOf(ChartPutBody) } : {}),
    ...(wanted('filters') ? { filters: FILTERS } : {}),
    ...(wanted('permissions') ? { permissions: chartPermissions(access) } : {}),
    ...(wanted('add_title') ? { add_title: 'Add Slice' } : {}),
    ...(wanted('edit_title') ? { edit_title: 'Edit Slice' } : {}),
  };
}
