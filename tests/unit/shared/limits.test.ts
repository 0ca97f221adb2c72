import { describe, expect, it } from 'vitest';
import { boundedName, boundedText, utf8Length } from '#shared/limits.ts';

describe('utf8Length', () => {
  it.each([
    ['ASCII', 'abc', 3],
    ['two-byte letters', 'éé', 4],
    ['three-byte letters', '漢字', 6],
    ['a surrogate pair (one 4-byte character)', '😀', 4],
    ['a lone surrogate (written as U+FFFD)', '\ud800', 3],
  ])('measures %s as UTF-8 does', (_case, text, bytes) => {
    // Act
    const length = utf8Length(text);

    // Assert (Node writes a lone surrogate as U+FFFD too)
    expect([length, Buffer.byteLength(text)]).toEqual([bytes, bytes]);
  });
});

describe('boundedText and boundedName', () => {
  it('refuses text over its size in UTF-8 bytes, in marshmallow words', () => {
    // Arrange
    const schema = boundedText(6);

    // Act
    const results = ['漢字', '漢字x', 'abcdefg'].map((text) => schema.safeParse(text).error?.issues[0]?.message);

    // Assert
    expect(results).toEqual([undefined, 'Longer than maximum length 6.', 'Longer than maximum length 6.']);
  });

  it('refuses a name over its length in characters, in marshmallow words', () => {
    // Arrange
    const schema = boundedName(3);

    // Act
    const results = ['漢字漢', 'abcd'].map((text) => schema.safeParse(text).error?.issues[0]?.message);

    // Assert
    expect(results).toEqual([undefined, 'Longer than maximum length 3.']);
  });
});
