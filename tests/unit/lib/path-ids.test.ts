import { describe, expect, it } from 'vitest';
import { parseId } from '#functions/lib/path-ids.ts';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['28', 28],
    ['999999999999999', 999_999_999_999_999],
  ])('reads the canonical id %j', (text, expected) => {
    // Act
    const id = parseId(text);

    // Assert
    expect(id).toBe(expected);
  });

  it.each([
    [' 1'],
    ['\t13'],
    ['1 '],
    ['028'],
    ['0'],
    ['00'],
    ['1e1'],
    ['0x1'],
    ['+1'],
    ['-1'],
    ['1.0'],
    ['1.'],
    ['١'],
    ['99999999999999999999'],
    ['1000000000000000'],
    [''],
    ['abc'],
    [undefined],
  ])('refuses %j', (text) => {
    // Act
    const id = parseId(text);

    // Assert
    expect(id).toBeUndefined();
  });
});
