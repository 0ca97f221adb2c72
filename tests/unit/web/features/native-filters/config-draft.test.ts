import { describe, expect, it } from 'vitest';
import type { FilterConfigItem } from '#shared/dashboard/native-filters.ts';
import {
  filtersUpdate,
  moveItem,
  newDivider,
  newFilter,
  scopeOfSelection,
  validateItems,
  withScopesResolved,
} from '../../../../../web/app/features/native-filters/config/draft.ts';
import {
  metadataWithScoping,
  scopingOf,
} from '../../../../../web/app/features/native-filters/cross-filters/scoping.ts';
import { masksOfJson, masksOfRison, risonOfMasks } from '../../../../../web/app/features/native-filters/url-state.ts';

/** ROOT > TABS > (TAB-a: charts 1, 2; TAB-b: chart 3 and TABS-inner > TAB-c: chart 4). */
const layout = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['CHART-1', 'CHART-2'], meta: { text: 'A' } },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['CHART-3', 'TABS-inner'], meta: { text: 'B' } },
  'TABS-inner': { id: 'TABS-inner', type: 'TABS', children: ['TAB-c'] },
  'TAB-c': { id: 'TAB-c', type: 'TAB', children: ['CHART-4'], meta: { text: 'C' } },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2 } },
  'CHART-3': { id: 'CHART-3', type: 'CHART', children: [], meta: { chartId: 3 } },
  'CHART-4': { id: 'CHART-4', type: 'CHART', children: [], meta: { chartId: 4 } },
};

describe('scopeOfSelection', () => {
  it.each([
    ['every chart', [1, 2, 3, 4], { rootPath: ['ROOT_ID'], excluded: [] }],
    ['one whole tab', [1, 2], { rootPath: ['TAB-a'], excluded: [] }],
    ['a tab holding a nested tab', [3, 4], { rootPath: ['TAB-b'], excluded: [] }],
    ['a nested tab only', [4], { rootPath: ['TAB-c'], excluded: [] }],
    ['part of a tab', [1, 3, 4], { rootPath: ['ROOT_ID'], excluded: [2] }],
    ['nothing', [], { rootPath: ['ROOT_ID'], excluded: [1, 2, 3, 4] }],
  ])('%s', (_name, chosen, expected) => {
    // Act / Assert
    expect(scopeOfSelection(layout, chosen)).toEqual(expected);
  });
});

describe('configuration drafts', () => {
  const value = {
    ...newFilter('filter_select', 'F-1'),
    name: 'Gender',
    targets: [{ datasetId: 1, column: { name: 'gender' } }],
  };
  const divider = { ...newDivider('D-1'), title: 'Section' };

  it.each<[string, FilterConfigItem[], Record<string, string[]>]>([
    ['complete items', [value, divider], {}],
    [
      'a nameless filter without a column',
      [{ ...newFilter('filter_select', 'F-2'), targets: [{ datasetId: 1 }] }],
      { 'F-2': ['Name is required', 'Column is required'] },
    ],
    [
      'a range filter without a dataset',
      [{ ...newFilter('filter_range', 'F-3'), name: 'Num' }],
      { 'F-3': ['Dataset is required', 'Column is required'] },
    ],
    ['a time filter needs no column', [{ ...newFilter('filter_time', 'F-4'), name: 'When' }], {}],
    ['an untitled divider', [newDivider('D-2')], { 'D-2': ['Title is required'] }],
  ])('validates %s', (_name, items, expected) => {
    // Act / Assert
    expect(validateItems(items)).toEqual(expected);
  });

  it.each([
    [['a', 'b', 'c'], 0, 2, ['b', 'c', 'a']],
    [['a', 'b', 'c'], 2, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, 5, ['a', 'b', 'c']],
  ])('moves %j from %i to %i', (items, from, to, expected) => {
    // Act / Assert
    expect(moveItem(items, from, to)).toEqual(expected);
  });

  it('describes the save as modified, deleted and reordered', () => {
    // Arrange
    const renamed = { ...value, name: 'Sex' };
    const added = { ...newFilter('filter_time', 'F-9'), name: 'When' };

    // Act
    const update = filtersUpdate([value, divider, { ...newDivider('D-old'), title: 'Old' }], [added, divider, renamed]);

    // Assert
    expect(update).toEqual({ modified: [added, renamed], deleted: ['D-old'], reordered: ['F-9', 'D-1', 'F-1'] });
  });

  it('stores the charts and tabs each filter covers', () => {
    // Act
    const [resolved] = withScopesResolved([{ ...value, scope: { rootPath: ['TAB-b'], excluded: [3] } }], layout);

    // Assert
    expect(resolved).toMatchObject({ chartsInScope: [4], tabsInScope: ['TAB-b', 'TAB-c'] });
  });
});

describe('cross-filter scoping', () => {
  it('writes the global scope and every chart, a chart never in its own scope', () => {
    // Arrange
    const draft = { ...scopingOf({}), charts: { '3': { rootPath: ['TAB-b'], excluded: [] } } };

    // Act
    const metadata = metadataWithScoping({ cross_filters_enabled: true }, layout, {
      ...draft,
      global: { rootPath: ['TAB-a'], excluded: [] },
    });

    // Assert
    expect(metadata).toEqual({
      cross_filters_enabled: true,
      global_chart_configuration: { scope: { rootPath: ['TAB-a'], excluded: [] }, chartsInScope: [1, 2] },
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [2] } },
        '2': { id: 2, crossFilters: { scope: 'global', chartsInScope: [1] } },
        '3': { id: 3, crossFilters: { scope: { rootPath: ['TAB-b'], excluded: [] }, chartsInScope: [4] } },
        '4': { id: 4, crossFilters: { scope: 'global', chartsInScope: [1, 2] } },
      },
    });
  });
});

describe('filter state in the URL', () => {
  const masks = {
    'F-1': { extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] }, filterState: { value: ['boy'] } },
  };

  it.each([
    ['stored JSON', masksOfJson(JSON.stringify(masks)), masks],
    ['Rison round trip', masksOfRison(risonOfMasks(masks)), masks],
    ['malformed JSON', masksOfJson('{nope'), {}],
    ['malformed Rison', masksOfRison('(a:'), {}],
    ['no Rison', masksOfRison(null), {}],
    [
      'entries that are not masks',
      masksOfJson('{"F-1": 3, "F-2": {"filterState": {"value": 1}}}'),
      { 'F-2': { extraFormData: {}, filterState: { value: 1 } } },
    ],
  ])('%s', (_name, actual, expected) => {
    // Assert
    expect(actual).toEqual(expected);
  });
});
