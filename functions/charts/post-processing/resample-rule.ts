/** Turns pandas offset aliases (`1T`, `1H`, `1D`, `7D`, `W`, `1M`, `1MS`, `Q`, `1AS`, ...) into bin labels, UTC. */

const DAY_MS = 86_400_000;
const TICKS: Record<string, number> = {
  L: 1,
  ms: 1,
  S: 1000,
  s: 1000,
  T: 60_000,
  min: 60_000,
  H: 3_600_000,
  h: 3_600_000,
  D: DAY_MS,
};
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const MONTHLY: Record<string, { months: number; atEnd: boolean }> = {
  MS: { months: 1, atEnd: false },
  M: { months: 1, atEnd: true },
  ME: { months: 1, atEnd: true },
  QS: { months: 3, atEnd: false },
  Q: { months: 3, atEnd: true },
  QE: { months: 3, atEnd: true },
  AS: { months: 12, atEnd: false },
  YS: { months: 12, atEnd: false },
  A: { months: 12, atEnd: true },
  Y: { months: 12, atEnd: true },
  YE: { months: 12, atEnd: true },
};

/** Bins of one rule, anchored at the first timestamp as pandas anchors them. */
export interface Binner {
  /** The label of the bin holding `epochMs`. */
  labelOf(epochMs: number): number;
  /** The label after `label`. */
  next(label: number): number;
}

interface Periodic {
  periodOf(epochMs: number): number;
  labelOfPeriod(period: number): number;
  atEnd: boolean;
}

function monthly(months: number, atEnd: boolean): Periodic {
  return {
    periodOf: (t) => {
      const date = new Date(t);
      return Math.floor((date.getUTCFullYear() * 12 + date.getUTCMonth()) / months);
    },
    labelOfPeriod: (p) => {
      const first = p * months;
      const year = Math.floor(first / 12);
      const month = first - year * 12;
      return atEnd ? Date.UTC(year, month + months, 0) : Date.UTC(year, month, 1);
    },
    atEnd,
  };
}

/** Weeks ending on `weekday` (pandas `W-SUN` is `W`): a date belongs to the week whose anchor day is on or after it. */
function weekly(weekday: number): Periodic {
  // Day 0 (1970-01-01) was a Thursday (weekday 4).
  const shift = (weekday - 4 + 7) % 7;
  return {
    periodOf: (t) => Math.ceil((Math.floor(t / DAY_MS) - shift) / 7),
    labelOfPeriod: (p) => (p * 7 + shift) * DAY_MS,
    atEnd: true,
  };
}

function grouped(periodic: Periodic, count: number, first: number): Binner {
  const base = periodic.periodOf(first);
  const groupOf = (t: number) => base + Math.floor((periodic.periodOf(t) - base) / count) * count;
  const labelOfGroup = (g: number) => periodic.labelOfPeriod(periodic.atEnd ? g + count - 1 : g);
  return { labelOf: (t) => labelOfGroup(groupOf(t)), next: (label) => labelOfGroup(groupOf(label) + count) };
}

/**
 * A binner for `rule`, or undefined when the alias is unknown. Fixed-length rules (`T`, `H`, `D`, `7D`) bin from
 * `origin` (pandas' `start_day`: midnight of the first timestamp) with left labels; calendar rules bin by calendar
 * period with start (`MS`, `QS`, `AS`) or end (`M`, `Q`, `A`, `W`) labels at midnight.
 */
export function binnerFor(rule: string, first: number, origin?: number): Binner | undefined {
  const match = /^(\d*)\s*([A-Za-z]+)(?:-([A-Z]{3}))?$/.exec(rule.trim());
  if (!match) return undefined;
  const count = match[1] ? Number(match[1]) : 1;
  const alias = match[2]!;
  if (count < 1) return undefined;
  if (Object.hasOwn(TICKS, alias) && !match[3]) {
    const step = TICKS[alias]! * count;
    const start = origin ?? Math.floor(first / DAY_MS) * DAY_MS;
    return { labelOf: (t) => start + Math.floor((t - start) / step) * step, next: (label) => label + step };
  }
  if (alias === 'W') {
    const weekday = WEEKDAYS.indexOf(match[3] ?? 'SUN');
    return weekday < 0 ? undefined : grouped(weekly(weekday), count, first);
  }
  const calendar = Object.hasOwn(MONTHLY, alias) && !match[3] ? MONTHLY[alias] : undefined;
  return calendar ? grouped(monthly(calendar.months, calendar.atEnd), count, first) : undefined;
}
