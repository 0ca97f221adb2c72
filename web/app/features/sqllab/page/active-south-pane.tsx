import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useCallback, useMemo } from 'react';
import { rolesGrant } from '#shared/security/permissions.ts';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import { useGetMyRolesQuery } from '../../auth/index.ts';
import { SouthPane, type NewTabRequest, type ResultPermissions, type TablePreview } from '../results/index.ts';
import {
  closeTables,
  fetchQueryResults,
  queryEditorChanged,
  queryRemoved,
  runQuery,
  selectActiveLatestQuery,
  selectActiveTabQueries,
  selectActiveTabTables,
  selectSqlLab,
} from '../state/index.ts';
import { openRequestedTab } from '../state/requested-tab.ts';
import type { Query, QueryEditor, Table } from '../types.ts';

/** What the results may offer this user: CSV and copy (`can_export_csv` on SQLLab), a dataset (`can_write` on Dataset). */
function useResultPermissions(): ResultPermissions {
  const roles = useGetMyRolesQuery().data?.roles;
  return useMemo(
    () => ({
      canCsv: roles ? rolesGrant(roles, 'can_export_csv', 'SQLLab') : false,
      canCreateDataset: roles ? rolesGrant(roles, 'can_write', 'Dataset') : false,
    }),
    [roles],
  );
}

/** The active tab's south pane: its latest result, its history and its tables' previews, wired to the slice. */
export function ActiveSouthPane({ editor }: { editor: QueryEditor }) {
  const dispatch = useAppDispatch();
  const { ref, height } = useElementSize();
  const permissions = useResultPermissions();
  const latestQuery = useAppSelector(selectActiveLatestQuery);
  const queries = useAppSelector(selectActiveTabQueries);
  const tables = useAppSelector(selectActiveTabTables);
  const allQueries = useAppSelector((state) => selectSqlLab(state).queries);
  const tablePreviews = useMemo<TablePreview[]>(
    () =>
      tables.map((table) => ({
        table,
        query: table.dataPreviewQueryId ? (allQueries[table.dataPreviewQueryId] ?? null) : null,
      })),
    [tables, allQueries],
  );
  const onFetchResults = useCallback((query: Query) => void dispatch(fetchQueryResults(query.id)), [dispatch]);
  const onRerun = useCallback(
    (query: Query) =>
      void dispatch(
        runQuery({
          editor,
          sql: query.sql,
          isDataPreview: query.isDataPreview,
          queryId: query.isDataPreview ? query.id : undefined,
        }),
      ),
    [dispatch, editor],
  );
  const openInNewTab = useCallback(
    (request: NewTabRequest) => void dispatch(openRequestedTab({ kind: 'requested', query: request })),
    [dispatch],
  );
  const onOpenQueryInNewTab = useCallback(
    (query: Query) =>
      openInNewTab({
        dbId: query.dbId,
        catalog: query.catalog,
        schema: query.schema,
        sql: query.sql,
        name: `Copy of ${editor.name}`,
      }),
    [openInNewTab, editor.name],
  );
  const onShowResults = useCallback(
    (query: Query) => dispatch(queryEditorChanged({ id: editor.id, changes: { latestQueryId: query.id } })),
    [dispatch, editor.id],
  );
  return (
    <Box ref={ref} h="100%" px="xs">
      {height > 0 && (
        <SouthPane
          latestQuery={latestQuery}
          queries={queries}
          tablePreviews={tablePreviews}
          height={height}
          permissions={permissions}
          onFetchResults={onFetchResults}
          onRerun={onRerun}
          onOpenQueryInNewTab={onOpenQueryInNewTab}
          onOpenSqlInNewTab={openInNewTab}
          onRemoveQuery={(query) => dispatch(queryRemoved(query.id))}
          onCloseTable={(table: Table) => void dispatch(closeTables([table.id]))}
          onShowResults={onShowResults}
        />
      )}
    </Box>
  );
}
