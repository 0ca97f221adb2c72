import { BRAND_TOKENS, isBrandToken } from './theme-tokens.ts';

/**
 * A theme's definition as Superset 6 stores it in `json_data`: Ant Design's serializable theme config, `token`s (Ant
 * Design's and Superset's), an `algorithm` (`default`, `dark`, `compact`, or a list) and per-component tokens. Skyset
 * draws with the brand tokens (theme-tokens.ts) and keeps the others as given, so a theme made in Superset's editor
 * round-trips; every value must still be plain, short text that could not load anything or break out of CSS.
 */

export const THEME_ALGORITHMS = ['default', 'dark', 'compact'] as const;
export type ThemeAlgorithm = (typeof THEME_ALGORITHMS)[number];

type TokenValue = string | number | boolean;

export interface ThemeConfig {
  token?: Record<string, TokenValue>;
  algorithm?: ThemeAlgorithm | ThemeAlgorithm[];
  components?: Record<string, Record<string, TokenValue>>;
}

/** Superset's words for a `json_data` that is not JSON, and for one that is not a theme. */
export const INVALID_JSON = 'Invalid JSON configuration';
export const INVALID_STRUCTURE = 'Invalid theme configuration structure';

/** Most tokens, and most components, one theme holds. */
export const THEME_MAX_TOKENS = 300;
export const THEME_MAX_COMPONENTS = 100;
/** Longest value of a token Skyset does not draw with. */
export const OTHER_TOKEN_MAX_LENGTH = 256;

const TOKEN_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
/** What no plain token value holds: markup, CSS blocks or statements, and anything that loads or runs. */
const UNSAFE_TEXT = /[<>{};\\]|url\s*\(|expression\s*\(|@import|javascript:/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAlgorithm = (value: unknown): boolean => THEME_ALGORITHMS.includes(value as ThemeAlgorithm);

function otherValueProblem(name: string, value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return undefined;
  if (typeof value !== 'string') return `Token ${name} must be text, a number or true/false.`;
  if (value.length > OTHER_TOKEN_MAX_LENGTH)
    return `Token ${name} must be at most ${OTHER_TOKEN_MAX_LENGTH} characters.`;
  return UNSAFE_TEXT.test(value) ? `Token ${name} holds characters a theme value may not hold.` : undefined;
}

function tokensProblems(tokens: Record<string, unknown>, where: string): string[] {
  const names = Object.keys(tokens);
  if (names.length > THEME_MAX_TOKENS) return [`${where} holds more than ${THEME_MAX_TOKENS} tokens.`];
  return names.flatMap((name) => {
    if (!TOKEN_NAME.test(name)) return [`${where} has a token name that is not a plain word: ${name.slice(0, 64)}.`];
    const value = tokens[name];
    if (where === 'token' && isBrandToken(name)) {
      if (typeof value !== 'string') return [`Token ${name} must be text.`];
      const problem = BRAND_TOKENS[name].problem(value);
      return problem ? [`Token ${name} ${problem}`] : [];
    }
    const problem = otherValueProblem(name, value);
    return problem ? [problem] : [];
  });
}

/** Why a parsed `json_data` is not a theme Skyset keeps, every reason once; empty when it is one. */
export function themeConfigProblems(config: unknown): string[] {
  if (!isRecord(config)) return [INVALID_STRUCTURE];
  const { token, algorithm, components, ...others } = config;
  if (Object.keys(others).length > 0) return [INVALID_STRUCTURE];
  const problems: string[] = [];
  if (token !== undefined) problems.push(...(isRecord(token) ? tokensProblems(token, 'token') : [INVALID_STRUCTURE]));
  if (algorithm !== undefined) {
    const valid = Array.isArray(algorithm)
      ? algorithm.length <= THEME_ALGORITHMS.length && algorithm.every(isAlgorithm)
      : isAlgorithm(algorithm);
    if (!valid) problems.push(`algorithm must be one of ${THEME_ALGORITHMS.join(', ')}, or a list of them.`);
  }
  if (components !== undefined) {
    if (!isRecord(components) || Object.keys(components).length > THEME_MAX_COMPONENTS)
      problems.push(INVALID_STRUCTURE);
    else
      for (const [name, tokens] of Object.entries(components)) {
        if (!TOKEN_NAME.test(name) || !isRecord(tokens)) problems.push(INVALID_STRUCTURE);
        else problems.push(...tokensProblems(tokens, `components.${name}`));
      }
  }
  return [...new Set(problems)];
}

/** Why a `json_data` text is not a theme: not JSON at all (Superset's words), or {@link themeConfigProblems}. */
export function themeJsonProblems(text: string): string[] {
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch {
    return [INVALID_JSON];
  }
  return themeConfigProblems(config);
}

/** A `json_data` read as a theme; an empty theme (Skyset's own look) when it is none. */
export function parseThemeConfig(text: string): ThemeConfig {
  try {
    const config: unknown = JSON.parse(text);
    return themeConfigProblems(config).length === 0 ? (config as ThemeConfig) : {};
  } catch {
    return {};
  }
}
