import { describe, expect, it } from 'vitest';
import { layoutOf } from '../../../../../web/app/features/dashboard/layout/layout-of.ts';
import { activeTabsFrom, visibleActiveTabs } from '../../../../../web/app/features/dashboard/active-tabs.ts';

const chart = (id: number, parents: string[]) => ({
  id: `CHART-${id}`,
  type: 'CHART' as const,
  children: [],
  parents,
  meta: { chartId: id, width: 4, height: 50 },
});

describe('layoutOf', () => {
  it('gives a dashboard without position_json Superset default rows of three charts', () => {
    // Arrange
    const charts = [1, 2, 3, 4].map((id) => ({ id, slice_name: `Chart ${id}` }));

    // Act
    const layout = layoutOf(undefined, charts);

    // Assert
    expect(layout).toEqual({
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-default-1', 'ROW-default-4'], parents: ['ROOT_ID'] },
      HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: '' } },
      'ROW-default-1': {
        id: 'ROW-default-1',
        type: 'ROW',
        children: ['CHART-default-1', 'CHART-default-2', 'CHART-default-3'],
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      },
      'ROW-default-4': {
        id: 'ROW-default-4',
        type: 'ROW',
        children: ['CHART-default-4'],
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      },
      ...Object.fromEntries(
        [1, 2, 3, 4].map((id) => [
          `CHART-default-${id}`,
          {
            id: `CHART-default-${id}`,
            type: 'CHART',
            children: [],
            parents: ['ROOT_ID', 'GRID_ID', id < 4 ? 'ROW-default-1' : 'ROW-default-4'],
            meta: { chartId: id, width: 4, height: 50, sliceName: `Chart ${id}` },
          },
        ]),
      ),
    });
  });

  it('keeps a saved layout, drops what is not a component, and adds a chart it lacks to the first top-level tab', () => {
    // Arrange
    const positions = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
      'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-1'], parents: ['ROOT_ID'] },
      'TAB-1': { id: 'TAB-1', type: 'TAB', children: ['CHART-7'], parents: ['ROOT_ID', 'TABS-1'] },
      'CHART-7': chart(7, ['ROOT_ID', 'TABS-1', 'TAB-1']),
      'BROKEN-1': { type: 'NOT_A_TYPE' },
    };

    // Act
    const layout = layoutOf(positions, [{ id: 7 }, { id: 8, slice_name: 'Late' }]);

    // Assert
    expect(Object.keys(layout).sort()).toEqual([
      'CHART-7',
      'CHART-default-8',
      'ROOT_ID',
      'ROW-default-8',
      'TAB-1',
      'TABS-1',
    ]);
    expect(layout['TAB-1']!.children).toEqual(['CHART-7', 'ROW-default-8']);
    expect(layout['CHART-default-8']!.parents).toEqual(['ROOT_ID', 'TABS-1', 'TAB-1', 'ROW-default-8']);
  });
});

describe('active tabs', () => {
  const layout = layoutOf(
    {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
      'TABS-top': { id: 'TABS-top', type: 'TABS', children: ['TAB-a', 'TAB-b'] },
      'TAB-a': { id: 'TAB-a', type: 'TAB', children: [] },
      'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['TABS-inner'] },
      'TABS-inner': { id: 'TABS-inner', type: 'TABS', children: ['TAB-b1', 'TAB-b2'] },
      'TAB-b1': { id: 'TAB-b1', type: 'TAB', children: [] },
      'TAB-b2': { id: 'TAB-b2', type: 'TAB', children: [] },
    },
    [],
  );

  it('restores a permalink’s active tabs by their TABS, ignoring ids the layout lacks', () => {
    // Act
    const active = activeTabsFrom(layout, ['TAB-b', 'TAB-b2', 'TAB-gone']);

    // Assert
    expect(active).toEqual({ 'TABS-top': 'TAB-b', 'TABS-inner': 'TAB-b2' });
  });

  it('lists only the tabs a viewer sees: nested tabs of a hidden tab are left out', () => {
    // Act
    const shownFirst = visibleActiveTabs(layout, {});
    const shownNested = visibleActiveTabs(layout, { 'TABS-top': 'TAB-b' });

    // Assert
    expect(shownFirst).toEqual(['TAB-a']);
    expect(shownNested).toEqual(['TAB-b', 'TAB-b1']);
  });
});
