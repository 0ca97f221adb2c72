import { createTheme } from '@mantine/core';

/** Skyset's Mantine theme: the brand colour matches the favicon. */
export const theme = createTheme({
  primaryColor: 'cyan',
  defaultRadius: 'md',
});
