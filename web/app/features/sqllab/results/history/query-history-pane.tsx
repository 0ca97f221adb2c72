import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { VirtualTable } from '../../../../ui/virtual-table.tsx';
import { useToasts } from '../../../toasts/index.ts';
import type { Query } from '../../types.ts';
import { historyColumns } from './history-columns.tsx';

/** Props of {@link QueryHistoryPane}: the tab's queries, what a row's actions do, and the height it may take. */
export interface QueryHistoryPaneProps {
  queries: readonly Query[];
  onOpenInNewTab: (query: Query) => void;
  onRemove: (query: Query) => void;
  onShowResults?: (query: Query) => void;
  height?: number;
}

/**
 * The "Query history" tab of the south pane (Superset's QueryHistory): the tab's queries, newest first, with state,
 * start, duration, rows and SQL; each can be copied, opened in a new tab or removed from the log. Table previews are
 * not queries the user ran and are left out.
 */
export function QueryHistoryPane({
  queries,
  onOpenInNewTab,
  onRemove,
  onShowResults,
  height = 400,
}: QueryHistoryPaneProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const data = useMemo(
    () => queries.filter((query) => !query.isDataPreview).sort((a, b) => b.startDttm - a.startDttm),
    [queries],
  );
  const columns = useMemo(
    () =>
      historyColumns({
        onOpenInNewTab,
        onRemove,
        onShowResults,
        onCopySql: (sql) =>
          void navigator.clipboard.writeText(sql).then(
            () => addSuccessToast('Copied to clipboard!'),
            () => addDangerToast('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'),
          ),
      }),
    [onOpenInNewTab, onRemove, onShowResults, addSuccessToast, addDangerToast],
  );
  // Newest first is the history's only order, so headers are not sort buttons.
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (query) => query.id,
    enableSorting: false,
  });
  if (data.length === 0) return <EmptyState size="sm" title="Run a query to display query history" />;
  return <VirtualTable table={table} height={height} rowHeight={36} label="Query history" />;
}
