import * as z from 'zod';
import { DASHBOARD_SLUG_MAX_LENGTH, DASHBOARD_TITLE_MAX_LENGTH } from '#shared/api/dashboard.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { dashboardInfoFilters } from './search-filters.ts';

const INFO_KEYS = ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title', 'none'] as const;

/** Flask-AppBuilder's `get_info_schema`: which parts of the answer to give (all when `keys` is absent). */
const InfoQuery = z.object({
  keys: z.array(z.enum(INFO_KEYS)).optional(),
  add_columns: z.record(z.string(), z.unknown()).optional(),
  edit_columns: z.record(z.string(), z.unknown()).optional(),
});

/** The permissions DashboardRestApi's routes are guarded by (Superset's method permission map on view `Dashboard`). */
const DASHBOARD_API_PERMISSIONS = ['can_export', 'can_read', 'can_write'];

/** One field as Flask-AppBuilder's `_info` describes it. */
const field = (name: string, type: string, validate: string[] = []) => ({
  name,
  label: name.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()),
  description: '',
  required: false,
  type,
  unique: name === 'slug',
  validate,
});

const length = (max: number) => `<Length(min=0, max=${max}, equal=None, error=None)>`;

/** DashboardRestApi's `add_columns` (and `edit_columns`, the same list), in its order. */
const WRITE_COLUMNS = [
  field('certified_by', 'String'),
  field('certification_details', 'String'),
  field('dashboard_title', 'String', [length(DASHBOARD_TITLE_MAX_LENGTH)]),
  field('slug', 'String', [length(DASHBOARD_SLUG_MAX_LENGTH)]),
  field('owners', 'List'),
  field('roles', 'List'),
  field('position_json', 'String'),
  field('css', 'String'),
  field('json_metadata', 'String'),
  field('published', 'Boolean'),
];

/** The caller's permissions on Dashboard: the API's own where they hold them, and any other Dashboard grant. */
function dashboardPermissions(access: CallerAccess): string[] {
  const granted = access.pairs.filter(([, view]) => view === 'Dashboard').map(([permission]) => permission);
  const api = DASHBOARD_API_PERMISSIONS.filter((permission) => access.can(permission, 'Dashboard'));
  return [...new Set([...api, ...granted])].sort();
}

/** GET /api/v1/dashboard/_info?q=(keys:!(permissions)): the parts asked for, every part when none are named. */
export function dashboardInfo(access: CallerAccess, q: string | undefined) {
  const { keys } = parseRisonQuery(InfoQuery, q);
  const wanted = (key: (typeof INFO_KEYS)[number]) => (keys === undefined ? true : keys.includes(key));
  return {
    ...(wanted('add_columns') ? { add_columns: WRITE_COLUMNS } : {}),
    ...(wanted('edit_columns') ? { edit_columns: WRITE_COLUMNS } : {}),
    ...(wanted('filters') ? { filters: dashboardInfoFilters() } : {}),
    ...(wanted('permissions') ? { permissions: dashboardPermissions(access) } : {}),
    ...(wanted('add_title') ? { add_title: 'Add Dashboard' } : {}),
    ...(wanted('edit_title') ? { edit_title: 'Edit Dashboard' } : {}),
  };
}
