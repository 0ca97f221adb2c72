import { nanoid } from '@reduxjs/toolkit';
import type { QueryEditor, Table } from '../types.ts';
import { sqlLabApi } from './api.ts';
import { tabKeyOf } from './draft-helpers.ts';
import type { SqlLabThunk } from './restore.ts';
import { runQuery } from './run-query.ts';
import { selectSqlLab } from './selectors.ts';
import {
  dataPreviewRemoved,
  tableCollapsed,
  tableExpanded,
  tableMerged,
  tableMigrated,
  tablesRemoved,
} from './sqllab-slice.ts';

/** A table the schema browser opens in a tab. */
export interface TableRef {
  dbId: number;
  catalog: string | null;
  schema: string | null;
  name: string;
}

/**
 * Opens a table panel in `editor` (Superset's addTable): shown at once, stored on the server when the tab is, and
 * with `previewSql` its data preview runs as a query of its own (not the tab's latest).
 */
export function openTable(editor: QueryEditor, ref: TableRef, previewSql?: string): SqlLabThunk<string> {
  return async (dispatch, getState) => {
    const table: Table = {
      id: nanoid(11),
      serverId: null,
      ...ref,
      queryEditorId: tabKeyOf(editor),
      expanded: true,
      dataPreviewQueryId: null,
    };
    const previewId = previewSql ? nanoid(11) : undefined;
    dispatch(tableMerged({ table, dataPreviewQueryId: previewId }));
    const opened = selectSqlLab(getState()).tables.find(
      (candidate) =>
        candidate.queryEditorId === table.queryEditorId &&
        candidate.name === ref.name &&
        candidate.schema === ref.schema &&
        candidate.dbId === ref.dbId,
    );
    if (opened && opened.serverId === null && !editor.inLocalStorage && editor.tabViewId !== undefined) {
      try {
        const { id: _id, serverId: _serverId, ...description } = opened;
        const { id } = await dispatch(
          sqlLabApi.endpoints.addTablePanel.initiate({ table: { ...description, queryEditorId: editor.tabViewId } }),
        ).unwrap();
        dispatch(tableMigrated({ id: opened.id, serverId: id }));
      } catch {
        // The panel stays open here; it is stored with the tab's next migration or not at all, as Superset's would.
      }
    }
    if (previewSql && previewId)
      await dispatch(
        runQuery({
          editor: { ...editor, dbId: ref.dbId, catalog: ref.catalog, schema: ref.schema },
          sql: previewSql,
          isDataPreview: true,
          queryId: previewId,
        }),
      );
    return opened?.id ?? table.id;
  };
}

/** Closes table panels, their previews with them, and deletes the stored ones on the server. */
export function closeTables(ids: string[]): SqlLabThunk {
  return async (dispatch, getState) => {
    const closing = selectSqlLab(getState()).tables.filter((table) => ids.includes(table.id));
    closing.forEach((table) => dispatch(dataPreviewRemoved(table.id)));
    dispatch(tablesRemoved(ids));
    await Promise.all(
      closing
        .filter((table) => table.serverId !== null)
        .map((table) =>
          dispatch(sqlLabApi.endpoints.deleteTablePanel.initiate(table.serverId!))
            .unwrap()
            .catch(() => undefined),
        ),
    );
  };
}

/** Expands or collapses a panel, remembered on the server for a stored one. */
export function setTableExpanded(id: string, expanded: boolean): SqlLabThunk {
  return async (dispatch, getState) => {
    dispatch(expanded ? tableExpanded(id) : tableCollapsed(id));
    const serverId = selectSqlLab(getState()).tables.find((table) => table.id === id)?.serverId;
    if (serverId != null)
      await dispatch(sqlLabApi.endpoints.setTablePanelExpanded.initiate({ id: serverId, expanded }))
        .unwrap()
        .catch(() => undefined);
  };
}
