import { DashboardConflictExtra, DashboardPutResponse } from '#shared/api/dashboard.ts';
import { ApiError } from '../../../core/http/api-error.ts';
import { apiFetch } from '../../../core/http/client.ts';
import { rememberOwnSave } from '../dashboard-versions.ts';
import type { DashboardSaveBody } from './save-body.ts';

/** How a save ended: saved (with the answer), or refused because someone else saved since the version sent. */
export type SaveOutcome =
  | { kind: 'saved'; answer: DashboardPutResponse; etag: string | null }
  | { kind: 'conflict'; conflict: DashboardConflictExtra; etag: string };

/** The `ETag` of a version, as the server writes it. */
export const etagOfVersion = (version: number) => `"${version}"`;

/** The conflict a 409 carries in `errors[0].extra`, if that is what the error is. */
export function conflictOf(error: unknown): DashboardConflictExtra | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = DashboardConflictExtra.safeParse(error.errors[0]?.extra);
  return parsed.success ? parsed.data : null;
}

/**
 * Saves the dashboard with `If-Match` naming the version the editor started from, so a save made meanwhile by
 * someone else comes back as a conflict (with what is stored now) instead of being overwritten unseen. Other
 * failures are thrown as ApiError.
 */
export async function saveDashboard(id: number, body: DashboardSaveBody, etag: string | null): Promise<SaveOutcome> {
  let answeredEtag: string | null = null;
  try {
    const answer = await apiFetch(`/api/v1/dashboard/${id}`, {
      method: 'PUT',
      json: body,
      headers: etag ? { 'If-Match': etag } : undefined,
      schema: DashboardPutResponse,
      onHeaders: (headers) => (answeredEtag = headers.get('etag')),
    });
    rememberOwnSave(id, answeredEtag, { ...body });
    return { kind: 'saved', answer, etag: answeredEtag };
  } catch (error) {
    const conflict = conflictOf(error);
    if (!conflict) throw error;
    return { kind: 'conflict', conflict, etag: etagOfVersion(conflict.version) };
  }
}

/** Superset's words for a failed save: the permission message for a 403, else the error's own text. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return 'You do not have permission to edit this dashboard';
  const detail =
    error instanceof ApiError ? error.messages.join(', ') : error instanceof Error ? error.message : String(error);
  return `Sorry, there was an error saving this dashboard: ${detail}`;
}
