import rison from 'rison';
import { describe, expect, it } from 'vitest';
import {
  chartListQuery,
  dashboardChoicesQuery,
  datasetChoicesQuery,
} from '../../../../../web/app/features/chart-list/list-query.ts';
import { risonQ } from '../../../../../web/app/core/http/rison-query.ts';
import { DEFAULT_LIST_STATE } from '../../../../../web/app/features/chart-list/list-state.ts';

describe('chart list query', () => {
  it.each([
    {
      name: 'the default view',
      state: DEFAULT_LIST_STATE,
      q: '(filters:!(),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    },
    {
      name: 'every filter, sort, page and page size',
      state: {
        ...DEFAULT_LIST_STATE,
        search: ' sales ',
        vizType: { value: 'pie', label: 'Pie Chart' },
        dataset: { value: 3, label: 'video_game_sales' },
        owner: { value: 1, label: 'Admin User' },
        dashboard: { value: 5, label: 'Sales' },
        modifiedBy: { value: 2, label: 'Alice Analyst' },
        favorite: true,
        certified: false,
        sortColumn: 'slice_name' as const,
        sortOrder: 'asc' as const,
        pageIndex: 2,
        pageSize: 50 as const,
      },
      q:
        '(filters:!((col:slice_name,opr:chart_all_text,value:sales),(col:viz_type,opr:eq,value:pie),(col:datasource_id,opr:eq,value:3),' +
        '(col:owners,opr:rel_m_m,value:1),(col:dashboards,opr:rel_m_m,value:5),(col:changed_by,opr:rel_o_m,value:2),(col:id,opr:chart_is_favorite,value:!t),' +
        '(col:id,opr:chart_is_certified,value:!f)),order_column:slice_name,order_direction:asc,page:2,page_size:50)',
    },
    {
      name: 'a search with quotes and spaces',
      state: { ...DEFAULT_LIST_STATE, search: "it's big" },
      q: "(filters:!((col:slice_name,opr:chart_all_text,value:'it!'s big')),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)",
    },
  ])('encodes $name', ({ state, q }) => {
    // Act
    const encoded = decodeURIComponent(risonQ(chartListQuery(state)));

    // Assert
    expect(encoded).toBe(q);
    expect(rison.decode(encoded)).toEqual(chartListQuery(state));
  });
});

describe('choice queries', () => {
  it.each([
    {
      name: 'dashboards holding "sales"',
      query: dashboardChoicesQuery(' sales '),
      expected: {
        columns: ['id', 'dashboard_title'],
        filters: [{ col: 'dashboard_title', opr: 'ct', value: 'sales' }],
        order_column: 'dashboard_title',
        order_direction: 'asc',
        page: 0,
        page_size: 50,
      },
    },
    {
      name: 'datasets, no search',
      query: datasetChoicesQuery(''),
      expected: {
        columns: ['id', 'table_name'],
        filters: [],
        order_column: 'table_name',
        order_direction: 'asc',
        page: 0,
        page_size: 50,
      },
    },
    {
      name: 'datasets holding "birth"',
      query: datasetChoicesQuery('birth'),
      expected: {
        columns: ['id', 'table_name'],
        filters: [{ col: 'table_name', opr: 'ct', value: 'birth' }],
        order_column: 'table_name',
        order_direction: 'asc',
        page: 0,
        page_size: 50,
      },
    },
  ])('asks for $name', ({ query, expected }) => {
    // Assert
    expect(query).toEqual(expected);
  });
});
