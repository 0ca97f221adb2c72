import { describe, expect, it } from 'vitest';
import {
  answerFacts,
  elapsedText,
  rowsLabel,
} from '../../../../../web/app/features/explore/components/chart/chart-status.ts';
import { alterations, valueText } from '../../../../../web/app/features/explore/state/altered.ts';
import type { ChartDataResult } from '../../../../../web/app/plugins/types.ts';

describe('alterations', () => {
  const saved = {
    viz_type: 'line',
    datasource: '1__table',
    slice_id: 7,
    metrics: ['sum__num'],
    groupby: ['gender'],
    adhoc_filters: [],
    row_limit: 10000,
  };

  it('lists the fields whose values changed, ignoring empties and where the chart was opened from', () => {
    // Act
    const changes = alterations(saved, {
      ...saved,
      slice_id: 8,
      url_params: { a: '1' },
      groupby: [],
      adhoc_filters: null,
      show_legend: false,
      row_limit: 10000,
    });

    // Assert
    expect(changes).toEqual([
      { field: 'groupby', before: ['gender'], after: [] },
      { field: 'show_legend', before: undefined, after: false },
    ]);
  });

  it('finds nothing when only key order differs', () => {
    // Act
    const changes = alterations(
      { ...saved, metrics: [{ label: 'x', expressionType: 'SQL', sqlExpression: 'SUM(num)' }] },
      {
        ...saved,
        metrics: [{ sqlExpression: 'SUM(num)', label: 'x', expressionType: 'SQL' }],
      },
    );

    // Assert
    expect(changes).toEqual([]);
  });

  it.each([
    [['gender', 'state'], 'gender, state'],
    [[{ label: 'SUM(num)', expressionType: 'SIMPLE' }], 'SUM(num)'],
    [{ subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last week' }, 'ds TEMPORAL_RANGE Last week'],
    [null, 'N/A'],
    [false, 'false'],
  ])('shows %j as %j', (value, text) => {
    // Act / Assert
    expect(valueText(value)).toBe(text);
  });
});

describe('chart status', () => {
  const result = (fields: Partial<ChartDataResult>): ChartDataResult => ({
    data: [],
    colnames: [],
    coltypes: [],
    rowcount: 0,
    ...fields,
  });

  it.each([
    [0, 0, '00:00:00.00'],
    [1000, 2234, '00:00:01.23'],
    [0, 3_723_450, '01:02:03.45'],
  ])('times %i to %i as %s', (from, to, text) => {
    // Act / Assert
    expect(elapsedText(from, to)).toBe(text);
  });

  it.each([
    [
      'a fresh answer under its limit',
      [result({ rowcount: 44, sql_rowcount: 44, is_cached: false })],
      1000,
      { rows: 44, limitReached: false, cachedAt: null },
    ],
    [
      'an answer cut by the row limit',
      [result({ rowcount: 10, sql_rowcount: 10, is_cached: false })],
      10,
      { rows: 10, limitReached: true, cachedAt: null },
    ],
    [
      'answers all from the cache',
      [
        result({ rowcount: 3, is_cached: true, cached_dttm: '2024-05-02T10:00:00' }),
        result({ rowcount: 1, is_cached: true, cached_dttm: '2024-05-01T09:00:00' }),
      ],
      undefined,
      { rows: 3, limitReached: false, cachedAt: '2024-05-01T09:00:00' },
    ],
  ])('reads %s', (_case, results, rowLimit, facts) => {
    // Act / Assert
    expect(answerFacts(results, rowLimit)).toEqual(facts);
  });

  it.each([
    [1, '1 row'],
    [75691, '75,691 rows'],
  ])('labels %i rows', (rows, label) => {
    // Act / Assert
    expect(rowsLabel(rows)).toBe(label);
  });
});
