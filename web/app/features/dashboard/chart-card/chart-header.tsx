import { memo } from 'react';
import { Link } from 'react-router';
import { ChartFiltersBadge } from '../../native-filters/index.ts';
import {
  CONTROLS_STYLE,
  GROUP_CLASS,
  HEADER_STYLE,
  TITLE_ATTRIBUTES,
  TITLE_CLASS,
  TITLE_STYLE,
} from './card-classes.ts';
import { ChartMenu, type ChartMenuProps } from './chart-menu.tsx';

/** The card's title: a link to Explore on the chart as saved (the menu's "Edit chart" carries the dashboard's filters). */
export function ChartTitle({ chartId, title }: { chartId: number; title: string }) {
  return (
    <Link
      to={`/explore/?slice_id=${chartId}`}
      className={TITLE_CLASS}
      {...TITLE_ATTRIBUTES}
      style={TITLE_STYLE}
      data-testid="dashboard-chart-title"
    >
      {title}
    </Link>
  );
}

/** Props of {@link ChartHeader}: the menu's, and whether the chart's controls (badge, menu) show at all. */
export interface ChartHeaderProps extends ChartMenuProps {
  controls: boolean;
}

/**
 * A chart card's header: its title, and unless the dashboard hides chart controls, the filters badge and the menu.
 * Memoized: the chart under it changes state several times while it loads and draws, which changes nothing here.
 */
export const ChartHeader = memo(function ChartHeader({ controls, ...menu }: ChartHeaderProps) {
  return (
    <div className={GROUP_CLASS} style={HEADER_STYLE}>
      <ChartTitle chartId={menu.chartId} title={menu.title} />
      {controls && (
        <div className={GROUP_CLASS} style={CONTROLS_STYLE}>
          <ChartFiltersBadge chartId={menu.chartId} />
          <ChartMenu {...menu} />
        </div>
      )}
    </div>
  );
});
