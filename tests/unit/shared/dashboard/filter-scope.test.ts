import { describe, expect, it } from 'vitest';
import {
  chartIdsInScope,
  chartPlacements,
  crossFilterChartsInScope,
  filterIdsApplyingTo,
  filterScopesOf,
  tabsWithChartsInScope,
} from '#shared/dashboard/filter-scope.ts';
import type { FilterConfigItem } from '#shared/dashboard/native-filters.ts';

/** ROOT > TABS-1 > (TAB-a > ROW-1 > charts 1, 2), (TAB-b > ROW-2 > chart 3, COLUMN-1 > chart 4). */
const layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['ROW-1'] },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['ROW-2'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-3', 'COLUMN-1'] },
  'COLUMN-1': { id: 'COLUMN-1', type: 'COLUMN', children: ['CHART-4'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2 } },
  'CHART-3': { id: 'CHART-3', type: 'CHART', children: [], meta: { chartId: 3 } },
  'CHART-4': { id: 'CHART-4', type: 'CHART', children: [], meta: { chartId: 4 } },
  'CHART-orphan': { id: 'CHART-orphan', type: 'CHART', children: [], meta: { chartId: 9 } },
};
const placements = chartPlacements(layout);

describe('chartIdsInScope', () => {
  it.each([
    ['no scope: every placed chart', undefined, [1, 2, 3, 4]],
    ['the root', { rootPath: ['ROOT_ID'], excluded: [] }, [1, 2, 3, 4]],
    ['the root but excluded charts', { rootPath: ['ROOT_ID'], excluded: [2, 4] }, [1, 3]],
    ['one tab', { rootPath: ['TAB-b'], excluded: [] }, [3, 4]],
    ['a tab and a row of another', { rootPath: ['TAB-a', 'COLUMN-1'], excluded: [1] }, [2, 4]],
    ['an unknown root', { rootPath: ['TAB-z'], excluded: [] }, []],
  ])('%s', (_name, scope, expected) => {
    // Act
    const ids = chartIdsInScope(scope, placements);

    // Assert
    expect(ids).toEqual(expected);
  });
});

describe('tabsWithChartsInScope', () => {
  it.each([
    [[1], ['TAB-a']],
    [
      [2, 4],
      ['TAB-a', 'TAB-b'],
    ],
    [[], []],
  ])('charts %j sit on tabs %j', (chartIds, expected) => {
    // Act
    const tabs = tabsWithChartsInScope(layout, placements, chartIds);

    // Assert
    expect(tabs).toEqual(expected);
  });
});

describe('crossFilterChartsInScope', () => {
  it.each([
    ['no configuration: every other chart', undefined, undefined, [2, 3, 4]],
    [
      'global scope narrowed',
      { '1': { id: 1, crossFilters: { scope: 'global' as const } } },
      { scope: { rootPath: ['TAB-a'], excluded: [] } },
      [2],
    ],
    [
      'its own scope',
      { '1': { id: 1, crossFilters: { scope: { rootPath: ['TAB-b'], excluded: [3] } } } },
      undefined,
      [4],
    ],
    [
      'its own scope naming itself',
      { '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [] } } } },
      undefined,
      [2, 3, 4],
    ],
  ])('%s', (_name, chartConfiguration, global, expected) => {
    // Act
    const ids = crossFilterChartsInScope(1, placements, chartConfiguration, global);

    // Assert
    expect(ids).toEqual(expected);
  });
});

describe('filterScopesOf and filterIdsApplyingTo', () => {
  const nativeFilters: FilterConfigItem[] = [
    {
      id: 'NATIVE_FILTER-b',
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      name: 'State',
      targets: [],
      scope: { rootPath: ['TAB-b'], excluded: [] },
    },
    { id: 'NATIVE_FILTER-a', type: 'NATIVE_FILTER', filterType: 'filter_select', name: 'Gender', targets: [] },
    { id: 'NATIVE_FILTER_DIVIDER-x', type: 'DIVIDER', title: 'More' },
  ];

  it('scopes native filters and, when on, cross-filters', () => {
    // Act
    const scopes = filterScopesOf({
      layout,
      nativeFilters,
      crossFiltersEnabled: true,
      chartConfiguration: { '3': { id: 3, crossFilters: { scope: { rootPath: ['TAB-b'], excluded: [] } } } },
    });

    // Assert
    expect(scopes).toEqual({
      '1': [2, 3, 4],
      '2': [1, 3, 4],
      '3': [4],
      '4': [1, 2, 3],
      'NATIVE_FILTER-b': [3, 4],
      'NATIVE_FILTER-a': [1, 2, 3, 4],
    });
  });

  it('leaves cross-filters out when they are off', () => {
    // Act
    const scopes = filterScopesOf({ layout, nativeFilters, crossFiltersEnabled: false });

    // Assert
    expect(scopes).toEqual({ 'NATIVE_FILTER-b': [3, 4], 'NATIVE_FILTER-a': [1, 2, 3, 4] });
  });

  it.each([
    [1, ['2', '3', '4', 'NATIVE_FILTER-a']],
    [3, ['1', '2', '4', 'NATIVE_FILTER-b', 'NATIVE_FILTER-a']],
    [9, []],
  ])('chart %i is filtered by %j, never by its own cross-filter', (chartId, expected) => {
    // Arrange
    const scopes = filterScopesOf({ layout, nativeFilters, crossFiltersEnabled: true });

    // Act
    const ids = filterIdsApplyingTo(chartId, scopes);

    // Assert
    expect(ids).toEqual(expected);
  });
});
