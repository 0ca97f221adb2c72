import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { FormData } from '../../../plugins/types.ts';
import { useToasts } from '../../toasts/index.ts';
import { dashboardViewApi } from '../api.ts';

/** The numeric dataset id of a `datasource` key (`"3__table"`). */
const datasetIdOf = (datasource: string): number | undefined => {
  const match = /^(\d+)__/.exec(datasource);
  return match ? Number(match[1]) : undefined;
};

/**
 * "Edit chart" from a dashboard, as Superset's: Explore opens on the chart as the card draws it, the dashboard's
 * native filters and cross-filters included (the form data cached under a `form_data_key`), not on its saved form.
 */
export function useOpenInExplore(chartId: number, formData: FormData): () => void {
  const navigate = useNavigate();
  const [postChartFormData] = dashboardViewApi.usePostChartFormDataMutation();
  const { addDangerToast } = useToasts();
  return useCallback(() => {
    const datasourceId = datasetIdOf(formData.datasource);
    const plain = `/explore/?slice_id=${chartId}`;
    if (datasourceId === undefined) return void navigate(plain);
    postChartFormData({
      datasource_id: datasourceId,
      datasource_type: 'table',
      chart_id: chartId,
      form_data: JSON.stringify(formData),
    })
      .unwrap()
      .then(
        (key) => navigate(`/explore/?form_data_key=${encodeURIComponent(key)}&slice_id=${chartId}`),
        () => {
          addDangerToast('The chart could not be opened with the dashboard’s filters; it opens as saved.');
          void navigate(plain);
        },
      );
  }, [chartId, formData, navigate, postChartFormData, addDangerToast]);
}
