import { describe, expect, it } from 'vitest';
import { chartUuidsOf, nativeFilterDatasetUuids, updateIdRefs } from '#functions/bundles/import/id-refs.ts';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const GONE = 'cccccccc-0000-4000-8000-000000000003';
const DATASET = 'dddddddd-0000-4000-8000-000000000004';

const position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['ROW-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-a', 'CHART-b', 'CHART-gone'] },
  'CHART-a': { id: 'CHART-a', type: 'CHART', children: [], meta: { chartId: 11, uuid: A, width: 4 } },
  'CHART-b': { id: 'CHART-b', type: 'CHART', children: [], meta: { chartId: 12, uuid: B, width: 4 } },
  'CHART-gone': { id: 'CHART-gone', type: 'CHART', children: [], meta: { chartId: 13, uuid: GONE, width: 4 } },
};

const metadata = {
  timed_refresh_immune_slices: [11, 13],
  expanded_slices: { 12: true, 13: false },
  default_filters: '{"11": {"gender": ["boy"]}}',
  native_filter_configuration: [
    {
      id: 'NATIVE_FILTER-1',
      targets: [{ column: { name: 'gender' }, datasetUuid: DATASET }],
      scope: { rootPath: ['ROOT_ID'], excluded: [12, 13] },
      chartsInScope: [11, 12, 13],
    },
  ],
  chart_configuration: {
    11: { id: 11, crossFilters: { scope: 'global', chartsInScope: [12, 13] } },
    13: { id: 13, crossFilters: { scope: 'global', chartsInScope: [11] } },
  },
  global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [13] }, chartsInScope: [11, 12, 13] },
  color_scheme: 'supersetColors',
};

describe('updateIdRefs', () => {
  it("rewrites every chart and dataset id of a bundle dashboard to this tenant's, dropping charts not imported", () => {
    // Arrange
    const maps = {
      chartIdByUuid: new Map([
        [A, 101],
        [B, 102],
      ]),
      datasetIdByUuid: new Map([[DATASET, 7]]),
    };

    // Act
    const result = updateIdRefs(position, metadata, maps);

    // Assert
    expect(result.chartIds).toEqual([101, 102]);
    expect([result.position['CHART-a'], result.position['CHART-gone']]).toEqual([
      { id: 'CHART-a', type: 'CHART', children: [], meta: { chartId: 101, uuid: A, width: 4 } },
      { id: 'CHART-gone', type: 'CHART', children: [], meta: { uuid: GONE, width: 4 } },
    ]);
    expect(result.metadata).toEqual({
      timed_refresh_immune_slices: [101],
      expanded_slices: { 102: true },
      default_filters: '{"101":{"gender":["boy"]}}',
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-1',
          targets: [{ column: { name: 'gender' }, datasetId: 7 }],
          scope: { rootPath: ['ROOT_ID'], excluded: [102] },
          chartsInScope: [101, 102],
        },
      ],
      chart_configuration: { 101: { id: 101, crossFilters: { scope: 'global', chartsInScope: [102] } } },
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [101, 102] },
      color_scheme: 'supersetColors',
    });
  });

  it('keeps a dataset uuid it cannot resolve', () => {
    // Act
    const result = updateIdRefs(position, metadata, { chartIdByUuid: new Map(), datasetIdByUuid: new Map() });

    // Assert
    expect((result.metadata.native_filter_configuration as { targets: unknown }[])[0]?.targets).toEqual([
      { column: { name: 'gender' }, datasetUuid: DATASET },
    ]);
  });
});

describe('bundle references', () => {
  it.each([
    ['chart uuids of a layout', chartUuidsOf(position), [A, B, GONE]],
    ['dataset uuids of native filters', nativeFilterDatasetUuids(metadata), [DATASET]],
    ['nothing from empty metadata', nativeFilterDatasetUuids({}), []],
  ])('finds the %s', (_what, found, expected) => {
    // Assert
    expect(found).toEqual(expected);
  });
});
