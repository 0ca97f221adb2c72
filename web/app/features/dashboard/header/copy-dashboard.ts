import * as z from 'zod';
import { DashboardItemResponse, type DashboardCopyBody } from '#shared/api/dashboard.ts';
import type { Layout } from '#shared/dashboard/layout.ts';
import { apiFetch } from '../../../core/http/client.ts';

/** Superset's answer to `POST /api/v1/dashboard/{id_or_slug}/copy/`: the new dashboard's id. */
const DashboardCopyResponse = z.looseObject({
  result: z.looseObject({ id: z.number().int(), last_modified_time: z.number() }),
});

/** What "Save as" asks for: the copy's title, whether its charts are copies too, and the layout the page shows. */
export interface SaveAsRequest {
  title: string;
  duplicateCharts: boolean;
  layout: Layout;
}

/** Superset's starting title of a copy: the dashboard's with ` [copy]`. */
export function copyTitle(title: string): string {
  return `${title} [copy]`;
}

/**
 * The copy's body as Superset's dashboard save modal sends it: the title, the dashboard's CSS and its current
 * metadata with the layout on screen as `positions` (the server takes the charts of the copy from them).
 */
export function copyBody(
  request: SaveAsRequest,
  saved: { css: string | null; json_metadata: string | null },
): DashboardCopyBody {
  const metadata = JSON.parse(saved.json_metadata || '{}') as Record<string, unknown>;
  return {
    dashboard_title: request.title.trim(),
    css: saved.css ?? '',
    json_metadata: JSON.stringify({ ...metadata, positions: request.layout }),
    duplicate_slices: request.duplicateCharts,
  };
}

/**
 * Copies dashboard `id` ("Save as") and answers the copy's id. The dashboard is read again first, so what was saved
 * since the page opened (properties, colours) is what the copy starts from.
 */
export async function copyDashboard(id: number, request: SaveAsRequest): Promise<number> {
  const { result: saved } = await apiFetch(`/api/v1/dashboard/${id}`, { schema: DashboardItemResponse });
  const answer = await apiFetch(`/api/v1/dashboard/${id}/copy/`, {
    method: 'POST',
    json: copyBody(request, saved),
    schema: DashboardCopyResponse,
  });
  return answer.result.id;
}
