import { describe, expect, it } from 'vitest';
import type { TabStateDict } from '#shared/sqllab/tab-state.ts';
import { restoredState, type SqlLabBootstrap } from '../../../../../web/app/features/sqllab/state/index.ts';
import { initialSqlLabState } from '../../../../../web/app/features/sqllab/state/sqllab-slice.ts';
import { newQueryEditor, queryFromClient } from '../../../../../web/app/features/sqllab/state/shapes.ts';
import { clientQuery, localTab } from './fixtures.ts';

const activeTab: TabStateDict = {
  id: 2,
  user_id: 1,
  label: 'Sales',
  active: true,
  database_id: 1,
  catalog: null,
  schema: 'main',
  sql: 'SELECT 2',
  query_limit: 100,
  latest_query: null,
  autorun: false,
  template_params: null,
  hide_left_bar: false,
  saved_query: null,
  extra_json: JSON.stringify({ updatedAt: 500, version: 1, northPercent: 40, southPercent: 60 }),
  table_schemas: [
    {
      id: 7,
      tab_state_id: 2,
      database_id: 1,
      catalog: null,
      schema: 'main',
      table: 'birth_names',
      description: { dataPreviewQueryId: null },
      expanded: true,
    },
  ],
};
const boot: SqlLabBootstrap = {
  active_tab: activeTab,
  tab_state_ids: [
    [1, 'First'],
    [2, 'Sales'],
    [3, 'Closed here'],
  ],
  databases: {},
  queries: { q1: clientQuery('q1', { sqlEditorId: '2', changed_on: '2026-01-01T00:00:05.000Z' }) },
  user_id: 1,
};

describe('restoredState', () => {
  it("restores the server's tabs, this browser's newer copies and local tabs, the active tab and its panels", () => {
    // Arrange
    const newerFirst = newQueryEditor({
      id: '1',
      tabViewId: '1',
      name: 'First',
      sql: 'SELECT edited',
      inLocalStorage: false,
      updatedAt: 900,
    });
    const kept = { queryEditors: [newerFirst, localTab('n1')], tables: [], destroyedQueryEditors: { '3': 5 } };

    // Act
    const state = restoredState(boot, kept, 1000);

    // Assert
    expect(state).toEqual({
      ...initialSqlLabState,
      queryEditors: [
        { ...newerFirst, updatedAt: 1000 },
        newQueryEditor({
          id: '2',
          tabViewId: '2',
          name: 'Sales',
          dbId: 1,
          schema: 'main',
          sql: 'SELECT 2',
          queryLimit: 100,
          inLocalStorage: false,
          updatedAt: 500,
          northPercent: 40,
          southPercent: 60,
        }),
        localTab('n1'),
      ],
      tabHistory: ['2'],
      queries: { q1: queryFromClient(clientQuery('q1', { sqlEditorId: '2', changed_on: '2026-01-01T00:00:05.000Z' })) },
      tables: [
        {
          id: '7',
          serverId: 7,
          dbId: 1,
          catalog: null,
          schema: 'main',
          name: 'birth_names',
          queryEditorId: '2',
          expanded: true,
          dataPreviewQueryId: null,
        },
      ],
      destroyedQueryEditors: { '3': 5 },
      queriesLastUpdate: Date.parse('2026-01-01T00:00:05.000Z'),
      editorTabLastUpdatedAt: 999,
      lastUpdatedActiveTab: '2',
    });
  });
});
