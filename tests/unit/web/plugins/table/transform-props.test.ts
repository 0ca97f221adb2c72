import { describe, expect, it } from 'vitest';
import { transformProps } from '../../../../../web/app/plugins/table/transform-props.ts';
import { propsInput, result } from './fixtures.ts';

const NUMERIC = 0;
const STRING = 1;
const TEMPORAL = 2;
const JAN_2024 = Date.UTC(2024, 0, 1);

describe('table transformProps', () => {
  it('labels and formats each column by its kind', () => {
    // Arrange
    const input = propsInput(
      {
        groupby: ['region', 'day'],
        metrics: ['revenue'],
        percent_metrics: ['revenue'],
        table_timestamp_format: '%Y-%m-%d',
      },
      [
        result(
          [
            { region: 'EU', day: JAN_2024, revenue: 1234.5, '%revenue': 0.25 },
            { region: null, day: null, revenue: null, '%revenue': 0.75 },
          ],
          ['region', 'day', 'revenue', '%revenue'],
          [STRING, TEMPORAL, NUMERIC, NUMERIC],
        ),
      ],
      { verboseMap: { revenue: 'Revenue' }, columnFormats: { revenue: '$,.2f' } },
    );
    // Act
    const props = transformProps(input);
    // Assert
    const shown = props.columns.map((c) => ({
      key: c.key,
      label: c.label,
      metric: c.isMetric,
      percent: c.isPercentMetric,
      cells: props.rows.map((row) => c.format(row[c.key])),
    }));
    expect(shown).toEqual([
      { key: 'region', label: 'region', metric: false, percent: false, cells: ['EU', 'N/A'] },
      { key: 'day', label: 'day', metric: false, percent: false, cells: ['2024-01-01', 'N/A'] },
      { key: 'revenue', label: 'Revenue', metric: true, percent: false, cells: ['$1,234.50', 'N/A'] },
      { key: '%revenue', label: '%Revenue', metric: false, percent: true, cells: ['25.000%', '75.000%'] },
    ]);
  });

  it.each([
    [
      'by the time grain with the adaptive format',
      { table_timestamp_format: 'smart_date', time_grain_sqla: 'P1M' },
      'Jan 2024',
    ],
    ['as a week range for a weekly grain', { time_grain_sqla: 'P1W' }, '2024-01-01 — 2024-01-07'],
    ['as date and time without a grain', { table_timestamp_format: 'smart_date' }, '2024-01-01 00:00:00'],
    [
      'in the chosen format whatever the grain',
      { table_timestamp_format: '%d/%m/%Y', time_grain_sqla: 'P1M' },
      '01/01/2024',
    ],
  ])('writes a temporal column %s', (_what, fields, expected) => {
    // Arrange
    const input = propsInput({ query_mode: 'raw', all_columns: ['day'], ...fields }, [
      result([{ day: JAN_2024 }], ['day'], [TEMPORAL]),
    ]);
    // Act
    const props = transformProps(input);
    // Assert
    expect(props.columns.map((column) => column.format(JAN_2024))).toEqual([expected]);
  });

  it('applies the column config: custom name, number format and hidden columns', () => {
    // Arrange
    const input = propsInput(
      {
        query_mode: 'raw',
        all_columns: ['a', 'b'],
        column_config: { a: { customColumnName: 'Amount', d3NumberFormat: ',.1f' }, b: { visible: false }, junk: 'x' },
      },
      [result([{ a: 1234.56, b: 'x' }], ['a', 'b'], [NUMERIC, STRING])],
    );
    // Act
    const props = transformProps(input);
    // Assert
    expect(props.columns.map((c) => [c.label, c.format(props.rows[0]![c.key])])).toEqual([['Amount', '1,234.6']]);
  });

  it('takes totals and the server row count from their answers', () => {
    // Arrange
    const input = propsInput(
      {
        groupby: ['g'],
        metrics: ['m'],
        show_totals: true,
        server_pagination: true,
        server_page_length: 10,
        own_state: { currentPage: 1 },
      },
      [
        result([{ g: 'a', m: 1 }], ['g', 'm'], [STRING, NUMERIC]),
        result([{ rowcount: 42 }], ['rowcount'], [NUMERIC]),
        result([{ m: 99 }], ['m'], [NUMERIC]),
      ],
    );
    // Act
    const { totals, rowCount, pageSize, serverPagination, ownState } = transformProps(input);
    // Assert
    expect({ totals, rowCount, pageSize, serverPagination, ownState }).toEqual({
      totals: { m: 99 },
      rowCount: 42,
      pageSize: 10,
      serverPagination: true,
      ownState: { currentPage: 1 },
    });
  });

  it('gives metric columns bar ranges unless a colour rule formats them', () => {
    // Arrange
    const rows = [
      { g: 'a', m: -5, n: 1 },
      { g: 'b', m: 10, n: 3 },
    ];
    const rules = [
      { column: 'n', operator: '>', targetValue: 2, colorScheme: '#ff0000' },
      { column: 'm', operator: 'bogus' },
    ];
    const input = propsInput({ groupby: ['g'], metrics: ['m', 'n'], conditional_formatting: rules }, [
      result(rows, ['g', 'm', 'n'], [STRING, NUMERIC, NUMERIC]),
    ]);
    // Act
    const props = transformProps(input);
    // Assert
    expect(props.barRanges).toEqual({ m: [-5, 10] });
    expect(props.colorFormatters.map((f) => [f.column, rows.map((row) => f.getColorFromValue(row.n))])).toEqual([
      ['n', [undefined, '#ff0000ff']],
    ]);
  });

  it('draws an empty answer as no columns and no rows', () => {
    // Act
    const props = transformProps(propsInput({}, []));
    // Assert
    expect([props.columns, props.rows, props.rowCount, props.totals]).toEqual([[], [], 0, undefined]);
  });
});
