/**
 * The tenant's theme every page draws with (Superset's system theme): read once per page open with the caller's
 * session, or handed over by an embedding page. Embedded dashboards call `loadTenantTheme` (or `applyThemeConfig` with
 * the config their host gives) the same way.
 */
export {
  applyThemeConfig,
  brandOfThemeConfig,
  loadTenantTheme,
  loadTenantThemeOnce,
  reloadTenantTheme,
  SYSTEM_THEME_PATH,
} from './system-theme.ts';
