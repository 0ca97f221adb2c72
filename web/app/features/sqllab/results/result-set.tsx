import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Query } from '../types.ts';
import { filterResultRows } from './cell-format.ts';
import { QueryErrors } from './query-errors.tsx';
import { QueryStatus } from './query-status.tsx';
import { ResultControls, type ResultPermissions } from './result-controls.tsx';
import { ResultGrid } from './result-grid.tsx';
import { rowsReturned } from './rows-returned.ts';
import { SaveDatasetModal } from './save-dataset/save-dataset-modal.tsx';

/** What "Query in a new tab" opens: `SELECT *` of the table a CTAS query created. */
export interface NewTabRequest {
  dbId: number;
  catalog: string | null;
  schema: string | null;
  sql: string;
  name: string;
}

/** Props of {@link ResultSet}. */
export interface ResultSetProps {
  query: Query;
  /** Pixels the result may take, controls included; the grid takes what the controls leave. */
  height: number;
  permissions: ResultPermissions;
  /** Fetch the stored result by its key (`GET /api/v1/sqllab/results/?key=`). */
  onFetchResults: (query: Query) => void;
  /** Run the query again (a table's data preview whose rows were dropped); without it the stored result is fetched. */
  onRerun?: (query: Query) => void;
  /** Open a new tab with this SQL (CTAS results' "Query in a new tab"). */
  onOpenInNewTab?: (request: NewTabRequest) => void;
  /** The row-limit dropdown's default, under which Superset words the dropdown notice differently. */
  defaultQueryLimit?: number;
}

const CONTROLS_HEIGHT = 44;

/**
 * A query's result as SQL Lab shows it (Superset's ResultSet): progress while it runs, its errors when it failed,
 * the created table of a CTAS, the rows in a virtualized grid, or a button to fetch the rows kept on the server.
 * A newly stored result (a new `resultsKey` without rows) is fetched as soon as it is shown.
 */
export function ResultSet({
  query,
  height,
  permissions,
  onFetchResults,
  onRerun,
  onOpenInNewTab,
  defaultQueryLimit,
}: ResultSetProps) {
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const fetchedKey = useRef<string | null>(null);
  const needsRows = query.state === 'success' && query.results === null && query.resultsKey !== null;
  useEffect(() => {
    if (!needsRows || fetchedKey.current === query.resultsKey) return;
    fetchedKey.current = query.resultsKey;
    onFetchResults(query);
  }, [needsRows, query, onFetchResults]);
  const results = query.results;
  const rows = useMemo(
    () => (results ? filterResultRows(results.columns, results.data, search) : []),
    [results, search],
  );

  if (query.state === 'stopped')
    return <Alert color="yellow" title="Query was stopped" data-testid="sqllab-query-stopped" />;
  if (query.state === 'failed' || (query.state === 'timed_out' && (query.errors.length > 0 || query.errorMessage))) {
    return <QueryErrors query={query} onRetryFetch={() => onFetchResults(query)} />;
  }
  if (query.state === 'success' && query.ctas) return <CtasResult query={query} onOpenInNewTab={onOpenInNewTab} />;
  if (query.state === 'success' && results) {
    if (results.data.length === 0)
      return <Alert color="yellow" title="The query returned no data" data-testid="sqllab-no-data" />;
    return (
      <Stack gap={4} data-testid="sqllab-result-set">
        <ResultControls
          query={query}
          permissions={permissions}
          rowCount={rowsReturned(query, { csv: permissions.canCsv, defaultQueryLimit })}
          search={search}
          onSearch={setSearch}
          onCreateChart={() => setSaving(true)}
        />
        <ResultGrid columns={results.columns} data={rows} height={Math.max(120, height - CONTROLS_HEIGHT)} />
        {permissions.canCreateDataset && (
          <SaveDatasetModal opened={saving} onClose={() => setSaving(false)} query={query} />
        )}
      </Stack>
    );
  }
  if (query.state === 'success' && query.isDataPreview) {
    return (
      <Button size="xs" onClick={() => (onRerun ?? onFetchResults)(query)}>
        Fetch data preview
      </Button>
    );
  }
  if (query.state === 'success' && query.resultsKey !== null) {
    return (
      <Button size="xs" onClick={() => onFetchResults(query)} style={{ alignSelf: 'flex-start' }}>
        Refetch results
      </Button>
    );
  }
  return <QueryStatus query={query} />;
}

/** A CTAS query's answer: Superset's "Table [schema.name] was created" and a tab that selects from it. */
function CtasResult({ query, onOpenInNewTab }: { query: Query; onOpenInNewTab?: (request: NewTabRequest) => void }) {
  const table = `${query.tempSchema ? `${query.tempSchema}.` : ''}${query.tempTable ?? ''}`;
  const kind = query.extra.ctas_method === 'VIEW' ? 'View' : 'Table';
  const open = () =>
    onOpenInNewTab?.({
      dbId: query.dbId,
      catalog: query.catalog,
      schema: query.tempSchema ?? query.schema,
      sql: `SELECT * FROM ${table}`,
      name: query.tempTable ?? table,
    });
  return (
    <Alert color="blue" data-testid="sqllab-ctas-result">
      <Group gap="xs">
        <span>
          {kind} [<strong>{table}</strong>] was created
        </span>
        {onOpenInNewTab && (
          <Button size="xs" variant="default" onClick={open}>
            Query in a new tab
          </Button>
        )}
      </Group>
    </Alert>
  );
}
