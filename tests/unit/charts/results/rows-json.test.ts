import { describe, expect, it, vi } from 'vitest';
import { jsonWithRows } from '#functions/charts/results/rows-json.ts';

/** An answer of two queries, with rows holding text that looks like JSON, quotes and the characters JSON escapes. */
const answer = (rows: readonly Record<string, unknown>[]) => ({
  result: [
    { cache_key: 'k', data: rows, colnames: ['name', 'n'], annotation_data: [] },
    { query: 'SELECT "data" FROM t', language: 'sql' },
    { data: [{ column_name: 'name' }], colnames: [] },
  ],
});
const rows = [
  { name: '"data": [1]', n: 1 },
  { name: 'a\u0000b\n\u2028', n: null },
  { name: 'rows-', n: -0.5 },
];

describe('chart data answers written with their rows spliced in', () => {
  it('are the same text JSON.stringify writes', () => {
    // Arrange
    const body = answer(rows);

    // Act
    const text = jsonWithRows(body);

    // Assert
    expect(text).toBe(JSON.stringify(body));
  });

  it('write frozen rows once, however many answers show them', () => {
    // Arrange
    const frozen = Object.freeze(rows.map((row) => Object.freeze({ ...row })));
    const first = jsonWithRows(answer(frozen));
    const stringify = vi.spyOn(JSON, 'stringify');

    // Act
    const second = jsonWithRows(answer(frozen));

    // Assert: the envelope and the listing's unfrozen rows only.
    expect({
      same: second === first,
      rowsWritten: stringify.mock.calls.filter(([value]) => value === frozen).length,
    }).toEqual({ same: true, rowsWritten: 0 });
    stringify.mockRestore();
  });

  it('write rows that may still change every time', () => {
    // Arrange
    const changing = rows.map((row) => ({ ...row }));
    jsonWithRows(answer(changing));
    changing[0]!.n = 2;

    // Act
    const text = jsonWithRows(answer(changing));

    // Assert
    expect(JSON.parse(text).result[0].data[0].n).toBe(2);
  });
});
