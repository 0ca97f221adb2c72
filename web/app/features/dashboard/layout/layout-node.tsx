import { Divider, Modal, rem } from '@mantine/core';
import { memo } from 'react';
import {
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_GUTTER_SIZE,
  type LayoutItem,
} from '#shared/dashboard/layout.ts';
import { ChartCard } from '../chart-card/chart-card.tsx';
import { useDashboardContext } from '../dashboard-context.tsx';
import { HeaderNode } from './header-node.tsx';
import { MarkdownNode } from './markdown-node.tsx';
import { TabsNode } from './tabs-node.tsx';
import { columnWidth, unitHeight } from './grid-size.ts';
import { insideColumn, insideContainer, spanOf, type Placement } from './placement.ts';

const backgroundOf = (item: LayoutItem) =>
  item.meta?.background === 'BACKGROUND_WHITE' ? 'var(--mantine-color-body)' : undefined;

/**
 * The box of a component in its container: its columns' width, shrinking in proportion with its row's other items
 * when a row holds more columns than its container spans (Superset would let them run past the edge).
 */
const boxStyle = (item: LayoutItem, placement: Placement) => ({
  width: columnWidth(spanOf(item, placement, GRID_DEFAULT_CHART_WIDTH), placement.columns),
  flexShrink: 1,
  minWidth: 0,
});

/*
 * The layout's boxes are plain elements with their styles: every node renders again with each change of the
 * dashboard's context while it opens, and a Mantine Box resolves its theme and style props each time, for nothing
 * its style could not say.
 */
const STACKED_STYLE = { display: 'flex', flexDirection: 'column', gap: GRID_GUTTER_SIZE } as const;

/** The children of a container stacked top to bottom with the grid's gutter between them. */
export function StackedChildren({ ids, placement }: { ids: readonly string[]; placement: Placement }) {
  return (
    <div style={STACKED_STYLE}>
      {ids.map((id) => (
        <LayoutNode key={id} id={id} placement={placement} />
      ))}
    </div>
  );
}

function ChartNode({ item, placement }: { item: LayoutItem; placement: Placement }) {
  const { fullscreenChartId, setFullscreenChart } = useDashboardContext();
  const fullscreen = fullscreenChartId !== null && fullscreenChartId === item.meta?.chartId;
  const height = unitHeight(item.meta?.height, GRID_DEFAULT_CHART_HEIGHT);
  if (fullscreen) {
    // A modal, portalled outside the dashboard's area (which confines everything in it), so it covers the whole
    // window as Superset's full screen does. Escape leaves it through useFullscreenEscape, which lets a dialog opened
    // on top (the chart's query, its rows) close first; Mantine's own Escape would close both at once.
    return (
      <Modal.Root
        opened
        fullScreen
        closeOnEscape={false}
        onClose={() => setFullscreenChart(null)}
        transitionProps={{ duration: 0 }}
        data-testid="dashboard-fullscreen-chart"
      >
        <Modal.Content aria-label="Chart in full screen">
          <ChartCard item={item} height={window.innerHeight} />
        </Modal.Content>
      </Modal.Root>
    );
  }
  return (
    <div style={boxStyle(item, placement)}>
      <ChartCard item={item} height={height} />
    </div>
  );
}

/**
 * One component of the layout by id, drawn by its type; unknown ids draw nothing. Memoized: it renders again for a
 * change of the dashboard's context (its layout among them), not each time the page around it renders.
 */
export const LayoutNode = memo(function LayoutNode({ id, placement }: { id: string; placement: Placement }) {
  const { layout } = useDashboardContext();
  const item = layout[id];
  if (!item) return null;
  switch (item.type) {
    case 'ROOT':
    case 'GRID':
    case 'TAB':
      return <StackedChildren ids={item.children} placement={insideContainer(placement)} />;
    case 'ROW':
      return (
        <div
          style={{ display: 'flex', gap: GRID_GUTTER_SIZE, alignItems: 'flex-start', background: backgroundOf(item) }}
          data-testid="dashboard-row"
        >
          {item.children.map((child) => (
            <LayoutNode key={child} id={child} placement={insideContainer(placement)} />
          ))}
        </div>
      );
    case 'COLUMN':
      return (
        <div
          style={{
            padding: item.meta?.background === 'BACKGROUND_WHITE' ? 'var(--mantine-spacing-sm)' : 0,
            ...boxStyle(item, placement),
            background: backgroundOf(item),
          }}
          data-testid="dashboard-column"
        >
          <StackedChildren
            ids={item.children}
            placement={insideColumn(spanOf(item, placement, GRID_DEFAULT_CHART_WIDTH))}
          />
        </div>
      );
    case 'TABS':
      return <TabsNode item={item} placement={placement} />;
    case 'CHART':
      return <ChartNode item={item} placement={placement} />;
    case 'MARKDOWN':
      return (
        <div
          style={{
            height: rem(unitHeight(item.meta?.height, GRID_DEFAULT_CHART_HEIGHT)),
            ...boxStyle(item, placement),
          }}
        >
          <MarkdownNode source={item.meta?.code ?? ''} />
        </div>
      );
    case 'HEADER':
      return <HeaderNode item={item} />;
    case 'DIVIDER':
      return <Divider my="xs" data-testid="dashboard-divider" />;
  }
});
