import { Box, Divider, Paper, Text } from '@mantine/core';
import {
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_GUTTER_SIZE,
  type LayoutItem,
} from '#shared/dashboard/layout.ts';
import { ChartCard } from '../chart-card/chart-card.tsx';
import { useDashboardContext } from '../dashboard-context.tsx';
import { BackgroundStyleMenu, MarkdownEditor, ResizableBox } from '../edit/index.ts';
import { unitHeight } from '../layout/grid-size.ts';
import { resizeBounds } from '../layout-ops/index.ts';
import { EditChrome } from './edit-chrome.tsx';
import { useEditDispatch, useGridColumnWidth } from './edit-context.ts';
import { EditableHeader } from './editable-header.tsx';
import { EditableTabs } from './editable-tabs.tsx';

/** The children of a container stacked top to bottom with the grid's gutter, as in view mode. */
export function EditableChildren({ ids }: { ids: readonly string[] }) {
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', gap: GRID_GUTTER_SIZE }}>
      {ids.map((id) => (
        <EditableNode key={id} id={id} />
      ))}
    </Box>
  );
}

/** What an empty row or column shows, so it can be seen and dropped into (Superset's empty containers). */
function EmptyContainer({ label }: { label: string }) {
  return (
    <Text
      size="sm"
      c="dimmed"
      ta="center"
      py="xl"
      style={{ flex: 1, border: '1px dashed var(--skyset-border-dashed)', borderRadius: 4 }}
    >
      {label}
    </Text>
  );
}

/** A chart or markdown component: a box resizable in grid units, its size saved when the handle is let go. */
function SizedLeaf({ item, children }: { item: LayoutItem; children: (height: number) => React.ReactNode }) {
  const { layout } = useDashboardContext();
  const { dispatchResize } = useEditDispatch();
  const columnWidth = useGridColumnWidth();
  const size = {
    width: item.meta?.width ?? GRID_DEFAULT_CHART_WIDTH,
    height: item.meta?.height ?? GRID_DEFAULT_CHART_HEIGHT,
  };
  return (
    <ResizableBox
      size={size}
      bounds={resizeBounds(layout, item.id)}
      columnWidth={columnWidth}
      editMode
      onResizeStop={(next) => dispatchResize(item.id, next)}
    >
      {children(unitHeight(size.height, GRID_DEFAULT_CHART_HEIGHT))}
    </ResizableBox>
  );
}

function EditableMarkdown({ item }: { item: LayoutItem }) {
  const { dispatchMeta } = useEditDispatch();
  return (
    <EditChrome item={item} menu="top" style={{ flexShrink: 0 }} testId="dashboard-markdown">
      <SizedLeaf item={item}>
        {(height) => (
          <Paper radius={4} p="xs" h={height} style={{ overflow: 'auto' }}>
            <MarkdownEditor code={item.meta?.code} editMode onChange={(code) => dispatchMeta(item.id, { code })} />
          </Paper>
        )}
      </SizedLeaf>
    </EditChrome>
  );
}

/** A COLUMN: its children stacked, its width resizable inside a row. */
function EditableColumn({ item }: { item: LayoutItem }) {
  const { layout } = useDashboardContext();
  const { dispatchResize, dispatchMeta } = useEditDispatch();
  const columnWidth = useGridColumnWidth();
  const size = { width: item.meta?.width ?? GRID_DEFAULT_CHART_WIDTH, height: 0 };
  const white = item.meta?.background === 'BACKGROUND_WHITE';
  const actions = (
    <BackgroundStyleMenu
      value={item.meta?.background}
      onChange={(background) => dispatchMeta(item.id, { background })}
    />
  );
  return (
    <EditChrome item={item} menu="top" actions={actions} style={{ flexShrink: 0 }} testId="dashboard-column">
      <ResizableBox
        size={size}
        bounds={resizeBounds(layout, item.id)}
        columnWidth={columnWidth}
        editMode
        onResizeStop={(next) => dispatchResize(item.id, { width: next.width })}
      >
        <Box
          p={white ? 'sm' : 0}
          bg={white ? 'var(--mantine-color-body)' : undefined}
          mih={100}
          style={{ display: 'flex', flexDirection: 'column' }}
        >
          {item.children.length > 0 ? (
            <EditableChildren ids={item.children} />
          ) : (
            <EmptyContainer label="Empty column" />
          )}
        </Box>
      </ResizableBox>
    </EditChrome>
  );
}

/** A ROW: its children side by side, its background style chosen from its hover menu. */
function EditableRow({ item }: { item: LayoutItem }) {
  const { dispatchMeta } = useEditDispatch();
  const actions = (
    <BackgroundStyleMenu
      value={item.meta?.background}
      onChange={(background) => dispatchMeta(item.id, { background })}
    />
  );
  return (
    <EditChrome item={item} menu="left" actions={actions} testId="dashboard-row">
      <Box
        mih={100}
        bg={item.meta?.background === 'BACKGROUND_WHITE' ? 'var(--mantine-color-body)' : undefined}
        style={{ display: 'flex', gap: GRID_GUTTER_SIZE, alignItems: 'flex-start' }}
      >
        {item.children.length > 0 ? (
          item.children.map((child) => <EditableNode key={child} id={child} />)
        ) : (
          <EmptyContainer label="Empty row" />
        )}
      </Box>
    </EditChrome>
  );
}

/** One component of the layout in edit mode, drawn by its type with its edit chrome; unknown ids draw nothing. */
export function EditableNode({ id }: { id: string }) {
  const { layout } = useDashboardContext();
  const item = layout[id];
  if (!item) return null;
  switch (item.type) {
    case 'ROOT':
    case 'GRID':
    case 'TAB':
      return <EditableChildren ids={item.children} />;
    case 'ROW':
      return <EditableRow item={item} />;
    case 'COLUMN':
      return <EditableColumn item={item} />;
    case 'TABS':
      return <EditableTabs item={item} />;
    case 'CHART':
      return (
        <EditChrome item={item} menu="top" style={{ flexShrink: 0 }} testId="dashboard-chart-holder">
          <SizedLeaf item={item}>{(height) => <ChartCard item={item} height={height} />}</SizedLeaf>
        </EditChrome>
      );
    case 'MARKDOWN':
      return <EditableMarkdown item={item} />;
    case 'HEADER':
      return <EditableHeader item={item} />;
    case 'DIVIDER':
      return (
        <EditChrome item={item} menu="top" testId="dashboard-divider">
          <Divider my="md" />
        </EditChrome>
      );
  }
}
