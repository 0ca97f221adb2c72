import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  type DashboardListState,
} from '../../../../../web/app/features/dashboard-list/list-state.ts';
import { listStateFromSearch, listStateToSearch } from '../../../../../web/app/features/dashboard-list/list-url.ts';

const everything: DashboardListState = {
  search: "it's big",
  owner: { value: 1, label: 'Admin User' },
  createdBy: { value: 2, label: 'Alice Analyst' },
  published: true,
  favorite: false,
  certified: true,
  sortColumn: 'created_by.first_name',
  sortOrder: 'asc',
  pageIndex: 2,
  pageSize: 50,
  viewMode: 'card',
};

describe('listStateToSearch', () => {
  it.each([
    { name: 'the defaults as no query at all', state: DEFAULT_LIST_STATE, expected: '' },
    {
      name: "the status in Superset's {label, value} form",
      state: { ...DEFAULT_LIST_STATE, published: false },
      expected: '?filters=(published:(label:Draft,value:!f))',
    },
    {
      name: 'every part',
      state: everything,
      expected:
        "?filters=(certified:(label:Yes,value:!t),created_by:(label:'Alice%20Analyst',value:2),dashboard_title:'it!'s%20big',favorite:(label:No,value:!f)," +
        "owners:(label:'Admin%20User',value:1),published:(label:Published,value:!t))" +
        '&pageIndex=2&pageSize=50&sortColumn=created_by.first_name&sortOrder=asc&viewMode=card',
    },
  ])('writes $name', ({ state, expected }) => {
    // Act
    const search = listStateToSearch(state);

    // Assert
    expect(search).toBe(expected);
  });
});

describe('listStateFromSearch', () => {
  it('reads back what it wrote', () => {
    // Arrange
    const search = new URLSearchParams(listStateToSearch(everything).slice(1));

    // Act
    const state = listStateFromSearch(search);

    // Assert
    expect(state).toEqual(everything);
  });

  it.each([
    {
      name: 'a link from Superset with bare ids and flags',
      query: 'filters=(owners:3,published:!t,favorite:(label:Yes,value:!t))',
      expected: { owner: { value: 3, label: '3' }, published: true, favorite: true },
    },
    {
      name: 'an owner that is no id, keeping the other filters',
      query: "filters=(owners:(label:x,value:'1'),certified:!f)",
      expected: { certified: false },
    },
  ])('falls back part by part for $name', ({ query, expected }) => {
    // Act
    const state = listStateFromSearch(new URLSearchParams(query));

    // Assert
    expect(state).toEqual({ ...DEFAULT_LIST_STATE, ...expected });
  });
});
