import { describe, expect, it } from 'vitest';
import { funnelStages, transformProps as funnel } from '../../../../../web/app/plugins/funnel/transform-props.ts';
import { OTHER_COLOR, transformProps as pie } from '../../../../../web/app/plugins/pie/transform-props.ts';
import { nodeValues, transformProps as sankey } from '../../../../../web/app/plugins/sankey/transform-props.ts';
import { transformProps as treemap } from '../../../../../web/app/plugins/treemap/transform-props.ts';
import { propsInput } from '../big-number/featured.ts';

const seriesData = (options: { series?: unknown[] }) => (options.series?.[0] as { data: unknown }).data;

describe('part-of-a-whole transformProps', () => {
  it('makes one pie slice per group with the page colours, small slices merged into Other', () => {
    // Arrange
    const rows = [
      { product_line: 'Cars', count: 90 },
      { product_line: null, count: 8 },
      { product_line: 'Ships', count: 2 },
    ];
    const input = propsInput(
      {
        groupby: ['product_line'],
        metric: 'count',
        threshold_for_other: 5,
        donut: true,
        innerRadius: 35,
        outerRadius: 70,
      },
      rows,
    );
    // Act
    const { options, crossFilterColumns } = pie(input);
    // Assert
    expect(crossFilterColumns).toEqual(['product_line']);
    expect(seriesData(options)).toEqual([
      { name: 'Cars', y: 90, color: 'color:Cars', custom: { crossFilter: { values: ['Cars'], label: 'Cars' } } },
      { name: '<NULL>', y: 8, color: 'color:<NULL>', custom: { crossFilter: { values: [null], label: '<NULL>' } } },
      { name: 'Other', y: 2, color: OTHER_COLOR, custom: { isOther: true } },
    ]);
    expect({ size: options.plotOptions?.pie?.size, innerSize: options.plotOptions?.pie?.innerSize }).toEqual({
      size: '70%',
      innerSize: '50%',
    });
  });

  it('names the one slice of a pie without dimensions after its metric', () => {
    // Arrange
    const input = propsInput({ groupby: [], metric: 'count' }, [{ count: 44 }]);
    // Act
    const { options } = pie(input);
    // Assert
    expect(seriesData(options)).toEqual([
      { name: 'count', y: 44, color: 'color:count', custom: { crossFilter: { values: [], label: 'count' } } },
    ]);
  });

  it('orders funnel stages largest first with their share of the first step', () => {
    const rows = [
      { status: 'Shipped', count: 50 },
      { status: 'Ordered', count: 100 },
    ];
    const stages = funnelStages(
      propsInput({ groupby: ['status'], metric: 'count', percent_calculation_type: 'first_step' }, rows),
    );
    expect(stages).toEqual([
      { name: 'Ordered', values: ['Ordered'], value: 100, percent: 1, color: 'color:Ordered' },
      { name: 'Shipped', values: ['Shipped'], value: 50, percent: 0.5, color: 'color:Shipped' },
    ]);
  });

  it('draws each funnel stage as a trapezoid with its label linked to it', () => {
    // Arrange
    const rows = [
      { status: 'Shipped', count: 50 },
      { status: 'Ordered', count: 100 },
    ];
    // Act
    const { options } = funnel(propsInput({ groupby: ['status'], metric: 'count', label_type: 3 }, rows));
    // Assert
    const drawn = (options.series ?? []).map((series) => {
      const { type, id, linkedTo, name, data } = series as {
        type: string;
        id?: string;
        linkedTo?: string;
        name: string;
        data: unknown;
      };
      const label = (series as { dataLabels?: { formatter?: () => string } }).dataLabels?.formatter?.();
      return { type, id, linkedTo, name, data, label };
    });
    expect(drawn).toEqual([
      {
        type: 'polygon',
        id: 'stage-0',
        linkedTo: undefined,
        name: 'Ordered',
        data: [
          [-0.5, 0],
          [0.5, 0],
          [0.25, 1],
          [-0.25, 1],
        ],
        label: undefined,
      },
      { type: 'scatter', id: undefined, linkedTo: 'stage-0', name: 'Ordered', data: [[0, 0.5]], label: 'Ordered: 100' },
      {
        type: 'polygon',
        id: 'stage-1',
        linkedTo: undefined,
        name: 'Shipped',
        data: [
          [-0.25, 1],
          [0.25, 1],
          [0, 2],
          [-0, 2],
        ],
        label: undefined,
      },
      { type: 'scatter', id: undefined, linkedTo: 'stage-1', name: 'Shipped', data: [[0, 1.5]], label: 'Shipped: 50' },
    ]);
  });

  it('links sankey sources to targets and totals each node by its larger side', () => {
    const rows = [
      { a: 'x', b: 'y', count: 3 },
      { a: 'x', b: 'z', count: 1 },
    ];
    const { options } = sankey(propsInput({ source: 'a', target: 'b', metric: 'count' }, rows));
    expect(seriesData(options)).toEqual([
      ['x', 'y', 3],
      ['x', 'z', 1],
    ]);
    expect([
      ...nodeValues([
        { from: 'x', to: 'y', weight: 3 },
        { from: 'x', to: 'z', weight: 1 },
      ]),
    ]).toEqual([
      ['y', 3],
      ['z', 1],
      ['x', 4],
    ]);
  });

  it('writes a sankey node name right of the node, or left of a node nothing flows out of', () => {
    // Arrange
    const rows = [
      { a: 'x', b: 'y', count: 3 },
      { a: 'y', b: 'z', count: 1 },
    ];
    // Act
    const { options } = sankey(propsInput({ source: 'a', target: 'b', metric: 'count' }, rows));
    // Assert
    const nodes = (options.series?.[0] as { nodes: { id: string; dataLabels: { align: string; x: number } }[] }).nodes;
    expect(nodes.map(({ id, dataLabels }) => [id, dataLabels.align, dataLabels.x])).toEqual([
      ['y', 'left', 24],
      ['z', 'right', -24],
      ['x', 'left', 24],
    ]);
  });

  it('nests treemap leaves under their parents in their top level colour, leaves filtering on their path', () => {
    const rows = [
      { year: 2003, line: 'Cars', count: 5 },
      { year: 2003, line: 'Ships', count: 2 },
    ];
    const { options } = treemap(propsInput({ groupby: ['year', 'line'], metric: 'count' }, rows));
    expect(seriesData(options)).toEqual([
      { id: '["2003"]', parent: undefined, name: '2003', value: undefined, color: 'color:2003' },
      {
        id: '["2003","Cars"]',
        parent: '["2003"]',
        name: 'Cars',
        value: 5,
        color: 'color:2003',
        custom: { crossFilter: { values: [2003, 'Cars'], label: '2003,Cars' } },
      },
      {
        id: '["2003","Ships"]',
        parent: '["2003"]',
        name: 'Ships',
        value: 2,
        color: 'color:2003',
        custom: { crossFilter: { values: [2003, 'Ships'], label: '2003,Ships' } },
      },
    ]);
  });
});
