import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { useOnceTrue } from '../../../../ui/preloadable.tsx';
import { ReportMenuScope, type ReportTarget } from '../../../reports/index.ts';
import { ActionMenuItems, EmbedCodeModal, ViewQueryModal, ViewResultsModal } from '../lazy-parts.tsx';
import type { ActionModal } from './action-menu-items.tsx';

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
  /** The saved chart an email report may attach to; null for a chart not saved yet. */
  reportTarget: ReportTarget | null;
}

/**
 * Explore's "..." menu, as Superset's: Edit chart properties, Download and Share submenus, View query, Run in
 * SQL Lab; plus Force refresh, View query results (results and samples) and Drill to detail from its chart menus, and
 * the email report entries of a saved chart. The entries load with Explore's on-demand parts; each modal mounts when
 * first opened.
 */
export function ActionMenu(props: ActionMenuProps) {
  const { plugin, formData } = props;
  const [open, setOpen] = useState<ActionModal | null>(null);
  const queryMounted = useOnceTrue(open === 'query');
  const resultsMounted = useOnceTrue(open === 'results');
  const embedMounted = useOnceTrue(open === 'embed');
  return (
    <>
      <ReportMenuScope target={props.reportTarget}>
        {(reportMenu) => (
          <Menu position="bottom-end" withinPortal width={240}>
            <Menu.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Menu actions trigger"
                data-testid="explore-actions-menu"
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <ActionMenuItems {...props} reportMenu={reportMenu} onOpen={setOpen} />
            </Menu.Dropdown>
          </Menu>
        )}
      </ReportMenuScope>
      {plugin && queryMounted && (
        <ViewQueryModal opened={open === 'query'} onClose={() => setOpen(null)} plugin={plugin} formData={formData} />
      )}
      {plugin && resultsMounted && (
        <ViewResultsModal
          opened={open === 'results'}
          onClose={() => setOpen(null)}
          plugin={plugin}
          formData={formData}
        />
      )}
      {embedMounted && <EmbedCodeModal opened={open === 'embed'} onClose={() => setOpen(null)} formData={formData} />}
    </>
  );
}
