// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import rison from 'rison';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { RlsListPage } from '../../../../../web/app/features/row-level-security/index.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const rule = (id: number, name: string, clause: string) => ({
  id,
  name,
  filter_type: 'Regular',
  tables: [{ id: 1, schema: 'main', table_name: 'birth_names' }],
  roles: [{ id: 4, name: 'Gamma' }],
  clause,
  group_key: 'region',
  description: null,
  changed_on_delta_humanized: '2 days ago',
  changed_by: { first_name: 'Ada', last_name: 'Lovelace' },
});
const RULES = [
  rule(3, 'Europe', "region = 'Europe'"),
  rule(5, 'Asia', `region = 'Asia' AND ${'x = 1 AND '.repeat(30)}y`),
];

const WRITER = { Admin: [] };
const READER = { Auditor: [['can_read', 'Row Level Security']] };

/** A fake API: the caller's roles, the rules above, OK to any delete; each request kept as `METHOD path`, decoded. */
function fakeApi(roles: Record<string, string[][]>) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = decodeURIComponent(String(input));
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url}`);
      if (url.startsWith('/api/v1/me/roles/')) return json({ result: { roles, permissions: {} } });
      if (method === 'DELETE') return json({ message: 'Deleted 2 rules' });
      if (url.includes('/related/')) return json({ count: 0, result: [] });
      return json({ count: RULES.length, ids: RULES.map(({ id }) => id), result: RULES });
    }),
  );
  return requests;
}

/** The `q` of the last list request, decoded. */
function lastListQuery(requests: string[]) {
  const last = requests.filter((line) => line.startsWith('GET /api/v1/rowlevelsecurity/?q=')).at(-1) ?? '';
  return rison.decode(last.slice('GET /api/v1/rowlevelsecurity/?q='.length)) as Record<string, unknown>;
}

function renderList(entry = '/rowlevelsecurity/list/') {
  const Stub = createRoutesStub([{ path: '/rowlevelsecurity/list/', Component: RlsListPage }]);
  return renderWithProviders(<Stub initialEntries={[entry]} />);
}

describe('the row level security list', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("shows Superset's columns, the clause whole on hover, and the writer's buttons", async () => {
    // Arrange
    fakeApi(WRITER);
    renderList();
    await screen.findByText('Europe');
    await screen.findByRole('button', { name: 'Rule' });
    const table = screen.getByRole('table', { name: 'Rules' });

    // Act
    fireEvent.mouseEnter(within(table).getByText(RULES[1]!.clause));
    const tooltip = await screen.findByRole('tooltip');

    // Assert
    expect({
      title: screen.getByRole('heading', { level: 1 }).textContent,
      headers: within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
      firstRow: [...within(table).getAllByRole('row')[1]!.querySelectorAll('td')].map((cell) => cell.textContent),
      tooltip: tooltip.textContent,
      buttons: ['Bulk select', 'Edit Europe', 'Delete Europe'].map(
        (name) => screen.queryByRole('button', { name }) !== null,
      ),
    }).toEqual({
      title: 'Row Level Security',
      headers: ['Name', 'Filter Type', 'Group Key', 'Clause', 'Last modified', 'Actions'],
      firstRow: ['Europe', 'Regular', 'region', "region = 'Europe'", '2 days ago', ''],
      tooltip: RULES[1]!.clause,
      buttons: [true, true, true],
    });
  });

  it('offers a reader neither the add button, bulk select nor the row actions', async () => {
    // Arrange
    const requests = fakeApi(READER);
    renderList();

    // Act
    await screen.findByText('Europe');
    await waitFor(() => expect(requests.some((line) => line.includes('/api/v1/me/roles/'))).toBe(true));

    // Assert
    expect({
      headers: screen.getAllByRole('columnheader').map((header) => header.textContent),
      buttons: ['Rule', 'Bulk select', 'Edit Europe'].map((name) => screen.queryByRole('button', { name })),
    }).toEqual({
      headers: ['Name', 'Filter Type', 'Group Key', 'Clause', 'Last modified'],
      buttons: [null, null, null],
    });
  });

  it('asks the API for the filters of the URL and the picked filter type, sorted by a header', async () => {
    // Arrange
    const requests = fakeApi(WRITER);
    renderList('/rowlevelsecurity/list/?filters=(group_key:region,name:eu,roles:(label:Gamma,value:4))');
    await screen.findByText('Europe');
    fireEvent.click(screen.getByRole('combobox', { name: 'Filter Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Base', hidden: true }));
    await waitFor(() => expect(lastListQuery(requests).filters).toHaveLength(4));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));

    // Assert
    await waitFor(() => expect(lastListQuery(requests).order_column).toBe('name'));
    expect(lastListQuery(requests)).toEqual({
      filters: [
        { col: 'name', opr: 'ct', value: 'eu' },
        { col: 'filter_type', opr: 'eq', value: 'Base' },
        { col: 'group_key', opr: 'ct', value: 'region' },
        { col: 'roles', opr: 'rel_m_m', value: 4 },
      ],
      order_column: 'name',
      order_direction: 'asc',
      page: 0,
      page_size: 25,
    });
  });

  it('deletes one rule after "Please confirm" and DELETE typed', async () => {
    // Arrange
    const requests = fakeApi(WRITER);
    const { store } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Europe' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    const question = within(confirm).getByText('Are you sure you want to delete Europe?').textContent;
    fireEvent.change(within(confirm).getByRole('textbox'), { target: { value: 'DELETE' } });

    // Act
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    // Assert
    await waitFor(() => expect(selectToasts(store.getState()).map(({ text }) => text)).toEqual(['Deleted Europe']));
    expect({ question, deletes: requests.filter((line) => line.startsWith('DELETE')) }).toEqual({
      question: 'Are you sure you want to delete Europe?',
      deletes: ['DELETE /api/v1/rowlevelsecurity/3'],
    });
  });

  it('deletes the selected rules in one request, and reloads the list', async () => {
    // Arrange
    const requests = fakeApi(WRITER);
    const { store } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk select' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 2' }));
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    within(confirm).getByText('Are you sure you want to delete the selected rules?');
    fireEvent.change(within(confirm).getByRole('textbox'), { target: { value: 'delete' } });
    const listRequests = () => requests.filter((line) => line.startsWith('GET /api/v1/rowlevelsecurity/?q=')).length;
    const before = listRequests();

    // Act
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    // Assert
    await waitFor(() => expect(selectToasts(store.getState()).map(({ text }) => text)).toEqual(['Deleted 2 rules']));
    await waitFor(() => expect(listRequests()).toBe(before + 1));
    expect(requests.filter((line) => line.startsWith('DELETE'))).toEqual(['DELETE /api/v1/rowlevelsecurity/?q=!(3,5)']);
  });

  it('opens the modal to edit a rule from its row', async () => {
    // Arrange
    const requests = fakeApi(WRITER);
    renderList();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Europe' }));

    // Assert
    await screen.findByRole('dialog', { name: 'Edit Rule' });
    await waitFor(() => expect(requests).toContain('GET /api/v1/rowlevelsecurity/3'));
  });
});
