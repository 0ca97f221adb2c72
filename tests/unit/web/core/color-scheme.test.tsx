// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyStoredColorScheme,
  COLOR_SCHEME_SCRIPT,
  LEGACY_SCHEME_STORAGE_KEY,
  schemeOfStored,
  THEME_MODE_STORAGE_KEY,
  themeModeManager,
} from '../../../../web/app/core/color-scheme.ts';

/** The browser preferring a dark or light scheme. */
function preferDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the theme mode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it.each([
    ['default', null, 'light'],
    ['dark', null, 'dark'],
    ['system', 'dark', 'auto'],
    [null, 'dark', 'dark'],
    [null, null, undefined],
    ['neon', null, undefined],
  ])("reads Superset's stored mode %s (Skyset's former scheme %s) as Mantine's %s", (mode, legacy, scheme) => {
    // Act / Assert
    expect(schemeOfStored(mode, legacy)).toBe(scheme);
  });

  it("keeps the choice under Superset's key and words, and forgets the former key", () => {
    // Arrange
    window.localStorage.setItem(LEGACY_SCHEME_STORAGE_KEY, 'light');
    const manager = themeModeManager();

    // Act
    manager.set('dark');
    const dark = window.localStorage.getItem(THEME_MODE_STORAGE_KEY);
    manager.set('auto');

    // Assert
    expect([dark, window.localStorage.getItem(THEME_MODE_STORAGE_KEY)]).toEqual(['dark', 'system']);
    expect(window.localStorage.getItem(LEGACY_SCHEME_STORAGE_KEY)).toBeNull();
    expect(manager.get('light')).toBe('auto');
  });

  it.each([
    ['nothing stored, a dark system', null, true, 'dark'],
    ['nothing stored, a light system', null, false, 'light'],
    ['Light chosen on a dark system', 'default', true, 'light'],
    ['Dark chosen on a light system', 'dark', false, 'dark'],
    ['Match system on a dark system', 'system', true, 'dark'],
  ])('sets the page scheme before it paints: %s', (_case, stored, dark, expected) => {
    // Arrange
    preferDark(dark);
    if (stored) window.localStorage.setItem(THEME_MODE_STORAGE_KEY, stored);

    // Act: the page's script, from its own source text
    new Function(COLOR_SCHEME_SCRIPT)();

    // Assert
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe(expected);
  });

  it('falls back to the system scheme when storage cannot be read', () => {
    // Arrange
    preferDark(true);
    vi.spyOn(window.localStorage, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });

    // Act
    applyStoredColorScheme(THEME_MODE_STORAGE_KEY, LEGACY_SCHEME_STORAGE_KEY, document.documentElement);

    // Assert
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});
