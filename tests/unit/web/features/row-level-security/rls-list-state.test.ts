import { describe, expect, it } from 'vitest';
import { risonQ } from '../../../../../web/app/core/http/rison-query.ts';
import {
  RLS_LIST,
  RLS_LIST_URL,
  rlsListQuery,
  type RlsListState,
} from '../../../../../web/app/features/row-level-security/rls-list-state.ts';

const state = (change: Partial<RlsListState> = {}): RlsListState => ({ ...RLS_LIST.defaults, ...change });

describe('the rule list state', () => {
  it("opens as Superset's list: the last modified first, 25 a page, no filter", () => {
    // Act
    const q = decodeURIComponent(risonQ(rlsListQuery(state())));

    // Assert
    expect(q).toBe('(filters:!(),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)');
  });

  it('asks for each filter with the operator RLSRestApi takes for it, in rison', () => {
    // Arrange
    const filtered = state({
      search: ' fin ',
      filterType: { value: 'Base', label: 'Base' },
      groupKey: ' region ',
      role: { value: 4, label: 'Gamma' },
      table: { value: 7, label: 'main.orders' },
      sortColumn: 'name',
      sortOrder: 'asc',
      pageIndex: 2,
      pageSize: 50,
    });

    // Act
    const q = decodeURIComponent(risonQ(rlsListQuery(filtered)));

    // Assert
    expect(q).toBe(
      '(filters:!((col:name,opr:ct,value:fin),(col:filter_type,opr:eq,value:Base),(col:group_key,opr:ct,value:region),' +
        '(col:roles,opr:rel_m_m,value:4),(col:tables,opr:rel_m_m,value:7)),' +
        'order_column:name,order_direction:asc,page:2,page_size:50)',
    );
  });

  it('leaves out text filters that are only spaces', () => {
    // Act
    const query = rlsListQuery(state({ search: '  ', groupKey: ' ' }));

    // Assert
    expect(query.filters).toEqual([]);
  });

  it("keeps the filters in the URL under Superset's keys, and reads them back", () => {
    // Arrange
    const filtered = state({
      search: 'fin',
      filterType: { value: 'Regular', label: 'Regular' },
      groupKey: 'department',
      role: { value: 4, label: 'Gamma' },
      sortColumn: 'clause',
    });

    // Act
    const search = RLS_LIST_URL.toSearch(filtered);
    const back = RLS_LIST_URL.fromSearch(new URLSearchParams(search));

    // Assert
    expect({ search: decodeURIComponent(search), back }).toEqual({
      search:
        '?filters=(filter_type:(label:Regular,value:Regular),group_key:department,name:fin,roles:(label:Gamma,value:4))&sortColumn=clause',
      back: filtered,
    });
  });

  it('drops a filter type the API does not know and a sort column it does not order by', () => {
    // Act
    const read = RLS_LIST_URL.fromSearch(
      new URLSearchParams('filters=(filter_type:(label:Other,value:Other),name:x)&sortColumn=roles'),
    );

    // Assert
    expect(read).toEqual(state({ search: 'x' }));
  });
});
