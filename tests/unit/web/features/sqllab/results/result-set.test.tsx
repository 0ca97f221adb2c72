// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../../../web/app/core/providers.tsx';
import { AUTH_STORAGE_KEY } from '../../../../../../web/app/core/http/token-store.ts';
import { ResultSet, type ResultSetProps } from '../../../../../../web/app/features/sqllab/results/index.ts';
import { selectToasts } from '../../../../../../web/app/features/toasts/index.ts';
import type { Query } from '../../../../../../web/app/features/sqllab/types.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';
import { queryOf, resultsOf, rowsOf } from './fixtures.ts';

const ALL = { canCsv: true, canCreateDataset: true };

function renderResultSet(query: Query, props: Partial<ResultSetProps> = {}) {
  const onFetchResults = vi.fn();
  const view = renderWithProviders(
    <MemoryRouter>
      <ResultSet query={query} height={400} permissions={ALL} onFetchResults={onFetchResults} {...props} />
    </MemoryRouter>,
  );
  return { ...view, onFetchResults };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('ResultSet', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('shows a 100,000-row result: the row count, the first rows, and a bounded number of rows in the DOM', () => {
    // Arrange
    const query = queryOf({ rows: 100_000, results: resultsOf(rowsOf(100_000)) });

    // Act
    renderResultSet(query);

    // Assert
    expect({
      count: screen.getByTestId('sqllab-row-count').textContent,
      first: within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    }).toEqual({ count: '100,000 rows', first: ['row 0', '0', '2024-01-02 03:04:05'] });
    expect(bodyRows().length).toBeLessThan(40);
  });

  it("says why rows are limited in Superset's words", () => {
    // Act
    renderResultSet(queryOf({ rows: 3, limit: 3, limitingFactor: 'DROPDOWN' }));

    // Assert
    expect(screen.getByTestId('sqllab-limit-message').textContent).toBe(
      'The number of rows displayed is limited to 3 by the limit dropdown.',
    );
  });

  it('filters the rows by the search text', () => {
    // Arrange
    renderResultSet(queryOf());

    // Act
    fireEvent.change(screen.getByLabelText('Filter results'), { target: { value: 'row 2' } });

    // Assert
    expect(bodyRows().map((row) => row.textContent)).toEqual(['row 222024-01-02 03:04:05']);
  });

  it('copies the whole result to the clipboard as tab-separated text', async () => {
    // Arrange
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const { store } = renderResultSet(queryOf({ results: resultsOf(rowsOf(2)) }));

    // Act
    fireEvent.click(screen.getByLabelText('Copy to Clipboard'));

    // Assert
    await waitFor(() =>
      expect(selectToasts(store.getState()).map(({ text }) => text)).toEqual(['Copied to clipboard!']),
    );
    expect(writeText.mock.calls).toEqual([
      ['name\tnum\tds\nrow 0\t0\t2024-01-02 03:04:05\nrow 1\t1\t2024-01-02 03:04:05\n'],
    ]);
  });

  it('downloads the CSV export with the bearer token, under the name the server gives', async () => {
    // Arrange
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    const fetchMock = vi.fn(
      async () =>
        new Response('name\nx\n', {
          headers: { 'Content-Disposition': 'attachment; filename="Untitled%20Query%201.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderResultSet(queryOf({ id: 'client/1' }));

    // Act
    fireEvent.click(screen.getByLabelText('Download to CSV'));

    // Assert
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect({
      url,
      auth: new Headers(init.headers).get('Authorization'),
      file: (click.mock.contexts[0] as HTMLAnchorElement).download,
    }).toEqual({
      url: '/api/v1/sqllab/export/client%2F1/',
      auth: 'Bearer a-1',
      file: 'Untitled%20Query%201.csv',
    });
  });

  it('warns before downloading a result the row-limit dropdown cut short, and downloads on OK', async () => {
    // Arrange
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    const fetchMock = vi.fn(async () => new Response('n\n1\n'));
    vi.stubGlobal('fetch', fetchMock);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderResultSet(queryOf({ rows: 3, limit: 3, limitingFactor: 'DROPDOWN' }));

    // Act
    fireEvent.click(screen.getByLabelText('Download to CSV'));
    const warning = (await screen.findByText(/^Downloading 3 rows/)).textContent;
    const fetchedBeforeOk = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    // Assert
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect({ warning, fetchedBeforeOk }).toEqual({
      warning:
        'Downloading 3 rows based on the LIMIT configuration. If you want the entire result set, you need to adjust the LIMIT.',
      fetchedBeforeOk: 0,
    });
  });

  it('fetches the rows again after the browser gave up waiting for them', () => {
    // Arrange
    const errors = [{ message: 'Request timed out', error_type: 'FRONTEND_TIMEOUT_ERROR', level: 'error', extra: {} }];
    const query = queryOf({ state: 'failed', results: null, errors });
    const { onFetchResults } = renderResultSet(query);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Retry fetching results' }));

    // Assert
    expect({ title: screen.getByRole('alert').textContent, calls: onFetchResults.mock.calls }).toEqual({
      title: 'Timeout errorRequest timed out',
      calls: [[query]],
    });
  });

  it('offers neither download, copy nor chart to a user without the permissions', () => {
    // Act
    renderResultSet(queryOf(), { permissions: { canCsv: false, canCreateDataset: false } });

    // Assert
    expect(
      ['Download to CSV', 'Copy to Clipboard', 'Create chart'].map((name) => screen.queryByRole('button', { name })),
    ).toEqual([null, null, null]);
  });

  it('fetches a newly stored result once, and again when asked', () => {
    // Arrange
    const query = queryOf({ results: null, resultsKey: 'key-9' });
    const { rerender, onFetchResults, store } = renderResultSet(query);
    rerender(
      <AppProviders appStore={store}>
        <MemoryRouter>
          <ResultSet query={{ ...query }} height={400} permissions={ALL} onFetchResults={onFetchResults} />
        </MemoryRouter>
      </AppProviders>,
    );

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Refetch results' }));

    // Assert
    expect(onFetchResults.mock.calls.map(([asked]) => (asked as Query).resultsKey)).toEqual(['key-9', 'key-9']);
  });

  it('runs a data preview again when its rows are gone', () => {
    // Arrange
    const onRerun = vi.fn();
    const query = queryOf({ results: null, resultsKey: null, isDataPreview: true });
    renderResultSet(query, { onRerun });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Fetch data preview' }));

    // Assert
    expect(onRerun.mock.calls).toEqual([[query]]);
  });

  it('says a CTAS created its table and opens a tab selecting from it', () => {
    // Arrange
    const onOpenInNewTab = vi.fn();
    renderResultSet(queryOf({ ctas: true, tempSchema: 'main', tempTable: 'tmp_sales', results: null }), {
      onOpenInNewTab,
    });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Query in a new tab' }));

    // Assert
    expect({ text: screen.getByTestId('sqllab-ctas-result').textContent, calls: onOpenInNewTab.mock.calls }).toEqual({
      text: 'Table [main.tmp_sales] was createdQuery in a new tab',
      calls: [[{ dbId: 1, catalog: null, schema: 'main', sql: 'SELECT * FROM main.tmp_sales', name: 'tmp_sales' }]],
    });
  });

  it('shows a syntax error titled by its engine, with its line and column', () => {
    // Arrange
    const errors = [
      {
        message: 'Parser Error: syntax error at or near "FORM"',
        error_type: 'SYNTAX_ERROR',
        level: 'error',
        extra: { engine_name: 'DuckDB', line: 2, column: 8 },
      },
    ];

    // Act
    renderResultSet(queryOf({ state: 'failed', results: null, errors, errorMessage: errors[0]!.message }));

    // Assert
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('DuckDB ErrorParser Error: syntax error at or near "FORM"\nLine 2, column 8');
  });

  it('shows a failure recorded with only a message, and a stopped query', () => {
    // Act
    const failed = renderResultSet(queryOf({ state: 'failed', results: null, errorMessage: 'Boom' }));
    const failedText = screen.getByRole('alert').textContent;
    failed.unmount();
    renderResultSet(queryOf({ state: 'stopped', results: null }));

    // Assert
    expect([failedText, screen.getByTestId('sqllab-query-stopped').textContent]).toEqual([
      'DB engine ErrorBoom',
      'Query was stopped',
    ]);
  });

  it('says when the query returned no rows', () => {
    // Act
    renderResultSet(queryOf({ rows: 0, results: resultsOf([]) }));

    // Assert
    expect(screen.getByTestId('sqllab-no-data').textContent).toBe('The query returned no data');
  });
});
