import { Menu } from '@mantine/core';
import { IconCode, IconEdit, IconListDetails, IconRefresh, IconTable, IconTerminal2 } from '@tabler/icons-react';
import { ReportMenuItems, type ReportMenuState } from '../../../reports/index.ts';
import type { ActionMenuProps } from './action-menu.tsx';
import { DownloadItems } from '../../../chart-actions/index.ts';
import { chartElement } from '../exports/chart-element.ts';
import { ShareItems } from './share-items.tsx';

/** The usage event fields of an Explore download: the chart's id when it is saved. */
function exploreLogFields(formData: ActionMenuProps['formData']): Record<string, unknown> {
  const sliceId = typeof formData.slice_id === 'number' ? formData.slice_id : undefined;
  return { source: 'explore', ...(sliceId === undefined ? {} : { source_id: sliceId, slice_id: sliceId }) };
}

/** The modals the menu opens. */
export type ActionModal = 'query' | 'results' | 'embed';

/** Props of {@link ActionMenuItems}: the menu's, and how to open one of its modals. */
export interface ActionMenuItemsProps extends ActionMenuProps {
  onOpen: (modal: ActionModal) => void;
  /** Null until the report entries' code is in. */
  reportMenu: ReportMenuState | null;
}

/**
 * The entries of Explore's "..." menu, as Superset's: Edit chart properties, Force refresh, the Download and Share
 * submenus, the email report entries, View query, View query results, Drill to detail and Run in SQL Lab. They are drawn only while the menu
 * is open, so they load with Explore's other on-demand parts.
 */
export function ActionMenuItems(props: ActionMenuItemsProps) {
  const { plugin, formData, chartName, canDownload, canEditProperties, onOpen } = props;
  return (
    <>
      {canEditProperties !== null && (
        <Menu.Item leftSection={<IconEdit size={14} />} onClick={props.onEditProperties} disabled={!canEditProperties}>
          Edit chart properties
        </Menu.Item>
      )}
      <Menu.Item leftSection={<IconRefresh size={14} />} onClick={props.onForceRefresh} disabled={!plugin}>
        Force refresh
      </Menu.Item>
      <Menu.Divider />
      {plugin && (
        <DownloadItems
          plugin={plugin}
          formData={formData}
          chartName={chartName}
          canDownload={canDownload}
          place="explore"
          chartElement={chartElement}
          logFields={exploreLogFields(formData)}
        />
      )}
      <ShareItems formData={formData} chartName={chartName} onEmbed={() => onOpen('embed')} />
      {props.reportMenu && <ReportMenuItems menu={props.reportMenu} />}
      <Menu.Divider />
      <Menu.Item leftSection={<IconCode size={14} />} onClick={() => onOpen('query')} disabled={!plugin}>
        View query
      </Menu.Item>
      <Menu.Item leftSection={<IconTable size={14} />} onClick={() => onOpen('results')} disabled={!plugin}>
        View query results
      </Menu.Item>
      <Menu.Item leftSection={<IconListDetails size={14} />} onClick={props.onDrillToDetail} disabled={!plugin}>
        Drill to detail
      </Menu.Item>
      {props.canRunInSqlLab && (
        <Menu.Item leftSection={<IconTerminal2 size={14} />} onClick={props.onRunInSqlLab} disabled={!plugin}>
          Run in SQL Lab
        </Menu.Item>
      )}
    </>
  );
}
