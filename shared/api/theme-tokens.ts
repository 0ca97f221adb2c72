/**
 * The theme tokens Skyset draws with, under Superset 6's names (Ant Design's `colorPrimary` and `fontFamily`,
 * Superset's `brand*` tokens), and the rules a stored theme's tokens must keep. Shared by the theme API, which refuses
 * a theme breaking them, and the web app, which reads a theme through them again before it paints with it (a stored
 * or cached copy is never trusted as such).
 */

/** The brand a tenant's theme gives every page: each part absent keeps Skyset's own. */
export interface TenantBrand {
  /** The primary colour, `#rrggbb`: buttons, links, the current page in the navigation. */
  primaryColor?: string;
  /** A CSS font-family list: the app's text. */
  fontFamily?: string;
  /** The logo in the navigation: an https URL, a path on this site, or a PNG, JPEG, GIF or WebP data: URL. */
  logoUrl?: string;
  /** The logo's text alternative. */
  logoAlt?: string;
  /** Where the logo leads: an https URL or a path on this site. */
  logoHref?: string;
  /** The application's name: in the navigation and the window title. */
  appName?: string;
}

/** Longest data: URL of a logo, in characters (about 70 KB of image). */
export const LOGO_DATA_URL_MAX_LENGTH = 96 * 1024;
/** Longest https URL or path of a logo or its link. */
export const URL_MAX_LENGTH = 2048;
/** Longest font-family list. */
export const FONT_FAMILY_MAX_LENGTH = 200;
/** Longest application name or logo text. */
export const BRAND_TEXT_MAX_LENGTH = 256;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** Font names, commas, quotes, spaces, dashes: nothing that could end the declaration or load anything. */
const FONT_FAMILY = /^[A-Za-z0-9 ,'"_-]+$/;
const DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
/** A path on this site: one slash (two would name another host), no spaces, quotes or angle brackets. */
const SITE_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;
/** Control characters: never in a name shown as text. */
const CONTROL = /\p{Cc}/u;

/** An https URL: a host of letters, digits, dots and dashes (no credentials), an optional port, a plain path. */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s"'<>\\]*)?$/;

/** Why a primary colour is refused, or undefined. */
export const colorProblem = (value: string): string | undefined =>
  HEX_COLOR.test(value) ? undefined : 'must be a colour written #rrggbb.';

/** Why a font-family list is refused, or undefined. */
export function fontFamilyProblem(value: string): string | undefined {
  if (value.trim() === '') return 'must name a font.';
  if (value.length > FONT_FAMILY_MAX_LENGTH) return `must be at most ${FONT_FAMILY_MAX_LENGTH} characters.`;
  return FONT_FAMILY.test(value) ? undefined : 'must list font names only (letters, digits, spaces, commas, quotes).';
}

/** Why a logo address is refused, or undefined. */
export function logoUrlProblem(value: string): string | undefined {
  if (value.startsWith('data:')) {
    if (value.length > LOGO_DATA_URL_MAX_LENGTH)
      return `must be a data: URL of at most ${LOGO_DATA_URL_MAX_LENGTH} characters.`;
    return DATA_URL.test(value) ? undefined : 'must be a base64 data: URL of a PNG, JPEG, GIF or WebP image.';
  }
  return linkProblem(value);
}

/** Why a link (the logo's target) is refused, or undefined. */
export function linkProblem(value: string): string | undefined {
  if (value.length > URL_MAX_LENGTH) return `must be at most ${URL_MAX_LENGTH} characters.`;
  return SITE_PATH.test(value) || HTTPS_URL.test(value) ? undefined : 'must be an https URL or a path on this site.';
}

/** Why a name shown as text (the application's, the logo's text) is refused, or undefined. */
export function brandTextProblem(value: string): string | undefined {
  if (value.length > BRAND_TEXT_MAX_LENGTH) return `must be at most ${BRAND_TEXT_MAX_LENGTH} characters.`;
  return CONTROL.test(value) ? 'must not hold control characters.' : undefined;
}

/** Each brand token, its rule and the brand part it gives. */
export const BRAND_TOKENS = {
  colorPrimary: { part: 'primaryColor', problem: colorProblem },
  fontFamily: { part: 'fontFamily', problem: fontFamilyProblem },
  brandLogoUrl: { part: 'logoUrl', problem: logoUrlProblem },
  brandLogoAlt: { part: 'logoAlt', problem: brandTextProblem },
  brandLogoHref: { part: 'logoHref', problem: linkProblem },
  brandAppName: { part: 'appName', problem: brandTextProblem },
} as const satisfies Record<string, { part: keyof TenantBrand; problem: (value: string) => string | undefined }>;

export type BrandTokenName = keyof typeof BRAND_TOKENS;

/** Whether a token name is one Skyset draws with. */
export const isBrandToken = (name: string): name is BrandTokenName => Object.hasOwn(BRAND_TOKENS, name);

/**
 * The brand a theme's tokens give: each brand token that keeps its rule, the others left out (a token breaking its
 * rule, which the API would have refused, is never drawn with).
 */
export function brandOfTokens(tokens: Readonly<Record<string, unknown>> | undefined): TenantBrand {
  const brand: TenantBrand = {};
  for (const [name, rule] of Object.entries(BRAND_TOKENS)) {
    const value = tokens?.[name];
    if (typeof value === 'string' && value !== '' && rule.problem(value) === undefined) brand[rule.part] = value;
  }
  return brand;
}
