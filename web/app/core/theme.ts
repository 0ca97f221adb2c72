import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { TenantBrand } from '#shared/api/theme-tokens.ts';
import { brandShades, relativeLuminance } from './brand-palette.ts';

/** Skyset's own primary colour (it matches the favicon) when the tenant's theme names none. */
const SKYSET_PRIMARY = 'cyan';

/** Below this luminance a brand colour is too dark to stand out on the dark scheme's background as it is. */
const DARK_BRAND_LUMINANCE = 0.06;

/**
 * Skyset's Mantine theme, with the tenant's brand when it has one: the primary colour's ten shades generated from the
 * brand colour (shade 6 is the colour itself), its font for text and headings. Both colour schemes come from it;
 * Mantine's CSS variables switch with the `data-mantine-color-scheme` attribute: components style light and dark alike.
 */
export function buildTheme(brand: TenantBrand = {}): MantineThemeOverride {
  const { primaryColor, fontFamily } = brand;
  return createTheme({
    defaultRadius: 'md',
    ...(primaryColor
      ? {
          colors: { brand: brandShades(primaryColor) },
          primaryColor: 'brand',
          // The brand colour itself on both schemes, a lighter shade of a very dark one on the dark scheme.
          primaryShade: { light: 6, dark: relativeLuminance(primaryColor) < DARK_BRAND_LUMINANCE ? 4 : 6 },
          // Text on filled brand colour is black or white, whichever reads on it (a yellow brand gets black).
          autoContrast: true,
        }
      : {
          primaryColor: SKYSET_PRIMARY,
          // The darker shade keeps primary buttons readable on the dark scheme's background.
          primaryShade: { light: 6, dark: 8 },
        }),
    ...(fontFamily ? { fontFamily, headings: { fontFamily } } : {}),
  });
}

/**
 * Surfaces and borders the app's own styles draw with, one value per scheme (Mantine's gray shades are light-scheme
 * colours: drawn on the dark scheme they make white boxes). Use these rather than `--mantine-color-gray-*`.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--skyset-surface-muted': 'var(--mantine-color-gray-0)',
    '--skyset-border': 'var(--mantine-color-gray-3)',
    '--skyset-border-subtle': 'var(--mantine-color-gray-2)',
    '--skyset-border-faint': 'var(--mantine-color-gray-1)',
    '--skyset-border-dashed': 'var(--mantine-color-gray-4)',
  },
  dark: {
    '--skyset-surface-muted': 'var(--mantine-color-dark-8)',
    '--skyset-border': 'var(--mantine-color-dark-4)',
    '--skyset-border-subtle': 'var(--mantine-color-dark-5)',
    '--skyset-border-faint': 'var(--mantine-color-dark-6)',
    '--skyset-border-dashed': 'var(--mantine-color-dark-3)',
  },
});
