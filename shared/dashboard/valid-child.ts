import type { LayoutType } from './layout.ts';

/**
 * Which component may hold which, as Superset's dashboard decides it (its `isValidChild` depth table). Types alone are
 * not enough: containers nest, so each (parent, child) pair allows the parent only up to a depth. Depth grows by one
 * per container level, except that TABS and the TABs inside them do not add a level:
 *
 *   ROOT (0) > GRID (1) > ROW (2) > COLUMN (3) > ROW (4) > CHART (5)
 *   ROOT (0) > GRID (1) > TABS (2) > TAB (2) > ROW (2) > ...
 *   ROOT (0) > TABS (1) > TAB (1) > ROW (2) > ...            (top-level tabs stand where the grid stood)
 */

/** The depth of the root component. */
export const ROOT_DEPTH = 0;

type ChildDepths = Partial<Record<LayoutType, number>>;

/** For each parent type, the deepest the parent may sit to accept a child of each type. */
const MAX_PARENT_DEPTH: Record<LayoutType, ChildDepths> = {
  ROOT: { TABS: ROOT_DEPTH, GRID: ROOT_DEPTH },
  GRID: { CHART: 1, MARKDOWN: 1, COLUMN: 1, DIVIDER: 1, HEADER: 1, ROW: 1, TABS: 1 },
  ROW: { CHART: 4, MARKDOWN: 4, COLUMN: 4 },
  TABS: { TAB: 3 },
  TAB: { CHART: 5, MARKDOWN: 5, COLUMN: 3, DIVIDER: 5, HEADER: 5, ROW: 3, TABS: 3 },
  COLUMN: { CHART: 5, HEADER: 5, MARKDOWN: 5, ROW: 3, DIVIDER: 3, TABS: 3 },
  CHART: {},
  DIVIDER: {},
  HEADER: {},
  MARKDOWN: {},
};

/** What `isValidChild` is asked: the parent's type and depth and the child's type. */
export interface ValidChildQuestion {
  parentType: LayoutType | undefined;
  parentDepth: number | undefined;
  childType: LayoutType | undefined;
}

/** Whether a component of `childType` may be a child of a `parentType` component sitting at `parentDepth`. */
export function isValidChild({ parentType, parentDepth, childType }: ValidChildQuestion): boolean {
  if (!parentType || !childType || typeof parentDepth !== 'number') return false;
  const maxDepth = MAX_PARENT_DEPTH[parentType]?.[childType];
  return typeof maxDepth === 'number' && parentDepth <= maxDepth;
}

/** Whether a component's children render one level deeper than it (TABS and nested TABs keep their depth). */
export function childDepthIncrement(type: LayoutType, isTopLevelTab: boolean): number {
  if (type === 'TABS') return 0;
  if (type === 'TAB') return isTopLevelTab ? 1 : 0;
  return 1;
}
