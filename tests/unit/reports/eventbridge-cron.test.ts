import { describe, expect, it } from 'vitest';
import { eventBridgeExpressions } from '#functions/lib/adapters/report-scheduler/eventbridge-cron.ts';
import { isValidCrontab, nextOccurrence } from '#functions/lib/crontab.ts';
import { humanizeCrontab } from '#functions/reports/crontab-humanized.ts';

describe('crontabs as EventBridge Scheduler cron expressions', () => {
  it.each([
    ['* * * * *', ['cron(* * * * ? *)']],
    ['0 9 * * *', ['cron(0 9 * * ? *)']],
    ['30 8 * * 0,6', ['cron(30 8 ? * SUN,SAT *)']],
    ['0 9 * * 7', ['cron(0 9 ? * SUN *)']],
    ['0 0 L * *', ['cron(0 0 L * ? *)']],
    ['0,1,2,3,7,9 */6 * 1-3 *', ['cron(0-3,7,9 0,6,12,18 * 1-3 ? *)']],
    ['0 9 1 * 1-5', ['cron(0 9 1 * ? *)', 'cron(0 9 ? * MON,TUE,WED,THU,FRI *)']],
  ])('%s -> %j', (crontab, expected) => {
    // Act
    const expressions = eventBridgeExpressions(crontab);

    // Assert
    expect(expressions).toEqual(expected);
  });
});

describe('crontab validation (Superset: croniter.is_valid)', () => {
  it.each([
    ['*/5 * * * *', true],
    ['0 9 * JUL MON-FRI', true],
    ['61 * * * *', false],
    ['* * * *', false],
    ['0 0 * * * *', false],
    ['0 9 * * 1#2', false],
    ['@daily', false],
    ['every day', false],
  ])('%s is valid: %s', (crontab, valid) => {
    // Act
    const result = isValidCrontab(crontab);

    // Assert
    expect(result).toBe(valid);
  });

  it('finds the next occurrence in the report time zone, across a DST change', () => {
    // Act: Paris moves to summer time on 2026-03-29
    const next = nextOccurrence('0 9 * * *', 'Europe/Paris', new Date('2026-03-28T09:00:00Z'));

    // Assert
    expect(next.toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });
});

describe('crontab_humanized', () => {
  it.each([
    ['* * * * *', 'Every minute'],
    ['*/5 * * * *', 'Every 5 minutes'],
    ['0 * * * *', 'At 0 minutes past the hour'],
    ['0 9 * * *', 'At 09:00 AM'],
    ['30 14 * * 1-5', 'At 02:30 PM, Monday through Friday'],
    ['0 9 1 * *', 'At 09:00 AM, on day 1 of the month'],
    ['0 9 * * 1,3', 'At 09:00 AM, only on Monday and Wednesday'],
    ['0 9 L * *', '0 9 L * *'],
  ])('%s -> %s', (crontab, words) => {
    // Act
    const humanized = humanizeCrontab(crontab);

    // Assert
    expect(humanized).toBe(words);
  });
});
