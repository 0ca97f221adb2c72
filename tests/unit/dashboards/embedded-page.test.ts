import { describe, expect, it } from 'vitest';
import { frameAncestorsOf } from '#functions/dashboards/embedded-page.ts';

describe('frameAncestorsOf', () => {
  it.each<[string, string[], string[]]>([
    ['any site for no domain, as Superset allows', [], ['*']],
    [
      'the origins as written, a trailing slash dropped',
      ['https://a.example.com', 'http://localhost:5173/'],
      ['https://a.example.com', 'http://localhost:5173'],
    ],
    [
      'only the origins among entries stored before they were checked',
      ['https://ok.example.com', 'x; script-src *'],
      ['https://ok.example.com'],
    ],
    ['no site when no entry is an origin', ['not a domain', 'javascript:alert(1)'], ["'none'"]],
  ])('names %s', (_case, domains, expected) => {
    // Act
    const ancestors = frameAncestorsOf(domains);

    // Assert
    expect(ancestors).toEqual(expected);
  });
});
