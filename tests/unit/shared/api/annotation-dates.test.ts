import { describe, expect, it } from 'vitest';
import { naiveDateTime, naiveEpochMs } from '../../../../shared/api/annotation-dates.ts';

describe('naiveDateTime', () => {
  it.each([
    ['2024-03-01T09:00:00', '2024-03-01T09:00:00'],
    ['2024-03-01T09:00', '2024-03-01T09:00:00'],
    ['2024-03-01 09:00:07', '2024-03-01T09:00:07'],
    ['2024-03-01T09:00:00.5', '2024-03-01T09:00:00.500000'],
    ['2024-03-01T09:00:00.123456789', '2024-03-01T09:00:00.123456'],
    ['2024-03-01T09:00:00.000', '2024-03-01T09:00:00'],
    ['2024-03-01T09:00:00Z', '2024-03-01T09:00:00'],
    ['2024-03-01T01:30:00+02:00', '2024-02-29T23:30:00'],
    ['2024-12-31T23:00:00-0130', '2025-01-01T00:30:00'],
  ])('reads %s as %s', (text, naive) => {
    // Act
    const result = naiveDateTime(text);

    // Assert
    expect(result).toBe(naive);
  });

  it.each([
    '',
    '2024-03-01',
    '2024-02-30T00:00:00',
    '2024-03-01T24:00:00',
    '2024-03-01T09:60',
    'yesterday',
    '2024-03-01T09:00:00+2',
  ])('refuses %j', (text) => {
    // Act
    const result = naiveDateTime(text);

    // Assert
    expect(result).toBeUndefined();
  });
});

describe('naiveEpochMs', () => {
  it('reads a naive date-time as UTC, microseconds as a fraction of a millisecond', () => {
    // Act
    const instants = [naiveEpochMs('2000-01-01T00:00:00'), naiveEpochMs('2000-01-01T00:00:00.250500')];

    // Assert
    expect(instants).toEqual([946_684_800_000, 946_684_800_250.5]);
  });
});
