/**
 * A chart's form data as Superset stores it (a chart's `params`, Explore's state): `viz_type`, `datasource`
 * (`"3__table"`) and any chart's own fields. Every reader is tolerant: form data comes from saved charts, URLs,
 * export bundles and older Superset versions.
 */
export interface FormData {
  viz_type: string;
  datasource: string;
  slice_id?: number;
  [field: string]: unknown;
}
