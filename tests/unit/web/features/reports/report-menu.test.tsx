// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { ReportMenuScope, type ReportMenuState } from '../../../../../web/app/features/reports/index.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const ME = {
  id: 3,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  is_active: true,
  is_anonymous: false,
  created_on: null,
  changed_on: null,
  login_count: 1,
};
const REPORT = { id: 9, name: 'Weekly Report for Sales', active: true, type: 'Report', crontab: '0 12 * * 1' };

/** A fake API: the user, their roles, the dashboard's reports (or a failure), and the answer to writes; requests kept. */
function fakeApi(reports: () => Response, write: () => Response) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = decodeURIComponent(String(input));
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      if (url === '/api/v1/me/') return json({ result: ME });
      if (url === '/api/v1/me/roles/')
        return json({
          result: {
            roles: {
              Alpha: [
                ['can_write', 'ReportSchedule'],
                ['can_read', 'ReportSchedule'],
              ],
            },
            permissions: {},
          },
        });
      return method === 'GET' ? reports() : write();
    }),
  );
  return requests;
}

/** The menu's state with buttons in place of its entries, so each action is one click. */
function Entries({ menu }: { menu: ReportMenuState | null }) {
  if (menu === null) return <p>Loading the report entries</p>;
  if (!menu.canAddReports) return <p>No report entries</p>;
  if (menu.report === null) return <p>Set up an email report</p>;
  return (
    <>
      <p>{`${menu.report.name}: ${menu.report.active ? 'active' : 'inactive'}`}</p>
      <button type="button" onClick={menu.toggleActive}>
        Toggle
      </button>
      <button type="button" onClick={() => void menu.confirmDelete()}>
        Delete
      </button>
    </>
  );
}

/** Dashboard 5's menu inside the scope that loads the report entries' code, as the dashboard header hosts it. */
const Harness = () => (
  <ReportMenuScope target={{ kind: 'dashboard', id: 5, name: 'Sales' }}>
    {(menu) => <Entries menu={menu} />}
  </ReportMenuScope>
);

const toastTexts = (store: ReturnType<typeof renderWithProviders>['store']) =>
  selectToasts(store.getState()).map(({ text }) => `${text}`);

describe("a dashboard's report entries", { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  // First in the file: the entries' code is then still to load, as on a page's first open.
  it("keeps the host's menu where it was drawn while the entries' code arrives: a menu open under the pointer stays open", async () => {
    // Arrange
    fakeApi(
      () => json({ count: 1, ids: [REPORT.id], result: [REPORT] }),
      () => json({}),
    );
    let mounts = 0;
    function CountedEntries({ menu }: { menu: ReportMenuState | null }) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <Entries menu={menu} />;
    }

    // Act
    renderWithProviders(
      <ReportMenuScope target={{ kind: 'dashboard', id: 5, name: 'Sales' }}>
        {(menu) => <CountedEntries menu={menu} />}
      </ReportMenuScope>,
    );
    await screen.findByText('Weekly Report for Sales: active');

    // Assert
    expect(mounts).toBe(1);
  });

  it("asks for the user's own report made on this dashboard", async () => {
    // Arrange
    const requests = fakeApi(
      () => json({ count: 0, ids: [], result: [] }),
      () => json({}),
    );

    // Act
    renderWithProviders(<Harness />);

    // Assert
    await screen.findByText('Set up an email report');
    expect(requests).toContain(
      'GET /api/v1/report/?q=(filters:!((col:dashboard_id,opr:eq,value:5),(col:creation_method,opr:eq,value:dashboards),(col:created_by,opr:rel_o_m,value:3)),order_column:name,order_direction:asc,page:0,page_size:1)',
    );
  });

  it("says Superset's words when the reports cannot be fetched", async () => {
    // Arrange
    fakeApi(
      () => json({ message: 'Fatal error' }, 500),
      () => json({}),
    );

    // Act
    const { store } = renderWithProviders(<Harness />);

    // Assert
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['There was an issue fetching reports attached to this dashboard.']),
    );
  });

  it('turns the switch back and says so when the server refuses it', async () => {
    // Arrange
    const requests = fakeApi(
      () => json({ count: 1, ids: [9], result: [REPORT] }),
      () => json({ message: 'Forbidden' }, 403),
    );
    const { store } = renderWithProviders(<Harness />);
    await screen.findByText('Weekly Report for Sales: active');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));

    // Assert
    await waitFor(() => expect(toastTexts(store)).toEqual(['We were unable to active or deactivate this report.']));
    expect([
      screen.getByText('Weekly Report for Sales: active') !== null,
      requests.filter((line) => line.startsWith('PUT')),
    ]).toEqual([true, ['PUT /api/v1/report/9 {"active":false}']]);
  });

  it("says 'Deleted: <name>' once the report is gone, and 'Your report could not be deleted' otherwise", async () => {
    // Arrange
    let deletes = 0;
    fakeApi(
      () => json({ count: 1, ids: [9], result: [REPORT] }),
      () => (++deletes === 1 ? json({ message: 'Nope' }, 500) : json({ message: 'OK' })),
    );
    const { store } = renderWithProviders(<Harness />);
    await screen.findByText('Weekly Report for Sales: active');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(store)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    // Assert
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['Your report could not be deleted', 'Deleted: Weekly Report for Sales']),
    );
  });
});
