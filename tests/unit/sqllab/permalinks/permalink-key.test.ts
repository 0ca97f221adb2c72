import { describe, expect, it } from 'vitest';
import { newPermalinkKey, parsePermalinkKey } from '#functions/lib/permalink-key.ts';

describe('newPermalinkKey', () => {
  it('makes 22 url-safe characters (128 random bits)', () => {
    // Act
    const key = newPermalinkKey();

    // Assert
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('never repeats over many keys', () => {
    // Act
    const keys = new Set(Array.from({ length: 2000 }, () => newPermalinkKey()));

    // Assert
    expect(keys.size).toBe(2000);
  });
});

describe('parsePermalinkKey', () => {
  it('accepts a generated key as it is', () => {
    // Arrange
    const key = newPermalinkKey();

    // Act
    const parsed = parsePermalinkKey(key);

    // Assert
    expect(parsed).toBe(key);
  });

  it("reads Superset's kv: form by the part after the prefix, url-encoded or not", () => {
    // Act
    const parsed = [
      parsePermalinkKey('kv:AbC_12'),
      parsePermalinkKey('kv%3A42'),
      parsePermalinkKey(`kv:${'x'.repeat(22)}`),
    ];

    // Assert
    expect(parsed).toEqual(['AbC_12', '42', 'x'.repeat(22)]);
  });

  it.each([
    ['a short bare key, which only a counter or a guess would give', 'abc123'],
    ['characters outside base64url', `${'a'.repeat(21)}!`],
    ['an empty kv: key', 'kv:'],
    ['a malformed escape', '%E0%A4%A'],
  ])('refuses %s with a 400', (_case, raw) => {
    // Act
    const parse = () => parsePermalinkKey(raw);

    // Assert
    expect(parse).toThrow(expect.objectContaining({ status: 400, message: 'Invalid permalink key' }));
  });
});
