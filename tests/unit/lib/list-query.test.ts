import { describe, expect, it } from 'vitest';
import { BadRequestError } from '#shared/errors.ts';
import { applyListQuery, ListQuery, type ListColumns } from '#functions/lib/list-query.ts';
import { parseRisonQuery } from '#functions/lib/rison-query.ts';

interface Item {
  id: number;
  name: string;
  tags: string[];
}

const items: Item[] = [
  { id: 1, name: 'birth_names', tags: ['a'] },
  { id: 2, name: 'flights', tags: ['b', 'c'] },
  { id: 3, name: 'Birthdays', tags: [] },
  { id: 4, name: 'airports', tags: ['c'] },
];
const columns: ListColumns<Item> = { id: (item) => item.id, name: (item) => item.name, tags: (item) => item.tags };
const ids = (page: Item[]): number[] => page.map((item) => item.id);

describe('parseRisonQuery', () => {
  it('applies the defaults when q is absent', () => {
    // Act
    const query = parseRisonQuery(ListQuery, undefined);

    // Assert
    expect(query).toEqual({ filters: [], order_direction: 'asc', page: 0, page_size: 25 });
  });

  it('refuses text that is not Rison', () => {
    // Act
    const parse = () => parseRisonQuery(ListQuery, '(filters:!(');

    // Assert
    expect(parse).toThrow('Not a valid rison/json argument');
  });

  it('refuses a page size that is not an integer with field messages', () => {
    // Act
    const parse = () => parseRisonQuery(ListQuery, '(page_size:abc)');

    // Assert
    expect(parse).toThrow(expect.objectContaining({ status: 400, messages: { page_size: [expect.any(String)] } }));
  });
});

describe('applyListQuery', () => {
  it.each([
    ['ct', 'name', 'birth', [1, 3]],
    ['sw', 'name', 'air', [4]],
    ['ew', 'name', 'S', [1, 2, 3, 4]],
    ['eq', 'id', 2, [2]],
    ['neq', 'id', 2, [1, 3, 4]],
    ['gt', 'id', 2, [3, 4]],
    ['lt', 'id', 2, [1]],
    ['in', 'id', [1, 4], [1, 4]],
    ['rel_o_m', 'tags', 'c', [2, 4]],
  ])('filters with %s on %s', (opr, col, value, expected) => {
    // Arrange
    const query = ListQuery.parse({ filters: [{ col, opr, value }] });

    // Act
    const { count, page } = applyListQuery(items, query, columns);

    // Assert
    expect({ count, ids: ids(page) }).toEqual({ count: expected.length, ids: expected });
  });

  it('orders case-insensitively and pages after filtering', () => {
    // Arrange
    const query = ListQuery.parse({ order_column: 'name', order_direction: 'desc', page: 1, page_size: 2 });

    // Act
    const { count, page } = applyListQuery(items, query, columns);

    // Assert
    expect({ count, ids: ids(page) }).toEqual({ count: 4, ids: [1, 4] });
  });

  it('returns every item for a page size of -1', () => {
    // Arrange
    const query = ListQuery.parse({ page_size: -1 });

    // Act
    const { page } = applyListQuery(items, query, columns);

    // Assert
    expect(ids(page)).toEqual([1, 2, 3, 4]);
  });

  it('lets a resource add its own operator', () => {
    // Arrange
    const query = ListQuery.parse({ filters: [{ col: 'name', opr: 'has_tags', value: true }] });

    // Act
    const { page } = applyListQuery(items, query, columns, {
      has_tags: (item, value) => item.tags.length > 0 === value,
    });

    // Assert
    expect(ids(page)).toEqual([1, 2, 4]);
  });

  it.each<[unknown, string]>([
    [{ filters: [{ col: 'secret', opr: 'eq', value: 1 }] }, 'Filter column: secret not allowed to filter'],
    [{ filters: [{ col: 'name', opr: 'bogus', value: 1 }] }, 'Filter column: name not allowed to filter'],
    [{ order_column: 'secret' }, 'Invalid order by column: secret'],
    ...['__proto__', 'constructor', 'hasOwnProperty', 'valueOf'].flatMap((name): [unknown, string][] => [
      [{ order_column: name }, `Invalid order by column: ${name}`],
      [{ filters: [{ col: name, opr: 'eq', value: 1 }] }, `Filter column: ${name} not allowed to filter`],
      [{ filters: [{ col: 'name', opr: name, value: 1 }] }, 'Filter column: name not allowed to filter'],
    ]),
  ])('refuses %j', (raw, message) => {
    // Arrange
    const query = ListQuery.parse(raw);

    // Act
    const apply = () => applyListQuery(items, query, columns);

    // Assert
    expect(apply).toThrow(new BadRequestError(message));
  });

  it('does not take an inherited name for a resource operator', () => {
    // Arrange
    const query = ListQuery.parse({ filters: [{ col: 'name', opr: 'toString', value: 1 }] });

    // Act
    const apply = () => applyListQuery(items, query, columns, { has_tags: () => true });

    // Assert
    expect(apply).toThrow(new BadRequestError('Filter column: name not allowed to filter'));
  });
});
