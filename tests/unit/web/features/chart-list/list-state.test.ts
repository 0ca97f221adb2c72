import { describe, expect, it } from 'vitest';
import {
  CHART_LIST,
  DEFAULT_LIST_STATE,
  type ChartListState,
} from '../../../../../web/app/features/chart-list/list-state.ts';
import {
  clearFilters,
  hasFilters,
  sortOptionOf,
  updateListState,
} from '../../../../../web/app/features/lists/index.ts';

const onPage3: ChartListState = { ...DEFAULT_LIST_STATE, pageIndex: 2 };

describe('updateListState', () => {
  it.each([
    {
      name: 'a filter starts again at the first page',
      change: { favorite: true },
      expected: { ...onPage3, favorite: true, pageIndex: 0 },
    },
    {
      name: 'a sort starts again at the first page',
      change: { sortColumn: 'viz_type' as const },
      expected: { ...onPage3, sortColumn: 'viz_type' as const, pageIndex: 0 },
    },
    {
      name: 'a page size starts again at the first page',
      change: { pageSize: 50 as const },
      expected: { ...onPage3, pageSize: 50 as const, pageIndex: 0 },
    },
    { name: 'a page keeps the rest', change: { pageIndex: 4 }, expected: { ...onPage3, pageIndex: 4 } },
    {
      name: 'a view keeps the page',
      change: { viewMode: 'card' as const },
      expected: { ...onPage3, viewMode: 'card' as const },
    },
  ])('$name', ({ change, expected }) => {
    // Act
    const next = updateListState(onPage3, change);

    // Assert
    expect(next).toEqual(expected);
  });
});

describe('hasFilters and clearFilters', () => {
  it.each([
    { name: 'no filter', state: DEFAULT_LIST_STATE, expected: false },
    { name: 'blank search text', state: { ...DEFAULT_LIST_STATE, search: '   ' }, expected: false },
    { name: 'search text', state: { ...DEFAULT_LIST_STATE, search: 'sales' }, expected: true },
    { name: 'favourite "No"', state: { ...DEFAULT_LIST_STATE, favorite: false }, expected: true },
    { name: 'a modifier', state: { ...DEFAULT_LIST_STATE, modifiedBy: { value: 2, label: 'Ada' } }, expected: true },
    {
      name: 'only a sort and a page',
      state: { ...DEFAULT_LIST_STATE, sortColumn: 'slice_name' as const, pageIndex: 3 },
      expected: false,
    },
  ])('$name: $expected', ({ state, expected }) => {
    // Act
    const filtered = hasFilters(CHART_LIST, state);

    // Assert
    expect(filtered).toBe(expected);
  });

  it('clears every filter and the page, keeping sort, page size and view', () => {
    // Arrange
    const state: ChartListState = {
      search: 'x',
      vizType: { value: 'pie', label: 'Pie Chart' },
      dataset: { value: 1, label: 'birth_names' },
      owner: { value: 1, label: 'A' },
      modifiedBy: { value: 2, label: 'B' },
      favorite: true,
      certified: false,
      sortColumn: 'slice_name',
      sortOrder: 'asc',
      pageIndex: 3,
      pageSize: 50,
      viewMode: 'card',
    };

    // Act
    const cleared = clearFilters(CHART_LIST, state);

    // Assert
    expect(cleared).toEqual({
      ...DEFAULT_LIST_STATE,
      sortColumn: 'slice_name',
      sortOrder: 'asc',
      pageSize: 50,
      viewMode: 'card',
    });
  });
});

describe('sortOptionOf', () => {
  it.each([
    {
      sortColumn: 'slice_name' as const,
      sortOrder: 'asc' as const,
      expected: { value: 'alphabetical', label: 'Alphabetical', column: 'slice_name', order: 'asc' },
    },
    {
      sortColumn: 'changed_on_delta_humanized' as const,
      sortOrder: 'desc' as const,
      expected: {
        value: 'recently_modified',
        label: 'Recently modified',
        column: 'changed_on_delta_humanized',
        order: 'desc',
      },
    },
    {
      sortColumn: 'slice_name' as const,
      sortOrder: 'desc' as const,
      expected: { value: 'other', label: 'Name, descending', column: 'slice_name', order: 'desc' },
    },
  ])('names the sort $sortColumn $sortOrder', ({ sortColumn, sortOrder, expected }) => {
    // Act
    const option = sortOptionOf(CHART_LIST, { sortColumn, sortOrder });

    // Assert
    expect(option).toEqual(expected);
  });
});
