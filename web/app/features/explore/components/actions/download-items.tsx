import { Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv, IconJson, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { useToasts } from '../../../toasts/index.ts';
import { chartErrorsOf, fetchChartData } from '../../../chart/index.ts';
import { downloadEntries, type DownloadKind } from '../exports/download-entries.ts';
import { chartDataRequest } from './chart-data-request.ts';
import { exportFileName, loadCsvWriter, resultsAsJson, saveTextFile } from './download.ts';
import { LOG_ACTIONS, logEvent } from '../../../logging/index.ts';

/** What the download entries need: the chart, the form data it was drawn with, its name and whether the user holds `can_csv`. */
export interface DownloadItemsProps {
  plugin: ChartPlugin;
  formData: FormData;
  chartName: string;
  canDownload: boolean;
}

const ICONS: Record<DownloadKind, ReactNode> = {
  csv: <IconFileTypeCsv size={14} />,
  'pivoted-csv': <IconFileTypeCsv size={14} />,
  json: <IconJson size={14} />,
  image: <IconPhoto size={14} />,
  xlsx: <IconFileSpreadsheet size={14} />,
  'pivoted-xlsx': <IconFileSpreadsheet size={14} />,
};

/**
 * Superset's Download submenu: CSV (original and pivoted for tables), JSON, the chart as an image, Excel (and
 * pivoted Excel). Data exports are disabled without `can_csv`; the image is always allowed, as in Superset.
 */
/** Superset's event of each Explore download (LogUtils' `chart_download_as_*`). */
const DOWNLOAD_EVENTS: Record<DownloadKind, string> = {
  csv: 'chart_download_as_csv',
  'pivoted-csv': 'chart_download_as_csv_pivoted',
  json: 'chart_download_as_json',
  image: LOG_ACTIONS.chartDownloadAsImage,
  xlsx: 'chart_download_as_xls',
  'pivoted-xlsx': 'chart_download_as_xls_pivoted',
};

export function DownloadItems({ plugin, formData, chartName, canDownload }: DownloadItemsProps) {
  const { addDangerToast } = useToasts();
  const textExport = async (extension: 'csv' | 'json') => {
    // With async queries on, the answer may be a job (202) whose result arrives later; the CSV writer loads meanwhile.
    const [results, toCsv] = await Promise.all([
      fetchChartData(chartDataRequest(plugin, formData, { resultType: 'full' }), new AbortController().signal),
      extension === 'csv' ? loadCsvWriter() : undefined,
    ]);
    const name = exportFileName(chartName, extension, new Date());
    if (toCsv && results[0]) saveTextFile(toCsv(results[0]), name, 'text/csv');
    if (extension === 'json') saveTextFile(resultsAsJson(results), name, 'application/json');
  };
  const download = async (kind: DownloadKind) => {
    const sliceId = typeof formData.slice_id === 'number' ? formData.slice_id : undefined;
    logEvent(DOWNLOAD_EVENTS[kind], { source: 'explore', ...(sliceId === undefined ? {} : { source_id: sliceId, slice_id: sliceId }), viz_type: formData.viz_type });
    try {
      if (kind === 'csv' || kind === 'json') return await textExport(kind);
      // The stem of the name download.ts gives every export: the chart name and the time.
      const stem = exportFileName(chartName, 'csv', new Date()).replace(/\.csv$/, '');
      // Image and spreadsheet exports load their code on first use: most visits never download a file.
      const { runFileDownload } = await import('../exports/run-download.ts');
      await runFileDownload(kind, { plugin, formData, stem });
    } catch (error) {
      addDangerToast(chartErrorsOf(error).map((entry) => entry.message).join('\n'));
    }
  };
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item leftSection={<IconDownload size={14} />} data-testid="explore-download-menu">
          Download
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        {downloadEntries(formData.viz_type).map(({ kind, label, needsCsv }) => (
          <Menu.Item key={kind} leftSection={ICONS[kind]} disabled={needsCsv && !canDownload} onClick={() => void download(kind)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}
