import { createTheme } from '@mantine/core';

/**
 * Skyset's Mantine theme: the brand colour matches the favicon. Both colour schemes come from it; Mantine's
 * CSS variables switch with the `data-mantine-color-scheme` attribute, so components style light and dark alike.
 */
export const theme = createTheme({
  primaryColor: 'cyan',
  // The darker shade keeps primary buttons readable on the dark scheme's background.
  primaryShade: { light: 6, dark: 8 },
  defaultRadius: 'md',
});

/** The scheme a first visit gets; the user's choice is kept in localStorage by Mantine's scheme manager. */
export const DEFAULT_COLOR_SCHEME = 'light';
