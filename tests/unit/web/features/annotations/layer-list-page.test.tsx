// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { LayerListPage } from '../../../../../web/app/features/annotations/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const HOLIDAYS = {
  id: 4,
  name: 'Holidays',
  descr: 'School holidays',
  created_by: { first_name: 'Ada', last_name: 'Lovelace' },
  changed_by: { first_name: 'Ada', last_name: 'Lovelace' },
  created_on: '2024-01-01T00:00:00.000Z',
  changed_on: '2024-01-01T00:00:00.000Z',
  changed_on_delta_humanized: '2 days ago',
};

/** A fake API: the caller's roles, and the layer list (or its failure); every request kept as `METHOD path`, decoded. */
function fakeApi(roles: Record<string, [string, string][]>, list: Response | (() => Response)) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push(`${init?.method ?? 'GET'} ${decodeURIComponent(url)}`);
      if (url.startsWith('/api/v1/me/roles/')) return json({ result: { roles, permissions: {} } });
      return typeof list === 'function' ? list() : list.clone();
    }),
  );
  return requests;
}

function renderList() {
  const Stub = createRoutesStub([
    { path: '/annotationlayer/list', Component: LayerListPage },
    { path: '/annotationlayer/:id/annotation', Component: () => <h1>Annotations stand-in</h1> },
  ]);
  return renderWithProviders(<Stub initialEntries={['/annotationlayer/list/']} />);
}

describe('the annotation layer list', () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("shows Superset's empty state, with the add button for a writer", async () => {
    // Arrange
    fakeApi(
      {
        Alpha: [
          ['can_read', 'Annotation'],
          ['can_write', 'Annotation'],
        ],
      },
      json({ count: 0, ids: [], result: [] }),
    );

    // Act
    renderList();

    // Assert
    await screen.findByText('No annotation layers yet');
    expect(await screen.findAllByRole('button', { name: 'Annotation layer' })).toHaveLength(2);
  });

  it('lists layers by name with a link to their annotations, and no actions for a reader', async () => {
    // Arrange
    const requests = fakeApi(
      { Reader: [['can_read', 'Annotation']] },
      json({ count: 1, ids: [4], result: [HOLIDAYS] }),
    );

    // Act
    renderList();

    // Assert
    const link = await screen.findByRole('link', { name: 'Holidays' });
    expect([
      link.getAttribute('href'),
      screen.queryByRole('button', { name: 'Edit Holidays' }),
      screen.queryByText('Actions'),
    ]).toEqual(['/annotationlayer/4/annotation/', null, null]);
    expect(requests).toContain(
      'GET /api/v1/annotation_layer/?q=(filters:!(),order_column:name,order_direction:desc,page:0,page_size:25)',
    );
  });

  it('says why the list failed, and asks again on Try again', async () => {
    // Arrange
    let calls = 0;
    fakeApi({ Gamma: [] }, () =>
      ++calls === 1 ? json({ message: 'Forbidden' }, 403) : json({ count: 1, ids: [4], result: [HOLIDAYS] }),
    );
    renderList();
    await screen.findByText('Could not load annotation layers (error 403): Access denied');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    // Assert
    await waitFor(() => expect(screen.getByRole('link', { name: 'Holidays' })).toBeTruthy());
  });
});
