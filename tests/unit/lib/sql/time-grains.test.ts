import { describe, expect, it } from 'vitest';
import { isTimeGrain, TIME_GRAINS, timeGrainName } from '#shared/time-grains.ts';

describe('TIME_GRAINS', () => {
  it('lists every Superset grain id, the half-hour and quarter-year ones included, in Explore order', () => {
    // Act
    const ids = TIME_GRAINS.map((grain) => grain.duration);

    // Assert
    expect(ids).toEqual([
      'PT1S',
      'PT5S',
      'PT30S',
      'PT1M',
      'PT5M',
      'PT10M',
      'PT15M',
      'PT30M',
      'PT0.5H',
      'PT1H',
      'PT6H',
      'P1D',
      'P1W',
      'P1M',
      'P3M',
      'P0.25Y',
      'P1Y',
      '1969-12-28T00:00:00Z/P1W',
      '1969-12-29T00:00:00Z/P1W',
      'P1W/1970-01-03T00:00:00Z',
      'P1W/1970-01-04T00:00:00Z',
    ]);
  });

  it('names the grains Superset leaves unnamed', () => {
    // Act
    const names = ['PT30M', 'PT0.5H', 'P0.25Y', 'P1W/1970-01-04T00:00:00Z'].map(timeGrainName);

    // Assert
    expect(names).toEqual(['30 minute', 'Half hour', 'Quarter year', 'Week ending Sunday']);
  });

  it('answers undefined for the name of an unknown grain', () => {
    // Act
    const name = timeGrainName('P2D');

    // Assert
    expect(name).toBeUndefined();
  });

  it('recognises grain ids and nothing else', () => {
    // Act
    const answers = ['P1D', 'P1W/1970-01-03T00:00:00Z', 'p1d', 'P2D', '', null, 1].map(isTimeGrain);

    // Assert
    expect(answers).toEqual([true, true, false, false, false, false, false]);
  });
});
