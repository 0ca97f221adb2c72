import { describe, expect, it } from 'vitest';
import { alertPutBody } from '../../../../../web/app/features/reports/forms/alert-body.ts';
import { newAlertDraft } from '../../../../../web/app/features/reports/forms/alert-form.ts';
import { dashboardTabsOf } from '../../../../../web/app/features/reports/forms/dashboard-tabs.ts';

const POSITIONS = JSON.stringify({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
  // Keys out of layout order on purpose: the tabs come in the order the layout shows them.
  'TAB-b': {
    id: 'TAB-b',
    type: 'TAB',
    children: ['TABS-2'],
    parents: ['ROOT_ID', 'TABS-1'],
    meta: { text: 'Customers' },
  },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID'] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-1'], meta: { text: 'Revenue' } },
  'TABS-2': { id: 'TABS-2', type: 'TABS', children: ['TAB-c'], parents: ['ROOT_ID', 'TABS-1', 'TAB-b'] },
  'TAB-c': {
    id: 'TAB-c',
    type: 'TAB',
    children: [],
    parents: ['ROOT_ID', 'TABS-1', 'TAB-b', 'TABS-2'],
    meta: { text: 'By city' },
  },
});

describe("a dashboard's tabs for a report", () => {
  it('lists them in layout order, nested ones under their parent', () => {
    // Act
    const tabs = dashboardTabsOf(POSITIONS);

    // Assert
    expect(tabs).toEqual([
      { value: 'TAB-a', label: 'Revenue' },
      { value: 'TAB-b', label: 'Customers' },
      { value: 'TAB-c', label: 'Customers › By city' },
    ]);
  });

  it.each([[null], [''], ['not json'], ['[1, 2]']])('offers none for a layout of %j', (positions) => {
    // Act
    const tabs = dashboardTabsOf(positions);

    // Assert
    expect(tabs).toEqual([]);
  });

  it("sends the picked tabs as the report's active tabs, and null for the whole dashboard", () => {
    // Arrange
    const draft = {
      ...newAlertDraft('Report', { value: 1, label: 'Ada' }, 'ada@example.org', 'UTC'),
      name: 'Tabs',
      dashboard: { value: 2, label: 'Sales' },
    };

    // Act
    const extras = [alertPutBody({ ...draft, tabs: ['TAB-a', 'TAB-c'] }).extra, alertPutBody(draft).extra];

    // Assert
    expect(extras).toEqual([{ dashboard: { activeTabs: ['TAB-a', 'TAB-c'] } }, { dashboard: { activeTabs: null } }]);
  });
});
