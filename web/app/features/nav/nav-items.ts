import { rolesGrant } from '#shared/security/permissions.ts';
import type { RolePermissions } from '#shared/web-api/security.ts';

/** A (permission, view) pair a role grants. */
export type NavPermission = readonly [permission: string, view: string];

/** A top-level destination of the main navigation. */
export interface NavItem {
  label: string;
  /** Superset's URL for the screen, trailing slash included. */
  to: string;
  /** Other screens of the same section (path prefixes), where the item shows as current too. */
  section?: readonly string[];
  /** The pair the screen's first request needs (its route in functions/manifest.ts): users without it miss the item. */
  permission?: NavPermission;
}

/**
 * The main navigation, in Superset's order and with its URLs, each item shown to users who may open its screen: the
 * pair its first API request asks (Superset's menu asks `menu_access` of its own views instead). Screens not built
 * yet land on the "Page not found" page, which says so honestly instead of showing a placeholder.
 */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboards', to: '/dashboard/list/', permission: ['can_read', 'Dashboard'] },
  { label: 'Charts', to: '/chart/list/', permission: ['can_read', 'Chart'] },
  { label: 'Datasets', to: '/tablemodelview/list/', section: ['/dataset/'], permission: ['can_read', 'Dataset'] },
  // GET /api/v1/sqllab/, SQL Lab's bootstrap: Admin and sql_lab hold it, Alpha and Gamma do not.
  { label: 'SQL Lab', to: '/sqllab/', section: ['/savedqueryview/'], permission: ['can_read', 'SQLLab'] },
  {
    label: 'Reports',
    to: '/report/list/',
    section: ['/report/', '/alert/'],
    permission: ['can_read', 'ReportSchedule'],
  },
];

/**
 * The items the user's roles let them open (an item without a permission always), in their order; none until the
 * roles are known, so no link shows that the user could not follow.
 */
export function grantedNavItems<Item extends NavItem>(
  items: readonly Item[],
  roles: RolePermissions | undefined,
): Item[] {
  if (roles === undefined) return [];
  return items.filter((item) => item.permission === undefined || rolesGrant(roles, ...item.permission));
}

/** Whether `pathname` is the item's screen or another screen of its section. */
export const isInSection = (item: NavItem, pathname: string): boolean =>
  pathname.startsWith(item.to) || (item.section ?? []).some((prefix) => pathname.startsWith(prefix));

/** A screen of the settings menu, shown to users whose roles grant its (permission, view) pair. */
export interface ManageNavItem extends NavItem {
  permission: NavPermission;
}

/** Superset's Settings > Manage section, in its order and with its URLs. */
export const MANAGE_NAV_ITEMS: readonly ManageNavItem[] = [
  { label: 'Annotation Layers', to: '/annotationlayer/list/', permission: ['can_read', 'Annotation'] },
  // Superset 6's Themes, for those who may change them (every user reads the system one; THEME_VIEW written out).
  { label: 'Themes', to: '/theme/list/', permission: ['can_write', 'Theme'] },
];

/** Superset's Settings > Security section (its labels and Superset 5's URLs), each for users who may read what it lists. */
export const SECURITY_NAV_ITEMS: readonly ManageNavItem[] = [
  { label: 'List Users', to: '/list_users/', permission: ['can_read', 'User'] },
  { label: 'List Roles', to: '/list_roles/', permission: ['can_read', 'Role'] },
  // RLS_VIEW of shared/api/row-level-security.ts, written out: importing it would put the rule schemas in every
  // screen's bundle (the navigation's test holds the two equal).
  { label: 'Row Level Security', to: '/rowlevelsecurity/list/', permission: ['can_read', 'Row Level Security'] },
];

/** Superset's Settings > User > Info: the signed-in user's own page. */
export const USER_INFO_PATH = '/user_info/';
