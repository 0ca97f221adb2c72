import { describe, expect, it } from 'vitest';
import {
  destroyedQueryEditorCleared,
  queryEditorActivated,
  queryEditorAdded,
  queryEditorChanged,
  queryEditorCloned,
  queryEditorLoaded,
  queryEditorMigrated,
  queryEditorOrphaned,
  queryEditorRemoved,
  queryEditorSaved,
  querySelectionChanged,
  querySqlChanged,
  savedQueryUpdated,
  sqlLabSlice,
} from '../../../../../web/app/features/sqllab/state/sqllab-slice.ts';
import type { SqlLabState } from '../../../../../web/app/features/sqllab/types.ts';
import { localTab, query, stateWith, storedTab, table } from './fixtures.ts';

const reduce = sqlLabSlice.reducer;
const one = storedTab('1');
const two = storedTab('2');
const twoOpen = stateWith([one, two]);
const twoEdited = { ...twoOpen, unsavedQueryEditor: { id: '2', sql: 'SELECT 2', updatedAt: 50 } };
const fresh = localTab('n1', { name: 'Untitled Query 2' });

describe('SQL Lab tab transitions', () => {
  it.each<[string, SqlLabState, Parameters<typeof reduce>[1], SqlLabState]>([
    [
      'add: the new tab is active, the old one keeps its edits',
      twoEdited,
      queryEditorAdded({ queryEditor: fresh }, 60),
      {
        ...twoOpen,
        queryEditors: [one, { ...two, sql: 'SELECT 2', updatedAt: 50 }, { ...fresh, updatedAt: 60 }],
        tabHistory: ['2', 'n1'],
      },
    ],
    [
      'clone: Copy of X with the given query, autorun, from the active tab with its edits',
      { ...twoEdited, unsavedQueryEditor: { id: '2', name: 'Sales' } },
      queryEditorCloned(
        { id: 'c1', query: { dbId: 1, catalog: null, schema: 'main', sql: 'SELECT 9', queryLimit: 10 } },
        70,
      ),
      {
        ...twoOpen,
        queryEditors: [
          one,
          { ...two, name: 'Sales' },
          localTab('c1', {
            name: 'Copy of Sales',
            dbId: 1,
            schema: 'main',
            sql: 'SELECT 9',
            queryLimit: 10,
            autorun: true,
            updatedAt: 70,
          }),
        ],
        tabHistory: ['2', 'c1'],
      },
    ],
    [
      'clone without an open tab does nothing',
      stateWith([]),
      queryEditorCloned({ id: 'c1', query: { dbId: 1, catalog: null, schema: null, sql: 'x', queryLimit: null } }, 1),
      stateWith([]),
    ],
    [
      'remove a stored tab: its queries and panels go, it is remembered as destroyed, the previous tab is active',
      {
        ...stateWith([one, two]),
        tabHistory: ['1', '2'],
        queries: { a: query('a', { sqlEditorId: '1' }), b: query('b', { sqlEditorId: '2' }) },
        tables: [table('t1', { queryEditorId: '1' }), table('t2', { queryEditorId: '2' })],
        unsavedQueryEditor: { id: '2', sql: 'x' },
      },
      queryEditorRemoved({ id: '2' }, 80),
      {
        ...stateWith([one]),
        queries: { a: query('a', { sqlEditorId: '1' }) },
        tables: [table('t1', { queryEditorId: '1' })],
        destroyedQueryEditors: { '2': 80 },
      },
    ],
    [
      'remove a local tab: nothing to delete on the server; the last tab left becomes active',
      stateWith([one, localTab('n1')], { tabHistory: ['n1'] }),
      queryEditorRemoved({ id: 'n1' }, 80),
      stateWith([one]),
    ],
    ['remove an unknown tab does nothing', twoOpen, queryEditorRemoved({ id: 'zz' }, 80), twoOpen],
    [
      'destroyed tab confirmed',
      { ...twoOpen, destroyedQueryEditors: { '5': 1, '6': 2 } },
      destroyedQueryEditorCleared('5'),
      { ...twoOpen, destroyedQueryEditors: { '6': 2 } },
    ],
    [
      'activate: the leaving tab keeps its unsaved edits',
      twoEdited,
      queryEditorActivated('1'),
      { ...twoOpen, queryEditors: [one, { ...two, sql: 'SELECT 2', updatedAt: 50 }], tabHistory: ['2', '1'] },
    ],
    ['activate the active tab does nothing', twoEdited, queryEditorActivated('2'), twoEdited],
    ['activate an unknown tab does nothing', twoEdited, queryEditorActivated('9'), twoEdited],
    [
      'load: the full tab from the server',
      stateWith([one, storedTab('2', { loaded: false })]),
      queryEditorLoaded(storedTab('2', { sql: 'SELECT 22', loaded: false })),
      stateWith([one, storedTab('2', { sql: 'SELECT 22' })]),
    ],
    [
      'migrate: a local tab is stored on the server',
      stateWith([localTab('n1')]),
      queryEditorMigrated({ id: 'n1', tabViewId: '12' }),
      stateWith([localTab('n1', { tabViewId: '12', inLocalStorage: false })]),
    ],
    [
      'orphan: a tab the server lost becomes local again',
      twoOpen,
      queryEditorOrphaned('1'),
      { ...twoOpen, queryEditors: [{ ...one, tabViewId: undefined, inLocalStorage: true }, two] },
    ],
    [
      'edit the active tab: kept as unsaved edits',
      twoOpen,
      queryEditorChanged({ id: '2', changes: { dbId: 3, schema: 's' } }, 90),
      { ...twoOpen, unsavedQueryEditor: { id: '2', dbId: 3, schema: 's', updatedAt: 90 } },
    ],
    [
      'edit the active tab again: edits accumulate',
      twoEdited,
      queryEditorChanged({ id: '2', changes: { name: 'Renamed' } }, 91),
      { ...twoOpen, unsavedQueryEditor: { id: '2', sql: 'SELECT 2', name: 'Renamed', updatedAt: 91 } },
    ],
    [
      'edit another tab: changed in place',
      twoOpen,
      queryEditorChanged({ id: '1', changes: { name: 'Renamed' } }, 92),
      { ...twoOpen, queryEditors: [{ ...one, name: 'Renamed', updatedAt: 92 }, two] },
    ],
    [
      'splitters of the active tab',
      twoOpen,
      queryEditorChanged({ id: '2', changes: { northPercent: 40, southPercent: 60 } }, 93),
      { ...twoOpen, unsavedQueryEditor: { id: '2', northPercent: 40, southPercent: 60, updatedAt: 93 } },
    ],
    [
      'SQL of the active tab',
      twoOpen,
      querySqlChanged({ id: '2', sql: 'SELECT 3' }, 94),
      { ...twoOpen, unsavedQueryEditor: { id: '2', sql: 'SELECT 3', updatedAt: 94 } },
    ],
    ['unchanged SQL is no edit', twoEdited, querySqlChanged({ id: '2', sql: 'SELECT 2' }, 95), twoEdited],
    [
      'selection: kept without a save',
      twoEdited,
      querySelectionChanged({ id: '2', selectedText: 'SEL' }),
      { ...twoEdited, unsavedQueryEditor: { ...twoEdited.unsavedQueryEditor, selectedText: 'SEL' } },
    ],
    [
      'saved as a saved query',
      twoOpen,
      queryEditorSaved({ id: '1', remoteId: 4, name: 'Saved' }),
      { ...twoOpen, queryEditors: [{ ...one, remoteId: 4, name: 'Saved' }, two] },
    ],
    [
      'a saved query changed: its tab follows',
      stateWith([{ ...one, remoteId: 4 }, two]),
      savedQueryUpdated({ remoteId: 4, changes: { sql: 'SELECT 4', name: 'S' } }),
      stateWith([{ ...one, remoteId: 4, sql: 'SELECT 4', name: 'S' }, two]),
    ],
    ['a saved query no tab shows', twoOpen, savedQueryUpdated({ remoteId: 4, changes: { sql: 'x' } }), twoOpen],
  ])('%s', (_case, before, action, expected) => {
    // Act
    const after = reduce(before, action);

    // Assert
    expect(after).toEqual(expected);
  });
});
