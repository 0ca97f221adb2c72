import { describe, expect, it } from 'vitest';
import {
  NEW_COMPONENTS_SOURCE_ID,
  NOT_ENOUGH_SPACE_MESSAGE,
  TOP_LEVEL_TAB_INTO_NESTED_MESSAGE,
  type DropResult,
} from '../../../../../../shared/dashboard/drop-rules.ts';
import type { Layout, LayoutMeta, LayoutType } from '../../../../../../shared/dashboard/layout.ts';
import { applyDrop, type NewId } from '../../../../../../web/app/features/dashboard/layout-ops/index.ts';
import { buildLayout, chart, gridLayout, n } from '../../../../shared/dashboard/layout-fixtures.ts';

const newId: NewId = (type) => `${type}-new`;
const transparent = { background: 'BACKGROUND_TRANSPARENT' };
const newRow = (...children: ReturnType<typeof n>[]) => n('ROW-new', 'ROW', children, transparent);

type Place = [id: string, type: LayoutType | undefined, index: number];
const drop = (
  dragging: { id: string; type: LayoutType; meta?: LayoutMeta },
  [sid, stype, sindex]: Place,
  [did, dtype, dindex]: Place,
): DropResult => ({
  source: { id: sid, type: stype, index: sindex },
  destination: { id: did, type: dtype, index: dindex },
  dragging,
  position: 'bottom',
});
const fromPanel: Place = [NEW_COMPONENTS_SOURCE_ID, undefined, 0];

const twoRows = gridLayout(
  n('ROW-a', 'ROW', [chart('CHART-a'), chart('CHART-b')]),
  n('ROW-b', 'ROW', [chart('CHART-c', 8)]),
);

interface Case {
  name: string;
  before: Layout;
  drop: DropResult;
  after: Layout;
}

const cases: Case[] = [
  {
    name: 'a new chart dropped in the grid comes wrapped in a new row',
    before: twoRows,
    drop: drop({ id: 'NEW-CHART', type: 'CHART', meta: { chartId: 7 } }, fromPanel, ['GRID_ID', 'GRID', 1]),
    after: gridLayout(
      n('ROW-a', 'ROW', [chart('CHART-a'), chart('CHART-b')]),
      newRow(n('CHART-new', 'CHART', [], { width: 4, height: 50, chartId: 7 })),
      n('ROW-b', 'ROW', [chart('CHART-c', 8)]),
    ),
  },
  {
    name: 'a new markdown dropped in a row takes the room left',
    before: twoRows,
    drop: drop({ id: 'NEW-MARKDOWN', type: 'MARKDOWN' }, fromPanel, ['ROW-b', 'ROW', 1]),
    after: gridLayout(
      n('ROW-a', 'ROW', [chart('CHART-a'), chart('CHART-b')]),
      n('ROW-b', 'ROW', [chart('CHART-c', 8), n('MARKDOWN-new', 'MARKDOWN', [], { width: 4, height: 50 })]),
    ),
  },
  {
    name: 'new tabs in the grid come with a first tab',
    before: gridLayout(),
    drop: drop({ id: 'NEW-TABS', type: 'TABS' }, fromPanel, ['GRID_ID', 'GRID', 0]),
    after: gridLayout(
      n('TABS-new', 'TABS', [
        n('TAB-new', 'TAB', [], { text: '', defaultText: 'Tab title', placeholder: 'Tab title' }),
      ]),
    ),
  },
  {
    name: 'a chart moved out of its row leaves the row, and an emptied row goes',
    before: twoRows,
    drop: drop({ id: 'CHART-c', type: 'CHART' }, ['ROW-b', 'ROW', 0], ['ROW-a', 'ROW', 0]),
    after: gridLayout(n('ROW-a', 'ROW', [chart('CHART-c', 4), chart('CHART-a'), chart('CHART-b')])),
  },
  {
    name: 'a chart moved within its row changes places',
    before: twoRows,
    drop: drop({ id: 'CHART-a', type: 'CHART' }, ['ROW-a', 'ROW', 0], ['ROW-a', 'ROW', 1]),
    after: gridLayout(
      n('ROW-a', 'ROW', [chart('CHART-b'), chart('CHART-a')]),
      n('ROW-b', 'ROW', [chart('CHART-c', 8)]),
    ),
  },
  {
    name: 'a chart moved into the grid is wrapped in a new row',
    before: twoRows,
    drop: drop({ id: 'CHART-b', type: 'CHART' }, ['ROW-a', 'ROW', 1], ['GRID_ID', 'GRID', 2]),
    after: gridLayout(
      n('ROW-a', 'ROW', [chart('CHART-a')]),
      n('ROW-b', 'ROW', [chart('CHART-c', 8)]),
      newRow(chart('CHART-b')),
    ),
  },
  {
    name: 'new tabs dropped on the root become top-level tabs holding the grid content',
    before: twoRows,
    drop: drop({ id: 'NEW-TABS', type: 'TABS' }, fromPanel, ['ROOT_ID', 'ROOT', 0]),
    after: {
      ...buildLayout(
        n('ROOT_ID', 'ROOT', [
          n('TABS-new', 'TABS', [
            n(
              'TAB-new',
              'TAB',
              [n('ROW-a', 'ROW', [chart('CHART-a'), chart('CHART-b')]), n('ROW-b', 'ROW', [chart('CHART-c', 8)])],
              { text: '', defaultText: 'Tab title', placeholder: 'Tab title' },
            ),
          ]),
        ]),
      ),
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
    },
  },
  {
    name: 'nested tabs moved to the root take the rest of the grid into their first tab',
    before: gridLayout(
      n('ROW-a', 'ROW', [chart('CHART-a')]),
      n('TABS-x', 'TABS', [n('TAB-x', 'TAB', [n('ROW-x', 'ROW', [chart('CHART-x')])]), n('TAB-y', 'TAB')]),
    ),
    drop: drop({ id: 'TABS-x', type: 'TABS' }, ['GRID_ID', 'GRID', 1], ['ROOT_ID', 'ROOT', 0]),
    after: {
      ...buildLayout(
        n('ROOT_ID', 'ROOT', [
          n('TABS-x', 'TABS', [
            n('TAB-x', 'TAB', [n('ROW-x', 'ROW', [chart('CHART-x')]), n('ROW-a', 'ROW', [chart('CHART-a')])]),
            n('TAB-y', 'TAB'),
          ]),
        ]),
      ),
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
    },
  },
  {
    name: 'the last tab moved out of its tabs takes the emptied tabs away',
    before: gridLayout(n('TABS-x', 'TABS', [n('TAB-x', 'TAB')]), n('TABS-y', 'TABS', [n('TAB-y', 'TAB')])),
    drop: drop({ id: 'TAB-x', type: 'TAB' }, ['TABS-x', 'TABS', 0], ['TABS-y', 'TABS', 1]),
    after: gridLayout(n('TABS-y', 'TABS', [n('TAB-y', 'TAB'), n('TAB-x', 'TAB')])),
  },
  {
    name: 'a row moved into a column gets its parents from there',
    before: gridLayout(
      n('ROW-o', 'ROW', [n('COLUMN-o', 'COLUMN', [], { width: 6 })]),
      n('ROW-m', 'ROW', [chart('CHART-m')]),
    ),
    drop: drop({ id: 'ROW-m', type: 'ROW' }, ['GRID_ID', 'GRID', 1], ['COLUMN-o', 'COLUMN', 0]),
    after: gridLayout(
      n('ROW-o', 'ROW', [n('COLUMN-o', 'COLUMN', [n('ROW-m', 'ROW', [chart('CHART-m')])], { width: 6 })]),
    ),
  },
];

describe('applyDrop', () => {
  it.each(cases)('$name', ({ before, drop: dropped, after }) => {
    // Act
    const outcome = applyDrop(before, dropped, newId);

    // Assert
    expect(outcome).toEqual({ layout: after, refused: null });
  });

  it.each([
    {
      name: 'a chart a full row cannot take',
      before: gridLayout(n('ROW-a', 'ROW', [chart('CHART-a')]), n('ROW-b', 'ROW', [chart('CHART-c', 12)])),
      drop: drop({ id: 'CHART-a', type: 'CHART' }, ['ROW-a', 'ROW', 0], ['ROW-b', 'ROW', 1]),
      refused: NOT_ENOUGH_SPACE_MESSAGE,
    },
    {
      name: 'a new chart in a full row',
      before: gridLayout(n('ROW-b', 'ROW', [chart('CHART-c', 12)])),
      drop: drop({ id: 'NEW-CHART', type: 'CHART', meta: { chartId: 3 } }, fromPanel, ['ROW-b', 'ROW', 1]),
      refused: NOT_ENOUGH_SPACE_MESSAGE,
    },
    {
      name: 'a top-level tab into nested tabs',
      before: buildLayout(
        n('ROOT_ID', 'ROOT', [
          n('TABS-t', 'TABS', [n('TAB-1', 'TAB', [n('TABS-in', 'TABS', [n('TAB-in', 'TAB')])]), n('TAB-2', 'TAB')]),
        ]),
      ),
      drop: drop({ id: 'TAB-2', type: 'TAB' }, ['TABS-t', 'TABS', 1], ['TABS-in', 'TABS', 1]),
      refused: TOP_LEVEL_TAB_INTO_NESTED_MESSAGE,
    },
  ])('refuses $name and keeps the layout', ({ before, drop: dropped, refused }) => {
    // Act
    const outcome = applyDrop(before, dropped, newId);

    // Assert
    expect(outcome.refused).toBe(refused);
    expect(outcome.layout).toBe(before);
  });

  it('keeps the very same layout for a drop where the component already is', () => {
    // Act
    const outcome = applyDrop(
      twoRows,
      drop({ id: 'CHART-b', type: 'CHART' }, ['ROW-a', 'ROW', 1], ['ROW-a', 'ROW', 1]),
      newId,
    );

    // Assert
    expect(outcome.layout).toBe(twoRows);
  });
});
