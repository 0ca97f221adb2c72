import { describe, expect, it } from 'vitest';
import { aggregatorOf } from '../../../../../web/app/plugins/pivot-table/aggregators.ts';
import { transformProps } from '../../../../../web/app/plugins/pivot-table/transform-props.ts';
import { propsInput, result } from '../table/fixtures.ts';

const NUMERIC = 0;
const STRING = 1;
const ROWS = [
  { country: 'FR', city: 'Paris', line: 'Cars', sales: 10 },
  { country: 'FR', city: 'Lyon', line: 'Cars', sales: 5 },
  { country: 'FR', city: 'Lyon', line: 'Ships', sales: 1 },
  { country: 'US', city: 'NYC', line: 'Cars', sales: 20 },
];
const answer = result(ROWS, ['country', 'city', 'line', 'sales'], [STRING, STRING, STRING, NUMERIC]);
const base = {
  viz_type: 'pivot_table_v2',
  groupbyRows: ['country', 'city'],
  groupbyColumns: ['line'],
  metrics: ['sales'],
  valueFormat: ',d',
};

describe('pivot table transformProps', () => {
  it('pivots metrics over row and column keys with totals and subtotals', () => {
    // Arrange
    const input = propsInput({ ...base, rowTotals: true, colTotals: true, rowSubTotals: true }, [answer]);
    // Act
    const props = transformProps(input);
    // Assert
    expect(props.headerRows).toEqual([
      [
        { label: 'sales', span: 2 },
        { label: 'Total (Sum)', span: 1 },
      ],
      [
        { label: 'Cars', span: 1 },
        { label: 'Ships', span: 1 },
        { label: '', span: 1 },
      ],
    ]);
    expect(props.rows.map((row) => [row.kind, ...row.labels, ...row.cells.map((cell) => cell.text)])).toEqual([
      ['data', 'FR', 'Lyon', '5', '1', '6'],
      ['data', '', 'Paris', '10', '', '10'],
      ['subtotal', 'FR', 'Subtotal', '15', '1', '16'],
      ['data', 'US', 'NYC', '20', '', '20'],
      ['subtotal', 'US', 'Subtotal', '20', '', '20'],
      ['total', 'Total (Sum)', '', '35', '1', '36'],
    ]);
  });

  it('transposes, orders by value descending and writes fractions as percents', () => {
    // Arrange
    const input = propsInput(
      {
        ...base,
        groupbyRows: ['country'],
        transposePivot: true,
        colOrder: 'value_z_to_a',
        aggregateFunction: 'Sum as Fraction of Total',
      },
      [answer],
    );
    // Act
    const props = transformProps(input);
    // Assert
    expect(props.headerRows).toEqual([
      [{ label: 'sales', span: 2 }],
      [
        { label: 'US', span: 1 },
        { label: 'FR', span: 1 },
      ],
    ]);
    expect(props.rows.map((row) => [...row.labels, ...row.cells.map((cell) => cell.text)])).toEqual([
      ['Cars', '55.6%', '41.7%'],
      ['Ships', '', '2.8%'],
    ]);
  });

  it('colours data cells of the metric a rule names', () => {
    // Arrange
    const rules = [{ column: 'sales', operator: '≥', targetValue: 20, colorScheme: '#0000ff' }];
    const input = propsInput({ ...base, groupbyRows: ['country'], conditional_formatting: rules }, [answer]);
    // Act
    const props = transformProps(input);
    // Assert
    expect(props.rows.map((row) => row.cells.map((cell) => cell.background))).toEqual([
      [undefined, undefined],
      ['#0000ffff', undefined],
    ]);
  });

  it('draws no rows for an empty answer', () => {
    expect(transformProps(propsInput(base, [])).rows).toEqual([]);
  });

  it.each([
    ['Average', [1, 2, 6], 3],
    ['Median', [5, 1, 3, 2], 2.5],
    ['Sample Variance', [1, 2, 3], 1],
    ['Count Unique Values', [1, 1, 2], 2],
    ['List Unique Values', ['a', 'b', 'a'], 'a, b'],
    ['Last', [1, 2], 2],
    ['Bogus', [1, 2], 3],
  ])('aggregates with %s', (name, values, expected) => {
    expect(aggregatorOf(name).aggregate(values)).toEqual(expected);
  });
});
