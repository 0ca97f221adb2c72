import type { QueryEditor, SqlLabState, Table } from '../types.ts';

/** The local storage key of what SQL Lab keeps in this browser. */
export const SQLLAB_STORAGE_KEY = 'skyset.sqllab';

/**
 * What this browser keeps between reloads; the server keeps the rest. Only tabs the server does not have yet, or has
 * in an older version than the one here, with their table panels, and the closed tabs the server has not confirmed
 * deleting: a few KB, never the 5 MB of everything that Superset's local storage mode fills.
 */
export interface PersistedSqlLab {
  queryEditors: QueryEditor[];
  tables: Table[];
  destroyedQueryEditors: Record<string, number>;
}

/** Minimal storage, so tests pass a map. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The tabs as the user sees them: the active one with its unsaved edits. */
export const withUnsavedEdits = (state: SqlLabState): QueryEditor[] =>
  state.queryEditors.map((editor) =>
    editor.id === state.unsavedQueryEditor.id ? { ...editor, ...state.unsavedQueryEditor, id: editor.id } : editor,
  );

/** The part of the state this browser keeps. */
export function persistedPart(state: SqlLabState): PersistedSqlLab {
  const queryEditors = withUnsavedEdits(state)
    .filter((editor) => editor.inLocalStorage || editor.updatedAt > state.editorTabLastUpdatedAt)
    .map((editor) => ({ ...editor, selectedText: null }));
  const localIds = new Set(queryEditors.filter((editor) => editor.inLocalStorage).map((editor) => editor.id));
  return {
    queryEditors,
    tables: state.tables.filter((table) => localIds.has(table.queryEditorId)),
    destroyedQueryEditors: state.destroyedQueryEditors,
  };
}

const EMPTY: PersistedSqlLab = { queryEditors: [], tables: [], destroyedQueryEditors: {} };

/** What this browser kept, or nothing when it kept nothing readable. */
export function readPersisted(storage: KeyValueStore | undefined): PersistedSqlLab {
  try {
    const parsed = JSON.parse(storage?.getItem(SQLLAB_STORAGE_KEY) ?? 'null') as Partial<PersistedSqlLab> | null;
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    return {
      queryEditors: Array.isArray(parsed.queryEditors) ? parsed.queryEditors : [],
      tables: Array.isArray(parsed.tables) ? parsed.tables : [],
      destroyedQueryEditors:
        parsed.destroyedQueryEditors && typeof parsed.destroyedQueryEditors === 'object'
          ? parsed.destroyedQueryEditors
          : {},
    };
  } catch {
    // Unreadable leftovers (another version, a manual edit) must not keep SQL Lab from opening.
    return EMPTY;
  }
}

/** Keeps the state's local part; a full or refused storage costs only the local copy. */
export function writePersisted(storage: KeyValueStore | undefined, state: SqlLabState): void {
  try {
    storage?.setItem(SQLLAB_STORAGE_KEY, JSON.stringify(persistedPart(state)));
  } catch {
    // Quota exceeded or storage disabled: the server copy is still there.
  }
}

/** The browser's local storage, when there is one. */
export const browserStorage = (): KeyValueStore | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;
