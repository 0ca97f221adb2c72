import { Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv, IconJson, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ChartPlugin, FormData } from '../../../plugins/types.ts';
import { chartErrorsOf, fetchChartData } from '../../chart/index.ts';
import { logEvent } from '../../logging/index.ts';
import { useToasts } from '../../toasts/index.ts';
import { chartDataRequest } from '../chart-data-request.ts';
import { downloadEntries, type DownloadKind, type DownloadPlace } from './download-entries.ts';
import { downloadEventOf } from './download-events.ts';
import { exportFileName, resultsAsJson, saveTextFile } from './text-files.ts';

/** What the download entries need: the chart, the form data it was drawn with, its name and whether the user holds `can_csv`. */
export interface DownloadItemsProps {
  plugin: ChartPlugin;
  formData: FormData;
  chartName: string;
  canDownload: boolean;
  /** Explore's menu or a dashboard chart's: their entries and usage events differ. */
  place: DownloadPlace;
  /** The element the chart is drawn in (image and pivoted exports read it). */
  chartElement: () => HTMLElement | null;
  /** The usage event's place fields (`source`, `source_id`, `dashboard_id`...). */
  logFields: Record<string, unknown>;
}

const ICONS: Record<DownloadKind, ReactNode> = {
  csv: <IconFileTypeCsv size={14} />,
  'pivoted-csv': <IconFileTypeCsv size={14} />,
  'full-csv': <IconFileTypeCsv size={14} />,
  json: <IconJson size={14} />,
  image: <IconPhoto size={14} />,
  xlsx: <IconFileSpreadsheet size={14} />,
  'pivoted-xlsx': <IconFileSpreadsheet size={14} />,
  'full-xlsx': <IconFileSpreadsheet size={14} />,
};

/** The chart's rows as a JSON file written here, from the answer the chart itself draws from (a 202 job followed). */
async function jsonExport(plugin: ChartPlugin, formData: FormData, chartName: string): Promise<void> {
  const results = await fetchChartData(
    chartDataRequest(plugin, formData, { resultType: 'full' }),
    new AbortController().signal,
  );
  saveTextFile(resultsAsJson(results), exportFileName(chartName, 'json', new Date()), 'application/json');
}

/**
 * Superset's Download submenu, with the entries of where it is (see download-entries.ts). Every export runs on the form
 * data the chart was drawn with, filters included, so the file holds what the chart shows. Data exports are disabled
 * without `can_csv`; the image is always allowed, as in Superset.
 */
export function DownloadItems({
  plugin,
  formData,
  chartName,
  canDownload,
  place,
  chartElement,
  logFields,
}: DownloadItemsProps) {
  const { addDangerToast } = useToasts();
  const download = async (kind: DownloadKind) => {
    logEvent(downloadEventOf(kind, place), { ...logFields, viz_type: formData.viz_type });
    try {
      if (kind === 'json') return await jsonExport(plugin, formData, chartName);
      // The stem of the name text-files.ts gives every export: the chart name and the time.
      const stem = exportFileName(chartName, 'csv', new Date()).replace(/\.csv$/, '');
      // Image and spreadsheet exports load their code on first use: most visits never download a file.
      const { runFileDownload } = await import('./run-download.ts');
      await runFileDownload(kind, { plugin, formData, stem, chartElement });
    } catch (error) {
      addDangerToast(
        chartErrorsOf(error)
          .map((entry) => entry.message)
          .join('\n'),
      );
    }
  };
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item leftSection={<IconDownload size={14} />} data-testid={`${place}-download-menu`}>
          Download
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        {downloadEntries(formData.viz_type, place).map(({ kind, label, needsCsv }) => (
          <Menu.Item
            key={kind}
            leftSection={ICONS[kind]}
            disabled={needsCsv && !canDownload}
            onClick={() => void download(kind)}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}
