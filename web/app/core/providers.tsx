import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { store, type AppStore } from './store.ts';
import { DEFAULT_COLOR_SCHEME, theme } from './theme.ts';

/** Everything every screen needs around it: the component library's theme and the Redux store. */
export function AppProviders({ children, appStore = store }: { children: ReactNode; appStore?: AppStore }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
      <ReduxProvider store={appStore}>{children}</ReduxProvider>
    </MantineProvider>
  );
}
