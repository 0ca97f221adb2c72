import * as z from 'zod';

/** Superset's comparators of a conditional formatting rule. */
export const COMPARATORS = ['None', '>', '<', '≥', '≤', '=', '≠', '< x <', '≤ x ≤', '≤ x <', '< x ≤'] as const;
const BETWEEN = new Set(['< x <', '≤ x ≤', '≤ x <', '< x ≤']);

/** One rule of the Conditional formatting control, as form data stores it. */
export const FormattingRule = z.object({
  column: z.string().optional(),
  operator: z.enum(COMPARATORS).optional(),
  targetValue: z.coerce.number().optional(),
  targetValueLeft: z.coerce.number().optional(),
  targetValueRight: z.coerce.number().optional(),
  colorScheme: z.string().optional(),
  toAllRow: z.boolean().optional(),
  toTextColor: z.boolean().optional(),
});
export type FormattingRule = z.infer<typeof FormattingRule>;

/** A usable rule: the column it reads and the colour a cell value gets (undefined: no colour). */
export interface ColorFormatter {
  column: string;
  toAllRow: boolean;
  toTextColor: boolean;
  getColorFromValue: (value: unknown) => string | undefined;
}

/** Theme colour names Superset's control offers, as plain colours. */
const THEME_COLORS: Record<string, string> = {
  colorSuccess: '#5ac189',
  colorWarning: '#fcc700',
  colorError: '#e04355',
};
const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;

/** How strongly a value is coloured: from the cutoff (faint) to the extreme value (full). */
export function opacityOf(value: number, cutoff: number, extreme: number, minOpacity = MIN_OPACITY_BOUNDED): number {
  if (extreme === cutoff) return 1;
  const scaled = Math.abs(((1 - minOpacity) * (value - cutoff)) / (extreme - cutoff)) + minOpacity;
  return Math.min(1, Math.round(scaled * 100) / 100);
}

/** A colour with an alpha channel appended (`#rrggbbaa`). */
export function withAlpha(color: string, opacity: number): string {
  const hex = THEME_COLORS[color] ?? color;
  const full = /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  return `${full.slice(0, 7)}${Math.round(opacity * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

type Match = { cutoff: number; extreme: number } | undefined;

/** The rule's test: a match says where the colour scale starts and ends. */
function matcher(rule: FormattingRule, min: number, max: number): ((value: number) => Match) | undefined {
  const { operator, targetValue: t, targetValueLeft: left, targetValueRight: right } = rule;
  if (operator === 'None') return (v) => (v >= min && v <= max ? { cutoff: min, extreme: max } : undefined);
  if (operator && BETWEEN.has(operator)) {
    if (left === undefined || right === undefined) return undefined;
    const lowOk = operator.startsWith('≤') ? (v: number) => v >= left : (v: number) => v > left;
    const highOk = operator.endsWith('≤') ? (v: number) => v <= right : (v: number) => v < right;
    return (v) => (lowOk(v) && highOk(v) ? { cutoff: left, extreme: right } : undefined);
  }
  if (t === undefined) return undefined;
  const tests: Record<string, (v: number) => Match> = {
    '>': (v) => (v > t ? { cutoff: t, extreme: max } : undefined),
    '<': (v) => (v < t ? { cutoff: t, extreme: min } : undefined),
    '≥': (v) => (v >= t ? { cutoff: t, extreme: max } : undefined),
    '≤': (v) => (v <= t ? { cutoff: t, extreme: min } : undefined),
    '=': (v) => (v === t ? { cutoff: t, extreme: t } : undefined),
    '≠': (v) => (v !== t ? { cutoff: t, extreme: Math.abs(t - min) > Math.abs(t - max) ? min : max } : undefined),
  };
  return operator ? tests[operator] : undefined;
}

/** One rule over a column's values -> the colour of each value; undefined when the rule is incomplete. */
export function colorFunction(
  rule: FormattingRule,
  values: readonly unknown[],
): ((value: unknown) => string | undefined) | undefined {
  const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const min = numbers.length > 0 ? Math.min(...numbers) : 0;
  const max = numbers.length > 0 ? Math.max(...numbers) : 0;
  const test = matcher(rule, min, max);
  const color = rule.colorScheme;
  if (!test || !color) return undefined;
  const minOpacity = rule.operator === 'None' ? MIN_OPACITY_UNBOUNDED : MIN_OPACITY_BOUNDED;
  return (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
    const match = test(value);
    return match ? withAlpha(color, opacityOf(value, match.cutoff, match.extreme, minOpacity)) : undefined;
  };
}

/**
 * The form data's rules -> colour formatters over the rows (Superset's `getColorFormatters`). Malformed or
 * incomplete rules are skipped, so hostile form data only ever means fewer colours.
 */
export function colorFormatters(rules: unknown, rows: readonly Record<string, unknown>[]): ColorFormatter[] {
  if (!Array.isArray(rules)) return [];
  return rules.flatMap((raw) => {
    const parsed = FormattingRule.safeParse(raw);
    if (!parsed.success || !parsed.data.column) return [];
    const { column, toAllRow = false, toTextColor = false } = parsed.data;
    const fn = colorFunction(
      parsed.data,
      rows.map((row) => row[column]),
    );
    return fn ? [{ column, toAllRow, toTextColor, getColorFromValue: fn }] : [];
  });
}
