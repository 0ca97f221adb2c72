// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { FiltersConfigModal } from '../../../../../web/app/features/native-filters/config/filters-config-modal.tsx';
import { NativeFiltersProvider } from '../../../../../web/app/features/native-filters/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

vi.mock('../../../../../web/app/plugins/registry.ts', () => ({ chartRegistrations: [] }));

const layout = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['CHART-1'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
};
const gender = { id: 'F-gender', type: 'NATIVE_FILTER' as const, filterType: 'filter_time', name: 'When', targets: [] };
const metadata: DashboardMetadata = { native_filter_configuration: [gender], color_scheme: 'supersetColors' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fake API: `/filters` answers `filtersStatus`; every write is kept. */
function fakeApi(filtersStatus = 200) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method !== 'GET') writes.push({ method, url, body: JSON.parse(String(init?.body)) });
      if (url.endsWith('/filters'))
        return filtersStatus === 200 ? json({ result: [] }) : json({ message: 'Not found' }, filtersStatus);
      if (method === 'PUT') return json({ id: 5, result: {} });
      return json({ message: 'Not found' }, 404);
    }),
  );
  return writes;
}

function renderModal() {
  const saved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <NativeFiltersProvider
        dashboardId={5}
        metadata={metadata}
        layout={layout}
        charts={[{ id: 1, name: 'Births' }]}
        canEdit
        onMetadataSaved={saved}
      >
        <FiltersConfigModal opened onClose={onClose} />
      </NativeFiltersProvider>
    </MemoryRouter>,
  );
  return { saved, onClose };
}

describe('filters configuration modal', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('restores a removed filter within 5 seconds', async () => {
    // Arrange
    fakeApi();
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove When' }));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Restore Filter' }));

    // Assert
    expect([
      screen.queryByText('You have removed this filter.'),
      screen.getByRole('button', { name: 'Remove When' }),
    ]).toEqual([null, expect.anything()]);
  });

  it('drops a removed filter after 5 seconds and saves the deletion through PUT /filters', async () => {
    // Arrange
    const writes = fakeApi();
    const { saved, onClose } = renderModal();
    const remove = await screen.findByRole('button', { name: 'Remove When' });
    vi.useFakeTimers();
    fireEvent.click(remove);
    act(() => void vi.advanceTimersByTime(5000));
    vi.useRealTimers();

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Assert
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect({
      removedShown: screen.queryByText('You have removed this filter.'),
      writes,
      saved: saved.mock.calls,
    }).toEqual({
      removedShown: null,
      writes: [
        {
          method: 'PUT',
          url: '/api/v1/dashboard/5/filters',
          body: { modified: [], deleted: ['F-gender'], reordered: [] },
        },
      ],
      saved: [[{ ...metadata, native_filter_configuration: [] }]],
    });
  });

  it('saves the json_metadata when the server has no /filters endpoint', async () => {
    // Arrange
    const writes = fakeApi(404);
    const { onClose } = renderModal();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Filter name' }), { target: { value: 'Period' } });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Assert
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const renamed = { ...gender, name: 'Period', chartsInScope: [1], tabsInScope: [] };
    expect(writes).toEqual([
      {
        method: 'PUT',
        url: '/api/v1/dashboard/5/filters',
        body: { modified: [renamed], deleted: [], reordered: ['F-gender'] },
      },
      {
        method: 'PUT',
        url: '/api/v1/dashboard/5',
        body: { json_metadata: JSON.stringify({ ...metadata, native_filter_configuration: [renamed] }) },
      },
    ]);
  });

  it('keeps a new filter without a name from being saved', async () => {
    // Arrange
    const writes = fakeApi();
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Add filters and dividers' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Time grain filter', hidden: true }));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Assert
    expect([await screen.findByText('Name is required'), writes]).toEqual([expect.anything(), []]);
  });
});
