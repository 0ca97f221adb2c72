import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { ownedDashboardsQuery } from '../../../../../web/app/features/dashboards/api.ts';
import { pickOf } from '../../../../../web/app/features/dashboards/dashboard-picker.tsx';

const CHOICES = [
  { id: 3, dashboard_title: 'Sales' },
  { id: 7, dashboard_title: 'Sales by region' },
];

describe('pickOf', () => {
  it.each([
    ['nothing typed', '   ', null],
    ['the title of one of them, in any case', ' sales ', { kind: 'existing', id: 3, title: 'Sales' }],
    ['a title none of them has', 'Sales 2027', { kind: 'new', title: 'Sales 2027' }],
  ])('reads %s', (_case, text, expected) => {
    // Act
    const pick = pickOf(text, CHOICES);

    // Assert
    expect(pick).toEqual(expected);
  });
});

describe('ownedDashboardsQuery', () => {
  it("asks for the user's own dashboards whose title holds the search, by title", () => {
    // Act
    const query = rison.decode(ownedDashboardsQuery(5, 'sal'));

    // Assert
    expect(query).toEqual({
      columns: ['id', 'dashboard_title'],
      filters: [
        { col: 'dashboard_title', opr: 'ct', value: 'sal' },
        { col: 'owners', opr: 'rel_m_m', value: 5 },
      ],
      order_column: 'dashboard_title',
      order_direction: 'asc',
      page: 0,
      page_size: 100,
    });
  });
});
