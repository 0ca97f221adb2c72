import * as z from 'zod';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';

/**
 * Flask-AppBuilder's `get_info_schema`, for the parts a report client reads: the caller's permissions (the lists
 * decide on their buttons with them) and the titles. Column and filter descriptions are not answered: `keys` naming
 * them is refused (400) rather than answered empty.
 */
const InfoQuery = z.object({ keys: z.array(z.enum(['permissions', 'add_title', 'edit_title', 'none'])).optional() });

/** The permissions ReportScheduleRestApi's routes are guarded by (Superset's method permission map on `ReportSchedule`). */
const REPORT_API_PERMISSIONS = ['can_read', 'can_write'];

/** GET /api/v1/report/_info?q=(keys:!(permissions)): the parts asked for, all of them when none are named. */
export function reportInfo(access: CallerAccess, q: string | undefined) {
  const { keys } = parseRisonQuery(InfoQuery, q);
  const wanted = (key: 'permissions' | 'add_title' | 'edit_title') => keys === undefined || keys.includes(key);
  return {
    ...(wanted('permissions')
      ? { permissions: REPORT_API_PERMISSIONS.filter((permission) => access.can(permission, 'ReportSchedule')) }
      : {}),
    ...(wanted('add_title') ? { add_title: 'Add Report Schedule' } : {}),
    ...(wanted('edit_title') ? { edit_title: 'Edit Report Schedule' } : {}),
  };
}
