import { BadRequestError } from '../errors.ts';

/** Superset's name for "no time bounds". */
export const NO_TIME_RANGE = 'No filter';

/** What separates the two sides of a range (`2020-01-01 : now`). */
export const RANGE_SEPARATOR = ' : ';

const SHORTHAND_UNIT = /^(?:last|next)\s{1,5}(?:[0-9]+\s{0,5})?(second|minute|hour|day|week|month|quarter|year)s?$/i;
const SUB_DAY = /^(second|minute|hour)$/i;
const CALENDAR_UNIT = /^(week|month|quarter|year)$/i;
const CURRENT_UNIT = /^(day|week|month|quarter|year)$/i;

/** Both sides of a range as written; an empty side means unbounded. */
export interface RangeParts {
  since: string;
  until: string;
}

/**
 * Splits a range into its sides, first expanding the separator-less names Superset accepts
 * (`Last week`, `Next 3 months`, `previous calendar month`, `Current quarter`) into the explicit
 * expressions Superset rewrites them to.
 */
export function splitTimeRange(timeRange: string): RangeParts {
  const text = timeRange.trim();
  const padded = ` ${text} `;
  const separatorAt = padded.indexOf(RANGE_SEPARATOR);
  if (separatorAt >= 0) {
    return {
      since: padded.slice(0, separatorAt).trim(),
      until: padded.slice(separatorAt + RANGE_SEPARATOR.length).trim(),
    };
  }
  return expandShortcut(text);
}

function expandShortcut(text: string): RangeParts {
  if (/^last\b/i.test(text)) return { since: text, until: defaultBound(text) };
  if (/^next\b/i.test(text)) return { since: defaultBound(text), until: text };
  const previous = /^previous calendar (\w+)$/i.exec(text);
  if (previous && CALENDAR_UNIT.test(previous[1]!)) return previousCalendar(previous[1]!.toUpperCase());
  const current = /^current (\w+)$/i.exec(text);
  if (current && CURRENT_UNIT.test(current[1]!)) return currentPeriod(current[1]!.toUpperCase());
  throw new BadRequestError(
    `Error parsing time range [${text}]: expected 'start : end', '${NO_TIME_RANGE}' or a range name such as 'Last week'`,
  );
}

/** The open side of `Last hour` is now; of `Last week` today's midnight, so the range never inverts. */
function defaultBound(shorthand: string): string {
  const unit = SHORTHAND_UNIT.exec(shorthand)?.[1];
  return unit && SUB_DAY.test(unit) ? 'now' : 'today';
}

function previousCalendar(unit: string): RangeParts {
  return {
    since: `DATETRUNC(DATEADD(DATETIME('today'), -1, ${unit}), ${unit})`,
    until: `DATETRUNC(DATETIME('today'), ${unit})`,
  };
}

function currentPeriod(unit: string): RangeParts {
  return {
    since: `DATETRUNC(DATETIME('today'), ${unit})`,
    until: `DATETRUNC(DATEADD(DATETIME('today'), 1, ${unit}), ${unit})`,
  };
}
