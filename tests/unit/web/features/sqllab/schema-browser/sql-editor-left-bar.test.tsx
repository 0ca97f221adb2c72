// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../../web/app/core/http/token-store.ts';
import {
  SqlEditorLeftBar,
  type SqlEditorLeftBarProps,
} from '../../../../../../web/app/features/sqllab/schema-browser/index.ts';
import type { Table } from '../../../../../../web/app/features/sqllab/types.ts';
import { selectToasts } from '../../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';
import { fakeMetadataApi, tableNames } from './fake-metadata-api.ts';

const openTable = (name: string, expanded: boolean): Table => ({
  id: `t-${name}`,
  serverId: null,
  dbId: 1,
  catalog: null,
  schema: 'main',
  name,
  queryEditorId: 'q1',
  expanded,
  dataPreviewQueryId: null,
});

/** The input of a Mantine select. */
const inputLabelled = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLInputElement;

function renderLeftBar(overrides: Partial<SqlEditorLeftBarProps> = {}) {
  const props: SqlEditorLeftBarProps = {
    dbId: 1,
    catalog: null,
    schema: 'main',
    tables: [],
    onDbChange: vi.fn(),
    onCatalogChange: vi.fn(),
    onSchemaChange: vi.fn(),
    onOpenTable: vi.fn(),
    onRemoveTable: vi.fn(),
    onCollapse: vi.fn(),
    onExpand: vi.fn(),
    ...overrides,
  };
  const { store } = renderWithProviders(<SqlEditorLeftBar {...props} />);
  return { ...props, store };
}

// Mantine makes each render take a few seconds on a loaded machine.
describe('SqlEditorLeftBar', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows the database and schema, and draws only the visible rows of 5,000 tables', async () => {
    // Arrange
    fakeMetadataApi(tableNames(5_000));
    renderLeftBar();
    // Act
    await screen.findByText('5,000 of 5,000 tables');
    const options = within(screen.getByRole('listbox', { name: 'Tables' })).getAllByRole('option');
    // Assert
    expect(inputLabelled('Database').value).toBe('examples');
    expect(inputLabelled('Schema').value).toBe('main');
    expect(options[0]!.textContent).toBe('customers');
    expect(options.length).toBeLessThan(40);
  });

  it('filters tables by the search and opens the one clicked', async () => {
    // Arrange
    fakeMetadataApi(tableNames(5_000));
    const props = renderLeftBar();
    await screen.findByText('5,000 of 5,000 tables');
    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'Search tables' }), { target: { value: 'ORD' } });
    const options = within(screen.getByRole('listbox', { name: 'Tables' })).getAllByRole('option');
    fireEvent.click(options[0]!);
    // Assert
    expect(options.map((option) => option.textContent)).toEqual(['orders']);
    expect(props.onOpenTable).toHaveBeenCalledWith({ dbId: 1, catalog: null, schema: 'main', name: 'orders' });
  });

  it("lists an open table's columns with types and keys, and collapses and removes it", async () => {
    // Arrange
    const received = fakeMetadataApi(tableNames(10));
    const orders = openTable('orders', true);
    const customers = openTable('customers', false);
    const props = renderLeftBar({ tables: [orders, customers] });
    // Act
    const columns = await screen.findByRole('list', { name: 'Columns of orders' });
    const ordersEntry = screen.getByRole('group', { name: 'Table orders' });
    fireEvent.click(within(ordersEntry).getByRole('button', { name: 'Collapse table preview' }));
    fireEvent.click(within(ordersEntry).getByRole('button', { name: 'Remove table preview' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Table customers' })).getByRole('button', {
        name: 'Expand table preview',
      }),
    );
    // Assert
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['idPKINTEGER', 'orders_noteVARCHAR']);
    expect(props.onCollapse).toHaveBeenCalledWith(orders);
    expect(props.onRemoveTable).toHaveBeenCalledWith(orders);
    expect(props.onExpand).toHaveBeenCalledWith(customers);
    expect(received.filter((url) => url.includes('table_metadata'))).toEqual([
      '/api/v1/database/1/table_metadata/?name=orders&schema=main',
    ]);
  });

  it('reports a database and schema change', async () => {
    // Arrange
    fakeMetadataApi(tableNames(10));
    const props = renderLeftBar({ dbId: null, schema: null });
    // Act
    fireEvent.click(screen.getByRole('combobox', { name: 'Database' }));
    // Mantine keeps the dropdown in a transition happy-dom never ends, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: /examples/, hidden: true }));
    // Assert
    await waitFor(() => expect(props.onDbChange).toHaveBeenCalledWith(1));
    expect(inputLabelled('Schema').disabled).toBe(true);
  });

  it('says so when a forced refresh of the schemas fails, and keeps the list it had', async () => {
    // Arrange
    fakeMetadataApi(tableNames(10));
    const metadata = vi.mocked(fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        decodeURIComponent(String(input)).includes('force:!t')
          ? new Response(JSON.stringify({ message: 'Fatal error' }), { status: 500 })
          : metadata(input, init),
      ),
    );
    const { store } = renderLeftBar();
    await screen.findByText('10 of 10 tables');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Force refresh schema list' }));

    // Assert
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((toast) => toast.text)).toEqual([
        'There was an error loading the schemas',
      ]),
    );
    expect(inputLabelled('Schema').value).toBe('main');
  });
});
