import { CronExpressionParser } from 'cron-parser';

/**
 * The picker's check of a typed crontab, before the server's: five fields (Superset's crontabs have no seconds) that
 * cron-parser reads. The server checks again and its words are shown if it refuses.
 */
export function crontabProblem(crontab: string): string | null {
  const text = crontab.trim();
  if (text === '') return 'Enter a crontab';
  if (text.split(/\s+/).length !== 5)
    return 'A crontab has five fields: minute, hour, day of month, month, day of week';
  try {
    CronExpressionParser.parse(text);
    return null;
  } catch (error) {
    return `Invalid crontab: ${error instanceof Error ? error.message : String(error)}`;
  }
}
