import { describe, expect, it } from 'vitest';
import { loginHref, pathWithSearch, safeNextPath } from '../../../../../web/app/core/http/login-paths.ts';

describe('safeNextPath', () => {
  it.each([
    { raw: null, expected: '/' },
    { raw: '', expected: '/' },
    { raw: '/chart/list/?page=2', expected: '/chart/list/?page=2' },
    { raw: 'https://evil.example/', expected: '/' },
    { raw: '//evil.example/', expected: '/' },
    { raw: '/\\evil.example', expected: '/' },
    { raw: '/login/?next=/', expected: '/' },
    { raw: '/login', expected: '/' },
  ])('maps $raw to $expected', ({ raw, expected }) => {
    // Arrange
    const input = raw;

    // Act
    const next = safeNextPath(input);

    // Assert
    expect(next).toBe(expected);
  });
});

describe('loginHref', () => {
  it.each([
    { next: '/', expected: '/login/' },
    { next: '/sqllab/?id=3', expected: '/login/?next=%2Fsqllab%2F%3Fid%3D3' },
  ])('sends $next to $expected', ({ next, expected }) => {
    // Arrange
    const path = next;

    // Act
    const href = loginHref(path);

    // Assert
    expect(href).toBe(expected);
  });
});

describe('pathWithSearch', () => {
  it('drops origin and hash', () => {
    // Arrange
    const url = 'http://127.0.0.1:8088/dashboard/list/?q=(page:1)#top';

    // Act
    const path = pathWithSearch(url);

    // Assert
    expect(path).toBe('/dashboard/list/?q=(page:1)');
  });
});
