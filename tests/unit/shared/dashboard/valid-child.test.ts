import { describe, expect, it } from 'vitest';
import type { LayoutType } from '../../../../shared/dashboard/layout.ts';
import { depthOf } from '../../../../shared/dashboard/layout-tree.ts';
import { isValidChild } from '../../../../shared/dashboard/valid-child.ts';
import { buildLayout, chart, n } from './layout-fixtures.ts';

// Superset's isValidChild table: each parent type with the deepest it may sit for each child type.
const limits: [LayoutType, LayoutType, number][] = [
  ['ROOT', 'TABS', 0], ['ROOT', 'GRID', 0],
  ['GRID', 'CHART', 1], ['GRID', 'MARKDOWN', 1], ['GRID', 'COLUMN', 1], ['GRID', 'DIVIDER', 1], ['GRID', 'HEADER', 1], ['GRID', 'ROW', 1], ['GRID', 'TABS', 1],
  ['ROW', 'CHART', 4], ['ROW', 'MARKDOWN', 4], ['ROW', 'COLUMN', 4],
  ['TABS', 'TAB', 3],
  ['TAB', 'CHART', 5], ['TAB', 'MARKDOWN', 5], ['TAB', 'COLUMN', 3], ['TAB', 'DIVIDER', 5], ['TAB', 'HEADER', 5], ['TAB', 'ROW', 3], ['TAB', 'TABS', 3],
  ['COLUMN', 'CHART', 5], ['COLUMN', 'HEADER', 5], ['COLUMN', 'MARKDOWN', 5], ['COLUMN', 'ROW', 3], ['COLUMN', 'DIVIDER', 3], ['COLUMN', 'TABS', 3],
];

describe('isValidChild', () => {
  it.each(limits)('%s takes %s up to depth %i and not deeper', (parentType, childType, depth) => {
    // Act
    const atLimit = isValidChild({ parentType, parentDepth: depth, childType });
    const deeper = isValidChild({ parentType, parentDepth: depth + 1, childType });

    // Assert
    expect({ atLimit, deeper }).toEqual({ atLimit: true, deeper: false });
  });

  it('refuses every pair missing from the table, and incomplete questions', () => {
    // Arrange
    const types: LayoutType[] = ['ROOT', 'GRID', 'HEADER', 'ROW', 'COLUMN', 'TABS', 'TAB', 'CHART', 'MARKDOWN', 'DIVIDER'];
    const listed = new Set(limits.map(([parent, child]) => `${parent}>${child}`));

    // Act
    const accepted = types.flatMap((parent) => types.filter((child) => isValidChild({ parentType: parent, parentDepth: 0, childType: child })).map((child) => `${parent}>${child}`));
    const incomplete = isValidChild({ parentType: 'GRID', parentDepth: undefined, childType: 'ROW' });

    // Assert
    expect({ unlisted: accepted.filter((pair) => !listed.has(pair)), incomplete }).toEqual({ unlisted: [], incomplete: false });
  });
});

describe('depthOf', () => {
  it('counts container levels, tabs adding none and top-level tabs standing for the grid', () => {
    // Arrange
    const nested = buildLayout(n('ROOT_ID', 'ROOT', [n('GRID_ID', 'GRID', [
      n('ROW-1', 'ROW', [n('COLUMN-1', 'COLUMN', [n('ROW-2', 'ROW', [chart('CHART-1')])])]),
      n('TABS-1', 'TABS', [n('TAB-1', 'TAB', [n('ROW-3', 'ROW')])]),
    ])]));
    const topLevel = buildLayout(n('ROOT_ID', 'ROOT', [n('TABS-t', 'TABS', [n('TAB-t', 'TAB', [n('ROW-t', 'ROW')])])]));

    // Act
    const depths = Object.fromEntries(['GRID_ID', 'ROW-1', 'COLUMN-1', 'ROW-2', 'CHART-1', 'TABS-1', 'TAB-1', 'ROW-3'].map((id) => [id, depthOf(nested, id)]));
    const topDepths = Object.fromEntries(['TABS-t', 'TAB-t', 'ROW-t'].map((id) => [id, depthOf(topLevel, id)]));

    // Assert
    expect({ depths, topDepths }).toEqual({
      depths: { GRID_ID: 1, 'ROW-1': 2, 'COLUMN-1': 3, 'ROW-2': 4, 'CHART-1': 5, 'TABS-1': 2, 'TAB-1': 2, 'ROW-3': 2 },
      topDepths: { 'TABS-t': 1, 'TAB-t': 1, 'ROW-t': 2 },
    });
  });
});
