import type { Options, Point } from 'highcharts';
import { describe, expect, it, vi } from 'vitest';
import { withCrossFilterClicks } from '../../../../../web/app/plugins/common/cross-filter.ts';
import {
  FADED_OPACITY,
  fadeCell,
  fadeColor,
  fadeMarker,
} from '../../../../../web/app/plugins/common/cross-filter-fade.ts';
import { transformProps as boxPlot } from '../../../../../web/app/plugins/box-plot/transform-props.ts';
import { fadeBox } from '../../../../../web/app/plugins/box-plot/fade-box.ts';
import { transformProps as graph } from '../../../../../web/app/plugins/graph/transform-props.ts';
import { transformProps as heatmap } from '../../../../../web/app/plugins/heatmap/transform-props.ts';
import { transformMixedProps } from '../../../../../web/app/plugins/mixed-timeseries/transform-props.ts';
import { transformProps as radar } from '../../../../../web/app/plugins/radar/transform-props.ts';
import { transformProps as sunburst } from '../../../../../web/app/plugins/sunburst/transform-props.ts';
import { transformProps as treemap } from '../../../../../web/app/plugins/treemap/transform-props.ts';
import type { ChartHooks, ChartPropsInput } from '../../../../../web/app/plugins/types.ts';
import { YEARS, propsInput as timeseriesInput, timeseriesFormData } from '../timeseries/fixtures.ts';
import { propsInput, result } from '../table/fixtures.ts';

/** What the transformProps of a chart that cross-filters answers. */
interface Drawn {
  options: Options;
  crossFilterColumns?: string[];
}

/** Where the clicked element is: a point of series `series` (`data` or graph `nodes`), or the series itself. */
type Pick = { series: number; point?: number; nodes?: boolean };

/** Clicks the picked element of the drawn chart and answers the data masks the chart emitted. */
function click(
  { options, crossFilterColumns = [] }: Drawn,
  pick: Pick,
  filterState?: ChartHooks['filterState'],
): unknown[] {
  const setDataMask = vi.fn();
  const drawn = withCrossFilterClicks(options, crossFilterColumns, filterState, {
    current: { emitCrossFilters: true, setDataMask, filterState },
  });
  const series = (drawn.series ?? [])[pick.series] as { data?: unknown[]; nodes?: unknown[] };
  const pointOptions = pick.point === undefined ? {} : (pick.nodes ? series.nodes : series.data)![pick.point];
  (drawn.plotOptions!.series!.point!.events!.click as (this: Point) => void).call({
    options: pointOptions,
    series: { options: series },
  } as unknown as Point);
  return setDataMask.mock.calls.map(([mask]) => mask);
}

const selecting = (filters: unknown[], value: unknown[], label: string) => ({
  extraFormData: { filters },
  filterState: { value: [value], selectedValues: [label], label },
});
const CLEARED = { extraFormData: { filters: [] }, filterState: { value: null, selectedValues: null } };

const HEATMAP_ROWS = [
  { year: 2003, line: 'Cars', count: 10 },
  { year: 2003, line: 'Ships', count: 4 },
];
const heatmapInput = (coltypes: number[]) =>
  propsInput({ viz_type: 'heatmap_v2', x_axis: 'year', groupby: 'line', metric: 'count' }, [
    result(HEATMAP_ROWS, ['year', 'line', 'count'], coltypes),
  ]);
const TREE_ROWS = [
  { year: 2003, line: 'Cars', count: 5 },
  { year: 2004, line: 'Ships', count: 2 },
];
const treeInput = (vizType: string, field: 'groupby' | 'columns') =>
  propsInput({ viz_type: vizType, [field]: ['year', 'line'], metric: 'count' }, [
    result(TREE_ROWS, ['year', 'line', 'count'], [0, 1, 0]),
  ]);
const GRAPH_ROWS = [
  { s: 'a', t: 'b', m: 2 },
  { s: 'b', t: 'c', m: 6 },
];
const RADAR_ROWS = [
  { g: 'x', a: 10 },
  { g: 'y', a: 5 },
];
const BOX_STATS = {
  count__mean: 5,
  count__median: 4,
  count__max: 9,
  count__min: 1,
  count__q1: 2,
  count__q3: 7,
  count__count: 12,
  count__outliers: [],
};
const BOX_ROWS = [
  { line: 'Cars', region: 'EU', ...BOX_STATS },
  { line: 'Ships', region: 'US', ...BOX_STATS },
];

function mixedInput(): ChartPropsInput {
  const formData = timeseriesFormData('mixed_timeseries', {
    groupby: ['state'],
    metrics: ['sum__num'],
    metrics_b: ['count'],
    groupby_b: ['gender'],
    show_query_identifiers: true,
  });
  const answerA = {
    data: [{ ds: YEARS.y2000, CA: 5 }],
    colnames: ['ds', 'CA'],
    coltypes: [2, 0],
    rowcount: 1,
    label_map: { ds: ['ds'], CA: ['sum__num', 'CA'] },
  };
  const answerB = {
    data: [{ ds: YEARS.y2000, boy: 2 }],
    colnames: ['ds', 'boy'],
    coltypes: [2, 0],
    rowcount: 1,
    label_map: { ds: ['ds'], boy: ['count', 'boy'] },
  };
  return timeseriesInput(formData, [answerA, answerB]);
}

describe('cross-filters each chart type emits', () => {
  it.each<[string, () => Drawn, Pick, ChartHooks['filterState'], unknown]>([
    [
      'heatmap: a cell filters on its x and y values',
      () => heatmap(heatmapInput([1, 1, 0])),
      { series: 0, point: 0 },
      undefined,
      selecting(
        [
          { col: 'year', op: 'IN', val: [2003] },
          { col: 'line', op: 'IN', val: ['Cars'] },
        ],
        [2003, 'Cars'],
        '2003, Cars',
      ),
    ],
    [
      'heatmap: a temporal x-axis is left out',
      () => heatmap(heatmapInput([2, 1, 0])),
      { series: 0, point: 0 },
      undefined,
      selecting([{ col: 'line', op: 'IN', val: ['Cars'] }], ['Cars'], expect.stringMatching(/, Cars$/)),
    ],
    [
      'heatmap: the selected cell again clears',
      () => heatmap(heatmapInput([1, 1, 0])),
      { series: 0, point: 0 },
      { selectedValues: ['2003, Cars'] },
      CLEARED,
    ],
    [
      'treemap: a leaf filters on its whole path',
      () => treemap(treeInput('treemap_v2', 'groupby')),
      { series: 0, point: 1 },
      undefined,
      selecting(
        [
          { col: 'year', op: 'IN', val: [2003] },
          { col: 'line', op: 'IN', val: ['Cars'] },
        ],
        [2003, 'Cars'],
        '2003,Cars',
      ),
    ],
    [
      'treemap: a group emits nothing',
      () => treemap(treeInput('treemap_v2', 'groupby')),
      { series: 0, point: 0 },
      undefined,
      undefined,
    ],
    [
      'treemap: the selected leaf again clears',
      () => treemap(treeInput('treemap_v2', 'groupby')),
      { series: 0, point: 1 },
      { selectedValues: ['2003,Cars'] },
      CLEARED,
    ],
    [
      'sunburst: an inner arc filters on its ring only',
      () => sunburst(treeInput('sunburst_v2', 'columns')),
      { series: 0, point: 0 },
      undefined,
      selecting([{ col: 'year', op: 'IN', val: [2003] }], [2003], '2003'),
    ],
    [
      'sunburst: an outer arc filters on its path',
      () => sunburst(treeInput('sunburst_v2', 'columns')),
      { series: 0, point: 3 },
      undefined,
      selecting(
        [
          { col: 'year', op: 'IN', val: [2004] },
          { col: 'line', op: 'IN', val: ['Ships'] },
        ],
        [2004, 'Ships'],
        '2004,Ships',
      ),
    ],
    [
      'sunburst: the selected arc again clears',
      () => sunburst(treeInput('sunburst_v2', 'columns')),
      { series: 0, point: 0 },
      { selectedValues: ['2003'] },
      CLEARED,
    ],
    [
      'graph: a source node filters on the source column',
      () =>
        graph(
          propsInput({ viz_type: 'graph_chart', source: 's', target: 't', metric: 'm' }, [
            result(GRAPH_ROWS, ['s', 't', 'm'], [1, 1, 0]),
          ]),
        ),
      { series: 0, point: 0, nodes: true },
      undefined,
      selecting([{ col: 's', op: 'IN', val: ['a'] }], ['a'], 'a'),
    ],
    [
      'graph: a node first seen as a target filters on the target column',
      () =>
        graph(
          propsInput({ viz_type: 'graph_chart', source: 's', target: 't', metric: 'm' }, [
            result(GRAPH_ROWS, ['s', 't', 'm'], [1, 1, 0]),
          ]),
        ),
      { series: 0, point: 1, nodes: true },
      undefined,
      selecting([{ col: 't', op: 'IN', val: ['b'] }], ['b'], 'b'),
    ],
    [
      'graph: a link emits nothing',
      () =>
        graph(
          propsInput({ viz_type: 'graph_chart', source: 's', target: 't', metric: 'm' }, [
            result(GRAPH_ROWS, ['s', 't', 'm'], [1, 1, 0]),
          ]),
        ),
      { series: 0, point: 0 },
      undefined,
      undefined,
    ],
    [
      'graph: the selected node again clears',
      () =>
        graph(
          propsInput({ viz_type: 'graph_chart', source: 's', target: 't', metric: 'm' }, [
            result(GRAPH_ROWS, ['s', 't', 'm'], [1, 1, 0]),
          ]),
        ),
      { series: 0, point: 0, nodes: true },
      { selectedValues: ['a'] },
      CLEARED,
    ],
    [
      'radar: a line filters on its group',
      () =>
        radar(
          propsInput({ viz_type: 'radar', groupby: ['g'], metrics: ['a'] }, [result(RADAR_ROWS, ['g', 'a'], [1, 0])]),
        ),
      { series: 1, point: 0 },
      undefined,
      selecting([{ col: 'g', op: 'IN', val: ['y'] }], ['y'], 'y'),
    ],
    [
      'radar: the selected line again clears',
      () =>
        radar(
          propsInput({ viz_type: 'radar', groupby: ['g'], metrics: ['a'] }, [result(RADAR_ROWS, ['g', 'a'], [1, 0])]),
        ),
      { series: 1 },
      { selectedValues: ['y'] },
      CLEARED,
    ],
    [
      'box plot: a box filters on its dimensions',
      () =>
        boxPlot(
          propsInput({ viz_type: 'box_plot', groupby: ['line', 'region'], metrics: ['count'] }, [
            result(BOX_ROWS, Object.keys(BOX_ROWS[0]!), [1, 1]),
          ]),
        ),
      { series: 0, point: 1 },
      undefined,
      selecting(
        [
          { col: 'line', op: 'IN', val: ['Ships'] },
          { col: 'region', op: 'IN', val: ['US'] },
        ],
        ['Ships', 'US'],
        'Ships, US',
      ),
    ],
    [
      'box plot: the selected box again clears',
      () =>
        boxPlot(
          propsInput({ viz_type: 'box_plot', groupby: ['line', 'region'], metrics: ['count'] }, [
            result(BOX_ROWS, Object.keys(BOX_ROWS[0]!), [1, 1]),
          ]),
        ),
      { series: 0, point: 1 },
      { selectedValues: ['Ships, US'] },
      CLEARED,
    ],
    [
      'mixed: a Query A series filters on groupby',
      () => transformMixedProps(mixedInput()),
      { series: 0 },
      undefined,
      selecting([{ col: 'state', op: 'IN', val: ['CA'] }], ['CA'], 'CA (Query A)'),
    ],
    [
      'mixed: a Query B series filters on groupby_b',
      () => transformMixedProps(mixedInput()),
      { series: 1, point: 0 },
      undefined,
      selecting([{ col: 'gender', op: 'IN', val: ['boy'] }], ['boy'], 'boy (Query B)'),
    ],
    [
      'mixed: the selected series again clears',
      () => transformMixedProps(mixedInput()),
      { series: 1 },
      { selectedValues: ['boy (Query B)'] },
      CLEARED,
    ],
  ])('%s', (_name, draw, pick, filterState, expected) => {
    // Arrange
    const drawn = draw();

    // Act
    const masks = click(drawn, pick, filterState);

    // Assert
    expect(masks).toEqual(expected === undefined ? [] : [expected]);
  });
});

describe('how each chart type shows its selection', () => {
  const latest = { current: { emitCrossFilters: true } };
  const graphDrawn = () =>
    graph(
      propsInput({ viz_type: 'graph_chart', source: 's', target: 't', metric: 'm' }, [
        result(GRAPH_ROWS, ['s', 't', 'm'], [1, 1, 0]),
      ]),
    );

  it('fades graph nodes not selected through their marker, and draws all in full once cleared', () => {
    // Arrange
    const { options } = graphDrawn();

    // Act
    const selected = withCrossFilterClicks(options, ['s', 't'], { selectedValues: ['b'] }, latest, fadeMarker);
    const cleared = withCrossFilterClicks(options, ['s', 't'], undefined, latest, fadeMarker);

    // Assert
    const opacities = (drawn: Options) =>
      (drawn.series![0] as { nodes: { id: string; marker: { states: { normal: { opacity: number } } } }[] }).nodes.map(
        (node) => [node.id, node.marker.states.normal.opacity],
      );
    expect([opacities(selected), opacities(cleared)]).toEqual([
      [
        ['a', FADED_OPACITY],
        ['b', 1],
        ['c', FADED_OPACITY],
      ],
      [
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ],
    ]);
  });

  it('fades treemap leaves not selected through their colour, leaving groups alone', () => {
    // Arrange
    const { options } = treemap({
      ...treeInput('treemap_v2', 'groupby'),
      colorFor: (label) => (label === '2003' ? '#102030' : '#405060'),
    });

    // Act
    const drawn = withCrossFilterClicks(
      options,
      ['year', 'line'],
      { selectedValues: ['2003,Cars'] },
      latest,
      fadeColor,
    );

    // Assert
    expect(
      (drawn.series![0] as { data: { id: string; color: string }[] }).data.map((node) => [node.id, node.color]),
    ).toEqual([
      ['["2003"]', '#102030'],
      ['["2003","Cars"]', '#102030'],
      ['["2004"]', '#405060'],
      ['["2004","Ships"]', `rgba(64, 80, 96, ${FADED_OPACITY})`],
    ]);
  });

  it('fades heatmap cells not selected through their marker, keeping them rectangles', () => {
    // Arrange
    const { options } = heatmap(heatmapInput([1, 1, 0]));

    // Act
    const drawn = withCrossFilterClicks(
      options,
      ['year', 'line'],
      { selectedValues: ['2003, Ships'] },
      latest,
      fadeCell,
    );

    // Assert
    expect((drawn.series![0] as { data: { marker: unknown }[] }).data.map((cell) => cell.marker)).toEqual([
      { symbol: 'rect', states: { normal: { opacity: FADED_OPACITY } } },
      { symbol: 'rect', states: { normal: { opacity: 1 } } },
    ]);
  });

  it('fades boxes not selected through their colours, and gives them back once cleared', () => {
    // Arrange
    const { options } = boxPlot({
      ...propsInput({ viz_type: 'box_plot', groupby: ['line', 'region'], metrics: ['count'] }, [
        result(BOX_ROWS, Object.keys(BOX_ROWS[0]!), [1, 1]),
      ]),
      colorFor: () => '#102030',
    });

    // Act
    const selected = withCrossFilterClicks(
      options,
      ['line', 'region'],
      { selectedValues: ['Ships, US'] },
      latest,
      fadeBox,
    );
    const cleared = withCrossFilterClicks(options, ['line', 'region'], undefined, latest, fadeBox);

    // Assert
    const colours = (drawn: Options) =>
      (drawn.series![0] as { data: { color: string; fillColor: string }[] }).data.map((box) => [
        box.color,
        box.fillColor,
      ]);
    expect([colours(selected), colours(cleared)]).toEqual([
      [
        ['rgba(16, 32, 48, 0.3)', 'rgba(16, 32, 48, 0.18)'],
        ['rgba(16, 32, 48, 1)', 'rgba(16, 32, 48, 0.6)'],
      ],
      [
        ['rgba(16, 32, 48, 1)', 'rgba(16, 32, 48, 0.6)'],
        ['rgba(16, 32, 48, 1)', 'rgba(16, 32, 48, 0.6)'],
      ],
    ]);
  });
});
