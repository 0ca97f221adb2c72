// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { COLORS_LOAD_FAILED, useLabelColors } from '../../../../../web/app/features/dashboard/use-label-colors.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

// The palettes' chunk cannot be loaded (offline, or a new release replaced the files).
vi.mock('../../../../../web/app/plugins/common/label-colors.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

/** A dashboard page that only takes its label colours, and says whether it has them. */
function Page() {
  const root = useRef<HTMLDivElement>(null);
  const book = useLabelColors({ color_scheme: 'supersetColors' } as DashboardMetadata, {
    dashboardId: 7,
    canSave: false,
    root,
  });
  return <div ref={root}>{book ? 'colors ready' : 'no colors'}</div>;
}

describe('useLabelColors', () => {
  it('says the colours could not be loaded when the palettes chunk fails, instead of leaving the charts waiting silently', async () => {
    // Act
    const { store } = renderWithProviders(<Page />);

    // Assert
    await waitFor(() => expect(selectToasts(store.getState()).map(({ text }) => text)).toEqual([COLORS_LOAD_FAILED]));
    expect(screen.getByText('no colors')).toBeTruthy();
  });
});
