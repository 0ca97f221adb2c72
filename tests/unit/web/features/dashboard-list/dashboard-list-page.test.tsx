// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardListItem } from '../../../../../shared/api/dashboard.ts';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { DashboardListPage } from '../../../../../web/app/features/dashboard-list/index.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';
import { ada, dashboardDetail, dashboardItem } from './fixtures.ts';

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

/** A request the fake API received: method, decoded path and query, and the form or JSON it carried. */
interface Received {
  line: string;
  body?: unknown;
}

/** What the fake import endpoint answers, one answer per call in turn. */
type ImportAnswer = { status: number; body: unknown };

/** A fake dashboard API answering by path, for an Admin; every request is kept. */
function fakeApi(dashboards: DashboardListItem[], imports: ImportAnswer[] = []) {
  const received: Received[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body =
        init?.body instanceof FormData
          ? Object.fromEntries(
              [...init.body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
            )
          : typeof init?.body === 'string'
            ? JSON.parse(init.body)
            : undefined;
      received.push({ line: `${method} ${decodeURIComponent(url)}`, ...(body !== undefined && { body }) });
      if (url.startsWith('/api/v1/me/roles/')) return json({ result: { roles: { Admin: [] }, permissions: {} } });
      if (url.startsWith('/api/v1/me/')) return json({ result: me });
      if (url.startsWith('/api/v1/dashboard/favorite_status/'))
        return json({ result: dashboards.map(({ id }) => ({ id, value: id === 1 })) });
      if (url.startsWith('/api/v1/dashboard/related/'))
        return json({ count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: {} }] });
      if (/\/favorites\/$/.test(url)) return json({ result: 'OK' });
      if (url.startsWith('/api/v1/dashboard/import/')) {
        const answer = imports.shift() ?? { status: 200, body: { message: 'OK' } };
        return json(answer.body, answer.status);
      }
      if (method === 'PUT') return json({ id: 1, result: {}, last_modified_time: 1 });
      if (method === 'DELETE') return json({ message: `Deleted ${dashboards.length} dashboards` });
      const byId = /^\/api\/v1\/dashboard\/(\d+)$/.exec(url);
      if (byId)
        return json({
          id: Number(byId[1]),
          result: dashboardDetail(dashboards.find(({ id }) => id === Number(byId[1])) ?? dashboards[0]!),
        });
      return json({ count: dashboards.length, ids: dashboards.map(({ id }) => id), result: dashboards });
    }),
  );
  return received;
}

function renderList(url = '/dashboard/list/') {
  const Stub = createRoutesStub([{ path: '/dashboard/list', Component: DashboardListPage }]);
  return renderWithProviders(<Stub initialEntries={[url]} />);
}

const lines = (received: Received[], prefix: string) => received.filter(({ line }) => line.startsWith(prefix));
const toastTexts = (store: ReturnType<typeof renderList>['store']) =>
  selectToasts(store.getState()).map(({ text }) => text);

// Mantine and the router make each render a few seconds on a cold machine.
describe('dashboard list page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    // happy-dom has no font loading API, which Mantine's growing text areas (the JSON metadata editor) listen to.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('lists dashboards linked by slug or id, with their status and stars, and stars one', async () => {
    // Arrange
    const received = fakeApi([
      dashboardItem(1, 'Sales', { slug: 'sales', published: true, status: 'published' }),
      dashboardItem(2, 'Births'),
    ]);
    renderList();
    const births = await screen.findByRole('link', { name: 'Births' });
    await screen.findByRole('button', { name: 'Remove Sales from favorites' });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Add Births to favorites' }));

    // Assert
    await screen.findByRole('button', { name: 'Remove Births from favorites' });
    const rows = within(screen.getByRole('table', { name: 'Dashboards' }))
      .getAllByRole('row')
      .slice(1);
    expect([
      screen.getByRole('link', { name: 'Sales' }).getAttribute('href'),
      births.getAttribute('href'),
      rows.map((row) => within(row).getByText(/^(Published|Draft)$/).textContent),
      lines(received, 'POST').map(({ line }) => line),
    ]).toEqual([
      '/superset/dashboard/sales/',
      '/superset/dashboard/2/',
      ['Published', 'Draft'],
      ['POST /api/v1/dashboard/2/favorites/'],
    ]);
  });

  it('imports a bundle after asking for the database password, then for the overwrite', async () => {
    // Arrange
    const refusal = (extra: Record<string, unknown>) => ({
      status: 422,
      body: {
        errors: [
          { message: 'Error importing dashboard', error_type: 'GENERIC_COMMAND_ERROR', level: 'warning', extra },
        ],
      },
    });
    const received = fakeApi(
      [dashboardItem(1, 'Sales')],
      [
        refusal({ 'databases/examples.yaml': { _schema: ['Must provide a password for the database'] } }),
        refusal({ 'dashboards/Sales_1.yaml': 'Dashboard already exists and `overwrite=true` was not passed' }),
      ],
    );
    const { store } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Import dashboards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import dashboard' });
    const file = new File(['PK'], 'dashboards.zip', { type: 'application/zip' });
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    fireEvent.change(await within(dialog).findByLabelText(/databases\/examples\.yaml password/), {
      target: { value: 's3cret' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const overwrite = await within(dialog).findByRole('button', { name: 'Overwrite' });
    const lockedBeforeTyping = overwrite.hasAttribute('disabled');
    fireEvent.change(within(dialog).getByLabelText('Type "OVERWRITE" to confirm'), { target: { value: 'overwrite' } });
    fireEvent.click(overwrite);

    // Assert
    await waitFor(() => expect(toastTexts(store)).toEqual(['Dashboard imported']));
    expect([lockedBeforeTyping, lines(received, 'POST /api/v1/dashboard/import/').map(({ body }) => body)]).toEqual([
      true,
      [
        { formData: 'dashboards.zip' },
        { formData: 'dashboards.zip', passwords: '{"databases/examples.yaml":"s3cret"}' },
        { formData: 'dashboards.zip', passwords: '{"databases/examples.yaml":"s3cret"}', overwrite: 'true' },
      ],
    ]);
  });

  it('shows an import refusal it cannot fix in the server words', async () => {
    // Arrange
    fakeApi(
      [dashboardItem(1, 'Sales')],
      [
        {
          status: 422,
          body: {
            errors: [
              {
                message: 'Could not find a valid command to import file',
                error_type: 'GENERIC_COMMAND_ERROR',
                level: 'warning',
                extra: { issue_codes: [] },
              },
            ],
          },
        },
      ],
    );
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Import dashboards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import dashboard' });
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'notes.yaml')] },
    });

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    // Assert
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The import failedCould not find a valid command to import file',
    );
  });

  it("keeps an import's warnings on screen until the user is done with them", async () => {
    // Arrange
    const warning = 'Dashboard "Sales" was imported without its slug "sales": another dashboard uses that slug.';
    fakeApi([dashboardItem(1, 'Sales')], [{ status: 200, body: { message: 'OK', warnings: [warning] } }]);
    const { store } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Import dashboards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import dashboard' });
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['PK'], 'dashboards.zip')] },
    });

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const notes = await within(dialog).findByRole('status');
    const shown = [notes.textContent, toastTexts(store)];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    // Assert
    expect(shown).toEqual([`Imported, with notes${warning}`, ['Dashboard imported']]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import dashboard' })).toBeNull());
  });

  it('saves the properties modal with the PUT body Superset sends', async () => {
    // Arrange
    const received = fakeApi([dashboardItem(1, 'Sales', { certified_by: 'Data team' })]);
    const { store } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dashboard properties' });
    const slug = await within(dialog).findByLabelText('URL slug');

    // Act
    fireEvent.change(slug, { target: { value: 'sales-board' } });
    fireEvent.change(within(dialog).getByLabelText('Certification details'), {
      target: { value: 'Matches the ledger' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Assert
    await waitFor(() => expect(toastTexts(store)).toEqual(['The dashboard has been saved']));
    expect(lines(received, 'PUT')).toEqual([
      {
        line: 'PUT /api/v1/dashboard/1',
        body: {
          dashboard_title: 'Sales',
          slug: 'sales-board',
          owners: [ada.id],
          roles: [],
          certified_by: 'Data team',
          certification_details: 'Matches the ledger',
          json_metadata: '{"color_scheme":"supersetColors"}',
        },
      },
    ]);
  });

  it('deletes the selected dashboards in bulk once DELETE is typed', async () => {
    // Arrange
    const received = fakeApi([dashboardItem(1, 'Sales'), dashboardItem(2, 'Births')]);
    const { store } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk select' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));

    // Act
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // Assert
    await waitFor(() => expect(toastTexts(store)).toEqual(['Deleted 2 dashboards']));
    expect(lines(received, 'DELETE').map(({ line }) => line)).toEqual(['DELETE /api/v1/dashboard/?q=!(1,2)']);
  });
});
