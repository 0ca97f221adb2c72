import { pickOf } from './schedule-pick.ts';

/**
 * Schedules in words for lists and modals: `Every day at 09:00 (Europe/Paris)`. The picker's schedules read as
 * sentences; a few common crontabs beyond them too; any other crontab is shown as it is, so nothing is paraphrased wrong.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const pad = (value: number): string => String(value).padStart(2, '0');

/** `09:05`. */
export const clockTime = (hour: number, minute: number): string => `${pad(hour)}:${pad(minute)}`;

/** `Monday`, `Monday and Friday`, `Monday, Wednesday and Friday`. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** `1st`, `2nd`, `3rd`, `11th`, `22nd`. */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

function weekdaysInWords(weekdays: readonly number[]): string {
  const key = weekdays.join(',');
  if (key === '1,2,3,4,5') return 'Every weekday';
  if (key === '0,6') return 'Every weekend day';
  return `Every ${listInWords(weekdays.map((day) => WEEKDAYS[day] ?? String(day)))}`;
}

/** A crontab the picker has no frequency for, in words when it is a plain step of minutes or hours. */
function customInWords(crontab: string): string {
  const minutes = /^\*\/(\d+) \* \* \* \*$/.exec(crontab);
  if (minutes) return minutes[1] === '1' ? 'Every minute' : `Every ${minutes[1]} minutes`;
  if (crontab === '* * * * *') return 'Every minute';
  const hours = /^(\d{1,2}) \*\/(\d+) \* \* \*$/.exec(crontab);
  if (hours && Number(hours[1]) < 60) return `Every ${hours[2]} hours at minute ${Number(hours[1])}`;
  return `Crontab ${crontab}`;
}

/** The schedule without its timezone: `Every Monday at 12:00`. */
export function scheduleInWords(crontab: string): string {
  const pick = pickOf(crontab);
  const at = `at ${clockTime(pick.hour, pick.minute)}`;
  switch (pick.frequency) {
    case 'hour':
      return pick.minute === 0 ? 'Every hour, on the hour' : `Every hour at minute ${pick.minute}`;
    case 'day':
      return `Every day ${at}`;
    case 'week':
      return `${weekdaysInWords(pick.weekdays)} ${at}`;
    case 'month':
      return `Every month on the ${listInWords(pick.monthDays.map(ordinal))} ${at}`;
    case 'custom':
      return customInWords(crontab.trim().replace(/\s+/g, ' '));
  }
}

/** The schedule with its timezone, as the lists show it: `Every day at 09:00 (Europe/Paris)`. */
export function describeSchedule(crontab: string, timezone: string | null | undefined): string {
  const words = scheduleInWords(crontab);
  return timezone ? `${words} (${timezone})` : words;
}
