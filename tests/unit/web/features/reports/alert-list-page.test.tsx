// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { AlertListPage, ALERTS, REPORTS, type ListKind } from '../../../../../web/app/features/reports/index.ts';
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

const row = (id: number, name: string, owners: number[]) => ({
  id,
  name,
  type: 'Report',
  active: true,
  description: null,
  crontab: '0 9 * * *',
  crontab_humanized: 'At 09:00 AM',
  timezone: 'Europe/Paris',
  creation_method: 'alerts_reports',
  chart_id: 7,
  dashboard_id: null,
  last_eval_dttm: '2026-11-20T08:00:00Z',
  last_state: 'Success',
  extra: {},
  owners: owners.map((owner) => ({
    id: owner,
    first_name: owner === 3 ? 'Ada' : 'Bo',
    last_name: owner === 3 ? 'Lovelace' : 'Diddley',
  })),
  recipients: [{ id: 1, type: 'Email' }],
  created_by: null,
  changed_by: null,
  created_on: null,
  changed_on: '2026-11-20T08:00:00Z',
  changed_on_delta_humanized: '6 days ago',
});

/** A fake API: an Alpha with report writes, the list, and the answer to deletes; requests kept decoded. */
function fakeApi(list: unknown) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = decodeURIComponent(String(input));
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url}`);
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
      if (url.startsWith('/api/v1/report/related/')) return json({ count: 0, result: [] });
      if (method === 'DELETE') return json({ message: 'Deleted 1 report schedule' });
      return json(list);
    }),
  );
  return requests;
}

function renderList(kind: ListKind, path: string) {
  const Stub = createRoutesStub([{ path, Component: () => <AlertListPage kind={kind} /> }]);
  return renderWithProviders(<Stub initialEntries={[path]} />);
}

describe('the alert and report list', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("asks for the list's type and shows each report's schedule in words, with actions on the user's own", async () => {
    // Arrange
    const requests = fakeApi({ count: 2, ids: [1, 2], result: [row(1, 'Mine', [3]), row(2, 'Theirs', [8])] });

    // Act
    renderList(REPORTS, '/report/list/');

    // Assert
    const table = await screen.findByRole('table', { name: 'Reports' });
    await within(table).findByText('Mine');
    expect([
      within(table).getAllByText('Every day at 09:00 (Europe/Paris)').length,
      screen.queryByRole('button', { name: 'Edit Mine' }) !== null,
      screen.queryByRole('button', { name: 'Edit Theirs' }),
      (screen.getByRole('switch', { name: 'Active: Theirs' }) as HTMLInputElement).disabled,
    ]).toEqual([2, true, null, true]);
    expect(requests).toContain(
      'GET /api/v1/report/?q=(filters:!((col:type,opr:eq,value:Report)),order_column:name,order_direction:desc,page:0,page_size:25)',
    );
  });

  it('deletes the selected alerts in one request and says what the server says', async () => {
    // Arrange
    const requests = fakeApi({ count: 1, ids: [4], result: [{ ...row(4, 'Too many', [3]), type: 'Alert' }] });
    const { store } = renderList(ALERTS, '/alert/list/');
    await screen.findByText('Too many');
    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Too many' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Alert?' });
    within(confirm).getByText('Are you sure you want to delete the selected alerts?');
    fireEvent.change(within(confirm).getByRole('textbox'), { target: { value: 'DELETE' } });

    // Act
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    // Assert
    await waitFor(() =>
      expect(selectToasts(store.getState()).map(({ text }) => `${text}`)).toEqual(['Deleted 1 report schedule']),
    );
    expect(requests.filter((line) => line.startsWith('DELETE'))).toEqual(['DELETE /api/v1/report/?q=!(4)']);
  });
});
