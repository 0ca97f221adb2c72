/** A cell bar's placement in percent of the cell width, and its colour. */
export interface CellBar {
  left: number;
  width: number;
  color: string;
}

/** The range a column's bars are drawn against: [0, largest magnitude] when aligned at 0, else [min, max]. */
export function valueRange(values: readonly unknown[], alignPositiveNegative: boolean): [number, number] | undefined {
  const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (numbers.length === 0) return undefined;
  if (alignPositiveNegative) return [0, Math.max(...numbers.map(Math.abs))];
  return [Math.min(...numbers), Math.max(...numbers)];
}

/** Bar colours per page scheme: a shade of the text's colour (dark on light pages, light on dark ones), red below 0. */
const BAR_COLORS = {
  light: { neutral: 'rgba(0,0,0,0.2)', negative: 'rgba(150,0,0,0.2)' },
  dark: { neutral: 'rgba(255,255,255,0.2)', negative: 'rgba(255,90,90,0.3)' },
} as const;

/**
 * The bar behind one numeric cell, as Superset's table draws it: aligned bars grow from the left by magnitude;
 * otherwise positive and negative bars meet at zero. Negative bars are red when "Color +/-" is on.
 */
export function cellBar(
  value: number,
  range: [number, number],
  alignPositiveNegative: boolean,
  colorPositiveNegative: boolean,
  theme: 'light' | 'dark' = 'light',
): CellBar {
  const [min, max] = range;
  const colors = BAR_COLORS[theme];
  const color = colorPositiveNegative && value < 0 ? colors.negative : colors.neutral;
  if (alignPositiveNegative) {
    return { left: 0, width: max === 0 ? 0 : Math.abs(Math.round((value / max) * 100)), color };
  }
  const positive = Math.abs(Math.max(max, 0));
  const negative = Math.abs(Math.min(min, 0));
  const total = positive + negative;
  if (total === 0) return { left: 0, width: 0, color };
  return {
    left: Math.round((Math.min(negative + value, negative) / total) * 100),
    width: Math.round((Math.abs(value) / total) * 100),
    color,
  };
}
