import { parseThemeConfig, type ThemeConfig } from '#shared/api/theme-config.ts';
import type { ThemePostBody } from '#shared/api/theme.ts';
import { BRAND_TOKENS, type BrandTokenName } from '#shared/api/theme-tokens.ts';

/**
 * What the theme modal edits: the name and the brand tokens as fields, and the rest of the theme (other tokens, the
 * algorithm, components: a theme made in Superset's editor) kept as it was.
 */
export interface ThemeDraft {
  name: string;
  tokens: Record<BrandTokenName, string>;
  rest: ThemeConfig;
}

const BRAND_TOKEN_NAMES = Object.keys(BRAND_TOKENS) as BrandTokenName[];

const noTokens = (): Record<BrandTokenName, string> =>
  Object.fromEntries(BRAND_TOKEN_NAMES.map((name) => [name, ''])) as Record<BrandTokenName, string>;

/** The draft of a stored theme (its name and `json_data`), or of a new one. */
export function themeDraftOf(theme: { theme_name: string; json_data: string } | null): ThemeDraft {
  if (!theme) return { name: '', tokens: noTokens(), rest: {} };
  const config = parseThemeConfig(theme.json_data);
  const tokens = noTokens();
  const others: NonNullable<ThemeConfig['token']> = {};
  for (const [name, value] of Object.entries(config.token ?? {})) {
    if (Object.hasOwn(tokens, name) && typeof value === 'string') tokens[name as BrandTokenName] = value;
    else others[name] = value;
  }
  return { name: theme.theme_name, tokens, rest: { ...config, token: others } };
}

/** Each field's problem (the API's rule, said before saving), by field: `name` or a token name. */
export function draftProblems(draft: ThemeDraft): Partial<Record<'name' | BrandTokenName, string>> {
  const problems: Partial<Record<'name' | BrandTokenName, string>> = {};
  if (draft.name.trim() === '') problems.name = 'Theme name cannot be empty.';
  for (const name of BRAND_TOKEN_NAMES) {
    const value = draft.tokens[name].trim();
    const problem = value === '' ? undefined : BRAND_TOKENS[name].problem(value);
    if (problem) problems[name] = `${problem.charAt(0).toUpperCase()}${problem.slice(1)}`;
  }
  return problems;
}

/** The body of the save: the brand tokens filled in, over the rest of the theme. */
export function themeBodyOf(draft: ThemeDraft): ThemePostBody {
  const token: NonNullable<ThemeConfig['token']> = { ...draft.rest.token };
  for (const name of BRAND_TOKEN_NAMES) {
    const value = draft.tokens[name].trim();
    if (value !== '') token[name] = value;
  }
  const config: ThemeConfig = { ...draft.rest, token };
  if (Object.keys(token).length === 0) delete config.token;
  return { theme_name: draft.name.trim(), json_data: JSON.stringify(config) };
}
