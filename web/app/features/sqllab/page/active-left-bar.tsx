import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import { databasesApi } from '../../databases/index.ts';
import { SqlEditorLeftBar, type TableToOpen } from '../schema-browser/index.ts';
import { closeTables, openTable, queryEditorChanged, selectActiveTabTables, setTableExpanded } from '../state/index.ts';
import type { QueryEditor, Table } from '../types.ts';

/**
 * The active tab's left bar wired to the slice: its database, catalog and schema, and its open tables. Opening a
 * table also runs its data preview with the server's `SELECT *` for the table (quoted and limited for the engine).
 */
export function ActiveLeftBar({ editor }: { editor: QueryEditor }) {
  const dispatch = useAppDispatch();
  const tables = useAppSelector(selectActiveTabTables);
  const change = useCallback(
    (changes: Partial<Pick<QueryEditor, 'dbId' | 'catalog' | 'schema'>>) =>
      dispatch(queryEditorChanged({ id: editor.id, changes })),
    [dispatch, editor.id],
  );
  const onOpenTable = useCallback(
    async (table: TableToOpen) => {
      const metadata = await dispatch(
        databasesApi.endpoints.tableMetadata.initiate(
          { dbId: table.dbId, catalog: table.catalog, schema: table.schema, table: table.name },
          { subscribe: false },
        ),
      );
      await dispatch(openTable(editor, table, metadata.data?.selectStar));
    },
    [dispatch, editor],
  );
  return (
    <SqlEditorLeftBar
      dbId={editor.dbId}
      catalog={editor.catalog}
      schema={editor.schema}
      // A new database starts without a schema; a new catalog keeps none of the old one's schemas.
      onDbChange={(dbId) => change({ dbId, catalog: null, schema: null })}
      onCatalogChange={(catalog) => change({ catalog, schema: null })}
      onSchemaChange={(schema) => change({ schema })}
      tables={tables}
      onOpenTable={(table) => void onOpenTable(table)}
      onRemoveTable={(table: Table) => void dispatch(closeTables([table.id]))}
      onCollapse={(table: Table) => void dispatch(setTableExpanded(table.id, false))}
      onExpand={(table: Table) => void dispatch(setTableExpanded(table.id, true))}
    />
  );
}
