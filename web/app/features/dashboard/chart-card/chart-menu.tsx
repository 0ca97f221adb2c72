import { Menu } from '@mantine/core';
import {
  IconCode,
  IconEdit,
  IconInfoCircle,
  IconLink,
  IconListDetails,
  IconMail,
  IconMaximize,
  IconMinimize,
  IconRefresh,
  IconShare,
  IconTable,
  IconTarget,
} from '@tabler/icons-react';
import { useCallback, useMemo, type ComponentProps } from 'react';
import { useLazyOverlay } from '../../../ui/use-lazy-overlay.ts';
import { chartRegistration } from '../../../plugins/registry.ts';
import type { ChartPlugin, FormData } from '../../../plugins/types.ts';
import { DownloadItems } from '../../chart-actions/index.ts';
import { isInteractiveChart } from '../../native-filters/index.ts';
import { visibleActiveTabs } from '../active-tabs.ts';
import { useDashboardContext } from '../dashboard-context.tsx';
import { useShareActions } from '../header/use-share.ts';
import { ICON_BUTTON_CLASS, ICON_BUTTON_STYLE, ICON_CLASS } from './card-classes.ts';
import type { ChartAction } from './chart-actions.ts';
import { useOpenInExplore } from './use-open-in-explore.ts';

/** What a dashboard chart's menu acts on: the chart, the form data its card draws (filters included) and its plugin. */
export interface ChartMenuProps {
  chartId: number;
  /** The chart's layout id (`CHART-...`): the anchor of its share links. */
  layoutId: string;
  title: string;
  formData: FormData;
  /** Null until the chart's code is in: the entries that need it wait. */
  plugin: ChartPlugin | null;
  hasDescription: boolean;
  onToggleDescription: () => void;
  onForceRefresh: () => void;
  onAction: (action: ChartAction) => void;
}

/** The drawn chart of a card, which the image and pivoted exports read. */
const drawnChartOf = (chartId: number) => () =>
  document.querySelector<HTMLElement>(`[data-test-chart-id="${chartId}"] [data-chart-status]`);

/** The Share submenu of a chart: its dashboard's permalink anchored at the chart, copied or mailed. */
function ShareEntries({ layoutId, title }: { layoutId: string; title: string }) {
  const { dashboardId, layout, activeTabs } = useDashboardContext();
  const currentTabs = useCallback(() => visibleActiveTabs(layout, activeTabs), [layout, activeTabs]);
  const target = useMemo(() => ({ kind: 'chart' as const, title, anchor: layoutId }), [title, layoutId]);
  const { copyPermalink, emailPermalink } = useShareActions(dashboardId, target, currentTabs);
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item leftSection={<IconShare size={14} />}>Share</Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        <Menu.Item leftSection={<IconLink size={14} />} onClick={copyPermalink}>
          Copy permalink to clipboard
        </Menu.Item>
        <Menu.Item leftSection={<IconMail size={14} />} onClick={emailPermalink}>
          Share chart by email
        </Menu.Item>
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

/**
 * The entries of a chart's menu (Superset's SliceHeaderControls), in its order and words, each behind its permission:
 * refresh, full screen, description, Explore, cross-filter scoping, query, table, drill to detail, share and
 * downloads. Every entry works on the form data the card draws, so what it shows or exports is what the chart shows.
 */
function ChartMenuEntries(props: ChartMenuProps) {
  const { chartId, layoutId, title, formData, plugin, onAction } = props;
  const { dashboardId, fullscreenChartId, setFullscreenChart, permissions } = useDashboardContext();
  const openInExplore = useOpenInExplore(chartId, formData);
  const fullscreen = fullscreenChartId === chartId;
  const canDrill = (chartRegistration(formData.viz_type)?.metadata.behaviors ?? []).includes('DRILL_TO_DETAIL');
  const logFields = useMemo(
    () => ({ source: 'dashboard', source_id: dashboardId, dashboard_id: dashboardId, slice_id: chartId }),
    [dashboardId, chartId],
  );
  return (
    <>
      <Menu.Item leftSection={<IconRefresh size={14} />} onClick={props.onForceRefresh}>
        Force refresh
      </Menu.Item>
      <Menu.Item
        leftSection={fullscreen ? <IconMinimize size={14} /> : <IconMaximize size={14} />}
        onClick={() => setFullscreenChart(fullscreen ? null : chartId)}
      >
        {fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'}
      </Menu.Item>
      <Menu.Divider />
      {props.hasDescription && (
        <Menu.Item leftSection={<IconInfoCircle size={14} />} onClick={props.onToggleDescription}>
          Toggle chart description
        </Menu.Item>
      )}
      {permissions.canExplore && (
        <Menu.Item leftSection={<IconEdit size={14} />} onClick={openInExplore}>
          Edit chart
        </Menu.Item>
      )}
      {permissions.canEdit && isInteractiveChart(formData.viz_type) && (
        <Menu.Item leftSection={<IconTarget size={14} />} onClick={() => onAction({ kind: 'scoping' })}>
          Cross-filtering scoping
        </Menu.Item>
      )}
      <Menu.Divider />
      {permissions.canExplore && (
        <Menu.Item leftSection={<IconCode size={14} />} disabled={!plugin} onClick={() => onAction({ kind: 'query' })}>
          View query
        </Menu.Item>
      )}
      <Menu.Item leftSection={<IconTable size={14} />} disabled={!plugin} onClick={() => onAction({ kind: 'results' })}>
        View as table
      </Menu.Item>
      {canDrill && permissions.canDrill && (
        <Menu.Item
          leftSection={<IconListDetails size={14} />}
          disabled={!plugin}
          onClick={() => onAction({ kind: 'drill-detail', filters: [] })}
        >
          Drill to detail
        </Menu.Item>
      )}
      <Menu.Divider />
      {(permissions.canShareChart || permissions.canShareDashboard) && (
        <ShareEntries layoutId={layoutId} title={title} />
      )}
      {plugin && (
        <DownloadItems
          plugin={plugin}
          formData={formData}
          chartName={title}
          canDownload={permissions.canDownload}
          place="dashboard"
          chartElement={drawnChartOf(chartId)}
          logFields={logFields}
        />
      )}
    </>
  );
}

/** The "More Options" button of a card: the menu's trigger, and the same button drawn alone while the menu is unbuilt. */
function MoreOptionsButton({ className, style, ...props }: ComponentProps<'button'>) {
  // The menu's target hands its own class and style down: they join the button's.
  return (
    <button
      type="button"
      className={className ? `${ICON_BUTTON_CLASS} ${className}` : ICON_BUTTON_CLASS}
      data-variant="subtle"
      style={style ? { ...ICON_BUTTON_STYLE, ...style } : ICON_BUTTON_STYLE}
      aria-label="More Options"
      data-testid="dashboard-chart-menu"
      {...props}
    >
      <span className={ICON_CLASS}>
        <span aria-hidden style={{ fontSize: 18, lineHeight: 1 }}>
          ⋮
        </span>
      </span>
    </button>
  );
}

/**
 * A chart card's menu button and, while open, its entries. The entries are drawn only then: a closed menu reads
 * nothing of the dashboard, so fifty closed menus do not render again when, say, the user's permissions arrive.
 * Until the user first points at, focuses or clicks the button, it is drawn alone, without the menu around it.
 */
export function ChartMenu(props: ChartMenuProps) {
  const { engaged, openOnMount, triggerRef, placeholderProps } = useLazyOverlay();
  if (!engaged) return <MoreOptionsButton aria-haspopup="menu" aria-expanded={false} {...placeholderProps} />;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={230} defaultOpened={openOnMount}>
      <Menu.Target>
        <MoreOptionsButton ref={triggerRef} />
      </Menu.Target>
      <Menu.Dropdown data-testid="dashboard-chart-menu-dropdown">
        <ChartMenuEntries {...props} />
      </Menu.Dropdown>
    </Menu>
  );
}
