import * as z from 'zod';
import { EMBED_ORIGIN_MESSAGE, isEmbedOrigin } from '../dashboard/embed-origin.ts';

/*
 * Schemas of a dashboard's embedding (Superset's `/api/v1/dashboard/{id_or_slug}/embedded`), apart from the other
 * dashboard schemas: every screen loads those, and only the server and the "Embed dashboard" modal need these.
 */

/**
 * Body of `PUT /api/v1/dashboard/{id_or_slug}/embedded` (Superset's `EmbeddedDashboardConfigSchema`). Each allowed
 * domain must be an origin (`https://app.example.com`), the only form a framing page's origin can match; Superset
 * stores any text.
 */
export const EmbeddedConfigBody = z.strictObject({
  allowed_domains: z.array(z.string().max(1000).refine(isEmbedOrigin, { error: EMBED_ORIGIN_MESSAGE })).max(100),
});
export type EmbeddedConfigBody = z.infer<typeof EmbeddedConfigBody>;

/** A dashboard's embedding (Superset's `EmbeddedDashboardResponseSchema`). */
export const EmbeddedDashboard = z.looseObject({
  uuid: z.string(),
  allowed_domains: z.array(z.string()),
  dashboard_id: z.string(),
  changed_on: z.string().nullable().optional(),
  changed_by: z.looseObject({ first_name: z.string(), last_name: z.string() }).nullable().optional(),
});
export type EmbeddedDashboard = z.infer<typeof EmbeddedDashboard>;

/** Answer of `GET` and `PUT /api/v1/dashboard/{id_or_slug}/embedded`. */
export const EmbeddedDashboardResponse = z.looseObject({ result: EmbeddedDashboard });
export type EmbeddedDashboardResponse = z.infer<typeof EmbeddedDashboardResponse>;
