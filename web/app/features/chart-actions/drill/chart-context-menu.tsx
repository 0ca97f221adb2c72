import { Menu } from '@mantine/core';
import { IconListDetails, IconSitemap } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { DrillByColumn } from './drill-by-form-data.ts';
import { drillLabel, type DrillFilter } from './drill-payload.ts';

/** What the chart's right-click menu offers and where a chart point reports what was clicked. */
export interface ChartContextMenuProps {
  /** The chart can drill to detail (its metadata has the DRILL_TO_DETAIL behavior) and has drawn. */
  enabled: boolean;
  onDrill: (filters: DrillFilter[]) => void;
  /** The columns "Drill by" offers for a clicked point (Superset 4+); none: no "Drill by" entry. */
  drillByColumns?: readonly DrillByColumn[];
  onDrillBy?: (column: DrillByColumn, filters: DrillFilter[]) => void;
  /** The test id of the area, so a page with several charts can name each. */
  testId?: string;
  children: (reportPoint: (filters: DrillFilter[]) => void) => ReactNode;
}

/** Where the menu opens, relative to the chart area, and the point values reported for that click. */
interface Opened {
  x: number;
  y: number;
}

/** The chart's area fills its holder; a plain element, as it renders with every state of the chart. */
const AREA_STYLE = { position: 'relative', height: '100%' } as const;

/**
 * Superset's chart context menu: a right-click anywhere on the chart offers "Drill to detail"; on a point the
 * chart reports (through its `onContextMenu` hook, before the click reaches this menu), "Drill to detail by" each
 * of its values, by all of them together, and "Drill by" another column. The right-click is caught with a native
 * listener: charts draw their own SVG, whose events React does not always hand to the components around it.
 */
export function ChartContextMenu({
  enabled,
  onDrill,
  drillByColumns = [],
  onDrillBy,
  testId = 'explore-chart-context-area',
  children,
}: ChartContextMenuProps) {
  const area = useRef<HTMLDivElement>(null);
  const point = useRef<DrillFilter[]>([]);
  const [opened, setOpened] = useState<(Opened & { point: DrillFilter[] }) | null>(null);
  const reportPoint = useCallback((filters: DrillFilter[]) => {
    point.current = filters;
  }, []);
  useEffect(() => {
    const element = area.current;
    if (!element || !enabled) return;
    // Capture runs before the chart's own handler: a right-click off any point starts with no point values.
    const reset = () => {
      point.current = [];
    };
    const open = (event: MouseEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      setOpened({ x: event.clientX - box.left, y: event.clientY - box.top, point: point.current });
    };
    element.addEventListener('contextmenu', reset, true);
    element.addEventListener('contextmenu', open);
    return () => {
      element.removeEventListener('contextmenu', reset, true);
      element.removeEventListener('contextmenu', open);
    };
  }, [enabled]);
  const drill = (filters: DrillFilter[]) => {
    setOpened(null);
    onDrill(filters);
  };
  const drillBy = (column: DrillByColumn, filters: DrillFilter[]) => {
    setOpened(null);
    onDrillBy?.(column, filters);
  };
  const shown = opened?.point ?? [];
  return (
    <div ref={area} style={AREA_STYLE} data-testid={testId}>
      {children(reportPoint)}
      {/* Mounted on a right-click only: fifty idle menus on a dashboard would cost every chart's render. */}
      {opened && (
        <Menu
          opened
          onChange={(open) => !open && setOpened(null)}
          position="bottom-start"
          offset={0}
          withinPortal
          shadow="md"
        >
          <Menu.Target>
            <div
              aria-hidden
              style={{
                position: 'absolute',
                left: opened.x,
                top: opened.y,
                width: 1,
                height: 1,
                pointerEvents: 'none',
              }}
            />
          </Menu.Target>
          <Menu.Dropdown data-testid="explore-chart-context-menu">
            <Menu.Item leftSection={<IconListDetails size={14} />} onClick={() => drill([])}>
              Drill to detail
            </Menu.Item>
            {shown.map((filter, index) => (
              <Menu.Item key={index} leftSection={<IconListDetails size={14} />} onClick={() => drill([filter])}>
                {`Drill to detail by ${drillLabel(filter)}`}
              </Menu.Item>
            ))}
            {shown.length > 1 && (
              <Menu.Item leftSection={<IconListDetails size={14} />} onClick={() => drill(shown)}>
                Drill to detail by all
              </Menu.Item>
            )}
            {onDrillBy && shown.length > 0 && drillByColumns.length > 0 && (
              <Menu.Sub>
                <Menu.Sub.Target>
                  <Menu.Sub.Item leftSection={<IconSitemap size={14} />}>Drill by</Menu.Sub.Item>
                </Menu.Sub.Target>
                <Menu.Sub.Dropdown mah={320} style={{ overflowY: 'auto' }} data-testid="drill-by-columns">
                  {drillByColumns.map((column) => (
                    <Menu.Item key={column.name} onClick={() => drillBy(column, shown)}>
                      {column.label}
                    </Menu.Item>
                  ))}
                </Menu.Sub.Dropdown>
              </Menu.Sub>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </div>
  );
}
