// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../../web/app/core/http/token-store.ts';
import { SaveDatasetModal } from '../../../../../../web/app/features/sqllab/results/index.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';
import { queryOf } from './fixtures.ts';

const me = {
  id: 7,
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

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fake API; every write is kept as `METHOD path` with its JSON body. */
function fakeApi(createAnswer: Response) {
  const writes: [string, unknown][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method !== 'GET') writes.push([`${method} ${url}`, JSON.parse(String(init?.body))]);
      if (url.startsWith('/api/v1/me/')) return json({ result: me });
      if (method === 'GET' && url.startsWith('/api/v1/dataset/'))
        return json({ result: [{ id: 5, table_name: 'sales_v', owners: [{ id: 3 }, { id: 7 }] }] });
      if (method === 'PUT') return json({ id: 5, result: {} });
      return createAnswer;
    }),
  );
  return writes;
}

function ExploreMarker() {
  const location = useLocation();
  return <p data-testid="explore-at">{`${location.pathname}${location.search}`}</p>;
}

function renderModal() {
  const onClose = vi.fn();
  const query = queryOf({ tab: 'Sales', templateParams: '{"year": 2024}' });
  const Stub = createRoutesStub([
    { path: '/sqllab', Component: () => <SaveDatasetModal opened onClose={onClose} query={query} /> },
    { path: '/explore', Component: ExploreMarker },
  ]);
  renderWithProviders(<Stub initialEntries={['/sqllab']} />);
  return onClose;
}

describe('SaveDatasetModal', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('saves the query as a new virtual dataset owned by the user, then explores it as a table', async () => {
    // Arrange
    const writes = fakeApi(json({ id: 42, result: {} }, 201));
    const onClose = renderModal();
    fireEvent.change(screen.getByLabelText('Dataset name'), { target: { value: 'sales by day' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save & Explore' })).toBeDefined());

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Save & Explore' }));

    // Assert
    await waitFor(() =>
      expect(screen.getByTestId('explore-at').textContent).toBe(
        '/explore/?datasource_type=table&datasource_id=42&viz_type=table',
      ),
    );
    expect({ writes, closed: onClose.mock.calls.length }).toEqual({
      writes: [
        [
          'POST /api/v1/dataset/',
          {
            database: 1,
            catalog: null,
            schema: 'main',
            sql: 'SELECT name, num, ds FROM t',
            table_name: 'sales by day',
            owners: [7],
            template_params: '{"year":2024}',
          },
        ],
      ],
      closed: 1,
    });
  });

  it("keeps the modal open with Superset's message and the server's reason when the save fails", async () => {
    // Arrange
    fakeApi(json({ message: { table_name: ['Dataset main.sales by day already exists'] } }, 422));
    renderModal();

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Save & Explore' }));

    // Assert
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'An error occurred saving datasettable_name: Dataset main.sales by day already exists',
    );
  });

  it('overwrites a dataset of the user after asking, keeping its owners, then explores it', async () => {
    // Arrange
    const writes = fakeApi(json({}, 500));
    renderModal();
    fireEvent.click(screen.getByLabelText('Overwrite existing'));
    fireEvent.click(screen.getByRole('combobox', { name: 'Dataset to overwrite' }));
    fireEvent.click(await screen.findByRole('option', { name: 'sales_v', hidden: true }));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Save & Explore' }));
    const question = screen.getByText('Are you sure you want to overwrite this dataset?') !== null;
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite & Explore' }));

    // Assert
    await waitFor(() =>
      expect(screen.getByTestId('explore-at').textContent).toBe(
        '/explore/?datasource_type=table&datasource_id=5&viz_type=table',
      ),
    );
    expect({ question, writes }).toEqual({
      question: true,
      writes: [
        [
          'PUT /api/v1/dataset/5?override_columns=true',
          {
            sql: 'SELECT name, num, ds FROM t',
            database_id: 1,
            owners: [3, 7],
            columns: [
              { column_name: 'name', type: 'VARCHAR', is_dttm: false },
              { column_name: 'num', type: 'BIGINT', is_dttm: false },
              { column_name: 'ds', type: 'TIMESTAMP', is_dttm: true },
            ],
          },
        ],
      ],
    });
  });
});
