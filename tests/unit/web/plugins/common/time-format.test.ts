import { describe, expect, it } from 'vitest';
import { getTimeFormatter } from '../../../../../web/app/plugins/common/time-format.ts';

describe('getTimeFormatter', () => {
  it.each([
    ['year start', Date.UTC(2020, 0, 1), '2020'],
    ['month start', Date.UTC(2020, 4, 1), 'May'],
    ['a Sunday', Date.UTC(2020, 4, 3), 'May 03'],
    ['a weekday', Date.UTC(2020, 4, 4), 'Mon 04'],
    ['an hour', Date.UTC(2020, 4, 4, 13), '01 PM'],
    ['a minute', Date.UTC(2020, 4, 4, 13, 5), '01:05'],
    ['a second', Date.UTC(2020, 4, 4, 13, 5, 7), ':07s'],
    ['a millisecond', Date.UTC(2020, 4, 4, 13, 5, 7, 250), '.250ms'],
  ])('smart_date writes %s by its coarsest unit', (_what, ms, expected) => {
    // Act
    const text = getTimeFormatter()(ms);

    // Assert
    expect(text).toBe(expected);
  });

  it.each([
    ['%Y-%m-%d', Date.UTC(2019, 0, 14, 1, 32, 10), '2019-01-14'],
    ['%Y-%m-%d %H:%M:%S', '2019-01-14 01:32:10', '2019-01-14 01:32:10'],
    ['%d/%m/%Y', '2019-01-14T00:00:00Z', '14/01/2019'],
    ['%H:%M:%S', '1547429530000', '01:32:10'],
  ])('formats %s in UTC', (format, value, expected) => {
    // Act
    const text = getTimeFormatter(format)(value);

    // Assert
    expect(text).toBe(expected);
  });

  it.each([
    [null, 'null'],
    ['not a date', 'not a date'],
  ])('never throws for %s', (value, expected) => {
    // Act
    const text = getTimeFormatter('%Y')(value);

    // Assert
    expect(text).toBe(expected);
  });
});
