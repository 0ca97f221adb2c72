import * as z from 'zod';
import { apiFetch } from '../../core/http/client.ts';

/** An embedding as `GET /api/v1/embedded_dashboard/{uuid}` answers it (Superset's EmbeddedDashboardResponseSchema). */
const EmbeddingResponse = z.looseObject({
  result: z.looseObject({ uuid: z.string(), dashboard_id: z.string(), allowed_domains: z.array(z.string()) }),
});

/** The dashboard an embedding shows, by its uuid, as the guest session may read it. */
export async function embeddedDashboardId(uuid: string): Promise<string> {
  const { result } = await apiFetch(`/api/v1/embedded_dashboard/${encodeURIComponent(uuid)}`, {
    schema: EmbeddingResponse,
  });
  return result.dashboard_id;
}
