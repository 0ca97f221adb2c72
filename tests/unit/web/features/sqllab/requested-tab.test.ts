// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../../web/app/core/store.ts';
import {
  selectQueryEditors,
  selectActiveQueryEditor,
  sqlLabReset,
} from '../../../../../web/app/features/sqllab/state/index.ts';
import {
  openRequestedTab,
  tabRequestOf,
  type TabRequest,
} from '../../../../../web/app/features/sqllab/state/requested-tab.ts';
import { fakeSqlLabApi } from './fake-api.ts';
import { stateWith, storedTab } from './fixtures.ts';

describe('tabRequestOf', () => {
  it.each<[string, string, unknown, TabRequest | null]>([
    ['nothing asked', '', null, null],
    ['a new tab', 'new=true', null, { kind: 'new' }],
    ['a saved query', 'savedQueryId=4', null, { kind: 'savedQuery', id: 4 }],
    ['a past query', 'queryId=9', null, { kind: 'query', id: 9 }],
    [
      'SQL on a database and schema',
      'dbid=1&schema=main&sql=SELECT%201',
      null,
      { kind: 'requested', query: { dbId: 1, schema: 'main', catalog: null, sql: 'SELECT 1' } },
    ],
    ['an id that is no id', 'savedQueryId=abc', null, null],
    [
      'router state wins over the URL',
      'new=true',
      { requestedQuery: { datasourceKey: '3__table', sql: 'SELECT 2' } },
      { kind: 'requested', query: { datasourceKey: '3__table', sql: 'SELECT 2' } },
    ],
  ])('%s', (_case, search, state, expected) => {
    // Act
    const request = tabRequestOf(new URLSearchParams(search), state);

    // Assert
    expect(request).toEqual(expected);
  });
});

describe('openRequestedTab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  const storeWithOneTab = () => {
    const store = makeStore();
    store.dispatch(sqlLabReset(stateWith([storedTab('1', { name: 'Untitled Query 1' })])));
    return store;
  };

  it("opens 'View in SQL Lab' from Explore as 'Query <table>' on the dataset's database", async () => {
    // Arrange
    const store = storeWithOneTab();
    fakeSqlLabApi({
      'GET /api/v1/dataset/3': {
        body: { result: { id: 3, table_name: 'birth_names', schema: 'main', database: { id: 1 } } },
      },
    });

    // Act
    await store.dispatch(
      openRequestedTab({
        kind: 'requested',
        query: { datasourceKey: '3__table', sql: 'SELECT name FROM birth_names' },
      }),
    );

    // Assert
    expect(selectActiveQueryEditor(store.getState())).toMatchObject({
      name: 'Query birth_names',
      dbId: 1,
      schema: 'main',
      sql: 'SELECT name FROM birth_names',
      autorun: false,
      inLocalStorage: true,
    });
  });

  it('opens a saved query in a tab bound to it, and shows that tab when asked again', async () => {
    // Arrange
    const store = storeWithOneTab();
    const seen = fakeSqlLabApi({
      'GET /api/v1/saved_query/4': {
        body: {
          result: {
            id: 4,
            label: 'Top names',
            catalog: null,
            schema: 'main',
            sql: 'SELECT 4',
            template_parameters: null,
            database: { id: 1, database_name: 'examples' },
          },
        },
      },
    });

    // Act
    await store.dispatch(openRequestedTab({ kind: 'savedQuery', id: 4 }));
    await store.dispatch(openRequestedTab({ kind: 'savedQuery', id: 4 }));

    // Assert
    expect(seen.map(({ call }) => call)).toEqual(['GET /api/v1/saved_query/4']);
    expect(selectQueryEditors(store.getState()).map(({ name, remoteId }) => ({ name, remoteId }))).toEqual([
      { name: 'Untitled Query 1', remoteId: null },
      { name: 'Top names', remoteId: 4 },
    ]);
  });

  it("opens a past query as 'Copy of <its tab>'", async () => {
    // Arrange
    const store = storeWithOneTab();
    fakeSqlLabApi({
      'GET /api/v1/query/9': {
        body: {
          result: {
            id: 9,
            client_id: 'c9',
            tab_name: 'Sales',
            database: { id: 1, database_name: 'examples' },
            schema: 'main',
            sql: 'SELECT 9',
          },
        },
      },
    });

    // Act
    await store.dispatch(openRequestedTab({ kind: 'query', id: 9 }));

    // Assert
    expect(selectActiveQueryEditor(store.getState())).toMatchObject({
      name: 'Copy of Sales',
      dbId: 1,
      schema: 'main',
      sql: 'SELECT 9',
    });
  });
});
