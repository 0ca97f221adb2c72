import { describe, expect, it } from 'vitest';
import { controlPanel } from '../../../../../web/app/plugins/box-plot/control-panel.ts';
import { transformProps } from '../../../../../web/app/plugins/box-plot/transform-props.ts';
import { withAlpha } from '../../../../../web/app/plugins/common/color-alpha.ts';
import { propsInput, result } from '../table/fixtures.ts';

describe('box plot control panel', () => {
  it('keeps as groups only the columns not distributed across', () => {
    const formData = controlPanel.formDataOverrides!({
      viz_type: 'box_plot',
      datasource: '1__table',
      columns: ['d'],
      groupby: ['d', 'g'],
    });
    expect(formData.groupby).toEqual(['g']);
  });
});

describe('box plot transformProps', () => {
  it('draws one box per group and its outliers over it', () => {
    // Arrange
    const stats = {
      count__mean: 5,
      count__median: 4,
      count__max: 9,
      count__min: 1,
      count__q1: 2,
      count__q3: 7,
      count__count: 12,
    };
    const rows = [
      { product_line: 'Cars', ...stats, count__outliers: [20, -3] },
      { product_line: 'Ships', ...stats, count__outliers: [] },
    ];
    const input = propsInput({ viz_type: 'box_plot', groupby: ['product_line'], metrics: ['count'] }, [
      result(rows, Object.keys(rows[0]!), [1, 0, 0, 0, 0, 0, 0, 0, 0]),
    ]);
    // Act
    const { options, crossFilterColumns } = transformProps(input);
    // Assert
    const box = { low: 1, q1: 2, median: 4, q3: 7, high: 9 };
    expect([crossFilterColumns, options.series?.map((series) => (series as { data: unknown[] }).data)]).toEqual([
      ['product_line'],
      [
        [
          {
            name: 'Cars',
            ...box,
            color: 'color:Cars',
            fillColor: 'color:Cars',
            custom: { mean: 5, count: 12, outliers: [20, -3], crossFilter: { values: ['Cars'], label: 'Cars' } },
          },
          {
            name: 'Ships',
            ...box,
            color: 'color:Ships',
            fillColor: 'color:Ships',
            custom: { mean: 5, count: 12, outliers: [], crossFilter: { values: ['Ships'], label: 'Ships' } },
          },
        ],
        [
          { x: 0, y: 20, color: 'color:Cars', custom: { name: 'Cars' } },
          { x: 0, y: -3, color: 'color:Cars', custom: { name: 'Cars' } },
        ],
      ],
    ]);
  });

  it('draws no boxes for an empty answer', () => {
    const { options } = transformProps(propsInput({ viz_type: 'box_plot', metrics: ['count'] }, []));
    expect(options.series?.map((series) => (series as { data: unknown[] }).data)).toEqual([[], []]);
  });

  it.each([
    ['#1FA8C9', 'rgba(31, 168, 201, 0.6)'],
    ['#abc', 'rgba(170, 187, 204, 0.6)'],
    ['red', 'red'],
  ])('fades %s to %s', (color, faded) => {
    expect(withAlpha(color, 0.6)).toBe(faded);
  });
});
