import { describe, expect, it } from 'vitest';
import { BadRequestError } from '#shared/errors.ts';
import { formatInstant, resolveTimeRange } from '#shared/time-range/index.ts';

// Sunday, last day of a leap-year March, mid-afternoon: month clamping, Monday weeks and
// now-versus-today all show up against this clock.
const NOW = new Date('2024-03-31T15:30:45Z');

function bounds(timeRange: string | null | undefined): [string | null, string | null] {
  const { since, until } = resolveTimeRange(timeRange, { now: NOW });
  return [since && formatInstant(since), until && formatInstant(until)];
}

describe('resolveTimeRange: no bounds', () => {
  it.each([['No filter'], [''], ['   '], [null], [undefined]])('%j has no bounds', (timeRange) => {
    // Arrange / Act
    const result = resolveTimeRange(timeRange, { now: NOW });

    // Assert
    expect(result).toEqual({ since: null, until: null });
  });
});

describe('resolveTimeRange: named ranges', () => {
  it.each([
    ['Last day', '2024-03-30T00:00:00', '2024-03-31T00:00:00'],
    ['Last week', '2024-03-24T00:00:00', '2024-03-31T00:00:00'],
    ['Last month', '2024-02-29T00:00:00', '2024-03-31T00:00:00'],
    ['Last quarter', '2023-12-31T00:00:00', '2024-03-31T00:00:00'],
    ['Last year', '2023-03-31T00:00:00', '2024-03-31T00:00:00'],
    ['Last 7 days', '2024-03-24T00:00:00', '2024-03-31T00:00:00'],
    ['Last 2 hours', '2024-03-31T13:30:45', '2024-03-31T15:30:45'],
    ['Last hour', '2024-03-31T14:30:45', '2024-03-31T15:30:45'],
    ['Next 3 months', '2024-03-31T00:00:00', '2024-06-30T00:00:00'],
    ['previous calendar week', '2024-03-18T00:00:00', '2024-03-25T00:00:00'],
    ['previous calendar month', '2024-02-01T00:00:00', '2024-03-01T00:00:00'],
    ['previous calendar quarter', '2023-10-01T00:00:00', '2024-01-01T00:00:00'],
    ['previous calendar year', '2023-01-01T00:00:00', '2024-01-01T00:00:00'],
    ['Current day', '2024-03-31T00:00:00', '2024-04-01T00:00:00'],
    ['Current week', '2024-03-25T00:00:00', '2024-04-01T00:00:00'],
    ['Current month', '2024-03-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current quarter', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current year', '2024-01-01T00:00:00', '2025-01-01T00:00:00'],
  ])('%s resolves to [%s, %s)', (timeRange, since, until) => {
    // Arrange / Act
    const result = bounds(timeRange);

    // Assert
    expect(result).toEqual([since, until]);
  });
});

describe('resolveTimeRange: explicit sides', () => {
  it.each([
    ['2020-01-01 : 2020-02-01', '2020-01-01T00:00:00', '2020-02-01T00:00:00'],
    ['2020-01-01T10:00:00 : 2020-01-01T12:30:00', '2020-01-01T10:00:00', '2020-01-01T12:30:00'],
    ['2020-01-01 10:00:00 : 2020-01-02T00:00:00+02:00', '2020-01-01T10:00:00', '2020-01-01T22:00:00'],
    ['2020-05 : 2021', '2020-05-01T00:00:00', '2021-01-01T00:00:00'],
    ['2020-01-01 : ', '2020-01-01T00:00:00', null],
    [' : 2020-01-01', null, '2020-01-01T00:00:00'],
    ['2020-01-01 :', '2020-01-01T00:00:00', null],
    ['today : now', '2024-03-31T00:00:00', '2024-03-31T15:30:45'],
    ['yesterday : tomorrow', '2024-03-30T00:00:00', '2024-04-01T00:00:00'],
    ['7 days ago : today', '2024-03-24T00:00:00', '2024-03-31T00:00:00'],
    ['1 year ago : 3 months later', '2023-03-31T00:00:00', '2024-06-30T00:00:00'],
    ['3 hours ago : 2 days from now', '2024-03-31T12:30:45', '2024-04-02T00:00:00'],
    ['Last week : today', '2024-03-24T00:00:00', '2024-03-31T00:00:00'],
    ['last 2 weeks : next 1 day', '2024-03-17T00:00:00', '2024-04-01T00:00:00'],
    ['start of this month : end of this month', '2024-03-01T00:00:00', '2024-03-31T00:00:00'],
    ['start of last quarter : end of next 2 years', '2023-10-01T00:00:00', '2026-12-31T00:00:00'],
    ['first of the year : first day of next month', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
  ])('%s resolves to [%s, %s]', (timeRange, since, until) => {
    // Arrange / Act
    const result = bounds(timeRange);

    // Assert
    expect(result).toEqual([since, until]);
  });
});

describe('resolveTimeRange: datetime expressions', () => {
  it.each([
    ['DATEADD(DATETIME("today"), -7, day) : today', '2024-03-24T00:00:00', '2024-03-31T00:00:00'],
    ["DATEADD(DATETIME('2024-03-31'), -1, month) : now", '2024-02-29T00:00:00', '2024-03-31T15:30:45'],
    ['dateadd(datetime("now"), -90, MINUTE) : now', '2024-03-31T14:00:45', '2024-03-31T15:30:45'],
    [
      'DATEADD(DATETIME("2020-01-01"), 1, quarter) : DATEADD(DATETIME("2020-01-01"), 2, year)',
      '2020-04-01T00:00:00',
      '2022-01-01T00:00:00',
    ],
    ['DATEADD(DATEADD(DATETIME("2020-01-31"), 1, month), 1, week) : now', '2020-03-07T00:00:00', '2024-03-31T15:30:45'],
    [
      'DATETRUNC(DATETIME("now"), month) : DATETRUNC(DATETIME("now"), hour)',
      '2024-03-01T00:00:00',
      '2024-03-31T15:00:00',
    ],
    [
      'DATETRUNC(DATETIME("2024-05-17T10:11:12"), quarter) : DATETRUNC(DATETIME("2024-05-17T10:11:12"), week)',
      '2024-04-01T00:00:00',
      '2024-05-13T00:00:00',
    ],
    [
      'LASTDAY(DATETIME("2024-02-10"), month) : LASTDAY(DATETIME("today"), year)',
      '2024-02-29T00:00:00',
      '2024-12-31T00:00:00',
    ],
    [
      'LASTDAY(DATETIME("2024-05-15"), quarter) : LASTDAY(DATETIME("2024-07-03"), week)',
      '2024-06-30T00:00:00',
      '2024-07-07T00:00:00',
    ],
    [
      'DATEADD(DATETIME("today"), DATEDIFF(DATETIME("2024-03-01"), DATETIME("2024-03-11")), day) : DATEADD(DATETIME("today"), 30, day)',
      '2024-04-10T00:00:00',
      '2024-04-30T00:00:00',
    ],
  ])('%s resolves to [%s, %s]', (timeRange, since, until) => {
    // Arrange / Act
    const result = bounds(timeRange);

    // Assert
    expect(result).toEqual([since, until]);
  });
});

describe('resolveTimeRange: errors', () => {
  it.each([
    ['2020-02-01 : 2020-01-01', 'From date cannot be larger than to date'],
    ['start of this year : end of prior 2 years', 'From date cannot be larger than to date'],
    ['Last', 'Cannot parse time string [Last]'],
    ['banana : now', 'Cannot parse time string [banana]'],
    ['2020-02-30 : now', 'Cannot parse time string [2020-02-30]'],
    ['7 days : now', 'Time string is ambiguous. Please specify [7 days ago] or [7 days later].'],
    [
      'DATEADD(DATETIME("today"), -7) : now',
      `Error parsing time range [DATEADD(DATETIME("today"), -7)]: expected ',', found ')'`,
    ],
    [
      'DATEADD(DATETIME("today"), -7, fortnight) : now',
      'Error parsing time range [DATEADD(DATETIME("today"), -7, fortnight)]: unknown unit fortnight',
    ],
    [
      'DATETRUNC(DATETIME("today"), month) extra : now',
      `Error parsing time range [DATETRUNC(DATETIME("today"), month) extra]: unexpected 'extra'`,
    ],
    [
      'LASTDAY(DATETIME("today"), hour) : now',
      'Error parsing time range [LASTDAY(DATETIME("today"), hour)]: LASTDAY does not accept unit hour',
    ],
    ['HOLIDAY("Christmas") : now', 'Error parsing time range [HOLIDAY("Christmas")]: HOLIDAY is not supported'],
    ['DATETIME("whenever") : now', 'Cannot parse time string [whenever]'],
    [
      'sometime',
      "Error parsing time range [sometime]: expected 'start : end', 'No filter' or a range name such as 'Last week'",
    ],
  ])('%s is a 400: %s', (timeRange, message) => {
    // Arrange / Act
    const attempt = () => resolveTimeRange(timeRange, { now: NOW });

    // Assert
    expect(attempt).toThrow(new BadRequestError(message));
    expect(attempt).toThrow(BadRequestError);
  });
});

describe('formatInstant', () => {
  it('drops milliseconds and the zone designator', () => {
    // Arrange
    const instant = new Date('2024-03-31T15:30:45.678Z');

    // Act
    const text = formatInstant(instant);

    // Assert
    expect(text).toBe('2024-03-31T15:30:45');
  });
});
