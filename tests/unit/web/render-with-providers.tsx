import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { AppProviders } from '../../../web/app/core/providers.tsx';
import { makeStore, type AppStore } from '../../../web/app/core/store.ts';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** Renders `ui` inside the app's providers with a fresh store, which the test can inspect. */
export function renderWithProviders(ui: ReactElement): RenderResult & { store: AppStore } {
  const store = makeStore();
  const result = render(<AppProviders appStore={store}>{ui}</AppProviders>);
  return { ...result, store };
}
