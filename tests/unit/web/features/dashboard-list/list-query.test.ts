import rison from 'rison';
import { describe, expect, it } from 'vitest';
import {
  dashboardListQuery,
  dashboardPath,
  exportPath,
} from '../../../../../web/app/features/dashboard-list/list-query.ts';
import { risonQ } from '../../../../../web/app/core/http/rison-query.ts';
import { DEFAULT_LIST_STATE } from '../../../../../web/app/features/dashboard-list/list-state.ts';

describe('dashboard list query', () => {
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
        owner: { value: 1, label: 'Admin User' },
        createdBy: { value: 2, label: 'Alice Analyst' },
        published: false,
        favorite: true,
        certified: true,
        sortColumn: 'dashboard_title' as const,
        sortOrder: 'asc' as const,
        pageIndex: 2,
        pageSize: 50 as const,
      },
      q:
        '(filters:!((col:dashboard_title,opr:title_or_slug,value:sales),(col:owners,opr:rel_m_m,value:1),(col:created_by,opr:rel_o_m,value:2),' +
        '(col:published,opr:eq,value:!f),(col:id,opr:dashboard_is_favorite,value:!t),(col:id,opr:dashboard_is_certified,value:!t)),' +
        'order_column:dashboard_title,order_direction:asc,page:2,page_size:50)',
    },
    {
      name: 'a search with quotes and spaces',
      state: { ...DEFAULT_LIST_STATE, search: "it's big" },
      q: "(filters:!((col:dashboard_title,opr:title_or_slug,value:'it!'s big')),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)",
    },
  ])('encodes $name', ({ state, q }) => {
    // Act
    const encoded = decodeURIComponent(risonQ(dashboardListQuery(state)));

    // Assert
    expect(encoded).toBe(q);
    expect(rison.decode(encoded)).toEqual(dashboardListQuery(state));
  });
});

describe('dashboard paths', () => {
  it.each([
    {
      name: 'a dashboard with a slug by its slug',
      dashboard: { id: 4, slug: 'sales' },
      expected: '/superset/dashboard/sales/',
    },
    {
      name: 'a dashboard without a slug by its id',
      dashboard: { id: 4, slug: null },
      expected: '/superset/dashboard/4/',
    },
    { name: 'an empty slug as none', dashboard: { id: 4, slug: '' }, expected: '/superset/dashboard/4/' },
    {
      name: 'a slug with reserved characters escaped',
      dashboard: { id: 4, slug: 'a/b?c' },
      expected: '/superset/dashboard/a%2Fb%3Fc/',
    },
  ])('links $name', ({ dashboard, expected }) => {
    // Act
    const path = dashboardPath(dashboard);

    // Assert
    expect(path).toBe(expected);
  });

  it('exports the chosen dashboards as a Rison list of ids', () => {
    // Act
    const path = exportPath([3, 7]);

    // Assert
    expect(decodeURIComponent(path)).toBe('/api/v1/dashboard/export/?q=!(3,7)');
  });
});
