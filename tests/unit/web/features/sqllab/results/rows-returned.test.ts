import { describe, expect, it } from 'vitest';
import { rowsReturned } from '../../../../../../web/app/features/sqllab/results/rows-returned.ts';
import { queryOf, resultsOf, rowsOf } from './fixtures.ts';

describe('rowsReturned', () => {
  it.each([
    ['nothing limited', { limitingFactor: 'NOT_LIMITED' }, true, null],
    [
      'the query, said to users who can download',
      { limitingFactor: 'QUERY' },
      true,
      'The number of rows displayed is limited to 50 by the query',
    ],
    ['the query, not said to users who cannot download', { limitingFactor: 'QUERY' }, false, null],
    [
      'the dropdown away from its default',
      { limitingFactor: 'DROPDOWN', limit: 50 },
      true,
      'The number of rows displayed is limited to 50 by the limit dropdown.',
    ],
    [
      'the dropdown at its default',
      { limitingFactor: 'DROPDOWN', limit: 1000 },
      true,
      'The number of rows displayed is limited to 50 by the dropdown.',
    ],
    [
      'query and dropdown',
      { limitingFactor: 'QUERY_AND_DROPDOWN' },
      true,
      'The number of rows displayed is limited to 50 by the query and limit dropdown.',
    ],
    [
      'the display limit',
      { limitingFactor: 'NOT_LIMITED', rows: 5000, results: resultsOf(rowsOf(50), true) },
      true,
      'The number of results displayed is limited to 50. Please add additional limits/filters, download to csv, or contact an admin to see more rows up to the 1000 limit.',
    ],
  ] as const)('words a result limited by %s', (_case, overrides, csv, expected) => {
    // Arrange
    const query = queryOf({ rows: 50, results: resultsOf(rowsOf(50)), ...overrides });

    // Act
    const notice = rowsReturned(query, { csv });

    // Assert
    expect(notice.limitMessage).toBe(expected);
  });

  it('counts rows with a thousands separator and the right plural', () => {
    // Act
    const counts = [1, 1234].map((rows) => rowsReturned(queryOf({ rows }), { csv: true }));

    // Assert
    expect(counts).toEqual([
      { label: '1 row', returned: '1 rows returned', limitMessage: null },
      { label: '1,234 rows', returned: '1234 rows returned', limitMessage: null },
    ]);
  });
});
