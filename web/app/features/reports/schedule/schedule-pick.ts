/**
 * The schedule picker's model: the few schedules people pick (every hour, day, week or month at a time) as plain data,
 * and the crontab each stands for. A crontab the picker cannot show that way stays a custom one, edited as text.
 */

/** How often a picked schedule repeats; `custom` is a crontab typed as text. */
export type Frequency = 'hour' | 'day' | 'week' | 'month' | 'custom';

/** A schedule as the picker shows it. */
export interface SchedulePick {
  frequency: Frequency;
  /** 0-59. */
  minute: number;
  /** 0-23; unused every hour. */
  hour: number;
  /** Days of the week, 0 (Sunday) to 6, for a weekly schedule; sorted. */
  weekdays: number[];
  /** Days of the month, 1-31, for a monthly schedule; sorted. */
  monthDays: number[];
  /** The crontab of a custom schedule. */
  crontab: string;
}

/** Superset's default report schedule: Mondays at 12:00 (`0 12 * * 1`). */
export const DEFAULT_CRONTAB = '0 12 * * 1';

const numberIn = (text: string, low: number, high: number): number | null => {
  if (!/^\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return value >= low && value <= high ? value : null;
};

/** A comma list of numbers within bounds, sorted and without repeats (Sunday written 7 becomes 0); null otherwise. */
function numberList(text: string, low: number, high: number, sundayAsSeven = false): number[] | null {
  const values = text.split(',').map((part) => numberIn(part, low, sundayAsSeven ? 7 : high));
  if (values.some((value) => value === null)) return null;
  const normalized = (values as number[]).map((value) => (sundayAsSeven && value === 7 ? 0 : value));
  return [...new Set(normalized)].sort((a, b) => a - b);
}

/** The picker's view of a crontab: one of its frequencies when the crontab is one, else a custom schedule. */
export function pickOf(crontab: string): SchedulePick {
  const custom: SchedulePick = {
    frequency: 'custom',
    minute: 0,
    hour: 12,
    weekdays: [1],
    monthDays: [1],
    crontab: crontab.trim(),
  };
  const fields = crontab.trim().split(/\s+/);
  if (fields.length !== 5) return custom;
  const [minuteText, hourText, dayText, monthText, weekdayText] = fields as [string, string, string, string, string];
  const minute = numberIn(minuteText, 0, 59);
  if (minute === null || monthText !== '*') return custom;
  if (hourText === '*' && dayText === '*' && weekdayText === '*') return { ...custom, frequency: 'hour', minute };
  const hour = numberIn(hourText, 0, 23);
  if (hour === null) return custom;
  const timed = { ...custom, minute, hour };
  if (dayText === '*' && weekdayText === '*') return { ...timed, frequency: 'day' };
  const weekdays = dayText === '*' ? numberList(weekdayText, 0, 6, true) : null;
  if (weekdays) return { ...timed, frequency: 'week', weekdays };
  const monthDays = weekdayText === '*' ? numberList(dayText, 1, 31) : null;
  if (monthDays) return { ...timed, frequency: 'month', monthDays };
  return custom;
}

/** The crontab a pick stands for. */
export function crontabOf(pick: SchedulePick): string {
  const { minute, hour } = pick;
  switch (pick.frequency) {
    case 'hour':
      return `${minute} * * * *`;
    case 'day':
      return `${minute} ${hour} * * *`;
    case 'week':
      return `${minute} ${hour} * * ${pick.weekdays.join(',') || '1'}`;
    case 'month':
      return `${minute} ${hour} ${pick.monthDays.join(',') || '1'} * *`;
    case 'custom':
      return pick.crontab.trim();
  }
}

/**
 * A pick moved to another frequency, keeping its time; a custom schedule starts from the crontab the pick stood for,
 * so switching to "Custom" shows the schedule that was there as text to refine.
 */
export function withFrequency(pick: SchedulePick, frequency: Frequency): SchedulePick {
  if (frequency === 'custom') return { ...pick, frequency, crontab: crontabOf(pick) };
  if (pick.frequency === 'custom') return { ...pickOf(DEFAULT_CRONTAB), ...timeOf(pick.crontab), frequency };
  return { ...pick, frequency };
}

/** The time a custom crontab names, when it names one plainly (so "Every day" keeps it). */
function timeOf(crontab: string): Partial<SchedulePick> {
  const pick = pickOf(crontab);
  return pick.frequency === 'custom' ? {} : { minute: pick.minute, hour: pick.hour };
}
