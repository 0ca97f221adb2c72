import type { LabelType } from '../common/part-of-whole/labels.ts';

/** Superset stores the funnel's label types as the index of its enum (0 Key ... 6 ValuePercent). */
const BY_INDEX: readonly LabelType[] = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
  'value_percent',
];

/** A funnel label type (its enum index, or a pie-style name) as a label type name; Key for junk. */
export function funnelLabelType(value: unknown): LabelType {
  const index = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof index === 'number') return BY_INDEX[index] ?? 'key';
  return typeof value === 'string' && (BY_INDEX as readonly string[]).includes(value) ? (value as LabelType) : 'key';
}

/** Superset's "% calculation" choices. */
export const PERCENT_CALCULATION = { firstStep: 'first_step', previousStep: 'prev_step', total: 'total' } as const;

/** The share a stage shows: of the first stage (default), of the previous stage, or of the total. */
export function stagePercent(values: readonly number[], index: number, calculation: unknown): number {
  const value = values[index] ?? 0;
  if (calculation === PERCENT_CALCULATION.total) {
    const total = values.reduce((sum, v) => sum + v, 0);
    return total ? value / total : 0;
  }
  const base =
    calculation === PERCENT_CALCULATION.previousStep ? (index === 0 ? value : values[index - 1]!) : values[0]!;
  return base ? value / base : 0;
}

/** The tooltip rows Superset shows for a tooltip label type: the name as title, metric with value and/or percent. */
export function funnelTooltipParts(
  type: LabelType,
  name: string,
  metric: string,
  value: string,
  percent: string,
): { title?: string; row: string[] } {
  const row: string[] = [];
  const showsValue = type.includes('value');
  const showsPercent = type.includes('percent');
  if (showsValue || showsPercent) row.push(metric);
  if (showsValue) row.push(value);
  if (showsPercent) row.push(percent);
  return { title: type.includes('key') ? name : undefined, row };
}
