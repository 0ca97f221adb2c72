import { describe, expect, it } from 'vitest';
import { draftProblems, themeBodyOf, themeDraftOf } from '../../../../../web/app/features/themes/theme-draft.ts';

describe('the theme form', () => {
  it("edits the brand tokens and keeps the rest of a theme made in Superset's editor as it was", () => {
    // Arrange
    const stored = {
      theme_name: 'Acme',
      json_data: JSON.stringify({
        token: { colorPrimary: '#7b2cbf', borderRadius: 4, brandAppName: 'Acme' },
        algorithm: 'compact',
        components: { Button: { controlHeight: 28 } },
      }),
    };
    const draft = themeDraftOf(stored);

    // Act
    const body = themeBodyOf({
      ...draft,
      name: ' Acme 2 ',
      tokens: { ...draft.tokens, brandAppName: '', fontFamily: 'Georgia, serif' },
    });

    // Assert
    expect(draft.tokens).toMatchObject({ colorPrimary: '#7b2cbf', brandAppName: 'Acme', fontFamily: '' });
    expect(body.theme_name).toBe('Acme 2');
    expect(JSON.parse(body.json_data)).toEqual({
      token: { borderRadius: 4, colorPrimary: '#7b2cbf', fontFamily: 'Georgia, serif' },
      algorithm: 'compact',
      components: { Button: { controlHeight: 28 } },
    });
  });

  it("saves a theme of no token as an empty definition: Skyset's own look", () => {
    // Act
    const body = themeBodyOf({ ...themeDraftOf(null), name: 'Plain' });

    // Assert
    expect(body).toEqual({ theme_name: 'Plain', json_data: '{}' });
  });

  it('says before saving what the API would refuse, field by field', () => {
    // Arrange
    const draft = themeDraftOf(null);

    // Act
    const problems = draftProblems({
      ...draft,
      tokens: { ...draft.tokens, colorPrimary: 'purple', brandLogoUrl: 'http://x/logo.png', fontFamily: 'a;b' },
    });

    // Assert
    expect(problems).toEqual({
      name: 'Theme name cannot be empty.',
      colorPrimary: 'Must be a colour written #rrggbb.',
      brandLogoUrl: 'Must be an https URL or a path on this site.',
      fontFamily: 'Must list font names only (letters, digits, spaces, commas, quotes).',
    });
  });
});
