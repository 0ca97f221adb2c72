/** A top-level destination of the main navigation. */
export interface NavItem {
  label: string;
  /** Superset's URL for the screen, trailing slash included. */
  to: string;
}

/**
 * The main navigation, in Superset's order and with its URLs. Screens not built yet land on
 * the "Page not found" page, which says so honestly instead of showing a placeholder.
 */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboards', to: '/dashboard/list/' },
  { label: 'Charts', to: '/chart/list/' },
  { label: 'Datasets', to: '/tablemodelview/list/' },
  { label: 'SQL Lab', to: '/sqllab/' },
  { label: 'Reports', to: '/report/list/' },
];

/** A screen of the settings menu, shown to users whose roles grant its (permission, view) pair. */
export interface ManageNavItem extends NavItem {
  permission: readonly [permission: string, view: string];
}

/** Superset's Settings > Manage section, in its order and with its URLs. */
export const MANAGE_NAV_ITEMS: readonly ManageNavItem[] = [{ label: 'Annotation Layers', to: '/annotationlayer/list/', permission: ['can_read', 'Annotation'] }];
