import { describe, expect, it } from 'vitest';
import type { Layout } from '../../../../../../shared/dashboard/layout.ts';
import {
  deleteComponent,
  resizeBounds,
  resizeComponent,
  updateComponentMeta,
} from '../../../../../../web/app/features/dashboard/layout-ops/index.ts';
import { buildLayout, chart, gridLayout, n } from '../../../../shared/dashboard/layout-fixtures.ts';

const layout = gridLayout(
  n('ROW-a', 'ROW', [chart('CHART-a'), chart('CHART-b', 3)]),
  n('ROW-b', 'ROW', [chart('CHART-c', 8)]),
  n('ROW-c', 'ROW', [
    n('COLUMN-c', 'COLUMN', [n('ROW-in', 'ROW', [chart('CHART-in', 2), chart('CHART-in2', 3)])], { width: 6 }),
  ]),
  n('TABS-n', 'TABS', [
    n('TAB-n', 'TAB', [n('MARKDOWN-n', 'MARKDOWN', [], { code: '# Hi', width: 4, height: 50 })], { text: 'One' }),
  ]),
);

describe('deleteComponent', () => {
  it.each<{ name: string; id: string; before?: Layout; after: Layout }>([
    {
      name: 'a chart leaves its row',
      id: 'CHART-b',
      after: gridLayout(
        n('ROW-a', 'ROW', [chart('CHART-a')]),
        n('ROW-b', 'ROW', [chart('CHART-c', 8)]),
        n('ROW-c', 'ROW', [
          n('COLUMN-c', 'COLUMN', [n('ROW-in', 'ROW', [chart('CHART-in', 2), chart('CHART-in2', 3)])], { width: 6 }),
        ]),
        n('TABS-n', 'TABS', [
          n('TAB-n', 'TAB', [n('MARKDOWN-n', 'MARKDOWN', [], { code: '# Hi', width: 4, height: 50 })], { text: 'One' }),
        ]),
      ),
    },
    {
      name: 'the only chart of a row takes the row away',
      id: 'CHART-c',
      after: gridLayout(
        n('ROW-a', 'ROW', [chart('CHART-a'), chart('CHART-b', 3)]),
        n('ROW-c', 'ROW', [
          n('COLUMN-c', 'COLUMN', [n('ROW-in', 'ROW', [chart('CHART-in', 2), chart('CHART-in2', 3)])], { width: 6 }),
        ]),
        n('TABS-n', 'TABS', [
          n('TAB-n', 'TAB', [n('MARKDOWN-n', 'MARKDOWN', [], { code: '# Hi', width: 4, height: 50 })], { text: 'One' }),
        ]),
      ),
    },
    {
      name: 'a column goes with its subtree, and its emptied row',
      id: 'COLUMN-c',
      after: gridLayout(
        n('ROW-a', 'ROW', [chart('CHART-a'), chart('CHART-b', 3)]),
        n('ROW-b', 'ROW', [chart('CHART-c', 8)]),
        n('TABS-n', 'TABS', [
          n('TAB-n', 'TAB', [n('MARKDOWN-n', 'MARKDOWN', [], { code: '# Hi', width: 4, height: 50 })], { text: 'One' }),
        ]),
      ),
    },
    {
      name: 'the last tab takes its tabs away',
      id: 'TAB-n',
      after: gridLayout(
        n('ROW-a', 'ROW', [chart('CHART-a'), chart('CHART-b', 3)]),
        n('ROW-b', 'ROW', [chart('CHART-c', 8)]),
        n('ROW-c', 'ROW', [
          n('COLUMN-c', 'COLUMN', [n('ROW-in', 'ROW', [chart('CHART-in', 2), chart('CHART-in2', 3)])], { width: 6 }),
        ]),
      ),
    },
    {
      name: 'top-level tabs pour their tabs back into the grid',
      id: 'TABS-t',
      before: {
        ...buildLayout(
          n('ROOT_ID', 'ROOT', [
            n('TABS-t', 'TABS', [
              n('TAB-1', 'TAB', [n('ROW-1', 'ROW', [chart('CHART-1')])]),
              n('TAB-2', 'TAB', [n('DIVIDER-2', 'DIVIDER')]),
            ]),
          ]),
        ),
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
      },
      after: gridLayout(n('ROW-1', 'ROW', [chart('CHART-1')]), n('DIVIDER-2', 'DIVIDER')),
    },
  ])('$name', ({ id, before = layout, after }) => {
    // Act
    const next = deleteComponent(before, id);

    // Assert
    expect(next).toEqual(after);
  });

  it.each(['ROOT_ID', 'GRID_ID', 'HEADER_ID', 'CHART-gone'])('keeps the very same layout for %s', (id) => {
    // Act
    const next = deleteComponent(layout, id);

    // Assert
    expect(next).toBe(layout);
  });
});

describe('resizeBounds and resizeComponent', () => {
  it.each([
    {
      id: 'CHART-b',
      bounds: { adjustableWidth: true, adjustableHeight: true, minWidth: 1, maxWidth: 8, minHeight: 5, maxHeight: 100 },
    },
    {
      id: 'CHART-in2',
      bounds: { adjustableWidth: true, adjustableHeight: true, minWidth: 1, maxWidth: 4, minHeight: 5, maxHeight: 100 },
    },
    {
      id: 'COLUMN-c',
      bounds: {
        adjustableWidth: true,
        adjustableHeight: false,
        minWidth: 5,
        maxWidth: 12,
        minHeight: 5,
        maxHeight: 100,
      },
    },
    {
      id: 'MARKDOWN-n',
      bounds: {
        adjustableWidth: false,
        adjustableHeight: true,
        minWidth: 1,
        maxWidth: 4,
        minHeight: 5,
        maxHeight: 100,
      },
    },
  ])('bounds $id by its row and its content', ({ id, bounds }) => {
    // Act
    const answer = resizeBounds(layout, id);

    // Assert
    expect(answer).toEqual(bounds);
  });

  it.each([
    {
      name: 'a width past the free columns stops at them',
      size: { width: 11 },
      meta: { chartId: 1, width: 8, height: 50 },
    },
    { name: 'a width under one column stops at one', size: { width: 0 }, meta: { chartId: 1, width: 1, height: 50 } },
    {
      name: 'a height over 100 units stops at 100',
      size: { height: 400 },
      meta: { chartId: 1, width: 3, height: 100 },
    },
    { name: 'a height under 5 units stops at 5', size: { height: 2 }, meta: { chartId: 1, width: 3, height: 5 } },
    {
      name: 'fractions round to whole units',
      size: { width: 5.6, height: 61.2 },
      meta: { chartId: 1, width: 6, height: 61 },
    },
  ])('$name', ({ size, meta }) => {
    // Act
    const next = resizeComponent(layout, 'CHART-b', size);

    // Assert
    expect(next).toEqual({ ...layout, 'CHART-b': { ...layout['CHART-b'], meta } });
  });

  it('changes nothing for components that do not resize or sizes that stay', () => {
    // Act
    const row = resizeComponent(layout, 'ROW-a', { width: 3 });
    const same = resizeComponent(layout, 'CHART-b', { width: 3, height: 50 });
    const columnHeight = resizeComponent(layout, 'COLUMN-c', { height: 20 });

    // Assert
    expect([row, same, columnHeight].every((next) => next === layout)).toBe(true);
  });
});

describe('updateComponentMeta', () => {
  it('sets a markdown source, a header text and size, a chart name override', () => {
    // Act
    const next = updateComponentMeta(updateComponentMeta(layout, 'MARKDOWN-n', { code: '**bold**' }), 'CHART-a', {
      sliceNameOverride: 'Births',
    });

    // Assert
    expect(next).toEqual({
      ...layout,
      'MARKDOWN-n': { ...layout['MARKDOWN-n'], meta: { code: '**bold**', width: 4, height: 50 } },
      'CHART-a': { ...layout['CHART-a'], meta: { chartId: 1, width: 4, height: 50, sliceNameOverride: 'Births' } },
    });
  });

  it('keeps a tab title when the new one is empty, and the same layout when nothing changes', () => {
    // Act
    const emptyTitle = updateComponentMeta(layout, 'TAB-n', { text: '' });
    const sameCode = updateComponentMeta(layout, 'MARKDOWN-n', { code: '# Hi' });

    // Assert
    expect([emptyTitle, sameCode].every((next) => next === layout)).toBe(true);
  });
});
