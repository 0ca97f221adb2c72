import { describe, expect, it } from 'vitest';
import { isInstantType, rowsToRecords, toEpochMs } from '#functions/charts/results/records.ts';

describe('toEpochMs', () => {
  it.each([
    ['2008-01-01', Date.UTC(2008, 0, 1)],
    ['2008-01-01T10:20:30', Date.UTC(2008, 0, 1, 10, 20, 30)],
    ['2008-01-01T10:20:30.250', Date.UTC(2008, 0, 1, 10, 20, 30, 250)],
    ['2008-01-01 10:20:30.123456', Date.UTC(2008, 0, 1, 10, 20, 30, 123)],
    ['2008-01-01 10:20:30.000 UTC', Date.UTC(2008, 0, 1, 10, 20, 30)],
    ['2008-01-01 10:20:30+02', Date.UTC(2008, 0, 1, 8, 20, 30)],
    ['2008-01-01 10:20:30-05:30', Date.UTC(2008, 0, 1, 15, 50, 30)],
  ])('reads %s as UTC epoch milliseconds', (text, expected) => {
    // Act
    const value = toEpochMs(text);

    // Assert
    expect(value).toBe(expected);
  });

  it.each([['infinity'], [null], [42]])('leaves %s unchanged', (value) => {
    // Act
    const converted = toEpochMs(value);

    // Assert
    expect(converted).toBe(value);
  });
});

describe('isInstantType', () => {
  it.each([
    ['DATE', true],
    ['TIMESTAMP', true],
    ['TIMESTAMP WITH TIME ZONE', true],
    ['timestamp(3)', true],
    ['TIME', false],
    ['INTERVAL', false],
    ['VARCHAR', false],
  ])('%s -> %s', (type, expected) => {
    // Act
    const instant = isInstantType(type);

    // Assert
    expect(instant).toBe(expected);
  });
});

describe('rowsToRecords', () => {
  it('keys values by label and turns instants into epoch milliseconds', () => {
    // Arrange
    const columns = [
      { name: 'ds', type: 'DATE' },
      { name: 'sum(num)', type: 'HUGEINT' },
      { name: 'extra', type: 'VARCHAR' },
    ];
    const labels: Record<string, string> = { ds: 'ds', 'sum(num)': 'SUM(num)' };

    // Act
    const records = rowsToRecords(
      columns,
      [
        ['2008-01-01', 5, 'x'],
        [null, null, null],
      ],
      (name) => labels[name] ?? name,
    );

    // Assert
    expect(records).toEqual([
      { ds: Date.UTC(2008, 0, 1), 'SUM(num)': 5, extra: 'x' },
      { ds: null, 'SUM(num)': null, extra: null },
    ]);
  });
});
