import { describe, expect, it } from 'vitest';
import { buildNetwork, scaled } from '../../../../../web/app/plugins/graph/network.ts';
import { transformProps } from '../../../../../web/app/plugins/graph/transform-props.ts';
import { propsInput, result } from '../table/fixtures.ts';

describe('graph transformProps', () => {
  const rows = [
    { s: 'a', t: 'b', c: true, m: 2 },
    { s: 'b', t: 'c', c: null, m: 6 },
    { s: 'a', t: 'c', c: false, m: 0 },
  ];

  it('sums link weights into nodes and keeps each node first category', () => {
    expect(buildNetwork(rows, { source: 's', target: 't', metric: 'm', sourceCategory: 'c' })).toEqual({
      nodes: [
        { id: 'a', value: 2, category: 'c: true', column: 's', raw: 'a' },
        { id: 'b', value: 8, category: 'N/A', column: 't', raw: 'b' },
        { id: 'c', value: 6, column: 't', raw: 'c' },
      ],
      links: [
        { from: 'a', to: 'b', value: 2 },
        { from: 'b', to: 'c', value: 6 },
      ],
    });
  });

  it('sizes nodes and links between half and two and a half times the base', () => {
    // Act
    const { options } = transformProps(
      propsInput(
        { viz_type: 'graph_chart', source: 's', target: 't', metric: 'm', baseNodeSize: 20, baseEdgeWidth: 2 },
        [result(rows, ['s', 't', 'c', 'm'], [1, 1, 3, 0])],
      ),
    );
    // Assert
    const [graph, ...legend] = options.series as {
      nodes: { id: string; marker: { radius: number } }[];
      data: { from: string; to: string; width: number }[];
    }[];
    expect({
      radii: graph!.nodes.map((node) => [node.id, Math.round(node.marker.radius * 100) / 100]),
      widths: graph!.data.map((link) => [link.from, link.to, link.width]),
      legend,
    }).toEqual({
      radii: [
        ['a', 5],
        ['b', 25],
        ['c', 18.33],
      ],
      widths: [
        ['a', 'b', 1],
        ['b', 'c', 5],
      ],
      legend: [],
    });
  });

  it("colours nodes without a category from the scheme the host draws with, not the chart's own", () => {
    // Arrange
    const input = propsInput(
      { viz_type: 'graph_chart', source: 's', target: 't', metric: 'm', color_scheme: 'supersetColors' },
      [result(rows, ['s', 't', 'c', 'm'], [1, 1, 3, 0])],
    );
    const colorFor = Object.assign((label: string) => `color:${label}`, { schemeFor: () => 'bnbColors' });
    // Act
    const { options } = transformProps({ ...input, colorFor });
    // Assert
    const [graph] = options.series as { nodes: { id: string; color: string }[] }[];
    expect(graph!.nodes.map((node) => [node.id, node.color])).toEqual([
      ['a', '#29696B'],
      ['b', '#29696B'],
      ['c', '#29696B'],
    ]);
  });

  it.each([
    { value: 5, extent: [5, 5] as const, expected: 10 },
    { value: 10, extent: [0, 10] as const, expected: 50 },
  ])('scales $value in $extent to $expected', ({ value, extent, expected }) => {
    expect(scaled(value, extent, 20)).toBe(expected);
  });

  it.each([
    [
      'force',
      {},
      { initialPositions: 'circle', initialPositionRadius: 105, linkLength: 40, gravitationalConstant: 0.0625 },
    ],
    [
      'force',
      { edgeLength: 200, gravity: 0.6 },
      { initialPositions: 'circle', initialPositionRadius: 105, linkLength: 20, gravitationalConstant: 0.125 },
    ],
    ['circular', {}, { initialPositions: expect.any(Function), enableSimulation: false, maxIterations: 0 }],
  ])('lays a %s graph out from %o', (layout, fields, expected) => {
    // Act
    const { options } = transformProps(
      propsInput({ viz_type: 'graph_chart', source: 's', target: 't', metric: 'm', layout, ...fields }, [
        result(rows, ['s', 't', 'c', 'm'], [1, 1, 3, 0]),
      ]),
    );
    // Assert
    expect((options.series?.[0] as { layoutAlgorithm: unknown }).layoutAlgorithm).toEqual(expected);
  });

  it('places circular nodes evenly round the plot, the first at the top', () => {
    // Arrange
    const { options } = transformProps(
      propsInput({ viz_type: 'graph_chart', source: 's', target: 't', metric: 'm', layout: 'circular' }, [
        result(rows, ['s', 't', 'c', 'm'], [1, 1, 3, 0]),
      ]),
    );
    const place = (options.series?.[0] as { layoutAlgorithm: { initialPositions: (this: unknown) => void } })
      .layoutAlgorithm.initialPositions;
    const layout = {
      box: { left: 0, top: 0, width: 200, height: 100 },
      nodes: [{}, {}, {}, {}] as { plotX?: number; plotY?: number }[],
    };
    // Act
    place.call(layout);
    // Assert
    expect(layout.nodes.map(({ plotX, plotY }) => [Math.round(plotX!), Math.round(plotY!)])).toEqual([
      [100, 10],
      [140, 50],
      [100, 90],
      [60, 50],
    ]);
  });
});
