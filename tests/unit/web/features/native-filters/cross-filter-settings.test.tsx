// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import {
  CrossFilterScopingModal,
  CrossFilterSettings,
  NativeFiltersProvider,
  SCOPING_SAVE_FAILED,
} from '../../../../../web/app/features/native-filters/index.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

vi.mock('../../../../../web/app/plugins/registry.ts', () => ({ chartRegistrations: [] }));

const layout = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['CHART-1', 'CHART-2'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2 } },
};
const charts = [
  { id: 1, name: 'Births' },
  { id: 2, name: 'States' },
];
const metadata: DashboardMetadata = { cross_filters_enabled: true };

/** A fake API whose dashboard PUT answers `status`; the PUT bodies are kept. */
function fakeApi(status: number) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(status === 200 ? { id: 5, result: {} } : { message: 'Forbidden' }), {
        status,
      });
    }),
  );
  return bodies;
}

function renderWith(children: React.ReactNode) {
  const saved = vi.fn();
  const rendered = renderWithProviders(
    <MemoryRouter>
      <NativeFiltersProvider
        dashboardId={5}
        metadata={metadata}
        layout={layout}
        charts={charts}
        canEdit
        onMetadataSaved={saved}
      >
        {children}
      </NativeFiltersProvider>
    </MemoryRouter>,
  );
  return { ...rendered, saved };
}

describe('cross-filter settings', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('turns cross-filtering off by saving cross_filters_enabled', async () => {
    // Arrange
    const bodies = fakeApi(200);
    const { saved } = renderWith(<CrossFilterSettings />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter bar settings' }));

    // Act
    fireEvent.click(await screen.findByRole('menuitem', { name: '✓ Enable cross-filtering', hidden: true }));

    // Assert
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect([bodies, saved.mock.calls]).toEqual([
      [{ json_metadata: JSON.stringify({ cross_filters_enabled: false }) }],
      [[{ cross_filters_enabled: false }]],
    ]);
  });

  it("says 'Failed to save cross-filter scoping' when the scoping cannot be saved", async () => {
    // Arrange
    fakeApi(403);
    const { store, saved } = renderWith(<CrossFilterScopingModal opened onClose={() => undefined} />);

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));

    // Assert
    await waitFor(() => expect(selectToasts(store.getState()).map(({ text }) => text)).toEqual([SCOPING_SAVE_FAILED]));
    expect(saved).not.toHaveBeenCalled();
  });
});
