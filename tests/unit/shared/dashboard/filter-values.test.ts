import { describe, expect, it } from 'vitest';
import {
  rangeExtraFormData,
  rangeLabel,
  selectExtraFormData,
  timeColumnExtraFormData,
  timeGrainExtraFormData,
  timeRangeExtraFormData,
} from '#shared/dashboard/filter-values.ts';

describe('filter values as extraFormData', () => {
  it.each([
    [
      'select values',
      selectExtraFormData('state', ['CA', 'NY']),
      { filters: [{ col: 'state', op: 'IN', val: ['CA', 'NY'] }] },
    ],
    [
      'select inverse',
      selectExtraFormData('state', ['CA'], { inverse: true }),
      { filters: [{ col: 'state', op: 'NOT IN', val: ['CA'] }] },
    ],
    ['select nothing', selectExtraFormData('state', []), {}],
    ['select null', selectExtraFormData('state', null), {}],
    [
      'select required and empty',
      selectExtraFormData('state', [], { emptyFilter: true }),
      { adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }] },
    ],
    [
      'range both',
      rangeExtraFormData('num', 1, 5),
      {
        filters: [
          { col: 'num', op: '>=', val: 1 },
          { col: 'num', op: '<=', val: 5 },
        ],
      },
    ],
    ['range lower', rangeExtraFormData('num', 0, null), { filters: [{ col: 'num', op: '>=', val: 0 }] }],
    ['range upper', rangeExtraFormData('num', undefined, 9), { filters: [{ col: 'num', op: '<=', val: 9 }] }],
    ['range none', rangeExtraFormData('num', Number.NaN, null), {}],
    ['time range', timeRangeExtraFormData('Last week'), { time_range: 'Last week' }],
    ['time range No filter', timeRangeExtraFormData('No filter'), {}],
    ['time column', timeColumnExtraFormData('ds'), { granularity_sqla: 'ds' }],
    ['time column none', timeColumnExtraFormData(null), {}],
    ['time grain', timeGrainExtraFormData('P1M'), { time_grain_sqla: 'P1M' }],
    ['time grain none', timeGrainExtraFormData(''), {}],
  ])('%s', (_name, actual, expected) => {
    // Assert
    expect(actual).toEqual(expected);
  });

  it.each([
    [1, 5, '1 ≤ x ≤ 5'],
    [1, null, 'x ≥ 1'],
    [null, 5, 'x ≤ 5'],
    [null, null, undefined],
  ])('range %s..%s reads %s', (lower, upper, expected) => {
    // Act / Assert
    expect(rangeLabel(lower, upper)).toBe(expected);
  });
});
