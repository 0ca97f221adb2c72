// @vitest-environment happy-dom
import { EditorView } from '@codemirror/view';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../../web/app/core/http/token-store.ts';
import type { DatasetDetail } from '../../../../../../web/app/features/datasets/editor/api.ts';
import { DatasetEditorModal } from '../../../../../../web/app/features/datasets/index.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';
import { salesDataset, sourceColumn } from './fixtures.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fake dataset API: GET answers `readings` in turn (the last one again), PUTs answer `putAnswer`; requests are kept. */
function fakeApi(
  readings: DatasetDetail[],
  putAnswer: { status: number; body: unknown } = { status: 200, body: { id: 7, result: {} } },
) {
  const received: { line: string; body?: unknown }[] = [];
  let read = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = decodeURIComponent(String(input));
      const method = init?.method ?? 'GET';
      received.push({
        line: `${method} ${url}`,
        ...(typeof init?.body === 'string' && { body: JSON.parse(init.body) }),
      });
      if (url.startsWith('/api/v1/dataset/related/owners'))
        return json({ count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: {} }] });
      if (url.startsWith('/api/v1/database/1/schemas/')) return json({ result: ['main', 'staging'] });
      if (url.startsWith('/api/v1/database/1/tables/'))
        return json({
          count: 2,
          result: [
            { value: 'orders', type: 'table' },
            { value: 'orders_view', type: 'view' },
          ],
        });
      if (method === 'PUT' && url.endsWith('/refresh')) return json({ message: 'OK' });
      if (method === 'PUT') return json(putAnswer.body, putAnswer.status);
      return json({ id: 7, result: readings[Math.min(read++, readings.length - 1)] });
    }),
  );
  return received;
}

function renderModal() {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithProviders(<DatasetEditorModal datasetId={7} onClose={onClose} onSaved={onSaved} />);
  return { ...view, onClose, onSaved };
}

const puts = (received: { line: string; body?: unknown }[]) => received.filter(({ line }) => line.startsWith('PUT'));

/** Opens a tab of the editor once it has loaded. */
async function openTab(name: RegExp) {
  fireEvent.click(await screen.findByRole('tab', { name }));
}

/** Clicks Save and OK in Superset's confirmation. */
async function saveConfirmed() {
  fireEvent.click(screen.getByTestId('dataset-editor-save'));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm save' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
}

/** Types into the first SQL expression editor of a tab once CodeMirror has loaded, as a keyboard would through its view. */
async function typeSql(tab: HTMLElement, text: string) {
  const [editor] = await within(tab).findAllByTestId('sql-expression-editor');
  const view = EditorView.findFromDOM(editor!.querySelector<HTMLElement>('.cm-editor')!)!;
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

/**
 * Waits until the Source tab's schema and table lists have loaded. Options of selects are looked up with `hidden`
 * throughout: under happy-dom the floating dropdown of a select in the scrolling tab can measure as detached from
 * its input, and Mantine then hides it (the browser tests click them visibly).
 */
async function listsLoaded() {
  await waitFor(() => expect(screen.queryAllByLabelText('Loading')).toEqual([]));
}

// Mantine makes each render a few seconds on a cold machine.
describe('the dataset editor', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    // happy-dom has no font loading API, which Mantine's growing text areas listen to.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('adds a metric with a dollar currency and a calculated column, and saves them after the confirmation', async () => {
    // Arrange
    const saved = salesDataset({ table_name: 'sales (saved)' });
    const received = fakeApi([salesDataset(), saved]);
    const { onSaved, onClose } = renderModal();
    await openTab(/^Metrics/);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const metrics = screen.getByTestId('dataset-editor-metrics');
    fireEvent.change(within(metrics).getAllByRole('textbox', { name: 'Metric Key' })[0]!, {
      target: { value: 'revenue' },
    });
    await typeSql(metrics, 'SUM(amount)');
    fireEvent.click(within(metrics).getByRole('combobox', { name: 'Metric currency' }));
    fireEvent.click(await screen.findByRole('option', { name: '$ (USD)', hidden: true }));
    fireEvent.click(within(metrics).getByRole('button', { name: 'Delete count' }));
    await openTab(/^Calculated columns/);
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const calculated = screen.getByTestId('dataset-editor-calculated-columns');
    fireEvent.change(within(calculated).getAllByRole('textbox', { name: 'Column name' })[0]!, {
      target: { value: 'region_upper' },
    });
    await typeSql(calculated, 'upper(region)');
    await saveConfirmed();
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    // Assert
    const body = puts(received)[0]?.body as {
      metrics: unknown[];
      columns: { column_name: string; expression: string | null }[];
    };
    expect({
      puts: puts(received).map(({ line }) => line),
      metrics: body.metrics,
      calculated: body.columns
        .filter((column) => column.expression !== null)
        .map(({ column_name, expression }) => ({ column_name, expression })),
      saved: onSaved.mock.calls,
    }).toEqual({
      puts: ['PUT /api/v1/dataset/7'],
      metrics: [
        {
          metric_name: 'revenue',
          expression: 'SUM(amount)',
          metric_type: null,
          verbose_name: null,
          description: null,
          d3format: null,
          warning_text: null,
          currency: { symbol: 'USD', symbolPosition: 'prefix' },
          extra: null,
        },
      ],
      calculated: [
        { column_name: 'region_upper', expression: 'upper(region)' },
        { column_name: 'amount_k', expression: 'amount / 1000' },
      ],
      saved: [[saved]],
    });
  });

  it('refuses template parameters that are not JSON: the field says why and nothing is sent', async () => {
    // Arrange
    const received = fakeApi([salesDataset()]);
    renderModal();
    await openTab(/^Settings/);

    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'Template parameters' }), {
      target: { value: '{"region": ' },
    });
    fireEvent.click(screen.getByTestId('dataset-editor-save'));

    // Assert
    const alert = await screen.findByRole('alert', { name: 'Fix these before saving' });
    expect({
      field: screen.getByRole('textbox', { name: 'Template parameters' }).getAttribute('aria-invalid'),
      alert: alert.textContent,
      flagged: screen
        .getAllByRole('tab')
        .filter((tab) => within(tab).queryByLabelText('Has a problem'))
        .map((tab) => tab.textContent),
      confirm: screen.queryByRole('dialog', { name: 'Confirm save' }),
      puts: puts(received),
    }).toEqual({
      field: 'true',
      alert: expect.stringMatching(/^Fix these before savingInvalid JSON: /),
      flagged: ['Settings'],
      confirm: null,
      puts: [],
    });
  });

  it('keeps the warning and certification fields and the Extra JSON as one, and saves them in extra', async () => {
    // Arrange
    const received = fakeApi([salesDataset({ extra: '{"kept": 1}' })]);
    renderModal();
    await openTab(/^Settings/);
    const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

    // Act
    fireEvent.change(field('Warning'), { target: { value: 'Late **data**' } });
    fireEvent.change(field('Certified by'), { target: { value: 'Finance' } });
    const extraAfterFields = field('Extra').value;
    fireEvent.change(field('Extra'), { target: { value: '{"kept": ' } });
    const whileBroken = [field('Warning').disabled, field('Certified by').disabled];
    fireEvent.change(field('Extra'), { target: { value: '{"warning_markdown": "Stale", "kept": 1}' } });
    const fieldsAfterExtra = [field('Warning').value, field('Certified by').value];
    await saveConfirmed();
    await waitFor(() => expect(puts(received)).toHaveLength(1));

    // Assert
    expect({
      extraAfterFields,
      whileBroken,
      fieldsAfterExtra,
      saved: (puts(received)[0]!.body as { extra: unknown }).extra,
    }).toEqual({
      extraAfterFields:
        '{\n  "kept": 1,\n  "warning_markdown": "Late **data**",\n  "certification": {\n    "certified_by": "Finance",\n    "details": ""\n  }\n}',
      whileBroken: [true, true],
      fieldsAfterExtra: ['Stale', ''],
      saved: '{"warning_markdown":"Stale","kept":1}',
    });
  });

  it("certifies a column in its expanded row: the row shows the rosette and the save sends the column's extra", async () => {
    // Arrange
    const received = fakeApi([
      salesDataset({
        columns: [
          sourceColumn(1, 'region', 'VARCHAR', { extra: '{"kept": true}' }),
          sourceColumn(2, 'amount', 'DOUBLE'),
        ],
      }),
    ]);
    renderModal();
    await openTab(/^Columns/);
    const columns = screen.getByTestId('dataset-editor-columns');

    // Act
    fireEvent.click(within(columns).getByRole('button', { name: 'Expand region' }));
    const details = within(columns).getByTestId('column-details');
    fireEvent.change(within(details).getByRole('textbox', { name: 'Certified by' }), {
      target: { value: 'Data team' },
    });
    fireEvent.change(within(details).getByRole('textbox', { name: 'Certification details' }), {
      target: { value: 'Checked daily' },
    });
    const badge = within(columns).getByRole('img', { name: /^Certified by Data team/ });
    await saveConfirmed();
    await waitFor(() => expect(puts(received)).toHaveLength(1));

    // Assert
    const body = puts(received)[0]!.body as { columns: { column_name: string; extra: string | null }[] };
    expect({
      badge: badge.getAttribute('aria-label'),
      extras: body.columns.map(({ column_name, extra }) => [column_name, extra]),
    }).toEqual({
      badge: 'Certified by Data team\nChecked daily',
      extras: [
        ['region', '{"kept":true,"certification":{"certified_by":"Data team","details":"Checked daily"}}'],
        ['amount', null],
      ],
    });
  });

  it("keeps the modal open with the server's words when the save is refused", async () => {
    // Arrange
    fakeApi([salesDataset()], { status: 422, body: { message: { metrics: ['One or more metrics are duplicated'] } } });
    const { onClose } = renderModal();
    await openTab(/^Settings/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Orders by region' } });

    // Act
    await saveConfirmed();
    const alert = await screen.findByRole('alert', { name: 'The dataset was not saved' });

    // Assert
    expect([alert.textContent, onClose.mock.calls.length]).toEqual([
      'The dataset was not savedmetrics: One or more metrics are duplicated',
      0,
    ]);
  });

  it('asks the server to sync the columns when the saved SQL changed, and offers no stale sync meanwhile', async () => {
    // Arrange
    const received = fakeApi([salesDataset()]);
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock to edit the source' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Physical (table or view)' }));
    await listsLoaded();
    fireEvent.click(screen.getByRole('combobox', { name: 'Table name' }));
    fireEvent.click(await screen.findByRole('option', { name: /orders_view/, hidden: true }));
    await openTab(/^Columns/);
    const syncDisabled = screen.getByRole('button', { name: 'Sync columns from source' }).hasAttribute('disabled');

    // Act
    await saveConfirmed();
    await waitFor(() => expect(puts(received)).toHaveLength(1));

    // Assert
    const { line, body } = puts(received)[0]!;
    expect([
      syncDisabled,
      line,
      (body as { sql: unknown; table_name: unknown }).sql,
      (body as { table_name: unknown }).table_name,
    ]).toEqual([true, 'PUT /api/v1/dataset/7?override_columns=true', null, 'orders_view']);
  });

  it('picks the schema from the database and then a table of it, asking nothing while the padlock is closed', async () => {
    // Arrange
    const received = fakeApi([salesDataset({ kind: 'physical', sql: null, table_name: 'orders' })]);
    renderModal();
    const schema = await screen.findByRole('combobox', { name: 'Schema' });
    const askedLocked = received.filter(({ line }) => line.includes('/api/v1/database/'));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Unlock to edit the source' }));
    await listsLoaded();
    fireEvent.click(schema);
    fireEvent.click(await screen.findByRole('option', { name: 'staging', hidden: true }));
    const tableAfterSchema = (screen.getByRole('combobox', { name: 'Table name' }) as HTMLInputElement).value;
    await listsLoaded();
    fireEvent.click(screen.getByRole('combobox', { name: 'Table name' }));
    const options = within(
      document.getElementById(screen.getByRole('combobox', { name: 'Table name' }).getAttribute('aria-controls')!)!,
    ).getAllByRole('option', { hidden: true });

    // Assert
    expect({
      askedLocked,
      asked: received.filter(({ line }) => line.includes('/api/v1/database/')).map(({ line }) => line),
      tableAfterSchema,
      options: options.map((option) => option.textContent),
    }).toEqual({
      askedLocked: [],
      asked: [
        'GET /api/v1/database/1/schemas/?q=(force:!f)',
        'GET /api/v1/database/1/tables/?q=(force:!f,schema_name:main)',
        'GET /api/v1/database/1/tables/?q=(force:!f,schema_name:staging)',
      ],
      tableAfterSchema: '',
      options: ['orders', 'orders_view'],
    });
  });

  it('syncs the columns from the source and says which were added, removed and modified', async () => {
    // Arrange
    const synced = salesDataset({
      columns: [
        sourceColumn(1, 'region', 'VARCHAR'),
        sourceColumn(2, 'amount', 'DECIMAL(18,2)'),
        sourceColumn(4, 'day', 'TIMESTAMP'),
      ],
    });
    const received = fakeApi([
      salesDataset({ columns: [...salesDataset().columns, sourceColumn(5, 'legacy', 'VARCHAR')] }),
      synced,
    ]);
    renderModal();
    await openTab(/^Columns/);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Sync columns from source' }));
    const summary = await screen.findByTestId('column-sync-summary');

    // Assert
    const rows = within(screen.getByTestId('dataset-editor-columns')).getAllByRole('row').slice(1);
    expect({
      summary: summary.textContent,
      rows: rows.map((row) => row.getAttribute('data-row')),
      puts: puts(received).map(({ line }) => line),
    }).toEqual({
      summary: 'Metadata has been syncedModified columns: amountRemoved columns: legacyNew columns added: day',
      rows: ['region', 'amount', 'day'],
      puts: ['PUT /api/v1/dataset/7/refresh'],
    });
  });
});
