import * as z from 'zod';
import { CHART_NAME_MAX_LENGTH } from '#shared/api/chart.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { chartInfoFilters } from './search-filters.ts';

const INFO_KEYS = ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title', 'none'] as const;

/** Flask-AppBuilder's `get_info_schema`: which parts of the answer to give (all when `keys` is absent). */
const InfoQuery = z.object({
  keys: z.array(z.enum(INFO_KEYS)).optional(),
  add_columns: z.record(z.string(), z.unknown()).optional(),
  edit_columns: z.record(z.string(), z.unknown()).optional(),
});

/** The permissions ChartRestApi's routes are guarded by (Superset's method permission map on view `Chart`). */
const CHART_API_PERMISSIONS = ['can_export', 'can_read', 'can_write'];

/**
 * The `slice_name` field as Flask-AppBuilder's `_info` describes it: ChartRestApi's add and edit columns are that
 * field alone ("Will just affect _info endpoint"), required with 1 to 250 characters on POST, optional on PUT.
 */
function sliceNameField(minLength: number, required: boolean) {
  return {
    name: 'slice_name',
    label: 'Slice Name',
    description: '',
    required,
    type: 'String',
    unique: false,
    validate: [`<Length(min=${minLength}, max=${CHART_NAME_MAX_LENGTH}, equal=None, error=None)>`],
  };
}

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
    ...(wanted('add_columns') ? { add_columns: [sliceNameField(1, true)] } : {}),
    ...(wanted('edit_columns') ? { edit_columns: [sliceNameField(0, false)] } : {}),
    ...(wanted('filters') ? { filters: chartInfoFilters() } : {}),
    ...(wanted('permissions') ? { permissions: chartPermissions(access) } : {}),
    ...(wanted('add_title') ? { add_title: 'Add Slice' } : {}),
    ...(wanted('edit_title') ? { edit_title: 'Edit Slice' } : {}),
  };
}
