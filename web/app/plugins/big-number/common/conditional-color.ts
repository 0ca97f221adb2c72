/** One rule of Superset's conditional formatting control. */
interface ColorRule {
  column?: unknown;
  operator?: unknown;
  targetValue?: unknown;
  targetValueLeft?: unknown;
  targetValueRight?: unknown;
  colorScheme?: unknown;
}

const num = (value: unknown): number | undefined => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
};

type Test = (value: number, target: number, left: number, right: number) => boolean;

/** Superset's comparison operators, single target and between (left and right bounds). */
const OPERATORS: Readonly<Record<string, { between: boolean; test: Test }>> = {
  '<': { between: false, test: (v, t) => v < t },
  '>': { between: false, test: (v, t) => v > t },
  '≤': { between: false, test: (v, t) => v <= t },
  '≥': { between: false, test: (v, t) => v >= t },
  '=': { between: false, test: (v, t) => v === t },
  '≠': { between: false, test: (v, t) => v !== t },
  '< x <': { between: true, test: (v, _t, l, r) => l < v && v < r },
  '≤ x ≤': { between: true, test: (v, _t, l, r) => l <= v && v <= r },
  '≤ x <': { between: true, test: (v, _t, l, r) => l <= v && v < r },
  '< x ≤': { between: true, test: (v, _t, l, r) => l < v && v <= r },
};

function matches(rule: ColorRule, value: number): boolean {
  const operator = typeof rule.operator === 'string' ? OPERATORS[rule.operator] : undefined;
  if (!operator) return false;
  const target = num(rule.targetValue);
  const left = num(rule.targetValueLeft);
  const right = num(rule.targetValueRight);
  if (operator.between) return left !== undefined && right !== undefined && operator.test(value, 0, left, right);
  return target !== undefined && operator.test(value, target, 0, 0);
}

/**
 * The colour conditional formatting gives a metric's value: the first rule on that column whose condition holds.
 * Rules that are incomplete or name an unknown operator are skipped, as Superset skips them.
 */
export function conditionalColor(rules: unknown, column: string, value: number | null): string | undefined {
  if (!Array.isArray(rules) || value === null) return undefined;
  for (const rule of rules as ColorRule[]) {
    if (typeof rule !== 'object' || rule === null || rule.column !== column) continue;
    if (typeof rule.colorScheme === 'string' && matches(rule, value)) return rule.colorScheme;
  }
  return undefined;
}
