import { Box, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { ROOT_ID, type LayoutItem } from '#shared/dashboard/layout.ts';
import { LOG_ACTIONS, logEvent } from '../../logging/index.ts';
import { useDashboardContext } from '../dashboard-context.tsx';
import { StackedChildren } from './layout-node.tsx';
import { insideContainer, type Placement } from './placement.ts';
import { reportTabIds } from './report-tabs.ts';

const tabTitle = (item: LayoutItem | undefined): string => item?.meta?.text || item?.meta?.defaultText || 'Tab title';

/**
 * A TABS component in a report: the shown tabs' contents one under another, each under its title, so one
 * screenshot holds every tab the report asks for (all of them, or its selected ones).
 */
function ReportTabs({ item, placement }: { item: LayoutItem; placement: Placement }) {
  const { layout, reportTabs } = useDashboardContext();
  const tabIds = item.children.filter((id) => layout[id]?.type === 'TAB');
  return (
    <Stack gap="md" data-testid="dashboard-tabs">
      {reportTabIds(layout, tabIds, reportTabs).map((tabId) => (
        <Box key={tabId} data-tab-id={tabId}>
          <Title order={4} mb="xs">
            {tabTitle(layout[tabId])}
          </Title>
          <StackedChildren ids={layout[tabId]?.children ?? []} placement={insideContainer(placement)} />
        </Box>
      ))}
    </Stack>
  );
}

/**
 * A TABS component: its tab bar and the active tab's content. A tab's content is first drawn when the tab is first
 * shown (its charts query then) and kept, hidden, when another tab is chosen, so coming back does not query again.
 */
export function TabsNode({ item, placement }: { item: LayoutItem; placement: Placement }) {
  const { report } = useDashboardContext();
  return report ? (
    <ReportTabs item={item} placement={placement} />
  ) : (
    <InteractiveTabs item={item} placement={placement} />
  );
}

function InteractiveTabs({ item, placement }: { item: LayoutItem; placement: Placement }) {
  const { dashboardId, layout, activeTabs, setActiveTab, hideTabs } = useDashboardContext();
  const topLevel = layout[ROOT_ID]?.children.includes(item.id) ?? false;
  const tabIds = item.children.filter((id) => layout[id]?.type === 'TAB');
  const requested = activeTabs[item.id];
  const active = requested && tabIds.includes(requested) ? requested : tabIds[0];
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(active ? [active] : []));
  if (active && !shown.has(active)) setShown(new Set([...shown, active]));
  const choose = (tabId: string) => {
    logEvent(LOG_ACTIONS.selectDashboardTab, {
      source: 'dashboard',
      source_id: dashboardId,
      dashboard_id: dashboardId,
      target_id: tabId,
      index: tabIds.indexOf(tabId),
    });
    setActiveTab(item.id, tabId);
  };
  return (
    <Tabs
      value={active ?? null}
      onChange={(tabId) => tabId && choose(tabId)}
      keepMounted={false}
      data-testid="dashboard-tabs"
    >
      <Tabs.List mb="md" display={hideTabs && topLevel ? 'none' : undefined}>
        {tabIds.map((tabId) => {
          return (
            <Tabs.Tab key={tabId} value={tabId} fw={500}>
              {tabTitle(layout[tabId])}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {tabIds
        .filter((tabId) => shown.has(tabId))
        .map((tabId) => (
          <Box key={tabId} role="tabpanel" hidden={tabId !== active} data-tab-id={tabId}>
            <StackedChildren ids={layout[tabId]?.children ?? []} placement={insideContainer(placement)} />
          </Box>
        ))}
    </Tabs>
  );
}
