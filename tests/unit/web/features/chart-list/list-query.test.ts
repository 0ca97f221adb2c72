import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { chartListQuery, risonQ } from '../../../../../web/app/features/chart-list/list-query.ts';
import { DEFAULT_LIST_STATE, listStateFromSearch, listStateToSearch } from '../../../../../web/app/features/chart-list/list-state.ts';

describe('chart list query', () => {
  it.each([
    {
      name: 'the default view',
      state: DEFAULT_LIST_STATE,
      q: '(filters:!(),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    },
    {
      name: 'every filter, sort and page',
      state: {
        ...DEFAULT_LIST_STATE,
        search: ' sales ',
        vizType: 'pie',
        datasetId: 3,
        ownerId: 1,
        favorite: 'yes' as const,
        certified: 'no' as const,
        sortColumn: 'slice_name' as const,
        sortOrder: 'asc' as const,
        pageIndex: 2,
      },
      q:
        "(filters:!((col:slice_name,opr:chart_all_text,value:sales),(col:viz_type,opr:eq,value:pie),(col:datasource_id,opr:eq,value:3)," +
        '(col:owners,opr:rel_m_m,value:1),(col:id,opr:chart_is_favorite,value:!t),(col:id,opr:chart_is_certified,value:!f)),' +
        'order_column:slice_name,order_direction:asc,page:2,page_size:25)',
    },
    {
      name: 'a search with quotes and spaces',
      state: { ...DEFAULT_LIST_STATE, search: "it's big" },
      q: "(filters:!((col:slice_name,opr:chart_all_text,value:'it!'s big')),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)",
    },
  ])('encodes $name', ({ state, q }) => {
    // Arrange
    const expected = q;

    // Act
    const encoded = decodeURIComponent(risonQ(chartListQuery(state)));

    // Assert
    expect(encoded).toBe(expected);
    expect(rison.decode(encoded)).toEqual(chartListQuery(state));
  });
});

describe('chart list URL state', () => {
  it.each([
    { name: 'an empty query', search: '', expected: DEFAULT_LIST_STATE },
    {
      name: 'every field',
      search: 'search=x&viz_type=pie&datasource_id=3&owner=2&favorite=yes&certified=no&sortColumn=viz_type&sortOrder=asc&pageIndex=4&viewMode=card',
      expected: { search: 'x', vizType: 'pie', datasetId: 3, ownerId: 2, favorite: 'yes', certified: 'no', sortColumn: 'viz_type', sortOrder: 'asc', pageIndex: 4, viewMode: 'card' },
    },
    {
      name: 'hostile values, each falling back to its default',
      search: 'datasource_id=-1&owner=abc&favorite=maybe&sortColumn=password&sortOrder=sideways&pageIndex=1e99&viewMode=<script>',
      expected: DEFAULT_LIST_STATE,
    },
  ])('reads $name', ({ search, expected }) => {
    // Arrange
    const params = new URLSearchParams(search);

    // Act
    const state = listStateFromSearch(params);

    // Assert
    expect(state).toEqual(expected);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    // Arrange
    const state = { ...DEFAULT_LIST_STATE, vizType: 'table', pageIndex: 1 };

    // Act
    const search = listStateToSearch(state);

    // Assert
    expect([search.toString(), listStateFromSearch(search)]).toEqual(['viz_type=table&pageIndex=1', state]);
  });
});
