import * as z from 'zod';

/** Superset's conditional formatting operators as it stores them, with the words the select shows. */
export const FORMATTING_OPERATORS = [
  ['None', 'None (colour by value)'],
  ['>', '>'],
  ['<', '<'],
  ['≥', '>='],
  ['≤', '<='],
  ['=', '='],
  ['≠', '!='],
  ['< x <', 'between (< x <)'],
  ['≤ x ≤', 'between (≤ x ≤)'],
  ['≤ x <', 'between (≤ x <)'],
  ['< x ≤', 'between (< x ≤)'],
] as const;

/** Operators that take a lower and an upper bound, and the one that takes none. */
export const BETWEEN_OPERATORS: readonly string[] = ['< x <', '≤ x ≤', '≤ x <', '< x ≤'];
export const UNBOUNDED_OPERATOR = 'None';

/** One rule of Superset's `conditional_formatting`: colour a column's cells whose value passes the comparison. */
export const FormattingRule = z.looseObject({
  column: z.string().optional(),
  operator: z.string().optional(),
  targetValue: z.number().nullish(),
  targetValueLeft: z.number().nullish(),
  targetValueRight: z.number().nullish(),
  colorScheme: z.string().optional(),
});
export type FormattingRule = z.infer<typeof FormattingRule>;

/** A new rule, as Superset's popover starts it. */
export const NEW_RULE: FormattingRule = { operator: '>', colorScheme: '#ACE1C4' };

/** The rules a control's value holds; entries that are no rule are dropped. */
export function rulesOf(value: unknown): FormattingRule[] {
  const list = Array.isArray(value) ? value : [];
  return list.flatMap((item) => {
    const parsed = FormattingRule.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A number input's value as a rule bound; empty text is no bound (the key is left out, as Superset does). */
export function boundOf(value: string | number): number | undefined {
  if (value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
