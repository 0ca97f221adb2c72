import { useSyncExternalStore } from 'react';
import { brandOfTokens, type TenantBrand } from '#shared/api/theme-tokens.ts';

/**
 * The tenant's brand the app draws with (primary colour, font, logo, name), from its system theme. The last one read
 * is kept in this browser, so the next page opens in it at once instead of in Skyset's look first; the answer of the
 * page's one theme request then replaces it. A kept copy is read through the brand rules again: storage is not trusted.
 */

/** Where the last brand read is kept. */
export const TENANT_BRAND_STORAGE_KEY = 'skyset.tenant-brand';

/** No brand: Skyset's own look. */
export const NO_BRAND: TenantBrand = Object.freeze({});

function readKept(): TenantBrand {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(TENANT_BRAND_STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return NO_BRAND;
    const { primaryColor, fontFamily, logoUrl, logoAlt, logoHref, appName } = kept as Record<string, unknown>;
    return brandOfTokens({
      colorPrimary: primaryColor,
      fontFamily,
      brandLogoUrl: logoUrl,
      brandLogoAlt: logoAlt,
      brandLogoHref: logoHref,
      brandAppName: appName,
    });
  } catch {
    return NO_BRAND;
  }
}

let current: TenantBrand | undefined;
const listeners = new Set<() => void>();

/** The brand the app draws with now. */
export function getTenantBrand(): TenantBrand {
  current ??= typeof window === 'undefined' ? NO_BRAND : readKept();
  return current;
}

const sameBrand = (a: TenantBrand, b: TenantBrand): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Draws the app with `brand` from now on, and keeps it for the next page open. */
export function setTenantBrand(brand: TenantBrand): void {
  try {
    if (Object.keys(brand).length === 0) window.localStorage.removeItem(TENANT_BRAND_STORAGE_KEY);
    else window.localStorage.setItem(TENANT_BRAND_STORAGE_KEY, JSON.stringify(brand));
  } catch {
    // A browser refusing storage gets the brand for this page only.
  }
  if (sameBrand(getTenantBrand(), brand)) return;
  current = brand;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the brand in memory (tests start each from storage again). */
export function resetTenantBrandForTests(): void {
  current = undefined;
}

/**
 * The brand, re-rendering when it changes. The prerendered page was drawn without one, so hydration starts there and
 * the kept brand follows at once.
 */
export function useTenantBrand(): TenantBrand {
  return useSyncExternalStore(subscribe, getTenantBrand, () => NO_BRAND);
}
