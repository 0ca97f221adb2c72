import { brandOfTokens, type TenantBrand } from '#shared/api/theme-tokens.ts';
import { apiFetch } from '../../core/http/client.ts';
import { setTenantBrand } from '../../core/tenant-brand.ts';

/** Superset's route of the themes every page draws with. */
export const SYSTEM_THEME_PATH = '/api/v1/theme/system';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Superset theme config (`{ token: {...}, algorithm }`) as the app reads it: its brand tokens keeping the rules. */
export function brandOfThemeConfig(config: Readonly<Record<string, unknown>> | undefined): TenantBrand {
  const tokens = config?.token;
  return brandOfTokens(isRecord(tokens) ? tokens : undefined);
}

/**
 * Draws the app with a Superset theme config from now on: what an embedded dashboard's host may hand over (Superset's
 * embedded SDK `setThemeConfig` takes `theme_default`), or the answer of `/api/v1/theme/system`.
 */
export function applyThemeConfig(config: Readonly<Record<string, unknown>> | undefined): TenantBrand {
  const brand = brandOfThemeConfig(config);
  setTenantBrand(brand);
  return brand;
}

/**
 * Reads the tenant's system theme with the caller's session and draws the app with it (kept for the next page open).
 * A caller who may not read themes, or a failed read, keeps the brand the page has: the theme is never worth an error.
 */
export async function loadTenantTheme(fetchTheme: typeof apiFetch = apiFetch): Promise<TenantBrand | undefined> {
  try {
    // Read by hand, not with the API's zod schemas: this runs on every page, whose code should stay small.
    const answer = await fetchTheme<{ result?: { default?: unknown } } | null>(SYSTEM_THEME_PATH);
    const config = answer?.result?.default;
    return applyThemeConfig(isRecord(config) ? config : {});
  } catch {
    return undefined;
  }
}

let started: Promise<TenantBrand | undefined> | undefined;

/**
 * {@link loadTenantTheme} once per page open (the signed-in layout asks on every navigation): at most one request per
 * page. {@link reloadTenantTheme} asks again after the theme changed.
 */
export function loadTenantThemeOnce(): Promise<TenantBrand | undefined> {
  started ??= loadTenantTheme();
  return started;
}

/** Reads the system theme again (its admin changed it): the page follows at once. */
export function reloadTenantTheme(): Promise<TenantBrand | undefined> {
  started = loadTenantTheme();
  return started;
}
