import { ActionIcon, Menu } from '@mantine/core';
import { IconCode, IconDots, IconEdit, IconListDetails, IconRefresh, IconTable, IconTerminal2 } from '@tabler/icons-react';
import { useState } from 'react';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { DownloadItems } from './download-items.tsx';
import { EmbedCodeModal } from './embed-code-modal.tsx';
import { ShareItems } from './share-items.tsx';
import { ViewQueryModal, ViewResultsModal } from './view-query-modal.tsx';

/** What the "..." menu acts on and what the user may do. */
export interface ActionMenuProps {
  plugin: ChartPlugin | undefined;
  /** The form data of the chart as drawn (or as edited, before the first run). */
  formData: FormData;
  chartName: string;
  canDownload: boolean;
  /** Null for an unsaved chart; else whether the user may edit its properties. */
  canEditProperties: boolean | null;
  canRunInSqlLab: boolean;
  onForceRefresh: () => void;
  onEditProperties: () => void;
  onDrillToDetail: () => void;
  onRunInSqlLab: () => void;
}

type OpenModal = 'query' | 'results' | 'embed' | null;

/**
 * Explore's "..." menu, as Superset's: Edit chart properties, Download and Share submenus, View query, Run in
 * SQL Lab; plus Force refresh, View query results (results and samples) and Drill to detail from its chart menus.
 */
export function ActionMenu(props: ActionMenuProps) {
  const { plugin, formData, chartName, canDownload, canEditProperties } = props;
  const [open, setOpen] = useState<OpenModal>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal width={240}>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Menu actions trigger" data-testid="explore-actions-menu">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canEditProperties !== null && (
            <Menu.Item leftSection={<IconEdit size={14} />} onClick={props.onEditProperties} disabled={!canEditProperties}>
              Edit chart properties
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconRefresh size={14} />} onClick={props.onForceRefresh} disabled={!plugin}>
            Force refresh
          </Menu.Item>
          <Menu.Divider />
          {plugin && <DownloadItems plugin={plugin} formData={formData} chartName={chartName} canDownload={canDownload} />}
          <ShareItems formData={formData} chartName={chartName} onEmbed={() => setOpen('embed')} />
          <Menu.Divider />
          <Menu.Item leftSection={<IconCode size={14} />} onClick={() => setOpen('query')} disabled={!plugin}>
            View query
          </Menu.Item>
          <Menu.Item leftSection={<IconTable size={14} />} onClick={() => setOpen('results')} disabled={!plugin}>
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
        </Menu.Dropdown>
      </Menu>
      {plugin && <ViewQueryModal opened={open === 'query'} onClose={() => setOpen(null)} plugin={plugin} formData={formData} />}
      {plugin && <ViewResultsModal opened={open === 'results'} onClose={() => setOpen(null)} plugin={plugin} formData={formData} />}
      <EmbedCodeModal opened={open === 'embed'} onClose={() => setOpen(null)} formData={formData} />
    </>
  );
}
