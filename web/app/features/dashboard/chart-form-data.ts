import type { FormData } from '../../plugins/types.ts';
import type { DashboardChartEntity } from './api-schemas.ts';

/** The chart's saved form data, tied to its id: what the dashboard's filters are added to. */
export function savedFormData(chart: DashboardChartEntity): FormData {
  return {
    ...chart.form_data,
    viz_type: String(chart.form_data.viz_type ?? ''),
    datasource: String(chart.form_data.datasource ?? ''),
    slice_id: chart.id,
  };
}
