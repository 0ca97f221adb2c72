/**
 * How long a dashboard's title and slug may be, in a file of their own: the server's access checks read the slug's
 * bound on every chart query, and must not load the dashboard API's schemas for it.
 */

/** Longest dashboard title (Superset's `String(500)`). */
export const DASHBOARD_TITLE_MAX_LENGTH = 500;

/** Longest slug (Superset's `String(255)`). */
export const DASHBOARD_SLUG_MAX_LENGTH = 255;
