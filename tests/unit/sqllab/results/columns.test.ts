import { describe, expect, it } from 'vitest';
import { resultColumns, toRecords, uniqueNames } from '#functions/sqllab/results/columns.ts';

describe('uniqueNames', () => {
  it.each([
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [
      ['a', 'a', 'a'],
      ['a', 'a__1', 'a__2'],
    ],
    [
      ['a', 'a__1', 'a'],
      ['a', 'a__1', 'a__2'],
    ],
  ])('names %j apart as %j', (names, expected) => {
    // Act
    const unique = uniqueNames(names);

    // Assert
    expect(unique).toEqual(expected);
  });
});

describe('resultColumns and toRecords', () => {
  it("describe engine columns as SQL Lab's grid reads them and key each row by them", () => {
    // Arrange
    const columns = resultColumns([
      { name: 'day', type: 'TIMESTAMP' },
      { name: 'n', type: 'DECIMAL(10,2)' },
      { name: 'n', type: 'VARCHAR' },
      { name: 'ok', type: 'BOOLEAN' },
    ]);

    // Act
    const records = toRecords(columns, [['2024-01-02T00:00:00', 1.5, 'x', true]]);

    // Assert
    expect(columns).toEqual([
      { column_name: 'day', name: 'day', type: 'TIMESTAMP', is_dttm: true, type_generic: 2 },
      { column_name: 'n', name: 'n', type: 'DECIMAL(10,2)', is_dttm: false, type_generic: 0 },
      { column_name: 'n__1', name: 'n__1', type: 'VARCHAR', is_dttm: false, type_generic: 1 },
      { column_name: 'ok', name: 'ok', type: 'BOOLEAN', is_dttm: false, type_generic: 3 },
    ]);
    expect(records).toEqual([{ day: '2024-01-02T00:00:00', n: 1.5, n__1: 'x', ok: true }]);
  });
});
