/**
 * `crontab_humanized` of the report list, in the words of Superset's `cron_descriptor` for the crontabs its schedule
 * picker writes (every N minutes, hourly, daily, weekly, monthly). Other crontabs are answered as written.
 */

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const isNumber = (text: string): boolean => /^\d{1,2}$/.test(text);
const pad = (value: number): string => String(value).padStart(2, '0');

/** `09:05 AM`, as cron_descriptor writes times. */
function clockTime(hour: number, minute: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(twelve)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** `Monday`, `Monday through Friday`, `Monday and Wednesday`; undefined for what it cannot name. */
function daysOfWeek(field: string): string | undefined {
  const name = (text: string) => (isNumber(text) && Number(text) <= 7 ? DAY_NAMES[Number(text) % 7] : undefined);
  const range = /^(\d)-(\d)$/.exec(field);
  if (range) return `${name(range[1] ?? '')} through ${name(range[2] ?? '')}`;
  const names = field.split(',').map(name);
  if (names.some((day) => day === undefined)) return undefined;
  return names.length === 1 ? `only on ${names[0]}` : `only on ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The clause of the day fields: `, on day 1 of the month`, `, only on Monday`, `, only in January`; undefined when unknown. */
function dayClause(dayOfMonth: string, month: string, dayOfWeek: string): string | undefined {
  const parts: string[] = [];
  if (dayOfMonth !== '*') {
    if (!isNumber(dayOfMonth)) return undefined;
    parts.push(`on day ${Number(dayOfMonth)} of the month`);
  }
  if (dayOfWeek !== '*') {
    const days = daysOfWeek(dayOfWeek);
    if (!days) return undefined;
    parts.push(days);
  }
  if (month !== '*') {
    const name = isNumber(month) ? MONTH_NAMES[Number(month) - 1] : undefined;
    if (!name) return undefined;
    parts.push(`only in ${name}`);
  }
  return parts.map((part) => `, ${part}`).join('');
}

/** The time clause: `Every minute`, `Every 5 minutes`, `At 30 minutes past the hour`, `At 09:00 AM`; undefined when unknown. */
function timeClause(minute: string, hour: string): string | undefined {
  if (hour === '*') {
    if (minute === '*') return 'Every minute';
    const every = /^\*\/(\d+)$/.exec(minute);
    if (every) return `Every ${every[1]} minutes`;
    return isNumber(minute) ? `At ${Number(minute)} minutes past the hour` : undefined;
  }
  if (!isNumber(minute)) return undefined;
  const hours = hour.split(',');
  if (hours.some((value) => !isNumber(value) || Number(value) > 23)) return undefined;
  const times = hours.map((value) => clockTime(Number(value), Number(minute)));
  return times.length === 1 ? `At ${times[0]}` : `At ${times.slice(0, -1).join(', ')} and ${times.at(-1)}`;
}

/** A crontab in words, or the crontab itself when it says more than these words cover. */
export function humanizeCrontab(crontab: string): string {
  const [minute = '', hour = '', dayOfMonth = '', month = '', dayOfWeek = '', ...rest] = crontab.trim().split(/\s+/);
  if (rest.length > 0) return crontab;
  const time = timeClause(minute, hour);
  const days = dayClause(dayOfMonth, month, dayOfWeek);
  return time === undefined || days === undefined ? crontab : `${time}${days}`;
}
