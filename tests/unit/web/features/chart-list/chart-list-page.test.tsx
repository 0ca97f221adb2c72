// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { ChartListPage } from '../../../../../web/app/features/chart-list/index.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

// The registry loads every chart plugin's metadata; the list needs only names, and plugins are built elsewhere.
vi.mock('../../../../../web/app/plugins/registry.ts', () => {
  const pie = { vizType: 'pie', metadata: { name: 'Pie Chart' } };
  return { chartRegistrations: [pie], chartRegistration: (vizType: string) => (vizType === 'pie' ? pie : undefined) };
});

const user = { id: 1, first_name: 'Ada', last_name: 'Lovelace' };

const chart = (id: number, name: string) => ({
  id, slice_name: name, description: null, description_markeddown: '', viz_type: 'pie', params: '{}', query_context: null,
  cache_timeout: null, datasource_id: 3, datasource_type: 'table', datasource_name_text: 'main.sales', datasource_url: null,
  owners: [user], dashboards: [], certified_by: null, certification_details: null, changed_on: '2024-01-01T00:00:00',
  changed_on_delta_humanized: '2 days ago', changed_on_utc: '2024-01-01T00:00:00+00:00', changed_by: user, changed_by_name: 'Ada Lovelace',
  created_by: user, created_on_delta_humanized: '3 days ago', slice_url: `/explore/?slice_id=${id}`, url: `/explore/?slice_id=${id}`,
  thumbnail_url: null, uuid: null, tags: [], is_managed_externally: false, external_url: null, last_saved_at: null, last_saved_by: null,
  created_by_name: 'Ada Lovelace', changed_on_dttm: 0, form_data: {}, edit_url: `/chart/edit/${id}`, table: null,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fake chart API answering by path; every request is kept as `METHOD path?query`. */
function fakeApi(charts: ReturnType<typeof chart>[]) {
  const requests: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push(`${init?.method ?? 'GET'} ${decodeURIComponent(url)}`);
    if (url.startsWith('/api/v1/chart/_info')) return json({ permissions: ['can_read', 'can_write'] });
    if (url.startsWith('/api/v1/chart/favorite_status/')) return json({ result: charts.map(({ id }) => ({ id, value: id === 1 })) });
    if (url.startsWith('/api/v1/chart/related/owners')) return json({ count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: {} }] });
    if (url.startsWith('/api/v1/dataset/')) return json({ result: [{ id: 3, table_name: 'sales' }] });
    if (init?.method === 'DELETE') return json({ message: `Deleted ${charts.length} charts` });
    if (/\/favorites\/$/.test(url)) return json({ result: 'OK' });
    return json({ count: charts.length, ids: charts.map(({ id }) => id), result: charts });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

function renderList(url = '/chart/list/') {
  const Stub = createRoutesStub([{ path: '/chart/list', Component: ChartListPage }]);
  return renderWithProviders(<Stub initialEntries={[url]} />);
}

// Mantine and the router make each render a few seconds on a cold machine.
describe('chart list page', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('lists the charts with their names linking to Explore', async () => {
    // Arrange
    fakeApi([chart(1, 'Sales by region'), chart(2, 'Orders')]);

    // Act
    renderList();

    // Assert
    const link = await screen.findByRole('link', { name: 'Sales by region' });
    expect([screen.getByRole('heading', { level: 1 }).textContent, link.getAttribute('href')]).toEqual(['Charts', '/explore/?slice_id=1']);
  });

  it('asks the API for the filters, sort and page in the URL', async () => {
    // Arrange
    const requests = fakeApi([chart(1, 'Sales by region')]);

    // Act
    renderList('/chart/list/?viz_type=pie&sortColumn=slice_name&sortOrder=asc&pageIndex=1');

    // Assert
    await screen.findByRole('link', { name: 'Sales by region' });
    expect(requests.filter((request) => request.startsWith('GET /api/v1/chart/?q='))).toEqual([
      'GET /api/v1/chart/?q=(filters:!((col:viz_type,opr:eq,value:pie)),order_column:slice_name,order_direction:asc,page:1,page_size:25)',
    ]);
  });

  it('marks a favourite with a filled star and adds one on click', async () => {
    // Arrange
    const requests = fakeApi([chart(1, 'Sales by region'), chart(2, 'Orders')]);
    renderList();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Sales by region from favorites' })).toBeTruthy());

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Add Orders to favorites' }));

    // Assert
    await waitFor(() => expect(requests).toContain('POST /api/v1/chart/2/favorites/'));
  });

  it('deletes the selected charts after the typed confirmation, with a toast', async () => {
    // Arrange
    const requests = fakeApi([chart(1, 'Sales by region'), chart(2, 'Orders')]);
    const { store } = renderList();
    await screen.findByRole('link', { name: 'Orders' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), { target: { value: 'DELETE' } });

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // Assert
    await waitFor(() => expect(selectToasts(store.getState()).map(({ text }) => text)).toEqual(['Deleted 2 charts']));
    expect(requests).toContain('DELETE /api/v1/chart/?q=!(1,2)');
  });
});
