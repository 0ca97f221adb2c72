import type { BuiltinRoleName } from '#shared/security/builtin-roles.ts';
import type { PermissionPair } from '#shared/security/permissions.ts';

/**
 * The roles every new tenant starts with, shaped like Superset's builtin roles:
 * Admin can do everything; Alpha everything but security and database administration;
 * Gamma reads the data it is granted and makes charts and dashboards of it (Superset's STANDARD_ROLES: Gamma writes
 * Chart and Dashboard, changing only what it owns); sql_lab adds SQL Lab on top of a base role.
 */
const pairs = (permissions: string[], views: string[]): PermissionPair[] =>
  views.flatMap((view) => permissions.map((permission): PermissionPair => [permission, view]));

const contentViews = ['Chart', 'Dashboard', 'Dataset', 'Tag', 'ReportSchedule', 'Annotation', 'CssTemplate'];
const permalinkViews = [
  'DashboardPermalinkRestApi',
  'ExplorePermalinkRestApi',
  'ExploreFormDataRestApi',
  'DashboardFilterStateRestApi',
];

const gamma: PermissionPair[] = [
  // Database lists and items show only the databases a grant reaches (Superset's DatabaseFilter); metadata needs database access.
  ...pairs(['can_read'], ['Chart', 'Dashboard', 'Dataset', 'Database', 'Tag', 'Explore', 'AsyncEventsRestApi', 'Log']),
  // The themes every page draws with (Superset sends its system themes to every user in the page bootstrap).
  ['can_read', 'Theme'],
  ...pairs(['can_read', 'can_write'], permalinkViews),
  ...pairs(['can_write'], ['Chart', 'Dashboard']),
  ['can_csv', 'Superset'],
  ['can_samples', 'Datasource'],
  ['can_fetch_datasource_metadata', 'Superset'],
  ['can_export', 'Chart'],
  ['can_export', 'Dashboard'],
  ['can_explore_json', 'Superset'],
  ['can_dashboard', 'Superset'],
  ['can_share_chart', 'Superset'],
  ['can_share_dashboard', 'Superset'],
  ['can_read', 'CurrentUserRestApi'],
  ['menu_access', 'Dashboards'],
  ['menu_access', 'Charts'],
];

const sqlLab: PermissionPair[] = [
  ...pairs(['can_read'], ['SQLLab', 'Query', 'Database']),
  ...pairs(['can_read', 'can_write'], ['SavedQuery', 'SqlLabPermalinkRestApi', 'TabStateView', 'TableSchemaView']),
  ['can_execute_sql_query', 'SQLLab'],
  ['can_get_results', 'SQLLab'],
  ['can_estimate_query_cost', 'SQLLab'],
  ['can_format_sql', 'SQLLab'],
  ['can_export_csv', 'SQLLab'],
  ['can_csv', 'Superset'],
  ['can_sqllab', 'Superset'],
  ['can_sqllab_history', 'Superset'],
  ['menu_access', 'SQL Lab'],
  ['menu_access', 'SQL Editor'],
  ['menu_access', 'Saved Queries'],
  ['menu_access', 'Query Search'],
];

const alpha: PermissionPair[] = [
  ...gamma,
  ...pairs(['can_write'], contentViews),
  ...pairs(['can_read'], ['ReportSchedule', 'Annotation', 'CssTemplate', 'Database']),
  ['all_datasource_access', 'all_datasource_access'],
  ['can_add_slices', 'Superset'],
  ['can_export', 'Dataset'],
  ['menu_access', 'Datasets'],
  ['menu_access', 'Manage'],
  // Superset's ALPHA_ONLY_VIEW_MENUS: the Alerts & Reports menu with the ReportSchedule view.
  ['menu_access', 'Alerts & Report'],
];

const admin: PermissionPair[] = [
  ...alpha,
  ...sqlLab,
  ...pairs(['can_read', 'can_write'], ['Database', 'User', 'Role', 'Tenant', 'Log']),
  ['all_database_access', 'all_database_access'],
  ['all_query_access', 'all_query_access'],
  ['can_grant_guest_token', 'SecurityRestApi'],
  ['can_export', 'ImportExportRestApi'],
  ['can_import_', 'ImportExportRestApi'],
  ['menu_access', 'Security'],
  ['menu_access', 'List Users'],
  ['menu_access', 'List Roles'],
  ['menu_access', 'Databases'],
];

const unique = (list: PermissionPair[]): PermissionPair[] => [
  ...new Map(list.map((pair) => [pair.join('\u0000'), pair])).values(),
];

/** Builtin role name -> its (permission, view) pairs, without duplicates. */
export const DEFAULT_ROLES: Readonly<Record<BuiltinRoleName, PermissionPair[]>> = {
  Admin: unique(admin),
  Alpha: unique(alpha),
  Gamma: unique(gamma),
  sql_lab: unique(sqlLab),
};
