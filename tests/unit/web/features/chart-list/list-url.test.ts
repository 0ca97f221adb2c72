import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, type ChartListState } from '../../../../../web/app/features/chart-list/list-state.ts';
import { listStateFromSearch, listStateToSearch } from '../../../../../web/app/features/chart-list/list-url.ts';

const everything: ChartListState = {
  search: "it's big",
  vizType: { value: 'pie', label: 'Pie Chart' },
  dataset: { value: 3, label: 'video_game_sales' },
  owner: { value: 1, label: 'Admin User' },
  dashboard: { value: 5, label: 'Sales' },
  modifiedBy: { value: 2, label: 'Alice Analyst' },
  favorite: true,
  certified: false,
  sortColumn: 'changed_by.first_name',
  sortOrder: 'asc',
  pageIndex: 2,
  pageSize: 50,
  viewMode: 'card',
};

describe('listStateToSearch', () => {
  it.each([
    { name: 'the defaults as no query at all', state: DEFAULT_LIST_STATE, expected: '' },
    {
      name: "one filter in Superset's {label, value} form",
      state: { ...DEFAULT_LIST_STATE, vizType: { value: 'pie', label: 'Pie Chart' } },
      expected: "?filters=(viz_type:(label:'Pie%20Chart',value:pie))",
    },
    {
      name: 'every part',
      state: everything,
      expected:
        "?filters=(certified:(label:No,value:!f),changed_by:(label:'Alice%20Analyst',value:2),dashboards:(label:Sales,value:5),datasource_id:(label:video_game_sales,value:3)," +
        "favorite:(label:Yes,value:!t),owners:(label:'Admin%20User',value:1),slice_name:'it!'s%20big',viz_type:(label:'Pie%20Chart',value:pie))" +
        '&pageIndex=2&pageSize=50&sortColumn=changed_by.first_name&sortOrder=asc&viewMode=card',
    },
  ])('writes $name', ({ state, expected }) => {
    // Act
    const search = listStateToSearch(state);

    // Assert
    expect(search).toBe(expected);
  });

  it('reads back what it wrote', () => {
    // Arrange
    const search = listStateToSearch(everything);

    // Act
    const state = listStateFromSearch(new URLSearchParams(search));

    // Assert
    expect(state).toEqual(everything);
  });
});

describe('listStateFromSearch', () => {
  it.each([
    { name: 'an empty query', search: '', expected: DEFAULT_LIST_STATE },
    {
      name: 'a link copied from Superset',
      search:
        "filters=(slice_name:sales,viz_type:(label:'Bar Chart',value:echarts_timeseries_bar),favorite:(label:Yes,value:!t))&pageIndex=1&sortColumn=slice_name&sortOrder=asc&viewMode=table",
      expected: {
        ...DEFAULT_LIST_STATE,
        search: 'sales',
        vizType: { value: 'echarts_timeseries_bar', label: 'Bar Chart' },
        favorite: true,
        pageIndex: 1,
        sortColumn: 'slice_name',
        sortOrder: 'asc',
      },
    },
    {
      name: 'bare filter values written by hand',
      search: 'filters=(datasource_id:3,owners:1,certified:!f)',
      expected: {
        ...DEFAULT_LIST_STATE,
        dataset: { value: 3, label: '3' },
        owner: { value: 1, label: '1' },
        certified: false,
      },
    },
  ])('reads $name', ({ search, expected }) => {
    // Arrange
    const params = new URLSearchParams(search);

    // Act
    const state = listStateFromSearch(params);

    // Assert
    expect(state).toEqual(expected);
  });
});
