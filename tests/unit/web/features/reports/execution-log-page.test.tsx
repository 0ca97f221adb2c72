// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { ALERTS, ExecutionLogPage } from '../../../../../web/app/features/reports/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const ENTRY = {
  id: 4,
  uuid: '3f9c2a71-0000-4000-8000-000000000000',
  state: 'Success',
  scheduled_dttm: '2026-11-20T08:00:00',
  start_dttm: '2026-11-20T08:00:01',
  end_dttm: '2026-11-20T08:00:03.250',
  value: 42,
  value_row_json: '{"total":42,"region":"north"}',
  error_message: null,
};

/** A fake API: one log entry, no report item (the title falls back to the id); the log requests kept decoded. */
function fakeApi() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      if (!url.includes('/log/')) return json({ message: 'Not found' }, 404);
      requests.push(url);
      return json({ count: 1, ids: [4], result: [ENTRY] });
    }),
  );
  return requests;
}

function renderLog() {
  const Stub = createRoutesStub([
    { path: '/alert/:id/log/', Component: () => <ExecutionLogPage kind={ALERTS} id={9} /> },
  ]);
  return renderWithProviders(<Stub initialEntries={['/alert/9/log/']} />);
}

describe('the execution log', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows each alert run with its execution id, value and the row the value came from', async () => {
    // Arrange
    fakeApi();

    // Act
    renderLog();

    // Assert
    const table = await screen.findByRole('table', { name: 'Execution log' });
    await within(table).findByText('Success');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect({
      headers: within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
      cells: cells(within(table).getAllByRole('row')[1] as HTMLElement),
    }).toEqual({
      headers: [
        'State',
        'Execution ID',
        'Scheduled at (UTC)',
        'Start at (UTC)',
        'Duration',
        'Value',
        'Value row',
        'Error message',
      ],
      cells: [
        'Success',
        '3f9c2a',
        '2026-11-20 08:00:00',
        '2026-11-20 08:00:01',
        '00:00:02.250',
        '42',
        'total: 42, region: north',
        '',
      ],
    });
  });

  it('asks for the newest runs first, then sorts by the header pressed, ascending, then descending', async () => {
    // Arrange
    const requests = fakeApi();
    renderLog();
    await screen.findByText('Success');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'State' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'State' }));
    await waitFor(() => expect(requests).toHaveLength(3));

    // Assert
    expect({ requests, sort: screen.getByRole('columnheader', { name: 'State' }).getAttribute('aria-sort') }).toEqual({
      requests: [
        '/api/v1/report/9/log/?q=(filters:!(),order_column:start_dttm,order_direction:desc,page:0,page_size:25)',
        '/api/v1/report/9/log/?q=(filters:!(),order_column:state,order_direction:asc,page:0,page_size:25)',
        '/api/v1/report/9/log/?q=(filters:!(),order_column:state,order_direction:desc,page:0,page_size:25)',
      ],
      sort: 'descending',
    });
  });
});
