import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { relatedQuery, risonQ } from '../../../../../web/app/core/http/rison-query.ts';
import { listQuery, nameChoicesQuery } from '../../../../../web/app/features/lists/index.ts';

describe('listQuery', () => {
  it('puts the filters beside the sort and page of the state', () => {
    // Arrange
    const state = {
      search: 'x',
      sortColumn: 'name',
      sortOrder: 'asc' as const,
      pageIndex: 3,
      pageSize: 10 as const,
      viewMode: 'card' as const,
    };
    const filters = [{ col: 'name', opr: 'ct', value: 'x' }];

    // Act
    const query = listQuery(state, filters);

    // Assert
    expect(query).toEqual({ filters, order_column: 'name', order_direction: 'asc', page: 3, page_size: 10 });
  });
});

describe('risonQ', () => {
  it('writes Rison a URL can carry and reads back the same value', () => {
    // Arrange
    const value = { filters: [{ col: 'name', opr: 'ct', value: "it's & more" }], page: 0 };

    // Act
    const encoded = risonQ(value);

    // Assert
    expect([encoded, rison.decode(decodeURIComponent(encoded))]).toEqual([
      "(filters%3A!((col%3Aname%2Copr%3Act%2Cvalue%3A'it!'s%20%26%20more'))%2Cpage%3A0)",
      value,
    ]);
  });
});

describe('choice queries', () => {
  it.each([
    { name: 'users, no search', query: relatedQuery(''), expected: { filter: '', page: 0, page_size: 50 } },
    { name: 'users named " ali "', query: relatedQuery(' ali '), expected: { filter: 'ali', page: 0, page_size: 50 } },
    {
      name: 'names holding "sales", 10 of them',
      query: nameChoicesQuery('table_name', ' sales ', 10),
      expected: {
        columns: ['id', 'table_name'],
        filters: [{ col: 'table_name', opr: 'ct', value: 'sales' }],
        order_column: 'table_name',
        order_direction: 'asc',
        page: 0,
        page_size: 10,
      },
    },
  ])('asks for $name', ({ query, expected }) => {
    // Assert
    expect(query).toEqual(expected);
  });
});
