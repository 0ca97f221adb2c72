import { CloseButton, Tabs } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import type { Query, Table } from '../types.ts';
import { QueryHistoryPane } from './history/query-history-pane.tsx';
import type { ResultPermissions } from './result-controls.tsx';
import { ResultSet, type NewTabRequest } from './result-set.tsx';

/** A table panel of the tab with its data-preview query (null until the preview has run). */
export interface TablePreview {
  table: Table;
  query: Query | null;
}

/** Props of {@link SouthPane}. */
export interface SouthPaneProps {
  /** The tab's latest query, shown under "Results". */
  latestQuery: Query | null;
  /** The tab's queries, for "Query history". */
  queries: readonly Query[];
  /** The tab's open table panels, each with its data preview. */
  tablePreviews: readonly TablePreview[];
  /** Pixels the pane may take, its tab bar included. */
  height: number;
  permissions: ResultPermissions;
  onFetchResults: (query: Query) => void;
  onRerun?: (query: Query) => void;
  /** History's "Open query in a new tab". */
  onOpenQueryInNewTab: (query: Query) => void;
  /** A CTAS result's "Query in a new tab". */
  onOpenSqlInNewTab?: (request: NewTabRequest) => void;
  onRemoveQuery: (query: Query) => void;
  onCloseTable: (table: Table) => void;
  onShowResults?: (query: Query) => void;
  defaultQueryLimit?: number;
}

const RESULTS = 'results';
const HISTORY = 'history';
const TAB_BAR_HEIGHT = 44;

/** Superset's title of a table's data preview: ``Preview: `schema`.`name` ``. */
export const previewTitle = (table: Pick<Table, 'schema' | 'name'>): string =>
  table.schema ? `Preview: \`${table.schema}\`.\`${table.name}\`` : `Preview: \`${table.name}\``;

/**
 * The pane under the editor (Superset's SouthPane): the latest query's results, the tab's query history, and one
 * closable tab per opened table with its data preview. A newly run query brings "Results" forward; a newly opened
 * table brings its preview forward.
 */
export function SouthPane(props: SouthPaneProps) {
  const { latestQuery, queries, tablePreviews, height, onCloseTable } = props;
  const [active, setActive] = useState<string>(RESULTS);
  useFollowNewest(latestQuery?.id ?? null, tablePreviews, setActive);
  const shownTab =
    active === RESULTS || active === HISTORY || tablePreviews.some(({ table }) => table.id === active)
      ? active
      : RESULTS;
  const bodyHeight = Math.max(120, height - TAB_BAR_HEIGHT);
  const resultSet = (query: Query) => (
    // Keyed by query so a new query starts with an empty filter.
    <ResultSet
      key={query.id}
      query={query}
      height={bodyHeight}
      permissions={props.permissions}
      onFetchResults={props.onFetchResults}
      onRerun={props.onRerun}
      onOpenInNewTab={props.onOpenSqlInNewTab}
      defaultQueryLimit={props.defaultQueryLimit}
    />
  );
  return (
    <Tabs
      value={shownTab}
      onChange={(value) => value && setActive(value)}
      keepMounted={false}
      h={height}
      data-testid="sqllab-south-pane"
    >
      <Tabs.List>
        <Tabs.Tab value={RESULTS}>Results</Tabs.Tab>
        <Tabs.Tab value={HISTORY}>Query history</Tabs.Tab>
        {tablePreviews.map(({ table }) => (
          <Tabs.Tab
            key={table.id}
            value={table.id}
            rightSection={
              <CloseButton
                size="xs"
                component="span"
                aria-label={`Close ${table.name}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onCloseTable(table);
                }}
              />
            }
          >
            {previewTitle(table)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={RESULTS} pt="xs">
        {latestQuery ? resultSet(latestQuery) : <EmptyState size="sm" title="Run a query to display results" />}
      </Tabs.Panel>
      <Tabs.Panel value={HISTORY} pt="xs">
        <QueryHistoryPane
          queries={queries}
          onOpenInNewTab={props.onOpenQueryInNewTab}
          onRemove={props.onRemoveQuery}
          onShowResults={props.onShowResults}
          height={bodyHeight}
        />
      </Tabs.Panel>
      {tablePreviews.map(({ table, query }) => (
        <Tabs.Panel key={table.id} value={table.id} pt="xs">
          {query ? resultSet(query) : <EmptyState size="sm" title="Run a query to display results" />}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Brings "Results" forward when a new query starts, and a table's preview when its panel is opened. */
function useFollowNewest(latestId: string | null, previews: readonly TablePreview[], setActive: (tab: string) => void) {
  const seenQuery = useRef(latestId);
  const seenTables = useRef(new Set(previews.map(({ table }) => table.id)));
  useEffect(() => {
    if (latestId !== seenQuery.current) {
      seenQuery.current = latestId;
      if (latestId !== null) setActive(RESULTS);
    }
  }, [latestId, setActive]);
  useEffect(() => {
    const added = previews.find(({ table }) => !seenTables.current.has(table.id));
    seenTables.current = new Set(previews.map(({ table }) => table.id));
    if (added) setActive(added.table.id);
  }, [previews, setActive]);
}
