import { describe, expect, it } from 'vitest';
import type { Layout, LayoutItem } from '#shared/dashboard/layout.ts';
import { reportTabIds } from '../../../../../web/app/features/dashboard/layout/report-tabs.ts';

const item = (id: string, type: LayoutItem['type'], children: string[] = []): LayoutItem =>
  ({ id, type, children, parents: [], meta: {} }) as LayoutItem;

/** Top tabs A and B; A holds nested tabs A1 and A2; A1 holds a chart. */
const layout: Layout = Object.fromEntries(
  [
    item('TABS-top', 'TABS', ['TAB-A', 'TAB-B']),
    item('TAB-A', 'TAB', ['TABS-inner']),
    item('TAB-B', 'TAB', ['CHART-b']),
    item('TABS-inner', 'TABS', ['TAB-A1', 'TAB-A2']),
    item('TAB-A1', 'TAB', ['CHART-a1']),
    item('TAB-A2', 'TAB', []),
    item('CHART-b', 'CHART'),
    item('CHART-a1', 'CHART'),
  ].map((entry) => [entry.id, entry]),
);

describe('the tabs a dashboard report shows', () => {
  it.each([
    ['every tab when none is selected', ['TAB-A', 'TAB-B'], null, ['TAB-A', 'TAB-B']],
    ['the selected top tab only', ['TAB-A', 'TAB-B'], ['TAB-B'], ['TAB-B']],
    ['the top tab leading to a selected nested tab', ['TAB-A', 'TAB-B'], ['TAB-A1'], ['TAB-A']],
    ['the selected nested tab among its siblings', ['TAB-A1', 'TAB-A2'], ['TAB-A1'], ['TAB-A1']],
    ['every nested tab of a selected top tab', ['TAB-A1', 'TAB-A2'], ['TAB-A'], ['TAB-A1', 'TAB-A2']],
    ['every tab when the selection names none of the layout', ['TAB-A', 'TAB-B'], ['TAB-gone'], ['TAB-A', 'TAB-B']],
  ])('are %s', (_case, tabIds, selected, expected) => {
    // Act
    const shown = reportTabIds(layout, tabIds, selected);

    // Assert
    expect(shown).toEqual(expected);
  });
});
