/** The API path of a dashboard by id or slug (`GET` answers the dashboard; `/charts` and `/datasets` follow it). */
export const dashboardPath = (idOrSlug: string): string => `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`;
