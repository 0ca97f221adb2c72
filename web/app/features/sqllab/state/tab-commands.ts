import { nanoid } from '@reduxjs/toolkit';
import type { ApiQueryError } from '../../../core/api.ts';
import type { AppDispatch } from '../../../core/store.ts';
import { addDangerToast } from '../../toasts/index.ts';
import type { QueryEditor } from '../types.ts';
import { sqlLabApi } from './api.ts';
import type { SqlLabThunk } from './restore.ts';
import { selectActiveQueryEditor, selectQueryEditors, selectSqlLab } from './selectors.ts';
import { newQueryEditor, untitledTabName } from './shapes.ts';
import {
  destroyedQueryEditorCleared,
  queryEditorActivated,
  queryEditorAdded,
  queryEditorChanged,
  queryEditorCloned,
  queryEditorLoaded,
  queryEditorRemoved,
} from './sqllab-slice.ts';
import { editorFromTabDict } from './tab-conversions.ts';

/** The error an endpoint's `unwrap()` rejects with. */
export const apiErrorOf = (error: unknown): ApiQueryError => {
  const failure = error as Partial<ApiQueryError> | null;
  return { status: failure?.status ?? 0, messages: failure?.messages ?? [], errors: failure?.errors ?? [] };
};

/** Superset's words when a tab's state cannot be read. */
export const TAB_FETCH_FAILED = 'An error occurred while fetching tab state';

/** Opens a new tab ('Untitled Query N') on the active tab's database and schema unless `fields` say otherwise; answers its id. */
export function addNewTab(fields: Partial<QueryEditor> = {}): SqlLabThunk<string> {
  return async (dispatch, getState) => {
    const state = getState();
    const active = selectActiveQueryEditor(state);
    const databases = Object.values(selectSqlLab(state).databases).sort((a, b) => a.id - b.id);
    const queryEditor = newQueryEditor({
      id: nanoid(11),
      name: untitledTabName(selectQueryEditors(state)),
      dbId: active?.dbId ?? databases[0]?.id ?? null,
      catalog: active?.catalog ?? null,
      schema: active?.schema ?? null,
      queryLimit: active?.queryLimit ?? null,
      ...fields,
    });
    dispatch(queryEditorAdded({ queryEditor }));
    return queryEditor.id;
  };
}

/** Reads a tab's full state from the server the first time it is opened; a tab the server lost is closed. */
export function loadTab(id: string): SqlLabThunk {
  return async (dispatch, getState) => {
    const tab = selectSqlLab(getState()).queryEditors.find((editor) => editor.id === id);
    if (!tab || tab.loaded || tab.tabViewId === undefined) return;
    try {
      const dict = await dispatch(
        sqlLabApi.endpoints.getTabState.initiate(tab.tabViewId, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      dispatch(queryEditorLoaded({ ...editorFromTabDict(dict), id }));
    } catch (error) {
      if (apiErrorOf(error).status !== 404) {
        dispatch(addDangerToast(TAB_FETCH_FAILED));
        return;
      }
      dispatch(queryEditorRemoved({ id }));
      dispatch(destroyedQueryEditorCleared(tab.tabViewId));
    }
  };
}

/** Makes a tab the active one, reading its state when it is not here yet. */
export function switchTab(id: string): SqlLabThunk {
  return async (dispatch) => {
    dispatch(queryEditorActivated(id));
    await dispatch(loadTab(id));
  };
}

/** Activates the tab `step` places after the active one, wrapping around at either end. */
export function switchNeighbourTab(step: 1 | -1): SqlLabThunk {
  return async (dispatch, getState) => {
    const state = getState();
    const tabs = selectSqlLab(state).queryEditors;
    const index = tabs.findIndex((tab) => tab.id === selectActiveQueryEditor(state)?.id);
    if (tabs.length < 2 || index < 0) return;
    await dispatch(switchTab(tabs[(index + step + tabs.length) % tabs.length]!.id));
  };
}

/** Deletes a closed tab on the server; done (or already gone) clears it from the tabs awaiting deletion. */
export async function deleteDestroyedTab(dispatch: AppDispatch, tabViewId: string): Promise<void> {
  try {
    await dispatch(sqlLabApi.endpoints.deleteTabState.initiate(tabViewId)).unwrap();
  } catch (error) {
    // Anything but "already gone" leaves it for the next sync to retry.
    if (apiErrorOf(error).status !== 404) return;
  }
  dispatch(destroyedQueryEditorCleared(tabViewId));
}

/** Closes a tab (deleting it on the server); closing the last one opens a fresh tab, as Superset does. */
export function closeTab(id: string): SqlLabThunk {
  return async (dispatch, getState) => {
    const tab = selectSqlLab(getState()).queryEditors.find((editor) => editor.id === id);
    if (!tab) return;
    dispatch(queryEditorRemoved({ id }));
    const after = selectSqlLab(getState());
    if (after.queryEditors.length === 0) await dispatch(addNewTab());
    else await dispatch(loadTab(after.tabHistory.at(-1)!));
    if (tab.tabViewId !== undefined && tab.tabViewId in after.destroyedQueryEditors)
      await deleteDestroyedTab(dispatch, tab.tabViewId);
  };
}

/** Closes every tab but `id`. */
export function closeOtherTabs(id: string): SqlLabThunk {
  return async (dispatch, getState) => {
    await dispatch(switchTab(id));
    const others = selectSqlLab(getState()).queryEditors.filter((editor) => editor.id !== id);
    await Promise.all(others.map((editor) => dispatch(closeTab(editor.id))));
  };
}

/** A copy of the active tab ('Copy of X') that runs its query on opening. */
export function cloneActiveTab(): SqlLabThunk {
  return async (dispatch, getState) => {
    const active = selectActiveQueryEditor(getState());
    if (!active) return;
    const { dbId, catalog, schema, sql, queryLimit } = active;
    dispatch(queryEditorCloned({ query: { dbId, catalog, schema, sql, queryLimit } }));
  };
}

/** Renames a tab; an empty name is no name. */
export function renameTab(id: string, name: string): SqlLabThunk {
  return async (dispatch) => {
    const trimmed = name.trim();
    if (trimmed !== '') dispatch(queryEditorChanged({ id, changes: { name: trimmed } }));
  };
}
