// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../../web/app/core/store.ts';
import {
  closeTab,
  migrateLocalTab,
  MIGRATE_FAILED,
  saveEditedTabs,
  selectSqlLab,
  sqlLabReset,
  syncActiveTab,
} from '../../../../../web/app/features/sqllab/state/index.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import type { SqlLabState } from '../../../../../web/app/features/sqllab/types.ts';
import { fakeSqlLabApi } from './fake-api.ts';
import { localTab, query, stateWith, storedTab, table } from './fixtures.ts';

function storeWith(state: SqlLabState) {
  const store = makeStore();
  store.dispatch(sqlLabReset(state));
  return store;
}

describe('SQL Lab server sync', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('stores a local tab with its panels and queries, then knows it by the server id', async () => {
    // Arrange
    const tab = localTab('n1', { name: 'Untitled Query 1', sql: 'SELECT 1', dbId: 1 });
    const store = storeWith(
      stateWith([tab], {
        tables: [table('t1', { queryEditorId: 'n1' })],
        queries: { q1: query('q1', { sqlEditorId: 'n1', serverId: 3 }) },
      }),
    );
    const seen = fakeSqlLabApi({
      'POST /tabstateview/': { body: { id: 12 } },
      'POST /tableschemaview/': { body: { id: 40 } },
      'POST /tabstateview/12/migrate_query': { body: { message: 'OK' } },
    });

    // Act
    const migrated = await store.dispatch(migrateLocalTab());

    // Assert
    const state = selectSqlLab(store.getState());
    expect(migrated).toBe(true);
    expect(seen).toEqual([
      {
        call: 'POST /tabstateview/',
        body: {
          queryEditor: {
            name: 'Untitled Query 1',
            dbId: 1,
            catalog: null,
            schema: null,
            sql: 'SELECT 1',
            queryLimit: null,
            autorun: false,
            templateParams: null,
            hideLeftBar: false,
            remoteId: null,
          },
        },
      },
      {
        call: 'POST /tableschemaview/',
        body: {
          table: {
            dbId: 1,
            catalog: null,
            schema: 'main',
            name: 'table_t1',
            queryEditorId: '12',
            expanded: true,
            dataPreviewQueryId: null,
          },
        },
      },
      { call: 'POST /tabstateview/12/migrate_query', body: { queryId: 'q1' } },
    ]);
    expect(state.queryEditors).toEqual([{ ...tab, tabViewId: '12', inLocalStorage: false }]);
    expect([state.tables[0]?.serverId, state.queries.q1?.sqlEditorId]).toEqual([40, '12']);
  });

  it('keeps a tab local with a warning when the server cannot store it', async () => {
    // Arrange
    const store = storeWith(stateWith([localTab('n1')]));
    fakeSqlLabApi({ 'POST /tabstateview/': { status: 500, body: { message: 'Fatal error' } } });

    // Act
    const migrated = await store.dispatch(migrateLocalTab());

    // Assert
    expect(migrated).toBe(false);
    expect(selectSqlLab(store.getState()).queryEditors[0]?.inLocalStorage).toBe(true);
    expect(selectToasts(store.getState()).map(({ text, toastType }) => ({ text, toastType }))).toEqual([
      { text: MIGRATE_FAILED, toastType: 'WARNING_TOAST' },
    ]);
  });

  it('saves edited tabs with PUT and counts edits up to the newest sent as saved', async () => {
    // Arrange
    const store = storeWith({
      ...stateWith([storedTab('1'), storedTab('2')]),
      editorTabLastUpdatedAt: 10,
      unsavedQueryEditor: { id: '2', sql: 'SELECT 2', updatedAt: 50 },
    });
    const seen = fakeSqlLabApi({ 'PUT /tabstateview/2': { body: 2 } });

    // Act
    await store.dispatch(saveEditedTabs());

    // Assert
    expect(seen).toEqual([
      {
        call: 'PUT /tabstateview/2',
        body: {
          database_id: null,
          catalog: null,
          schema: null,
          sql: 'SELECT 2',
          label: 'Tab 2',
          query_limit: null,
          template_params: null,
          hide_left_bar: false,
          autorun: false,
          extra_json: JSON.stringify({ updatedAt: 50, version: 1, northPercent: 30, southPercent: 70 }),
          saved_query_id: null,
        },
      },
    ]);
    expect(selectSqlLab(store.getState()).editorTabLastUpdatedAt).toBe(50);
  });

  it('turns a tab the server lost into a local one, to be stored anew', async () => {
    // Arrange
    const store = storeWith({
      ...stateWith([storedTab('2')]),
      unsavedQueryEditor: { id: '2', sql: 'SELECT 2', updatedAt: 50 },
    });
    fakeSqlLabApi({});

    // Act
    await store.dispatch(saveEditedTabs());

    // Assert
    const state = selectSqlLab(store.getState());
    expect([
      state.queryEditors[0]?.tabViewId,
      state.queryEditors[0]?.inLocalStorage,
      state.editorTabLastUpdatedAt,
    ]).toEqual([undefined, true, 0]);
  });

  it('tells the server which tab is active once', async () => {
    // Arrange
    const store = storeWith(stateWith([storedTab('1'), storedTab('2')]));
    const seen = fakeSqlLabApi({ 'POST /tabstateview/2/activate': { body: 2 } });

    // Act
    await store.dispatch(syncActiveTab());
    await store.dispatch(syncActiveTab());

    // Assert
    expect(seen.map(({ call }) => call)).toEqual(['POST /tabstateview/2/activate']);
    expect(selectSqlLab(store.getState()).lastUpdatedActiveTab).toBe('2');
  });

  it('remembers a closed tab until the server confirms its deletion', async () => {
    // Arrange
    const store = storeWith(stateWith([storedTab('1'), storedTab('2')]));
    fakeSqlLabApi({ 'DELETE /tabstateview/2': { status: 500, body: { message: 'Fatal error' } } });

    // Act
    await store.dispatch(closeTab('2'));
    const afterFailure = selectSqlLab(store.getState()).destroyedQueryEditors;
    fakeSqlLabApi({ 'DELETE /tabstateview/1': { body: { message: 'OK' } } });
    await store.dispatch(closeTab('1'));

    // Assert
    const state = selectSqlLab(store.getState());
    expect(Object.keys(afterFailure)).toEqual(['2']);
    expect(Object.keys(state.destroyedQueryEditors)).toEqual(['2']);
    expect(state.queryEditors.map(({ name, inLocalStorage }) => ({ name, inLocalStorage }))).toEqual([
      { name: 'Untitled Query 1', inLocalStorage: true },
    ]);
  });
});
