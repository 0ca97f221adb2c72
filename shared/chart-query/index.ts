/**
 * Chart query building shared by the web and the server: each chart type's buildQuery (form data -> the chart
 * data request), as Superset's frontend plugins build them. Web plugins import their own builder directly so each
 * lazy chart chunk carries only its own; the server looks a builder up by viz type.
 */
export type { FormData } from './form-data.ts';
export { BUILDABLE_VIZ_TYPES, buildQueryFor, type BuildQuery } from './registry.ts';
