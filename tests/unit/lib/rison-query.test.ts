import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { BadRequestError } from '#shared/errors.ts';
import { ListQuery } from '#functions/lib/list-query.ts';
import { parseRisonQuery } from '#functions/lib/rison-query.ts';

describe('parseRisonQuery on hostile arguments', () => {
  it('refuses Rison nested past 32 levels before decoding it', () => {
    // Arrange
    const deep = `${'!('.repeat(5_000)}${')'.repeat(5_000)}`;

    // Act
    const parse = () => parseRisonQuery(ListQuery, deep);

    // Assert
    expect(parse).toThrow(new BadRequestError('Rison argument is nested too deeply (more than 32 levels)'));
  });

  it('accepts 32 levels, and parentheses inside a quoted string count for nothing', () => {
    // Arrange
    const atLimit = `${'!('.repeat(32)}'(((((('${')'.repeat(32)}`;

    // Act
    const value = parseRisonQuery(z.unknown(), atLimit);

    // Assert
    let expected: unknown = '((((((';
    for (let level = 0; level < 32; level += 1) expected = [expected];
    expect(value).toEqual(expected);
  });

  it('takes a `__proto__` key as a key like any other, never as the prototype', () => {
    // Act
    const query = parseRisonQuery(ListQuery, '(__proto__:(order_column:secret,page_size:1000))');

    // Assert
    expect(query).toEqual({ filters: [], order_direction: 'asc', page: 0, page_size: 25 });
  });

  it('refuses a NUL in a string', () => {
    // Act
    const parse = () => parseRisonQuery(ListQuery, "(order_column:'a\u0000b')");

    // Assert
    expect(parse).toThrow(new BadRequestError('Rison argument has a NUL character or an unpaired surrogate'));
  });

  it('reads JSON when the argument is not Rison, as Flask-AppBuilder falls back to it', () => {
    // Act
    const query = parseRisonQuery(ListQuery, '{"page":2,"order_column":"name","__proto__":{"page_size":1000}}');

    // Assert
    expect(query).toEqual({ filters: [], order_column: 'name', order_direction: 'asc', page: 2, page_size: 25 });
  });

  it('refuses JSON nested past 32 levels before parsing it', () => {
    // Arrange
    const deep = `${'{"a":['.repeat(50_000)}1${']}'.repeat(50_000)}`;

    // Act
    const parse = () => parseRisonQuery(z.unknown(), deep);

    // Assert
    expect(parse).toThrow(new BadRequestError('Rison argument is nested too deeply (more than 32 levels)'));
  });

  it('names both notations when the argument is neither', () => {
    // Act
    const parse = () => parseRisonQuery(ListQuery, '{"page":');

    // Assert
    expect(parse).toThrow(new BadRequestError('Not a valid rison/json argument'));
  });
});
