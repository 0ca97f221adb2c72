import { describe, expect, it } from 'vitest';
import { DASHBOARD_LIST, DEFAULT_LIST_STATE } from '../../../../../web/app/features/dashboard-list/list-state.ts';
import {
  clearFilters,
  hasFilters,
  sortOptionOf,
  updateListState,
} from '../../../../../web/app/features/lists/index.ts';

const onPage3 = { ...DEFAULT_LIST_STATE, pageIndex: 3 };

describe('updateListState', () => {
  it.each([
    {
      name: 'a filter starts again at the first page',
      change: { published: true },
      expected: { ...onPage3, published: true, pageIndex: 0 },
    },
    {
      name: 'a sort starts again at the first page',
      change: { sortColumn: 'published' as const },
      expected: { ...onPage3, sortColumn: 'published' as const, pageIndex: 0 },
    },
    {
      name: 'a page size starts again at the first page',
      change: { pageSize: 10 as const },
      expected: { ...onPage3, pageSize: 10 as const, pageIndex: 0 },
    },
    {
      name: 'a view change keeps the page',
      change: { viewMode: 'card' as const },
      expected: { ...onPage3, viewMode: 'card' as const },
    },
    { name: 'a page change moves the page', change: { pageIndex: 1 }, expected: { ...onPage3, pageIndex: 1 } },
  ])('$name', ({ change, expected }) => {
    // Act
    const next = updateListState(onPage3, change);

    // Assert
    expect(next).toEqual(expected);
  });
});

describe('filters', () => {
  it.each([
    { name: 'no filter', state: DEFAULT_LIST_STATE, expected: false },
    { name: 'a blank search', state: { ...DEFAULT_LIST_STATE, search: '  ' }, expected: false },
    { name: 'a search', state: { ...DEFAULT_LIST_STATE, search: 'sales' }, expected: true },
    { name: 'the draft status', state: { ...DEFAULT_LIST_STATE, published: false }, expected: true },
    { name: 'a creator', state: { ...DEFAULT_LIST_STATE, createdBy: { value: 1, label: 'Ada' } }, expected: true },
  ])('says whether $name narrows the list', ({ state, expected }) => {
    // Act
    const narrowed = hasFilters(DASHBOARD_LIST, state);

    // Assert
    expect(narrowed).toBe(expected);
  });

  it('clears every filter and keeps sort, page size and view', () => {
    // Arrange
    const state = {
      ...DEFAULT_LIST_STATE,
      search: 'x',
      certified: true,
      sortColumn: 'dashboard_title' as const,
      pageSize: 50 as const,
      viewMode: 'card' as const,
      pageIndex: 2,
    };

    // Act
    const cleared = clearFilters(DASHBOARD_LIST, state);

    // Assert
    expect(cleared).toEqual({ ...DEFAULT_LIST_STATE, sortColumn: 'dashboard_title', pageSize: 50, viewMode: 'card' });
  });
});

describe('sortOptionOf', () => {
  it.each([
    {
      name: 'a sort the menu offers',
      state: { sortColumn: 'dashboard_title' as const, sortOrder: 'asc' as const },
      expected: 'Alphabetical',
    },
    {
      name: 'a sort only the table offers',
      state: { sortColumn: 'published' as const, sortOrder: 'desc' as const },
      expected: 'Status, descending',
    },
  ])('names $name', ({ state, expected }) => {
    // Act
    const option = sortOptionOf(DASHBOARD_LIST, state);

    // Assert
    expect(option.label).toBe(expected);
  });
});
