import { describe, expect, it } from 'vitest';
import {
  checkDomains,
  domainsChanged,
  joinDomains,
  originOf,
  splitDomains,
} from '../../../../../../web/app/features/dashboard/embed/allowed-domains.ts';

describe('splitDomains', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['https://a.example', ['https://a.example']],
    [' https://a.example , http://localhost:5173 ', ['https://a.example', 'http://localhost:5173']],
    ['https://a.example,,https://b.example,', ['https://a.example', 'https://b.example']],
    [
      'https://a.example https://b.example\nhttps://c.example',
      ['https://a.example', 'https://b.example', 'https://c.example'],
    ],
  ])('reads %j as %j', (text, domains) => {
    expect(splitDomains(text)).toEqual(domains);
  });
});

describe('joinDomains and domainsChanged', () => {
  it('writes the saved domains as the field shows them, and sees no change in the same list spaced otherwise', () => {
    // Arrange
    const saved = ['https://a.example', 'http://localhost:5173'];

    // Act
    const text = joinDomains(saved);

    // Assert
    expect({
      text,
      same: domainsChanged('https://a.example,http://localhost:5173 ', saved),
      reordered: domainsChanged('http://localhost:5173, https://a.example', saved),
      emptied: domainsChanged('', saved),
    }).toEqual({ text: 'https://a.example, http://localhost:5173', same: false, reordered: true, emptied: true });
  });
});

describe('checkDomains', () => {
  it('takes origins, and nothing at all (embedding from any domain)', () => {
    expect([checkDomains('https://app.example.com, http://localhost:5173'), checkDomains(' ')]).toEqual([
      { ok: true, domains: ['https://app.example.com', 'http://localhost:5173'] },
      { ok: true, domains: [] },
    ]);
  });

  it('refuses each entry that is not an origin, suggesting the origin it looks like', () => {
    // Act
    const checked = checkDomains(
      'https://ok.example, app.example.com, https://App.example.com/embed/, ftp://x.example, https://*.example.com',
    );

    // Assert
    expect(checked).toEqual({
      ok: false,
      problems: [
        '"app.example.com" is not an origin: did you mean https://app.example.com?',
        '"https://App.example.com/embed/" is not an origin: did you mean https://app.example.com?',
        '"ftp://x.example" is not an origin (a scheme and a host, e.g. https://app.example.com).',
        '"https://*.example.com" is not an origin (a scheme and a host, e.g. https://app.example.com).',
      ],
    });
  });
});

describe('originOf', () => {
  it.each([
    ['https://App.example.com/dashboards/', 'https://app.example.com'],
    ['HTTP://localhost:5173/', 'http://localhost:5173'],
    ['https://app.example.com:443', 'https://app.example.com'],
    ['https://*.example.com', null],
    ['app.example.com', null],
    ['https://', null],
  ])('reads %s as %s', (entry, origin) => {
    expect(originOf(entry)).toBe(origin);
  });
});
