import { addWarningToast } from '../../toasts/index.ts';
import type { QueryEditor } from '../types.ts';
import { sqlLabApi } from './api.ts';
import { withUnsavedEdits } from './local-store.ts';
import type { SqlLabThunk } from './restore.ts';
import { selectSqlLab } from './selectors.ts';
import {
  editorTabLastUpdateSet,
  lastUpdatedActiveTabSet,
  queryEditorMigrated,
  queryEditorOrphaned,
  queryMigrated,
  tableMigrated,
} from './sqllab-slice.ts';
import { apiErrorOf, deleteDestroyedTab } from './tab-commands.ts';
import { newTabBody, tabUpdateBody } from './tab-conversions.ts';

/** Superset's words when a new tab cannot reach the server, and when saving edits fails (a console warning). */
export const MIGRATE_FAILED =
  'Unable to migrate query editor state to backend. Superset will retry later. Please contact your administrator if this problem persists.';
export const SAVE_FAILED = 'An error occurred while saving your editor state.';

/** How often tabs are synced and how long edits rest before they are saved (Superset's EditorAutoSync INTERVAL). */
export const SYNC_INTERVAL_MS = 5000;

/**
 * Stores the first tab that lives only here on the server (POST /tabstateview/), then moves its table panels and
 * queries under it. A failure leaves the tab local, with a warning, for the next tick to retry.
 */
export function migrateLocalTab(): SqlLabThunk<boolean> {
  return async (dispatch, getState) => {
    const tab = withUnsavedEdits(selectSqlLab(getState())).find((editor) => editor.inLocalStorage);
    if (!tab) return false;
    try {
      const { id } = await dispatch(
        sqlLabApi.endpoints.createTabState.initiate({ queryEditor: newTabBody(tab) }),
      ).unwrap();
      const tabViewId = String(id);
      dispatch(queryEditorMigrated({ id: tab.id, tabViewId }));
      await dispatch(migrateTabContents(tab.id, tabViewId));
      return true;
    } catch {
      dispatch(addWarningToast(MIGRATE_FAILED, { noDuplicate: true }));
      return false;
    }
  };
}

function migrateTabContents(localId: string, tabViewId: string): SqlLabThunk {
  return async (dispatch, getState) => {
    const { tables, queries } = selectSqlLab(getState());
    for (const table of tables.filter(
      (candidate) => candidate.queryEditorId === localId && candidate.serverId === null,
    )) {
      const { id, serverId: _serverId, ...description } = table;
      const answer = await dispatch(
        sqlLabApi.endpoints.addTablePanel.initiate({ table: { ...description, queryEditorId: tabViewId } }),
      ).unwrap();
      dispatch(tableMigrated({ id, serverId: answer.id }));
    }
    for (const query of Object.values(queries).filter((candidate) => candidate.sqlEditorId === localId)) {
      // A query the server never recorded (refused before it started) has nothing to move.
      if (query.serverId !== null)
        await dispatch(
          sqlLabApi.endpoints.migrateQueryToTab.initiate({ tabId: tabViewId, queryId: query.id }),
        ).unwrap();
      dispatch(queryMigrated({ queryId: query.id, queryEditorId: tabViewId }));
    }
  };
}

/** Stored tabs edited since the last save. */
const editedTabs = (editors: QueryEditor[], savedUpTo: number): QueryEditor[] =>
  editors.filter(
    (editor) =>
      !editor.inLocalStorage && editor.tabViewId !== undefined && editor.loaded && editor.updatedAt > savedUpTo,
  );

/**
 * Saves every stored tab edited since the last save (PUT /tabstateview/{id}); when all are saved, edits up to the newest
 * one sent count as saved. A tab the server lost (404) becomes local, to be stored anew; other failures are retried
 * with the next edit or tick, with Superset's console warning.
 */
export function saveEditedTabs(): SqlLabThunk {
  return async (dispatch, getState) => {
    const state = selectSqlLab(getState());
    const edited = editedTabs(withUnsavedEdits(state), state.editorTabLastUpdatedAt);
    if (edited.length === 0) return;
    const outcomes = await Promise.all(
      edited.map(async (editor) => {
        try {
          await dispatch(
            sqlLabApi.endpoints.updateTabState.initiate({
              id: editor.tabViewId!,
              fields: tabUpdateBody(editor, state.queries),
            }),
          ).unwrap();
          return true;
        } catch (error) {
          if (apiErrorOf(error).status === 404) dispatch(queryEditorOrphaned(editor.id));
          // The spec keeps Superset's console warning for a failed autosave (a toast every 5 s would be noise).
          // eslint-disable-next-line no-console
          else console.warn(SAVE_FAILED, error);
          return false;
        }
      }),
    );
    if (outcomes.every(Boolean))
      dispatch(editorTabLastUpdateSet(Math.max(...edited.map((editor) => editor.updatedAt))));
  };
}

/** Tells the server which tab is active when that changed (POST /tabstateview/{id}/activate). */
export function syncActiveTab(): SqlLabThunk {
  return async (dispatch, getState) => {
    const state = selectSqlLab(getState());
    const active = state.queryEditors.find((editor) => editor.id === state.tabHistory.at(-1));
    if (!active || active.inLocalStorage || active.tabViewId === undefined || state.lastUpdatedActiveTab === active.id)
      return;
    try {
      await dispatch(sqlLabApi.endpoints.activateTabState.initiate(active.tabViewId)).unwrap();
      dispatch(lastUpdatedActiveTabSet(active.id));
    } catch (error) {
      if (apiErrorOf(error).status === 404) dispatch(queryEditorOrphaned(active.id));
    }
  };
}

/** Retries the deletion of closed tabs the server has not confirmed. */
export function retryDestroyedTabs(): SqlLabThunk {
  return async (dispatch, getState) => {
    const pending = Object.keys(selectSqlLab(getState()).destroyedQueryEditors);
    await Promise.all(pending.map((tabViewId) => deleteDestroyedTab(dispatch, tabViewId)));
  };
}

/** One sync tick: store a new tab, tell the active one, finish deletions. */
export function syncTick(): SqlLabThunk {
  return async (dispatch) => {
    await dispatch(migrateLocalTab());
    await dispatch(syncActiveTab());
    await dispatch(retryDestroyedTabs());
  };
}
