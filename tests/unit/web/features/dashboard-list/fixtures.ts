import type { DashboardItem, DashboardListItem } from '../../../../../shared/api/dashboard.ts';

/** A user of the fake API (id 1, the signed-in user). */
export const ada = { id: 1, first_name: 'Ada', last_name: 'Lovelace' };

/** A row of `GET /api/v1/dashboard/` as the server answers it: owned and made by Ada, a draft unless told. */
export const dashboardItem = (
  id: number,
  title: string,
  change: Partial<DashboardListItem> = {},
): DashboardListItem => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  dashboard_title: title,
  slug: null,
  url: `/superset/dashboard/${id}/`,
  published: false,
  status: 'draft',
  owners: [ada],
  roles: [],
  certified_by: null,
  certification_details: null,
  changed_by: ada,
  changed_by_name: 'Ada Lovelace',
  changed_on_delta_humanized: '2 days ago',
  changed_on_utc: '2024-01-01T00:00:00+00:00',
  created_by: ada,
  created_on_delta_humanized: '3 days ago',
  thumbnail_url: null,
  is_managed_externally: false,
  tags: [],
  ...change,
});

/** The same dashboard as `GET /api/v1/dashboard/{id}` answers it, with its metadata. */
export const dashboardDetail = (
  row: DashboardListItem,
  jsonMetadata = '{"color_scheme":"supersetColors"}',
): DashboardItem => ({
  ...row,
  css: null,
  json_metadata: jsonMetadata,
  position_json: null,
  changed_on: '2024-01-01T00:00:00',
  charts: [],
});
