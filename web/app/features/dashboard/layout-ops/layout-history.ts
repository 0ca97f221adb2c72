import { createSlice, isDraft, original, type Draft, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { DropResult } from '#shared/dashboard/drop-rules.ts';
import type { Layout } from '#shared/dashboard/layout.ts';
import { rootReducer } from '../../../core/store.ts';
import { applyDrop } from './apply-drop.ts';
import { deleteComponent } from './delete-component.ts';
import { idsWithSuffix, randomIdSuffix } from './new-component.ts';
import { resizeComponent } from './resize-component.ts';
import { withParents } from './tree-edits.ts';
import { updateComponentMeta, type MetaPatch } from './update-meta.ts';

/** How many layout changes edit mode can undo (Superset's UNDO_LIMIT). */
export const UNDO_LIMIT = 50;

/** Superset's warning once the undo history is full. */
export const undoLimitWarning = (historyLength: number = UNDO_LIMIT) =>
  `You have used all ${historyLength} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;

/** The dashboard layout in edit mode, with its undo and redo history. */
export interface LayoutHistoryState {
  past: Layout[];
  present: Layout;
  future: Layout[];
  /** The layout as last loaded or saved, which discarding returns to. */
  saved: Layout;
  /** Set once a change pushed the oldest step out of the history; cleared by loading, saving or discarding. */
  historyLimitReached: boolean;
  hasUnsavedChanges: boolean;
  /** Superset's warning for the last drop it refused (not enough space, top-level tab into nested tabs). */
  refusedDrop: string | null;
}

const emptyState = (layout: Layout): LayoutHistoryState => ({
  past: [],
  present: layout,
  future: [],
  saved: layout,
  historyLimitReached: false,
  hasUnsavedChanges: false,
  refusedDrop: null,
});

/** The present layout as a plain value: the operations then read it without Immer's proxies. */
function presentOf(state: Draft<LayoutHistoryState>): Layout {
  return (isDraft(state.present) ? original(state.present) : state.present) as Layout;
}

/** Applies `change` to the present and records the result as a step when it differs, keeping UNDO_LIMIT steps. */
function record(state: Draft<LayoutHistoryState>, change: (present: Layout) => Layout): void {
  const present = presentOf(state);
  const next = change(present);
  if (next === present) return;
  state.past.push(present);
  if (state.past.length > UNDO_LIMIT) {
    state.past.shift();
    state.historyLimitReached = true;
  }
  state.present = next;
  state.future = [];
  state.hasUnsavedChanges = true;
}

/**
 * A slice holding a dashboard's layout while it is edited, each change one undoable step. Drops create ids from a
 * suffix their action carries, so the reducer stays pure and replays give the same layout.
 */
export function createLayoutHistorySlice<Name extends string = 'dashboardLayout'>(
  name: Name = 'dashboardLayout' as Name,
  initial: Layout = {},
) {
  return createSlice({
    name,
    initialState: emptyState(initial),
    reducers: {
      layoutLoaded: (_state, action: PayloadAction<Layout>) => emptyState(withParents(action.payload)),
      componentDropped: {
        reducer(state, action: PayloadAction<{ drop: DropResult; idSuffix: string }>) {
          record(state, (present) => {
            const outcome = applyDrop(present, action.payload.drop, idsWithSuffix(action.payload.idSuffix));
            state.refusedDrop = outcome.refused;
            return outcome.layout;
          });
        },
        prepare: (drop: DropResult) => ({ payload: { drop, idSuffix: randomIdSuffix() } }),
      },
      componentDeleted(state, action: PayloadAction<string>) {
        record(state, (present) => deleteComponent(present, action.payload));
      },
      componentResized(state, action: PayloadAction<{ id: string; width?: number; height?: number }>) {
        const { id, ...size } = action.payload;
        record(state, (present) => resizeComponent(present, id, size));
      },
      componentMetaUpdated(state, action: PayloadAction<{ id: string; meta: MetaPatch }>) {
        record(state, (present) => updateComponentMeta(present, action.payload.id, action.payload.meta));
      },
      undo(state) {
        const previous = state.past.pop();
        if (!previous) return;
        state.future.unshift(state.present);
        state.present = previous;
        // Superset: back at the first step the dashboard is as saved, unless older steps were dropped.
        if (state.past.length === 0 && !state.historyLimitReached) state.hasUnsavedChanges = false;
      },
      redo(state) {
        const following = state.future.shift();
        if (!following) return;
        state.past.push(state.present);
        state.present = following;
        state.hasUnsavedChanges = true;
      },
      discarded: (state) => emptyState(state.saved),
      saved: (state, action: PayloadAction<Layout | undefined>) => emptyState(action.payload ?? state.present),
      refusedDropSeen(state) {
        state.refusedDrop = null;
      },
    },
    selectors: {
      selectLayout: (state) => state.present,
      selectCanUndo: (state) => state.past.length > 0,
      selectCanRedo: (state) => state.future.length > 0,
      selectHasUnsavedChanges: (state) => state.hasUnsavedChanges,
      selectHistoryLimitReached: (state) => state.historyLimitReached,
      selectRefusedDrop: (state) => state.refusedDrop,
    },
  });
}

/** The edit-mode layout slice the dashboard page injects into the store. */
export const layoutHistorySlice = createLayoutHistorySlice();
export const layoutHistoryActions = layoutHistorySlice.actions;

declare module '../../../core/store.ts' {
  // Declaration merging is how a feature adds its slice to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof layoutHistorySlice> {}
}

/**
 * The layout slice injected into the root reducer when the dashboard code loads, with selectors over the root state
 * (`selectLayout(state)`, `selectCanUndo(state)`...).
 */
export const injectedLayoutHistorySlice = layoutHistorySlice.injectInto(rootReducer);
export const layoutHistorySelectors = injectedLayoutHistorySlice.selectors;
