import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { useBrandedTitle } from './branded-title.ts';
import { DEFAULT_COLOR_SCHEME, themeModeManager } from './color-scheme.ts';
import { store, type AppStore } from './store.ts';
import { useTenantBrand } from './tenant-brand.ts';
import { buildTheme, cssVariablesResolver } from './theme.ts';

/** One manager for the page: Mantine subscribes to it once. */
const colorSchemeManager = themeModeManager();

/**
 * Everything every screen needs around it: the component library's theme (the tenant's brand on the chosen light or
 * dark scheme) and the Redux store.
 */
export function AppProviders({ children, appStore = store }: { children: ReactNode; appStore?: AppStore }) {
  const brand = useTenantBrand();
  const theme = useMemo(() => buildTheme(brand), [brand]);
  useBrandedTitle(brand.appName);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      cssVariablesResolver={cssVariablesResolver}
    >
      <ReduxProvider store={appStore}>{children}</ReduxProvider>
    </MantineProvider>
  );
}
