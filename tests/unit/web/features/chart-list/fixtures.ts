import type { ChartListItem } from '../../../../../shared/api/chart.ts';

/** A user of the fake API (id 1, the signed-in user unless a test says otherwise). */
export const ada = { id: 1, first_name: 'Ada', last_name: 'Lovelace' };

/** A row of `GET /api/v1/chart/` as the server answers it: a pie chart on `main.sales`, owned by Ada. */
export const chartItem = (id: number, name: string, owners = [ada]): ChartListItem => ({
  id, slice_name: name, description: null, description_markeddown: '', viz_type: 'pie', params: '{}', query_context: null,
  cache_timeout: null, datasource_id: 3, datasource_type: 'table', datasource_name_text: 'main.sales', datasource_url: '/explore/?datasource_type=table&datasource_id=3',
  owners, dashboards: [], certified_by: null, certification_details: null, changed_on: '2024-01-01T00:00:00',
  changed_on_delta_humanized: '2 days ago', changed_on_utc: '2024-01-01T00:00:00+00:00', changed_by: ada, changed_by_name: 'Ada Lovelace',
  created_by: ada, created_on_delta_humanized: '3 days ago', slice_url: `/explore/?slice_id=${id}`, url: `/explore/?slice_id=${id}`,
  thumbnail_url: null, uuid: null, tags: [], is_managed_externally: false, external_url: null, last_saved_at: null, last_saved_by: null,
  created_by_name: 'Ada Lovelace', changed_on_dttm: 0, form_data: {}, edit_url: `/chart/edit/${id}`, table: null,
});
