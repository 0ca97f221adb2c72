import { ActionIcon, Menu } from '@mantine/core';
import { lazy, memo, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { apiDownload } from '../../../core/http/client.ts';
import { loadChartPlugin } from '../../../plugins/registry.ts';
import type { FormData } from '../../../plugins/types.ts';
import { downloadChartImage, saveBlob } from '../../chart/index.ts';
import { LOG_ACTIONS, logEvent } from '../../logging/index.ts';
import { useToasts } from '../../toasts/index.ts';
import type { DashboardChartEntity } from '../api-schemas.ts';
import { useDashboardContext } from '../dashboard-context.tsx';

const ChartDataModal = lazy(() => import('./chart-data-modal.tsx'));

/** A file name stem from the chart's title, as Superset names downloads. */
const stemOf = (title: string) => title.trim().replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 100) || 'chart';

/** `POST /api/v1/chart/data` asked for a file of the whole result (`csv` or `xlsx`), saved under the server's name. */
async function downloadResults(formData: FormData, format: 'csv' | 'xlsx', stem: string) {
  const plugin = await loadChartPlugin(formData.viz_type);
  const body = { ...plugin.buildQuery(formData), result_type: 'full', result_format: format };
  const { blob, fileName } = await apiDownload('/api/v1/chart/data', { method: 'POST', json: body });
  saveBlob(blob, fileName ?? `${stem}.${format}`);
}

interface ChartMenuProps {
  chart: DashboardChartEntity;
  title: string;
  formData: FormData;
  onForceRefresh: () => void;
}

/**
 * Superset's chart menu on a dashboard (SliceHeaderControls): refresh, full screen, edit, query, table, downloads.
 * Memoized: its card re-renders as the chart comes near the window, which changes nothing here.
 */
export const ChartMenu = memo(function ChartMenu({ chart, title, formData, onForceRefresh }: ChartMenuProps) {
  const { dashboardId, fullscreenChartId, setFullscreenChart } = useDashboardContext();
  const logExport = (eventName: string) =>
    logEvent(eventName, { source: 'dashboard', source_id: dashboardId, dashboard_id: dashboardId, slice_id: chart.id });
  const { addDangerToast } = useToasts();
  const [modal, setModal] = useState<'query' | 'results' | null>(null);
  const fullscreen = fullscreenChartId === chart.id;
  const failed = (error: unknown) => addDangerToast(error instanceof Error ? error.message : 'The download failed.');
  const card = () => document.querySelector<HTMLElement>(`[data-test-chart-id="${chart.id}"] [data-chart-status]`);
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label="More Options" data-testid="dashboard-chart-menu">
            <span aria-hidden style={{ fontSize: 18, lineHeight: 1 }}>⋮</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onForceRefresh}>Force refresh</Menu.Item>
          <Menu.Item onClick={() => setFullscreenChart(fullscreen ? null : chart.id)}>{fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'}</Menu.Item>
          <Menu.Divider />
          <Menu.Item component={Link} to={`/explore/?slice_id=${chart.id}`}>Edit chart</Menu.Item>
          <Menu.Item onClick={() => setModal('query')}>View query</Menu.Item>
          <Menu.Item onClick={() => setModal('results')}>View as table</Menu.Item>
          <Menu.Divider />
          <Menu.Label>Download</Menu.Label>
          <Menu.Item onClick={() => { logExport(LOG_ACTIONS.exportCsvDashboardChart); downloadResults(formData, 'csv', stemOf(title)).catch(failed); }}>Export to .CSV</Menu.Item>
          <Menu.Item onClick={() => { logExport(LOG_ACTIONS.exportXlsxDashboardChart); downloadResults(formData, 'xlsx', stemOf(title)).catch(failed); }}>Export to Excel</Menu.Item>
          <Menu.Item
            onClick={() => {
              logExport(LOG_ACTIONS.chartDownloadAsImage);
              const element = card();
              if (element) downloadChartImage(element, stemOf(title)).catch(failed);
            }}
          >
            Download as image
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {modal && (
        <Suspense fallback={null}>
          <ChartDataModal kind={modal} title={title} formData={formData} onClose={() => setModal(null)} />
        </Suspense>
      )}
    </>
  );
});
