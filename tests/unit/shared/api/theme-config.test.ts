import { describe, expect, it } from 'vitest';
import { parseThemeConfig, themeJsonProblems } from '../../../../shared/api/theme-config.ts';
import { brandOfTokens } from '../../../../shared/api/theme-tokens.ts';

describe('theme definitions', () => {
  it("reads a theme of Superset's editor: brand tokens, other tokens, algorithm and components", () => {
    // Arrange
    const text = JSON.stringify({
      token: { colorPrimary: '#2893B3', borderRadius: 4, colorBgBase: 'rgba(0, 0, 0, 0.9)', wireframe: false },
      algorithm: ['dark', 'compact'],
      components: { Button: { controlHeight: 28 } },
    });

    // Act
    const problems = themeJsonProblems(text);

    // Assert
    expect(problems).toEqual([]);
    expect(parseThemeConfig(text).algorithm).toEqual(['dark', 'compact']);
  });

  it.each([
    [
      'a top-level key Ant Design does not have',
      '{"token": {}, "script": "x"}',
      'Invalid theme configuration structure',
    ],
    [
      'a token name that is not a word',
      '{"token": {"color-primary": "#000000"}}',
      expect.stringContaining('plain word'),
    ],
    [
      'a component value loading a URL',
      '{"components": {"Layout": {"bodyBg": "url(https://x/)"}}}',
      expect.stringContaining('bodyBg'),
    ],
    ['a brand token that is no text', '{"token": {"brandAppName": 3}}', 'Token brandAppName must be text.'],
    [
      'an application name with a control character',
      '{"token": {"brandAppName": "A\\u0007"}}',
      expect.stringContaining('control'),
    ],
  ])('refuses %s', (_case, text, problem) => {
    // Act
    const problems = themeJsonProblems(text);

    // Assert
    expect(problems).toEqual([problem]);
  });

  it('gives the brand of the tokens keeping their rules, leaving out the rest', () => {
    // Act
    const brand = brandOfTokens({
      colorPrimary: '#7B2CBF',
      fontFamily: 'Georgia, serif',
      brandLogoUrl: 'javascript:alert(1)',
      brandLogoHref: '/superset/welcome/',
      brandAppName: 'Acme',
      borderRadius: 4,
    });

    // Assert
    expect(brand).toEqual({
      primaryColor: '#7B2CBF',
      fontFamily: 'Georgia, serif',
      logoHref: '/superset/welcome/',
      appName: 'Acme',
    });
  });

  it("reads a definition that is no theme as Skyset's own look", () => {
    // Act
    const configs = ['not json', '[]', '{"token": {"colorPrimary": "red"}}'].map(parseThemeConfig);

    // Assert
    expect(configs).toEqual([{}, {}, {}]);
  });
});
