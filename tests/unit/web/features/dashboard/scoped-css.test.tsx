// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CSS_LOAD_FAILED, ScopedCss } from '../../../../../web/app/features/dashboard/scoped-css.tsx';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

// The sanitiser's chunk cannot be loaded (offline, or a new release replaced the files).
vi.mock('../../../../../web/app/features/dashboard/custom-css/sanitize-css.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('ScopedCss', () => {
  it("says the dashboard's CSS could not be loaded when the sanitiser chunk fails, instead of dropping it silently", async () => {
    // Act
    const { store } = renderWithProviders(<ScopedCss dashboardId={7} css=".title { color: red; }" />);

    // Assert
    await waitFor(() => expect(selectToasts(store.getState()).map(({ text }) => text)).toEqual([CSS_LOAD_FAILED]));
    expect(screen.queryByTestId('dashboard-custom-css')).toBeNull();
  });
});
