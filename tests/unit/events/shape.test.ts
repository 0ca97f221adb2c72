import { describe, expect, it } from 'vitest';
import { describeDifferences, sameShape, shapeDiff, shapeOf } from '#events/shape.ts';

describe('shapeOf', () => {
  it('maps scalars to their types, objects key by key and arrays to their first element', () => {
    // Arrange
    const value = { s: 'a', n: 1, b: true, z: null, list: [{ id: 1 }, { other: 'x' }], empty: [], gone: undefined };

    // Act
    const shape = shapeOf(value);

    // Assert
    expect(shape).toEqual({ s: 'string', n: 'number', b: 'boolean', z: 'null', list: [{ id: 'number' }], empty: [] });
  });

  it('refuses values JSON cannot hold', () => {
    // Act
    const shapeOfFunction = () => shapeOf({ f: () => 1 });

    // Assert
    expect(shapeOfFunction).toThrow(new TypeError('Not a JSON value: function'));
  });
});

describe('shapeDiff', () => {
  it('finds no difference between values of the same shape', () => {
    // Act
    const same = sameShape({ a: 'x', b: [1], c: { d: null } }, { a: 'y', b: [2, 3], c: { d: null } });

    // Assert
    expect(same).toBe(true);
  });

  it('reports missing keys, extra keys and type changes at their paths', () => {
    // Arrange
    const expected = { requestContext: { stage: 'ws', connectedAt: 1 }, Records: [{ body: 'x' }] };
    const actual = { requestContext: { connectedAt: '1', extra: true }, Records: [{ body: 2 }] };

    // Act
    const differences = shapeDiff(expected, actual);

    // Assert
    expect(differences).toEqual([
      { path: 'requestContext.stage', kind: 'missing', expected: 'string' },
      { path: 'requestContext.connectedAt', kind: 'type', expected: 'number', actual: 'string' },
      { path: 'requestContext.extra', kind: 'extra', actual: 'boolean' },
      { path: 'Records[].body', kind: 'type', expected: 'string', actual: 'number' },
    ]);
  });

  it('lets listed optional paths be absent on either side', () => {
    // Arrange
    const options = { optional: ['body', 'requestContext.identity'] };

    // Act
    const differences = [
      shapeDiff({ body: 'x', requestContext: {} }, { requestContext: { identity: {} } }, options),
      shapeDiff({ requestContext: { identity: {} } }, { body: 'x', requestContext: {} }, options),
    ];

    // Assert
    expect(differences).toEqual([[], []]);
  });

  it('still compares an optional path present on both sides', () => {
    // Act
    const differences = shapeDiff({ body: 'x' }, { body: 1 }, { optional: ['body'] });

    // Assert
    expect(differences).toEqual([{ path: 'body', kind: 'type', expected: 'string', actual: 'number' }]);
  });

  it('does not treat unlisted paths as optional', () => {
    // Act
    const differences = shapeDiff({ cookies: ['a=1'] }, {}, { optional: ['body'] });

    // Assert
    expect(differences).toEqual([{ path: 'cookies', kind: 'missing', expected: 'array' }]);
  });

  it('compares the values of a listed map, not its keys', () => {
    // Arrange
    const expected = { headers: { host: 'h', accept: '*/*' }, authorizer: { principalId: 'p', integrationLatency: 1 } };
    const actual = {
      headers: { 'user-agent': 'u', 'content-length': 3 },
      authorizer: { sub: 's', integrationLatency: 2 },
    };

    // Act
    const differences = shapeDiff(expected, actual, { maps: ['headers', 'authorizer'] });

    // Assert
    expect(differences).toEqual([
      { path: 'headers.content-length', kind: 'type', expected: 'string', actual: 'number' },
    ]);
  });

  it('matches an empty array with an array of any element', () => {
    // Act
    const same = [sameShape({ scopes: [] }, { scopes: ['read'] }), sameShape({ scopes: ['read'] }, { scopes: [] })];

    // Assert
    expect(same).toEqual([true, true]);
  });

  it('treats null as its own type', () => {
    // Act
    const differences = shapeDiff({ scopes: null }, { scopes: [] });

    // Assert
    expect(differences).toEqual([{ path: 'scopes', kind: 'type', expected: 'null', actual: 'array' }]);
  });
});

describe('describeDifferences', () => {
  it('writes one readable line per difference', () => {
    // Arrange
    const differences = shapeDiff({ a: 'x', b: 1 }, { b: 'y', c: null });

    // Act
    const text = describeDifferences(differences);

    // Assert
    expect(text).toBe(['missing a (string)', 'type of b: expected number, got string', 'extra c (null)'].join('\n'));
  });
});
