import rison from 'rison';
import { describe, expect, it } from 'vitest';
import {
  annotationListQuery,
  layerChoicesQuery,
  layerListQuery,
} from '../../../../../web/app/features/annotations/list-params.ts';
import { risonQ } from '../../../../../web/app/core/http/rison-query.ts';

describe('annotation list queries', () => {
  it('asks for layers whose name holds the search, sorted and paged as Superset does', () => {
    // Act
    const query = layerListQuery({ search: ' bank ', sortColumn: 'name', sortDesc: true, page: 2 });

    // Assert
    expect(query).toEqual({
      filters: [{ col: 'name', opr: 'ct', value: 'bank' }],
      order_column: 'name',
      order_direction: 'desc',
      page: 2,
      page_size: 25,
    });
  });

  it('asks for annotations with annotation_all_text, and no filter for an empty search', () => {
    // Act
    const queries = [
      annotationListQuery({ search: 'launch', sortColumn: 'start_dttm', sortDesc: false, page: 0 }),
      annotationListQuery({ search: '  ', sortColumn: 'short_descr', sortDesc: true, page: 0 }),
    ];

    // Assert
    expect(queries.map((query) => [query.filters, query.order_column, query.order_direction])).toEqual([
      [[{ col: 'short_descr', opr: 'annotation_all_text', value: 'launch' }], 'start_dttm', 'asc'],
      [[], 'short_descr', 'desc'],
    ]);
  });

  it("asks Explore's picker for ids and names only, by name", () => {
    // Act
    const encoded = decodeURIComponent(risonQ(layerChoicesQuery('Hol')));

    // Assert
    expect(rison.decode(encoded)).toEqual({
      filters: [{ col: 'name', opr: 'ct', value: 'Hol' }],
      columns: ['id', 'name'],
      order_column: 'name',
      order_direction: 'asc',
      page: 0,
      page_size: 100,
    });
  });
});
