import { crontabFields, type CrontabFields } from '../../crontab.ts';

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** `0,1,2,3,7,9` -> `0-3,7,9`: keeps long lists within EventBridge's 256-character expressions. */
function compact(values: readonly number[]): string {
  const parts: string[] = [];
  let start = values[0];
  for (let index = 1; index <= values.length; index += 1) {
    const previous = values[index - 1] as number;
    if (values[index] === previous + 1) continue;
    parts.push(start === previous ? String(start) : `${String(start)}-${String(previous)}`);
    start = values[index];
  }
  return parts.join(',');
}

const field = (values: readonly number[] | undefined): string => (values === undefined ? '*' : compact(values));
const daysOfMonth = (values: CrontabFields['dayOfMonth']): string =>
  values!.includes('L') ? 'L' : compact(values!.filter((value): value is number => value !== 'L'));

/**
 * The EventBridge Scheduler `cron(...)` expressions that together fire at the crontab's occurrences. EventBridge
 * takes either a day of month or a day of week (the other `?`), and numbers weekdays from 1; a crontab restricting
 * both fires on either (cron's rule), so it becomes two schedules, one per day field. Throws for a crontab that
 * `isValidCrontab` refuses.
 */
export function eventBridgeExpressions(crontab: string): string[] {
  const fields = crontabFields(crontab);
  if (!fields) throw new Error(`Not a schedulable crontab: ${crontab}`);
  const head = `${field(fields.minute)} ${field(fields.hour)}`;
  const month = field(fields.month);
  const weekdays = fields.dayOfWeek?.map((day) => DAY_NAMES[day]).join(',');
  if (fields.dayOfMonth === undefined)
    return [`cron(${head} ${weekdays === undefined ? '*' : '?'} ${month} ${weekdays ?? '?'} *)`];
  const byDayOfMonth = `cron(${head} ${daysOfMonth(fields.dayOfMonth)} ${month} ? *)`;
  return weekdays === undefined ? [byDayOfMonth] : [byDayOfMonth, `cron(${head} ? ${month} ${weekdays} *)`];
}
