import { Box, Tabs } from '@mantine/core';
import { useState } from 'react';
import { ROOT_ID, type LayoutItem } from '#shared/dashboard/layout.ts';
import { LOG_ACTIONS, logEvent } from '../../logging/index.ts';
import { useDashboardContext } from '../dashboard-context.tsx';
import { StackedChildren, type Placement } from './layout-node.tsx';

/**
 * A TABS component: its tab bar and the active tab's content. A tab's content is first drawn when the tab is first
 * shown (its charts query then) and kept, hidden, when another tab is chosen, so coming back does not query again.
 */
export function TabsNode({ item, placement }: { item: LayoutItem; placement: Placement }) {
  const { dashboardId, layout, activeTabs, setActiveTab, hideTabs } = useDashboardContext();
  const topLevel = layout[ROOT_ID]?.children.includes(item.id) ?? false;
  const tabIds = item.children.filter((id) => layout[id]?.type === 'TAB');
  const requested = activeTabs[item.id];
  const active = requested && tabIds.includes(requested) ? requested : tabIds[0];
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(active ? [active] : []));
  if (active && !shown.has(active)) setShown(new Set([...shown, active]));
  const choose = (tabId: string) => {
    logEvent(LOG_ACTIONS.selectDashboardTab, { source: 'dashboard', source_id: dashboardId, dashboard_id: dashboardId, target_id: tabId, index: tabIds.indexOf(tabId) });
    setActiveTab(item.id, tabId);
  };
  return (
    <Tabs value={active ?? null} onChange={(tabId) => tabId && choose(tabId)} keepMounted={false} data-testid="dashboard-tabs">
      <Tabs.List mb="md" display={hideTabs && topLevel ? 'none' : undefined}>
        {tabIds.map((tabId) => {
          const meta = layout[tabId]?.meta;
          return (
            <Tabs.Tab key={tabId} value={tabId} fw={500}>
              {meta?.text || meta?.defaultText || 'Tab title'}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {tabIds
        .filter((tabId) => shown.has(tabId))
        .map((tabId) => (
          <Box key={tabId} role="tabpanel" hidden={tabId !== active} data-tab-id={tabId}>
            <StackedChildren ids={layout[tabId]?.children ?? []} placement={placement} />
          </Box>
        ))}
    </Tabs>
  );
}
