import { describe, expect, it } from 'vitest';
import {
  databasesSet,
  dataPreviewIdChanged,
  dataPreviewRemoved,
  editorTabLastUpdateSet,
  lastUpdatedActiveTabSet,
  southPaneTabActivated,
  sqlLabReset,
  sqlLabSlice,
  tableCollapsed,
  tableExpanded,
  tableMerged,
  tableMigrated,
  tablesRemoved,
  userOfflineSet,
} from '../../../../../web/app/features/sqllab/state/sqllab-slice.ts';
import type { SqlLabDatabase, SqlLabState } from '../../../../../web/app/features/sqllab/types.ts';
import { query, stateWith, storedTab, table } from './fixtures.ts';

const reduce = sqlLabSlice.reducer;
const tabs = stateWith([storedTab('1')]);
const examples: SqlLabDatabase = {
  id: 1,
  database_name: 'examples',
  backend: 'duckdb',
  allow_run_async: true,
  allow_ctas: false,
  allow_cvas: false,
  allow_dml: false,
  allow_file_upload: false,
  expose_in_sqllab: true,
  allows_subquery: true,
  allows_cost_estimate: true,
  disable_data_preview: false,
};

describe('SQL Lab table panels and settings', () => {
  it.each<[string, SqlLabState, Parameters<typeof reduce>[1], SqlLabState]>([
    [
      'open a panel: it is the south pane tab',
      tabs,
      tableMerged({ table: table('t1'), dataPreviewQueryId: 'p1' }),
      { ...tabs, tables: [table('t1', { dataPreviewQueryId: 'p1' })], activeSouthPaneTab: 't1' },
    ],
    [
      'open a collapsed panel first',
      { ...tabs, tables: [table('t1')] },
      tableMerged({ table: table('t2', { expanded: false }), prepend: true }),
      { ...tabs, tables: [table('t2', { expanded: false }), table('t1')] },
    ],
    [
      'open the same table again: the stored panel keeps its id, the preview follows',
      { ...tabs, tables: [table('t1', { serverId: 4, expanded: false })] },
      tableMerged({ table: table('t9', { name: 'table_t1' }), dataPreviewQueryId: 'p2' }),
      { ...tabs, tables: [table('t1', { serverId: 4, dataPreviewQueryId: 'p2' })], activeSouthPaneTab: 't1' },
    ],
    [
      'expand',
      { ...tabs, tables: [table('t1', { expanded: false })] },
      tableExpanded('t1'),
      { ...tabs, tables: [table('t1')] },
    ],
    [
      'collapse',
      { ...tabs, tables: [table('t1')] },
      tableCollapsed('t1'),
      { ...tabs, tables: [table('t1', { expanded: false })] },
    ],
    [
      'remove the open panel: another of the tab opens',
      { ...tabs, tables: [table('t1'), table('t2')], activeSouthPaneTab: 't1' },
      tablesRemoved(['t1']),
      { ...tabs, tables: [table('t2')], activeSouthPaneTab: 't2' },
    ],
    [
      'remove the last panel: Results opens',
      { ...tabs, tables: [table('t1')], activeSouthPaneTab: 't1' },
      tablesRemoved(['t1']),
      tabs,
    ],
    [
      'remove a panel not open',
      { ...tabs, tables: [table('t1'), table('t2')] },
      tablesRemoved(['t2']),
      { ...tabs, tables: [table('t1')] },
    ],
    [
      'drop a data preview',
      { ...tabs, tables: [table('t1', { dataPreviewQueryId: 'p1' })], queries: { p1: query('p1') } },
      dataPreviewRemoved('t1'),
      { ...tabs, tables: [table('t1')] },
    ],
    [
      'a new preview replaces the old',
      { ...tabs, tables: [table('t1', { dataPreviewQueryId: 'p1' })], queries: { p1: query('p1') } },
      dataPreviewIdChanged({ oldQueryId: 'p1', newQueryId: 'p2' }),
      { ...tabs, tables: [table('t1', { dataPreviewQueryId: 'p2' })] },
    ],
    [
      'a panel stored on the server',
      { ...tabs, tables: [table('t1')] },
      tableMigrated({ id: 't1', serverId: 8 }),
      { ...tabs, tables: [table('t1', { serverId: 8 })] },
    ],
    ['south pane tab', tabs, southPaneTabActivated('History'), { ...tabs, activeSouthPaneTab: 'History' }],
    ['databases', tabs, databasesSet([examples]), { ...tabs, databases: { 1: examples } }],
    ['offline', tabs, userOfflineSet(true), { ...tabs, offline: true }],
    ['edits saved up to a time', tabs, editorTabLastUpdateSet(77), { ...tabs, editorTabLastUpdatedAt: 77 }],
    ['active tab known to the server', tabs, lastUpdatedActiveTabSet('1'), { ...tabs, lastUpdatedActiveTab: '1' }],
    ['reset', tabs, sqlLabReset(stateWith([])), stateWith([])],
  ])('%s', (_case, before, action, expected) => {
    // Act
    const after = reduce(before, action);

    // Assert
    expect(after).toEqual(expected);
  });
});
