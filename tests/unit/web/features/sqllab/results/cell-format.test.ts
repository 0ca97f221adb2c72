import { describe, expect, it } from 'vitest';
import {
  cellText,
  filterResultRows,
  resultAsTsv,
} from '../../../../../../web/app/features/sqllab/results/cell-format.ts';
import { columns } from './fixtures.ts';

const [text, number, day] = columns as [(typeof columns)[0], (typeof columns)[0], (typeof columns)[0]];

describe('cellText', () => {
  it.each([
    ['a missing value', null, text, 'NULL'],
    ['an undefined value', undefined, number, 'NULL'],
    ['a timestamp', '2024-01-02T03:04:05', day, '2024-01-02 03:04:05'],
    ['a timestamp with milliseconds', '2024-01-02T03:04:05.120', day, '2024-01-02 03:04:05.120'],
    ['epoch milliseconds of a temporal column', 1_704_164_645_000, day, '2024-01-02 03:04:05'],
    ['a date', '2024-01-02', day, '2024-01-02'],
    ['a decimal, every digit kept', 0.1 + 0.2, number, '0.30000000000000004'],
    ['a big integer sent as text', '9007199254740993', number, '9007199254740993'],
    ['a list', [1, 2], text, '[1,2]'],
    ['a struct', { a: 1 }, text, '{"a":1}'],
    ['a boolean', true, text, 'true'],
  ])('shows %s', (_case, value, column, expected) => {
    // Act
    const shown = cellText(value, column);

    // Assert
    expect(shown).toBe(expected);
  });
});

describe('resultAsTsv', () => {
  it('writes a header line, tab-separated fields, empty fields for NULL and one line per row', () => {
    // Arrange
    const data = [
      { name: 'a\tb', num: 1, ds: '2024-01-02T03:04:05' },
      { name: null, num: 2, ds: null },
      { name: 'two\nlines', num: null, ds: '2024-01-03T00:00:00' },
    ];

    // Act
    const tsv = resultAsTsv(columns, data);

    // Assert
    expect(tsv).toBe('name\tnum\tds\na b\t1\t2024-01-02 03:04:05\n\t2\t\ntwo lines\t\t2024-01-03 00:00:00\n');
  });
});

describe('filterResultRows', () => {
  it('keeps the rows with a cell containing the text, in any case, as shown', () => {
    // Arrange
    const data = [
      { name: 'Alpha', num: 10, ds: null },
      { name: 'beta', num: 2, ds: null },
      { name: null, num: 3, ds: null },
    ];

    // Act
    const found = [
      filterResultRows(columns, data, 'ALP'),
      filterResultRows(columns, data, 'null'),
      filterResultRows(columns, data, '  '),
    ];

    // Assert
    expect(found).toEqual([[data[0]], data, data]);
  });
});
