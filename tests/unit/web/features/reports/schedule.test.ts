import { describe, expect, it } from 'vitest';
import { crontabProblem } from '../../../../../web/app/features/reports/schedule/crontab-check.ts';
import { crontabOf, pickOf, withFrequency } from '../../../../../web/app/features/reports/schedule/schedule-pick.ts';
import { describeSchedule, ordinal } from '../../../../../web/app/features/reports/schedule/schedule-words.ts';

describe('the schedule picker model', () => {
  it.each([
    ['15 * * * *', { frequency: 'hour', minute: 15 }],
    ['0 9 * * *', { frequency: 'day', minute: 0, hour: 9 }],
    ['30 18 * * 1,5', { frequency: 'week', minute: 30, hour: 18, weekdays: [1, 5] }],
    ['0 12 * * 7', { frequency: 'week', minute: 0, hour: 12, weekdays: [0] }],
    ['0 6 1,15 * *', { frequency: 'month', minute: 0, hour: 6, monthDays: [1, 15] }],
    ['*/5 * * * *', { frequency: 'custom', crontab: '*/5 * * * *' }],
    ['0 9 * * 1-5', { frequency: 'custom', crontab: '0 9 * * 1-5' }],
    ['0 9 1 * 1', { frequency: 'custom', crontab: '0 9 1 * 1' }],
    ['0 9 * 6 *', { frequency: 'custom', crontab: '0 9 * 6 *' }],
    ['61 9 * * *', { frequency: 'custom', crontab: '61 9 * * *' }],
  ])('reads %s as %o', (crontab, expected) => {
    // Act
    const pick = pickOf(crontab);

    // Assert
    expect(pick).toMatchObject(expected);
  });

  it.each(['15 * * * *', '0 9 * * *', '30 18 * * 1,5', '0 6 1,15 * *', '*/5 * * * *'])(
    'writes %s back unchanged',
    (crontab) => {
      // Act
      const written = crontabOf(pickOf(crontab));

      // Assert
      expect(written).toBe(crontab);
    },
  );

  it('keeps the time when the frequency changes, and offers the schedule as text when going custom', () => {
    // Arrange
    const daily = pickOf('45 7 * * *');

    // Act
    const weekly = withFrequency(daily, 'week');
    const custom = withFrequency(weekly, 'custom');
    const back = withFrequency({ ...custom, crontab: '10 22 * * *' }, 'month');

    // Assert
    expect([crontabOf(weekly), custom.crontab, crontabOf(back)]).toEqual(['45 7 * * 1', '45 7 * * 1', '10 22 1 * *']);
  });
});

describe('schedules in words', () => {
  it.each([
    ['0 9 * * *', 'Europe/Paris', 'Every day at 09:00 (Europe/Paris)'],
    ['0 12 * * 1', 'UTC', 'Every Monday at 12:00 (UTC)'],
    ['30 8 * * 1,3,5', 'UTC', 'Every Monday, Wednesday and Friday at 08:30 (UTC)'],
    ['0 9 * * 1,2,3,4,5', 'UTC', 'Every weekday at 09:00 (UTC)'],
    ['0 0 * * *', null, 'Every day at 00:00'],
    ['0 * * * *', 'UTC', 'Every hour, on the hour (UTC)'],
    ['20 * * * *', 'UTC', 'Every hour at minute 20 (UTC)'],
    ['0 6 1 * *', 'Asia/Tokyo', 'Every month on the 1st at 06:00 (Asia/Tokyo)'],
    ['0 6 2,3,22 * *', 'UTC', 'Every month on the 2nd, 3rd and 22nd at 06:00 (UTC)'],
    ['*/10 * * * *', 'UTC', 'Every 10 minutes (UTC)'],
    ['5 */2 * * *', 'UTC', 'Every 2 hours at minute 5 (UTC)'],
    ['0 9 * * 1-5', 'UTC', 'Crontab 0 9 * * 1-5 (UTC)'],
  ])('says %s (%s) as "%s"', (crontab, timezone, words) => {
    // Act
    const said = describeSchedule(crontab, timezone);

    // Assert
    expect(said).toBe(words);
  });

  it('writes ordinals as English does, teens included', () => {
    // Act
    const written = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal);

    // Assert
    expect(written).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });
});

describe('the crontab check', () => {
  it.each([
    ['0 9 * * 1-5', null],
    ['', 'Enter a crontab'],
    ['* * *', 'A crontab has five fields: minute, hour, day of month, month, day of week'],
    ['0 0 9 * * 1', 'A crontab has five fields: minute, hour, day of month, month, day of week'],
    ['61 * * * *', 'Invalid crontab: Constraint error, got value 61 expected range 0-59'],
    ['a b c d e', 'Invalid crontab: Invalid characters, got value: a'],
  ])('says of "%s": %s', (crontab, problem) => {
    // Act
    const said = crontabProblem(crontab);

    // Assert
    expect(said).toBe(problem);
  });
});
