import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Group, Panel, Separator, type Layout } from 'react-resizable-panels';

/** What fills SQL Lab's screen; each slot is rendered as given. */
export interface SqlLabLayoutProps {
  /** Identifies the tab whose layout this is: the splitters start from its positions when the tab changes. */
  tabId: string;
  leftBar?: ReactNode;
  /** Hides the left bar (the tab's `hideLeftBar`). */
  hideLeftBar?: boolean;
  editor: ReactNode;
  toolbar?: ReactNode;
  southPane?: ReactNode;
  /** Splitter positions of the tab, percent of the editor column. */
  northPercent: number;
  southPercent: number;
  /** Called once the user has moved the splitter, with the new positions. */
  onResize?: (positions: { northPercent: number; southPercent: number }) => void;
}

const separatorStyle = { background: 'var(--skyset-border)', flex: '0 0 4px' };

/**
 * SQL Lab's layout (Superset's SqlEditor): the left bar beside a column of the editor with its toolbar over the south
 * pane, the column split by a draggable splitter whose positions are kept per tab.
 */
export function SqlLabLayout(props: SqlLabLayoutProps) {
  const {
    tabId,
    leftBar,
    hideLeftBar = false,
    editor,
    toolbar,
    southPane,
    northPercent,
    southPercent,
    onResize,
  } = props;
  const showLeftBar = leftBar != null && !hideLeftBar;
  const changed = (layout: Layout) => {
    const north = layout.north;
    const south = layout.south;
    if (north !== undefined && south !== undefined)
      onResize?.({ northPercent: Math.round(north), southPercent: Math.round(south) });
  };
  return (
    <Group orientation="horizontal" style={{ flex: 1, minHeight: 0 }} data-testid="sqllab-layout">
      {showLeftBar && (
        <>
          <Panel id="left-bar" defaultSize="22" minSize="12" maxSize="45">
            <Box h="100%" style={{ overflow: 'auto' }}>
              {leftBar}
            </Box>
          </Panel>
          <Separator style={separatorStyle} />
        </>
      )}
      <Panel id="editor-column" minSize="30">
        <Group
          key={tabId}
          orientation="vertical"
          defaultLayout={{ north: northPercent, south: southPercent }}
          onLayoutChanged={changed}
          style={{ height: '100%' }}
        >
          <Panel id="north" minSize="10">
            <Box h="100%" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
              <Box style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{editor}</Box>
              {toolbar}
            </Box>
          </Panel>
          <Separator aria-label="Resize the editor and the results" style={separatorStyle} />
          <Panel id="south" minSize="10">
            <Box h="100%" style={{ overflow: 'auto' }}>
              {southPane}
            </Box>
          </Panel>
        </Group>
      </Panel>
    </Group>
  );
}
