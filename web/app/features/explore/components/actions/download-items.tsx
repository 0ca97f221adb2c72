import { Menu } from '@mantine/core';
import { IconFileTypeCsv, IconJson } from '@tabler/icons-react';
import { useAppDispatch } from '../../../../core/store.ts';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { useToasts } from '../../../toasts/index.ts';
import { exploreApi } from '../../api.ts';
import { chartErrorsOf } from '../chart/run-chart-query.ts';
import { chartDataRequest } from './chart-data-request.ts';
import { exportFileName, loadCsvWriter, resultsAsJson, saveTextFile } from './download.ts';

/** What the download entries need: the chart, its name and whether the user holds `can_csv`. */
export interface DownloadItemsProps {
  plugin: ChartPlugin;
  formData: FormData;
  chartName: string;
  canDownload: boolean;
}

/** "Export to .CSV" and "Export to .JSON" of the chart's full results; disabled without `can_csv`, as in Superset. */
export function DownloadItems({ plugin, formData, chartName, canDownload }: DownloadItemsProps) {
  const dispatch = useAppDispatch();
  const { addDangerToast } = useToasts();
  const download = async (extension: 'csv' | 'json') => {
    const request = dispatch(exploreApi.endpoints.chartData.initiate(chartDataRequest(plugin, formData, { resultType: 'full' })));
    try {
      // The CSV writer loads while the query runs.
      const [answer, toCsv] = await Promise.all([request.unwrap(), extension === 'csv' ? loadCsvWriter() : undefined]);
      if ('job_id' in answer) throw new Error('This export was queued to run asynchronously, which is not supported yet.');
      const name = exportFileName(chartName, extension, new Date());
      if (toCsv && answer.result[0]) saveTextFile(toCsv(answer.result[0]), name, 'text/csv');
      if (extension === 'json') saveTextFile(resultsAsJson(answer.result), name, 'application/json');
    } catch (error) {
      addDangerToast(chartErrorsOf(error).map((entry) => entry.message).join('\n'));
    } finally {
      request.reset();
    }
  };
  return (
    <>
      <Menu.Label>Download</Menu.Label>
      <Menu.Item leftSection={<IconFileTypeCsv size={14} />} disabled={!canDownload} onClick={() => void download('csv')}>
        Export to .CSV
      </Menu.Item>
      <Menu.Item leftSection={<IconJson size={14} />} disabled={!canDownload} onClick={() => void download('json')}>
        Export to .JSON
      </Menu.Item>
    </>
  );
}
