import type { LayoutType } from './layout.ts';

/**
 * Which component may hold which, and how deep (Superset's isValidChild): a parent of type P at depth d may hold a
 * child of type C when `d <= MAX_PARENT_DEPTH[P][C]`. Depth counts nesting of containers from the root (0); TABS and
 * TAB inside the grid do not add to it, so tabs cost no depth, while a top-level tab's content starts one level down,
 * as the grid's does. The depth limit is what stops rows and columns nesting forever.
 */
export const ROOT_DEPTH = 0;

/** The deepest a parent may sit to hold each child type; a pair missing here is never allowed. */
export const MAX_PARENT_DEPTH: Readonly<Record<LayoutType, Partial<Record<LayoutType, number>>>> = {
  ROOT: { TABS: ROOT_DEPTH, GRID: ROOT_DEPTH },
  GRID: { CHART: 1, MARKDOWN: 1, COLUMN: 1, DIVIDER: 1, HEADER: 1, ROW: 1, TABS: 1 },
  ROW: { CHART: 4, MARKDOWN: 4, COLUMN: 4 },
  TABS: { TAB: 3 },
  TAB: { CHART: 5, MARKDOWN: 5, COLUMN: 3, DIVIDER: 5, HEADER: 5, ROW: 3, TABS: 3 },
  COLUMN: { CHART: 5, HEADER: 5, MARKDOWN: 5, ROW: 3, DIVIDER: 3, TABS: 3 },
  CHART: {},
  MARKDOWN: {},
  DIVIDER: {},
  HEADER: {},
};

/** Whether a parent of `parentType` at `parentDepth` may hold a child of `childType`. */
export function isValidChild(parentType: LayoutType, childType: LayoutType, parentDepth: number): boolean {
  const maxDepth = MAX_PARENT_DEPTH[parentType][childType];
  return maxDepth !== undefined && parentDepth <= maxDepth;
}

/** Whether `childType` may ever sit in `parentType`, at some depth (for components the root does not reach). */
export const mayEverHold = (parentType: LayoutType, childType: LayoutType): boolean =>
  MAX_PARENT_DEPTH[parentType][childType] !== undefined;

/**
 * The depth of a child of a parent of `parentType` at `parentDepth`: one more, except under TABS and under a TAB
 * nested in the grid; a top-level TAB (`topLevelTab`, its TABS held by the root) counts like the grid.
 */
export function childDepth(parentType: LayoutType, parentDepth: number, topLevelTab = false): number {
  if (parentType === 'TABS') return parentDepth;
  if (parentType === 'TAB') return topLevelTab ? parentDepth + 1 : parentDepth;
  return parentDepth + 1;
}
