import { Paper, Tabs } from '@mantine/core';
import type { Layout } from '#shared/dashboard/layout.ts';
import { ChartSources } from './chart-sources.tsx';
import { NewComponentSources } from './new-component-sources.tsx';

export interface InsertPanelProps {
  /** The layout being edited, to mark the charts it already shows. */
  layout: Layout;
  /** The signed-in user's id, for "Show only my charts". */
  currentUserId?: number;
  /** The panel's width in px (Superset's builder panel is 374 px). */
  width?: number;
}

/**
 * Edit mode's side panel, as Superset's dashboard builder panel: a "Charts" tab to drag existing charts in and a
 * "Layout elements" tab to drag new tabs, rows, columns, headers, markdown and dividers. It must sit inside the
 * page's `LayoutDndProvider`.
 */
export function InsertPanel({ layout, currentUserId, width = 374 }: InsertPanelProps) {
  return (
    <Paper component="aside" aria-label="Insert components" withBorder radius={0} p="sm" w={width} h="100%">
      <Tabs defaultValue="charts" keepMounted={false}>
        <Tabs.List grow mb="sm">
          <Tabs.Tab value="charts">Charts</Tabs.Tab>
          <Tabs.Tab value="layout">Layout elements</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="charts">
          <ChartSources layout={layout} currentUserId={currentUserId} />
        </Tabs.Panel>
        <Tabs.Panel value="layout">
          <NewComponentSources />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
