import { parseThemeConfig, type ThemeConfig } from '#shared/api/theme-config.ts';
import { readRecentSystemThemes, readRecentTheme } from './repository.ts';

/** The themes a tenant's pages draw with, as Superset's page bootstrap carries them (`common.theme`). */
export interface SystemThemeSlice {
  default: ThemeConfig;
  dark: ThemeConfig;
  enableUiThemeAdministration: true;
}

/** The dark theme of a default one: the same brand on the dark algorithm (no dark theme is kept apart). */
function darkOf(config: ThemeConfig): ThemeConfig {
  const others = [config.algorithm ?? []].flat().filter((algorithm) => algorithm !== 'default' && algorithm !== 'dark');
  return { ...config, algorithm: others.length > 0 ? ['dark', ...others] : 'dark' };
}

/**
 * The tenant's system themes, read as every page open reads them: two small items, kept by a warm function for
 * seconds (functions/lib/warm-items.ts), so a page open costs no DynamoDB read while the function is warm. A system
 * default theme deleted meanwhile, or none set, gives `{}`: Skyset's own look. Embedded dashboards read the same.
 */
export async function systemThemeSlice(tenant: string): Promise<SystemThemeSlice> {
  const { default_id: defaultId } = await readRecentSystemThemes(tenant);
  const record = defaultId === null ? undefined : await readRecentTheme(tenant, defaultId);
  const config = record ? parseThemeConfig(record.json_data) : {};
  return { default: config, dark: darkOf(config), enableUiThemeAdministration: true };
}
