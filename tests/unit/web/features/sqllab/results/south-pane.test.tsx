// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../../../web/app/core/providers.tsx';
import {
  QueryHistoryPane,
  SouthPane,
  type SouthPaneProps,
} from '../../../../../../web/app/features/sqllab/results/index.ts';
import type { Table } from '../../../../../../web/app/features/sqllab/types.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';
import { queryOf, resultsOf, rowsOf } from './fixtures.ts';

const older = queryOf({
  id: 'q-old',
  sql: 'SELECT 1',
  startDttm: 1_700_000_000_000,
  endDttm: 1_700_000_000_500,
  rows: 1,
});
const newer = queryOf({
  id: 'q-new',
  sql: 'SELECT *\n  FROM  t',
  state: 'failed',
  startDttm: 1_700_000_100_000,
  endDttm: 1_700_000_102_000,
  rows: null,
});
const preview = queryOf({
  id: 'q-preview',
  isDataPreview: true,
  sql: 'SELECT * FROM main.birth_names LIMIT 100',
  results: resultsOf(rowsOf(2)),
});
const table: Table = {
  id: 'tbl-1',
  serverId: 4,
  dbId: 1,
  catalog: null,
  schema: 'main',
  name: 'birth_names',
  queryEditorId: 'tab-1',
  expanded: true,
  dataPreviewQueryId: 'q-preview',
};

describe('QueryHistoryPane', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the tab's queries newest first, without table previews, with state, duration, rows and one-line SQL", () => {
    // Act
    renderWithProviders(
      <QueryHistoryPane queries={[older, preview, newer]} onOpenInNewTab={vi.fn()} onRemove={vi.fn()} />,
    );

    // Assert
    const rows = within(screen.getByRole('table', { name: 'Query history' }))
      .getAllByRole('row')
      .slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell, at) => (at === 1 ? '(started)' : cell.textContent)),
    );
    expect(cells).toEqual([
      ['Failed', '(started)', '00:00:02.00', '', 'SELECT * FROM t'],
      ['Success', '(started)', '00:00:00.50', '1', 'SELECT 1'],
    ]);
  });

  it('opens a query in a new tab, removes it, shows its results and copies its SQL', () => {
    // Arrange
    const calls: string[] = [];
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderWithProviders(
      <QueryHistoryPane
        queries={[older]}
        onOpenInNewTab={(query) => calls.push(`open ${query.id}`)}
        onRemove={(query) => calls.push(`remove ${query.id}`)}
        onShowResults={(query) => calls.push(`results ${query.id}`)}
      />,
    );

    // Act
    for (const name of ['Open query in a new tab', 'Remove query from log', 'View results', 'Copy query'])
      fireEvent.click(screen.getByRole('button', { name }));

    // Assert
    expect({ calls, copied: writeText.mock.calls }).toEqual({
      calls: ['open q-old', 'remove q-old', 'results q-old'],
      copied: [['SELECT 1']],
    });
  });

  it('says how to fill an empty history', () => {
    // Act
    renderWithProviders(<QueryHistoryPane queries={[]} onOpenInNewTab={vi.fn()} onRemove={vi.fn()} />);

    // Assert
    expect(screen.getByText('Run a query to display query history')).toBeDefined();
  });
});

function paneProps(overrides: Partial<SouthPaneProps> = {}): SouthPaneProps {
  return {
    latestQuery: older,
    queries: [older, newer],
    tablePreviews: [{ table, query: preview }],
    height: 500,
    permissions: { canCsv: true, canCreateDataset: true },
    onFetchResults: vi.fn(),
    onOpenQueryInNewTab: vi.fn(),
    onRemoveQuery: vi.fn(),
    onCloseTable: vi.fn(),
    ...overrides,
  };
}

const renderPane = (props: SouthPaneProps) =>
  renderWithProviders(
    <MemoryRouter>
      <SouthPane {...props} />
    </MemoryRouter>,
  );

describe('SouthPane', { timeout: 30_000 }, () => {
  it('has Results, Query history and one tab per table preview, and shows the latest result first', () => {
    // Act
    renderPane(paneProps());

    // Assert
    expect({
      tabs: screen.getAllByRole('tab').map((tab) => tab.textContent),
      results: screen.getByTestId('sqllab-row-count').textContent,
    }).toEqual({ tabs: ['Results', 'Query history', 'Preview: `main`.`birth_names`'], results: '1 row' });
  });

  it("shows a table's preview and the history on their tabs, and closes a table panel", () => {
    // Arrange
    const props = paneProps();
    renderPane(props);

    // Act
    fireEvent.click(screen.getByRole('tab', { name: /^Preview: `main`.`birth_names`/ }));
    const previewCount = screen.getByTestId('sqllab-row-count').textContent;
    fireEvent.click(screen.getByRole('tab', { name: 'Query history' }));
    const historyRows = within(screen.getByRole('table', { name: 'Query history' })).getAllByRole('row').length - 1;
    fireEvent.click(screen.getByLabelText('Close birth_names'));

    // Assert
    expect({ previewCount, historyRows, closed: vi.mocked(props.onCloseTable).mock.calls }).toEqual({
      previewCount: '3 rows',
      historyRows: 2,
      closed: [[table]],
    });
  });

  it('brings Results forward when a new query runs, and says how to get results before any', () => {
    // Arrange
    const view = renderPane(paneProps({ latestQuery: null }));
    const empty = screen.getByText('Run a query to display results') !== null;
    fireEvent.click(screen.getByRole('tab', { name: 'Query history' }));

    // Act
    view.rerender(
      <AppProviders appStore={view.store}>
        <MemoryRouter>
          <SouthPane {...paneProps({ latestQuery: older })} />
        </MemoryRouter>
      </AppProviders>,
    );

    // Assert
    expect({ empty, selected: screen.getByRole('tab', { selected: true }).textContent }).toEqual({
      empty: true,
      selected: 'Results',
    });
  });
});
