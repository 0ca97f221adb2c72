import { describe, expect, it } from 'vitest';
import { EmbeddedConfigBody } from '../../../../shared/api/dashboard-embedded.ts';
import { isEmbedOrigin } from '../../../../shared/dashboard/embed-origin.ts';

describe('isEmbedOrigin', () => {
  it.each([
    'https://app.example.com',
    'http://localhost:5173',
    'https://app.example.com:8443',
    'http://10.0.0.7',
    'http://[::1]:8080',
    'https://xn--bcher-kva.de',
    'https://app.example.com:65535',
  ])('takes %s', (value) => {
    expect(isEmbedOrigin(value)).toBe(true);
  });

  it.each([
    ['a bare host', 'app.example.com'],
    ['a trailing slash', 'https://app.example.com/'],
    ['a path', 'https://app.example.com/dashboards'],
    ['a query', 'https://app.example.com?x=1'],
    ['upper case', 'https://App.example.com'],
    ['a default port', 'https://app.example.com:443'],
    ['credentials', 'https://user:secret@app.example.com'],
    ['another scheme', 'ftp://app.example.com'],
    ['a script', 'javascript:alert(1)'],
    ['a wildcard', 'https://*.example.com'],
    ['a port out of range', 'http://localhost:65536'],
    ['a port with a leading zero', 'http://localhost:08080'],
    ['an empty port', 'http://localhost:'],
    ['a non-ASCII host', 'https://bücher.de'],
    ['an empty label', 'https://app..example.com'],
    ['white space', ' https://app.example.com'],
    ['nothing', ''],
  ])('refuses %s', (_what, value) => {
    expect(isEmbedOrigin(value)).toBe(false);
  });
});

describe('EmbeddedConfigBody', () => {
  it('takes origins and no domains at all', () => {
    // Act
    const parsed = [
      EmbeddedConfigBody.safeParse({ allowed_domains: ['https://app.example.com', 'http://localhost:5173'] }).success,
      EmbeddedConfigBody.safeParse({ allowed_domains: [] }).success,
    ];

    // Assert
    expect(parsed).toEqual([true, true]);
  });

  it('names each entry that is not an origin', () => {
    // Act
    const parsed = EmbeddedConfigBody.safeParse({ allowed_domains: ['https://ok.example', 'ok.example'] });

    // Assert
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['allowed_domains', 1]]);
  });
});
