import { describe, expect, it } from 'vitest';
import {
  NEW_COMPONENTS_SOURCE_ID,
  NOT_ENOUGH_SPACE_MESSAGE,
  type DropResult,
} from '../../../../../../shared/dashboard/drop-rules.ts';
import {
  createLayoutHistorySlice,
  undoLimitWarning,
  UNDO_LIMIT,
  type LayoutHistoryState,
} from '../../../../../../web/app/features/dashboard/layout-ops/index.ts';
import { chart, gridLayout, n } from '../../../../shared/dashboard/layout-fixtures.ts';

const saved = gridLayout(n('ROW-a', 'ROW', [chart('CHART-a')]), n('ROW-b', 'ROW', [chart('CHART-b', 12)]));
const slice = createLayoutHistorySlice('layout', saved);
const { reducer } = slice;
const {
  layoutLoaded,
  componentResized,
  componentDropped,
  componentDeleted,
  undo,
  redo,
  discarded,
  saved: savedAction,
} = slice.actions;
const loaded = reducer(undefined, layoutLoaded(saved));
const resize = (height: number) => componentResized({ id: 'CHART-a', height });
const heightOf = (state: LayoutHistoryState) => state.present['CHART-a']?.meta?.height;
const newChartIntoGrid: DropResult = {
  source: { id: NEW_COMPONENTS_SOURCE_ID, type: undefined, index: 0 },
  destination: { id: 'GRID_ID', type: 'GRID', index: 0 },
  dragging: { id: 'NEW-CHART', type: 'CHART', meta: { chartId: 5 } },
  position: 'top',
};

describe('layout history slice', () => {
  it('undoes and redoes changes, the unsaved flag following the first step', () => {
    // Act
    const changed = [resize(30), resize(40)].reduce(reducer, loaded);
    const undoneOnce = reducer(changed, undo());
    const undoneTwice = reducer(undoneOnce, undo());
    const redone = reducer(undoneTwice, redo());

    // Assert
    expect(
      [changed, undoneOnce, undoneTwice, redone].map((state) => [heightOf(state), state.hasUnsavedChanges]),
    ).toEqual([
      [40, true],
      [30, true],
      [50, false],
      [30, true],
    ]);
  });

  it('drops redo steps when a new change comes after an undo', () => {
    // Act
    const state = [resize(30), undo(), resize(20)].reduce(reducer, loaded);

    // Assert
    expect({ past: state.past.length, future: state.future.length, height: heightOf(state) }).toEqual({
      past: 1,
      future: 0,
      height: 20,
    });
  });

  it(`keeps ${UNDO_LIMIT} steps and flags the limit, so undoing them all still leaves unsaved changes`, () => {
    // Arrange
    const changes = Array.from({ length: UNDO_LIMIT + 1 }, (_, step) => resize(10 + step));

    // Act
    const full = changes.reduce(reducer, loaded);
    const undoneAll = Array.from({ length: UNDO_LIMIT + 5 }, () => undo()).reduce(reducer, full);

    // Assert
    expect({
      steps: full.past.length,
      limit: full.historyLimitReached,
      height: heightOf(undoneAll),
      unsaved: undoneAll.hasUnsavedChanges,
    }).toEqual({ steps: UNDO_LIMIT, limit: true, height: 10, unsaved: true });
    expect(undoLimitWarning()).toBe(
      'You have used all 50 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
    );
  });

  it('records no step for a change that changes nothing', () => {
    // Act
    const state = [resize(50), componentDeleted('GRID_ID')].reduce(reducer, loaded);

    // Assert
    expect(state).toEqual(loaded);
  });

  it('creates dropped components with Superset-like ids and keeps refusals out of the history', () => {
    // Arrange
    const refusedDrop: DropResult = { ...newChartIntoGrid, destination: { id: 'ROW-b', type: 'ROW', index: 1 } };

    // Act
    const dropped = reducer(loaded, componentDropped(newChartIntoGrid));
    const refused = reducer(loaded, componentDropped(refusedDrop));

    // Assert
    const gridChildren = dropped.present.GRID_ID?.children ?? [];
    expect(gridChildren).toEqual([expect.stringMatching(/^ROW-[\w-]{21}$/), 'ROW-a', 'ROW-b']);
    expect(dropped.present[gridChildren[0] ?? '']?.children).toEqual([expect.stringMatching(/^CHART-[\w-]{21}$/)]);
    expect({ past: refused.past.length, refusedDrop: refused.refusedDrop }).toEqual({
      past: 0,
      refusedDrop: NOT_ENOUGH_SPACE_MESSAGE,
    });
  });

  it('discards back to the saved layout and saves a new one, both clearing the history', () => {
    // Arrange
    const changed = Array.from({ length: UNDO_LIMIT + 1 }, (_, step) => resize(10 + step)).reduce(reducer, loaded);

    // Act
    const discardedState = reducer(changed, discarded());
    const savedState = reducer(changed, savedAction(undefined));

    // Assert
    expect(discardedState).toEqual(loaded);
    expect(savedState).toEqual({ ...loaded, present: changed.present, saved: changed.present });
  });
});
