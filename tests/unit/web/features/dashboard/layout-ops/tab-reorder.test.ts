import { describe, expect, it } from 'vitest';
import {
  dropPosition,
  dropResultFor,
  TOP_LEVEL_TAB_INTO_NESTED_MESSAGE,
} from '../../../../../../shared/dashboard/drop-rules.ts';
import type { Layout } from '../../../../../../shared/dashboard/layout.ts';
import {
  applyDrop,
  createLayoutHistorySlice,
  type NewId,
} from '../../../../../../web/app/features/dashboard/layout-ops/index.ts';
import { buildLayout, chart, gridLayout, item, n, shape } from '../../../../shared/dashboard/layout-fixtures.ts';

const newId: NewId = (type) => `${type}-new`;

/** Top-level tabs One, Two, Three; One holds nested tabs A and B. */
const topLevel = buildLayout(
  n('ROOT_ID', 'ROOT', [
    n('TABS-top', 'TABS', [
      n('TAB-1', 'TAB', [
        n('TABS-in', 'TABS', [n('TAB-a', 'TAB', [n('ROW-a', 'ROW', [chart('CHART-a')])]), n('TAB-b', 'TAB')]),
      ]),
      n('TAB-2', 'TAB', [n('ROW-2', 'ROW', [chart('CHART-2')])]),
      n('TAB-3', 'TAB'),
    ]),
  ]),
);

/** Two tabs components side by side in the grid: X, Y and Z. */
const twoTabsInGrid = gridLayout(
  n('TABS-x', 'TABS', [n('TAB-x', 'TAB'), n('TAB-y', 'TAB')]),
  n('TABS-z', 'TABS', [n('TAB-z', 'TAB')]),
);

/** A tab title 100 px wide: the pointer on its left or right half. */
const TITLE = { width: 100, height: 30 };
const POINTER = { left: { x: 20, y: 15, ...TITLE }, right: { x: 80, y: 15, ...TITLE } };

/** Drags tab `tabId` over tab title `targetId` on its `side` and lets go, as edit mode does. */
function dragTab(layout: Layout, tabId: string, targetId: string, side: 'left' | 'right') {
  const dragging = { id: tabId, type: 'TAB' as const };
  const position = dropPosition({ layout, dragging, targetId, pointer: POINTER[side] });
  const drop = dropResultFor(layout, dragging, targetId, position);
  return drop ? applyDrop(layout, drop, newId) : null;
}

describe('tab reordering by drag', () => {
  it.each([
    ['the first tab after the last', topLevel, 'TAB-1', 'TAB-3', 'right', { 'TABS-top': ['TAB-2', 'TAB-3', 'TAB-1'] }],
    ['the last tab before the first', topLevel, 'TAB-3', 'TAB-1', 'left', { 'TABS-top': ['TAB-3', 'TAB-1', 'TAB-2'] }],
    [
      'a tab to the right of its right neighbour',
      topLevel,
      'TAB-2',
      'TAB-3',
      'right',
      { 'TABS-top': ['TAB-1', 'TAB-3', 'TAB-2'] },
    ],
    ['a nested tab before its sibling', topLevel, 'TAB-b', 'TAB-a', 'left', { 'TABS-in': ['TAB-b', 'TAB-a'] }],
    [
      'a nested tab out to the top-level tabs',
      topLevel,
      'TAB-b',
      'TAB-2',
      'right',
      { 'TABS-top': ['TAB-1', 'TAB-2', 'TAB-b', 'TAB-3'], 'TABS-in': ['TAB-a'] },
    ],
    [
      'a tab into other tabs of the grid',
      twoTabsInGrid,
      'TAB-x',
      'TAB-z',
      'left',
      { 'TABS-x': ['TAB-y'], 'TABS-z': ['TAB-x', 'TAB-z'] },
    ],
  ] as const)('moves %s', (_name, layout, tabId, targetId, side, changed) => {
    // Act
    const outcome = dragTab(layout, tabId, targetId, side);

    // Assert
    expect([outcome?.refused, shape(outcome!.layout)]).toEqual([null, { ...shape(layout), ...changed }]);
  });

  it('removes tabs that a move leaves empty, and gives the moved tab its new parents', () => {
    // Act
    const outcome = dragTab(twoTabsInGrid, 'TAB-z', 'TAB-y', 'right');

    // Assert
    const { layout } = outcome!;
    expect([shape(layout), 'TABS-z' in layout, item(layout, 'TAB-z').parents]).toEqual([
      { ROOT_ID: ['GRID_ID'], GRID_ID: ['TABS-x'], 'TABS-x': ['TAB-x', 'TAB-y', 'TAB-z'] },
      false,
      ['ROOT_ID', 'GRID_ID', 'TABS-x'],
    ]);
  });

  it("refuses a top-level tab into nested tabs with Superset's message", () => {
    // Act
    const outcome = dragTab(topLevel, 'TAB-2', 'TAB-a', 'right');

    // Assert
    expect(outcome).toEqual({ layout: topLevel, refused: TOP_LEVEL_TAB_INTO_NESTED_MESSAGE });
  });

  it('shows no drop for a tab over its own title', () => {
    expect(dragTab(topLevel, 'TAB-2', 'TAB-2', 'left')).toBeNull();
  });

  it('undoes and redoes a reorder as one step', () => {
    // Arrange
    const slice = createLayoutHistorySlice('layout', topLevel);
    const { layoutLoaded, componentDropped, undo, redo } = slice.actions;
    const dragging = { id: 'TAB-1', type: 'TAB' as const };
    const drop = dropResultFor(
      topLevel,
      dragging,
      'TAB-3',
      dropPosition({ layout: topLevel, dragging, targetId: 'TAB-3', pointer: POINTER.right }),
    )!;

    // Act
    const states = [layoutLoaded(topLevel), componentDropped(drop), undo(), redo()].reduce<
      ReturnType<typeof slice.reducer>[]
    >((all, action) => [...all, slice.reducer(all.at(-1), action)], []);

    // Assert
    expect(states.map((state) => [item(state.present, 'TABS-top').children, state.hasUnsavedChanges])).toEqual([
      [['TAB-1', 'TAB-2', 'TAB-3'], false],
      [['TAB-2', 'TAB-3', 'TAB-1'], true],
      [['TAB-1', 'TAB-2', 'TAB-3'], false],
      [['TAB-2', 'TAB-3', 'TAB-1'], true],
    ]);
  });
});
