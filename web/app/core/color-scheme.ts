import {
  type MantineColorScheme,
  type MantineColorSchemeManager,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { pageStorage } from './page-storage.ts';

/**
 * The page's colour scheme, chosen the way Superset 6 chooses its theme mode: light (`default`), dark, or the operating
 * system's (`system`, the default). The choice is kept per browser under Superset's own storage key and words, and the
 * page's first script applies it before anything paints (root.tsx), so a dark page never flashes light.
 */

/** Superset's ThemeMode words, as its ThemeController stores them. */
export type ThemeMode = 'default' | 'dark' | 'system';

/** Superset's ThemeController storage key of the mode. */
export const THEME_MODE_STORAGE_KEY = 'superset-theme-mode';
/** Where Skyset kept the scheme before (Mantine's default key): read when no mode is stored yet. */
export const LEGACY_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';

/** The scheme of a first visit: the operating system's. */
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

const SCHEME_OF_MODE: Readonly<Record<ThemeMode, MantineColorScheme>> = {
  default: 'light',
  dark: 'dark',
  system: 'auto',
};
const MODE_OF_SCHEME: Readonly<Record<MantineColorScheme, ThemeMode>> = {
  light: 'default',
  dark: 'dark',
  auto: 'system',
};

/** Mantine's scheme for a stored mode (a legacy scheme accepted), or undefined for anything else. */
export function schemeOfStored(mode: string | null, legacy: string | null): MantineColorScheme | undefined {
  if (mode !== null && Object.hasOwn(SCHEME_OF_MODE, mode)) return SCHEME_OF_MODE[mode as ThemeMode];
  return legacy === 'light' || legacy === 'dark' || legacy === 'auto' ? legacy : undefined;
}

/** Superset's mode word for a Mantine scheme. */
export const modeOfScheme = (scheme: MantineColorScheme): ThemeMode => MODE_OF_SCHEME[scheme];

function readStored(storage: Pick<Storage, 'getItem'>): MantineColorScheme | undefined {
  try {
    return schemeOfStored(storage.getItem(THEME_MODE_STORAGE_KEY), storage.getItem(LEGACY_SCHEME_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/**
 * Mantine's colour scheme manager over Superset's storage key and words; another tab's choice applies here too
 * (the `storage` event).
 */
export function themeModeManager(
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = pageStorage,
): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => (typeof window === 'undefined' ? defaultValue : (readStored(storage()) ?? defaultValue)),
    set: (value) => {
      try {
        storage().setItem(THEME_MODE_STORAGE_KEY, modeOfScheme(value));
        storage().removeItem(LEGACY_SCHEME_STORAGE_KEY);
      } catch {
        // A browser refusing storage keeps the choice for this page only.
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.key !== THEME_MODE_STORAGE_KEY) return;
        const scheme = schemeOfStored(event.newValue, null);
        if (scheme) onUpdate(scheme);
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => {
      try {
        storage().removeItem(THEME_MODE_STORAGE_KEY);
      } catch {
        // Nothing stored to clear.
      }
    },
  };
}

/**
 * Sets the document's colour scheme from the stored mode before the first paint. It runs as an inline script of the
 * page from its own source text: it must refer to nothing outside itself.
 */
export function applyStoredColorScheme(modeKey: string, legacyKey: string, root: HTMLElement): void {
  let scheme = 'auto';
  try {
    const mode = window.localStorage.getItem(modeKey);
    const legacy = window.localStorage.getItem(legacyKey);
    if (mode === 'default') scheme = 'light';
    else if (mode === 'dark') scheme = 'dark';
    else if (mode !== 'system' && (legacy === 'light' || legacy === 'dark')) scheme = legacy;
  } catch {
    // No storage: the system's scheme.
  }
  if (scheme === 'auto') scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  root.setAttribute('data-mantine-color-scheme', scheme);
}

/** The page's inline script: {@link applyStoredColorScheme} from the function's own source. */
export const COLOR_SCHEME_SCRIPT = `(${applyStoredColorScheme.toString()})(${JSON.stringify(THEME_MODE_STORAGE_KEY)},${JSON.stringify(LEGACY_SCHEME_STORAGE_KEY)},document.documentElement);`;

/**
 * The scheme the page draws with now, `light` or `dark` (the system's when the mode follows it), read at first render
 * so charts and editors draw once in the right colours; it changes when the mode or the system's preference does.
 */
export function usePageColorScheme(): 'light' | 'dark' {
  return useComputedColorScheme('light', { getInitialValueInEffect: false });
}

/** The chosen mode and a setter, in Superset's words. */
export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return [modeOfScheme(colorScheme), (mode) => setColorScheme(SCHEME_OF_MODE[mode])];
}
