import { CronExpressionParser } from 'cron-parser';
import { CRONTAB_NOT_VALID } from './crontab-messages.ts';

/**
 * Crontabs read with cron-parser, which brings luxon: about 100 KB that a Lambda loads only when a request reads a
 * crontab (import this module dynamically outside the report worker and the local scheduler).
 */

/** The fields of a parsed crontab as lists of values; a field written `*` is undefined (any value). */
export interface CrontabFields {
  minute: number[] | undefined;
  hour: number[] | undefined;
  dayOfMonth: (number | 'L')[] | undefined;
  month: number[] | undefined;
  /** 0 (Sunday) to 6. */
  dayOfWeek: number[] | undefined;
}

type Parsed = ReturnType<typeof CronExpressionParser.parse>;

function parse(crontab: string, options: { tz?: string; currentDate?: Date } = {}): Parsed {
  // Five fields as Superset's clients write them: EventBridge has no seconds, and cron-parser would read four.
  const fields = crontab.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(CRONTAB_NOT_VALID);
  // The n-th or last weekday of a month (`1#2`, `5L`) has no plain list of days to schedule.
  if (/[#lL]/.test(fields[4] ?? '')) throw new Error(CRONTAB_NOT_VALID);
  return CronExpressionParser.parse(crontab.trim(), { strict: false, ...options });
}

const wildcardOr = <T>(field: { isWildcard: boolean; values: readonly T[] }): T[] | undefined =>
  field.isWildcard ? undefined : [...field.values];

/** The crontab's fields, or undefined when it is no five-field crontab of plain values (`L` allowed for the day of month). */
export function crontabFields(crontab: string): CrontabFields | undefined {
  try {
    const { fields } = parse(crontab);
    const dayOfWeek = wildcardOr(fields.dayOfWeek);
    const dayOfMonth = wildcardOr(fields.dayOfMonth);
    const plain = [fields.minute, fields.hour, fields.month].every((field) =>
      field.values.every((value) => typeof value === 'number'),
    );
    if (!plain || dayOfWeek?.some((value) => typeof value !== 'number')) return undefined;
    if (dayOfMonth?.some((value) => typeof value !== 'number' && value !== 'L')) return undefined;
    return {
      minute: wildcardOr(fields.minute) as number[] | undefined,
      hour: wildcardOr(fields.hour) as number[] | undefined,
      dayOfMonth: dayOfMonth as (number | 'L')[] | undefined,
      month: wildcardOr(fields.month) as number[] | undefined,
      // cron-parser lists Sunday as both 0 and 7.
      dayOfWeek: dayOfWeek && [...new Set((dayOfWeek as number[]).map((day) => day % 7))].sort((a, b) => a - b),
    };
  } catch {
    return undefined;
  }
}

/** Whether Skyset can schedule the crontab (Superset's `croniter.is_valid`, within what EventBridge Scheduler can run). */
export const isValidCrontab = (crontab: string): boolean => crontabFields(crontab) !== undefined;

/** The first occurrence of the crontab strictly after `after`, read in `timezone`. */
export function nextOccurrence(crontab: string, timezone: string, after: Date): Date {
  return parse(crontab, { tz: timezone, currentDate: after }).next().toDate();
}
