import { ActionIcon, Menu } from '@mantine/core';
import { IconCode, IconDots, IconRefresh, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { DownloadItems } from './download-items.tsx';
import { ShareItem } from './share-item.tsx';
import { useOnceTrue } from '../../../../ui/preloadable.tsx';
import { ViewQueryModal, ViewResultsModal } from '../lazy-parts.tsx';

/** What the "..." menu acts on. */
export interface ActionMenuProps {
  plugin: ChartPlugin | undefined;
  formData: FormData;
  chartName: string;
  canDownload: boolean;
  onForceRefresh: () => void;
}

/** The header's "..." menu: Force refresh, Share, Download, View query, View query results. */
export function ActionMenu({ plugin, formData, chartName, canDownload, onForceRefresh }: ActionMenuProps) {
  const [open, setOpen] = useState<'query' | 'results' | null>(null);
  const queryMounted = useOnceTrue(open === 'query');
  const resultsMounted = useOnceTrue(open === 'results');
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Menu actions trigger" data-testid="explore-actions-menu">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconRefresh size={14} />} onClick={onForceRefresh} disabled={!plugin}>
            Force refresh
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>Share</Menu.Label>
          <ShareItem formData={formData} />
          <Menu.Divider />
          {plugin && <DownloadItems plugin={plugin} formData={formData} chartName={chartName} canDownload={canDownload} />}
          <Menu.Divider />
          <Menu.Item leftSection={<IconCode size={14} />} onClick={() => setOpen('query')} disabled={!plugin}>
            View query
          </Menu.Item>
          <Menu.Item leftSection={<IconTable size={14} />} onClick={() => setOpen('results')} disabled={!plugin}>
            View query results
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {plugin && queryMounted && <ViewQueryModal opened={open === 'query'} onClose={() => setOpen(null)} plugin={plugin} formData={formData} />}
      {plugin && resultsMounted && <ViewResultsModal opened={open === 'results'} onClose={() => setOpen(null)} plugin={plugin} formData={formData} />}
    </>
  );
}
