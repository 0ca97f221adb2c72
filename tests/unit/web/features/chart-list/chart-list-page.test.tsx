// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { ChartListPage } from '../../../../../web/app/features/chart-list/index.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';
import { ada, chartItem } from './fixtures.ts';

// The registry loads every chart plugin's metadata; the list needs only names, and plugins are built elsewhere.
vi.mock('../../../../../web/app/plugins/registry.ts', () => {
  const pie = { vizType: 'pie', metadata: { name: 'Pie Chart', category: 'Part of a Whole' } };
  return { chartRegistrations: [pie], chartRegistration: (vizType: string) => (vizType === 'pie' ? pie : undefined) };
});

const grace = { id: 2, first_name: 'Grace', last_name: 'Hopper' };

/** Who the fake API signs in: an Admin (id 1), a writer who is not Admin (id 1), or a reader. */
type Caller = 'admin' | 'writer' | 'reader';

interface FakeOptions {
  caller?: Caller;
  /** Status the list answers with, and its Superset-shaped message. */
  listFailure?: { status: number; message: string };
  favoriteFailure?: boolean;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const me = {
  id: 1,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  is_active: true,
  is_anonymous: false,
  created_on: null,
  changed_on: null,
  login_count: 1,
};

/** A fake chart API answering by path; every request is kept as `METHOD path?query`, decoded. */
function fakeApi(charts: ReturnType<typeof chartItem>[], options: FakeOptions = {}) {
  const { caller = 'admin', listFailure, favoriteFailure = false } = options;
  const requests: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${decodeURIComponent(url)}`);
    if (url.startsWith('/api/v1/chart/_info'))
      return json({ permissions: caller === 'reader' ? ['can_read'] : ['can_read', 'can_write'] });
    if (url.startsWith('/api/v1/me/roles/'))
      return json({ result: { ...me, roles: { [caller === 'admin' ? 'Admin' : 'Alpha']: [] }, permissions: {} } });
    if (url.startsWith('/api/v1/me/')) return json({ result: me });
    if (url.startsWith('/api/v1/chart/favorite_status/'))
      return json({ result: charts.map(({ id }) => ({ id, value: id === 1 })) });
    if (url.startsWith('/api/v1/chart/related/'))
      return json({ count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: {} }] });
    if (url.startsWith('/api/v1/dataset/')) return json({ result: [{ id: 3, table_name: 'sales' }] });
    if (/\/favorites\/$/.test(url))
      return favoriteFailure ? json({ message: 'Fatal error' }, 500) : json({ result: 'OK' });
    if (method === 'DELETE') return json({ message: `Deleted ${charts.length} charts` });
    if (listFailure) return json({ message: listFailure.message }, listFailure.status);
    return json({ count: charts.length, ids: charts.map(({ id }) => id), result: charts });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

function renderList(url = '/chart/list/') {
  const Stub = createRoutesStub([{ path: '/chart/list', Component: ChartListPage }]);
  return renderWithProviders(<Stub initialEntries={[url]} />);
}

const toastTexts = (store: ReturnType<typeof renderList>['store']) =>
  selectToasts(store.getState()).map(({ text }) => text);

// Mantine and the router make each render a few seconds on a cold machine.
describe('chart list page', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('lists the charts with their names linking to Explore, type and dataset beside them', async () => {
    // Arrange
    fakeApi([chartItem(1, 'Sales by region'), chartItem(2, 'Orders')]);

    // Act
    renderList();

    // Assert
    const link = await screen.findByRole('link', { name: 'Sales by region' });
    const row = within(screen.getAllByRole('row')[1] as HTMLElement);
    expect([
      link.getAttribute('href'),
      row.getByText('Pie Chart').textContent,
      row.getByRole('link', { name: 'sales' }).getAttribute('href'),
      screen.getByTestId('list-range').textContent,
    ]).toEqual(['/explore/?slice_id=1', 'Pie Chart', '/explore/?datasource_type=table&datasource_id=3', '1-2 of 2']);
  });

  it('asks the API for the filters, sort, page and page size of a Superset-style URL', async () => {
    // Arrange
    const requests = fakeApi([chartItem(1, 'Sales by region')]);

    // Act
    renderList(
      "/chart/list/?filters=(viz_type:(label:'Pie Chart',value:pie),favorite:(label:Yes,value:!t))&sortColumn=slice_name&sortOrder=asc&pageIndex=1&pageSize=10",
    );

    // Assert
    await screen.findByRole('link', { name: 'Sales by region' });
    expect(requests.filter((request) => request.startsWith('GET /api/v1/chart/?q='))).toEqual([
      'GET /api/v1/chart/?q=(filters:!((col:viz_type,opr:eq,value:pie),(col:id,opr:chart_is_favorite,value:!t)),' +
        'order_column:slice_name,order_direction:asc,page:1,page_size:10)',
    ]);
  });

  it('keeps its rows while the rest of the page loads, so an early click on a star counts', async () => {
    // Arrange
    const requests = fakeApi([chartItem(1, 'Sales by region'), chartItem(2, 'Orders')]);
    renderList();
    const star = await screen.findByRole('button', { name: 'Add Orders to favorites' });

    // Act
    fireEvent.click(star);

    // Assert
    await waitFor(() => expect(requests).toContain('POST /api/v1/chart/2/favorites/'));
  });

  it('puts a star back and says why when saving the favourite fails', async () => {
    // Arrange
    const requests = fakeApi([chartItem(1, 'Sales by region'), chartItem(2, 'Orders')], { favoriteFailure: true });
    const { store } = renderList();
    await screen.findByRole('button', { name: 'Remove Sales by region from favorites' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Orders to favorites' }));

    // Act
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['There was an error saving the favorite status: Fatal error']),
    );

    // Assert
    expect([
      requests.includes('POST /api/v1/chart/2/favorites/'),
      screen.getByRole('button', { name: 'Add Orders to favorites' }).getAttribute('aria-pressed'),
    ]).toEqual([true, 'false']);
  });

  it('deletes the selected charts after the typed confirmation, with a toast', async () => {
    // Arrange
    const requests = fakeApi([chartItem(1, 'Sales by region'), chartItem(2, 'Orders')]);
    const { store } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk select' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    const disabledBeforeTyping = confirm.disabled;
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), { target: { value: 'DELETE' } });

    // Act
    fireEvent.click(confirm);

    // Assert
    await waitFor(() => expect(toastTexts(store)).toEqual(['Deleted 2 charts']));
    expect([disabledBeforeTyping, requests.includes('DELETE /api/v1/chart/?q=!(1,2)')]).toEqual([true, true]);
  });

  it('offers edit and delete only on the charts a writer owns', async () => {
    // Arrange
    fakeApi([chartItem(1, 'Mine', [ada]), chartItem(2, 'Theirs', [grace])], { caller: 'writer' });

    // Act
    renderList();

    // Assert
    await screen.findByRole('button', { name: 'Edit Mine' });
    expect(
      ['Edit Mine', 'Delete Mine', 'Edit Theirs', 'Delete Theirs'].map(
        (name) => screen.queryByRole('button', { name }) !== null,
      ),
    ).toEqual([true, true, false, false]);
  });

  it('shows a reader no bulk select, no new chart and no row actions', async () => {
    // Arrange
    fakeApi([chartItem(1, 'Sales by region')], { caller: 'reader' });

    // Act
    renderList();

    // Assert
    await screen.findByRole('link', { name: 'Sales by region' });
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull());
    expect([
      screen.queryByRole('button', { name: 'Bulk select' }),
      screen.queryByRole('link', { name: 'Chart' }),
      screen.queryByRole('button', { name: 'Edit Sales by region' }),
    ]).toEqual([null, null, null]);
  });

  it('says what failed, with the status, when the list cannot load', async () => {
    // Arrange
    fakeApi([], { listFailure: { status: 500, message: 'Database unavailable' } });

    // Act
    renderList();

    // Assert
    const alert = await screen.findByRole('alert');
    expect([
      within(alert).getByText(/Could not load charts/).textContent,
      within(alert).getByText('Database unavailable').textContent,
    ]).toEqual(['Could not load charts (error 500): The server ran into a problem', 'Database unavailable']);
  });

  it.each([
    {
      name: 'no match for the filters',
      url: '/chart/list/?filters=(slice_name:zzz)',
      title: 'No results match your filter criteria',
      button: 'Clear all filters',
    },
    { name: 'no charts at all', url: '/chart/list/', title: "You don't have any charts yet!", button: 'Chart' },
  ])('tells an empty list apart: $name', async ({ url, title, button }) => {
    // Arrange
    fakeApi([]);

    // Act
    renderList(url);

    // Assert
    expect([(await screen.findByText(title)).textContent, (await screen.findAllByText(button)).length > 0]).toEqual([
      title,
      true,
    ]);
  });
});
