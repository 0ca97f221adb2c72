import { describe, expect, it } from 'vitest';
import { LAYOUT_TYPES, type LayoutType } from '#shared/dashboard/layout.ts';
import { childDepth, isValidChild } from '#shared/dashboard/valid-child.ts';

/**
 * Superset's depth table written out as the cases its comment names: each row is a parent, a child, the parent's
 * depth and whether the pair is allowed. Every pair absent from the table is refused at any depth.
 */
const CASES: [LayoutType, LayoutType, number, boolean][] = [
  ['ROOT', 'GRID', 0, true],
  ['ROOT', 'TABS', 0, true],
  ['ROOT', 'ROW', 0, false],
  ['ROOT', 'CHART', 0, false],
  ['GRID', 'ROW', 1, true],
  ['GRID', 'CHART', 1, true],
  ['GRID', 'TABS', 1, true],
  ['GRID', 'HEADER', 1, true],
  ['GRID', 'DIVIDER', 1, true],
  ['GRID', 'ROW', 2, false],
  ['GRID', 'TAB', 1, false],
  ['ROW', 'CHART', 4, true],
  ['ROW', 'COLUMN', 4, true],
  ['ROW', 'CHART', 5, false],
  ['ROW', 'ROW', 2, false],
  ['ROW', 'DIVIDER', 2, false],
  ['ROW', 'TABS', 2, false],
  ['TABS', 'TAB', 3, true],
  ['TABS', 'TAB', 4, false],
  ['TABS', 'ROW', 1, false],
  ['TAB', 'ROW', 3, true],
  ['TAB', 'ROW', 4, false],
  ['TAB', 'TABS', 3, true],
  ['TAB', 'CHART', 5, true],
  ['TAB', 'HEADER', 5, true],
  ['TAB', 'COLUMN', 3, true],
  ['TAB', 'COLUMN', 4, false],
  ['TAB', 'TAB', 1, false],
  ['COLUMN', 'ROW', 3, true],
  ['COLUMN', 'ROW', 4, false],
  ['COLUMN', 'CHART', 5, true],
  ['COLUMN', 'CHART', 6, false],
  ['COLUMN', 'DIVIDER', 3, true],
  ['COLUMN', 'DIVIDER', 4, false],
  ['COLUMN', 'TABS', 3, true],
  ['COLUMN', 'COLUMN', 3, false],
  ['CHART', 'CHART', 0, false],
  ['MARKDOWN', 'ROW', 0, false],
];

describe('isValidChild (Superset depth table)', () => {
  it.each(CASES)('%s may hold %s at depth %i: %s', (parent, child, depth, allowed) => {
    // Act
    const answer = isValidChild(parent, child, depth);

    // Assert
    expect(answer).toBe(allowed);
  });

  it('lets no leaf component hold anything', () => {
    // Act
    const held = (['CHART', 'MARKDOWN', 'DIVIDER', 'HEADER'] as const).flatMap((leaf) =>
      LAYOUT_TYPES.filter((child) => isValidChild(leaf, child, 0)),
    );

    // Assert
    expect(held).toEqual([]);
  });
});

describe('childDepth', () => {
  it.each([
    ['ROOT', 0, false, 1],
    ['GRID', 1, false, 2],
    ['ROW', 2, false, 3],
    ['COLUMN', 3, false, 4],
    ['TABS', 2, false, 2],
    ['TAB', 2, false, 2],
    ['TAB', 1, true, 2],
  ] as const)('of a child of %s at depth %i (top-level tab: %s) is %i', (parent, depth, topLevelTab, expected) => {
    // Act
    const depthOfChild = childDepth(parent, depth, topLevelTab);

    // Assert
    expect(depthOfChild).toBe(expected);
  });
});
