import { useCallback, useState } from 'react';
import type { Layout } from '#shared/dashboard/layout.ts';
import { useToasts } from '../../toasts/index.ts';
import { knownDashboard } from '../dashboard-versions.ts';
import { overwriteDifferences, type OverwriteDifference } from './overwrite-differences.ts';
import { dashboardSaveBody, type DashboardSaveBody } from './save-body.ts';
import { saveDashboard, saveErrorMessage } from './save-dashboard.ts';

/** A save waiting for the overwrite confirmation: what differs, and the body to send again with the stored version. */
export interface PendingOverwrite {
  differences: OverwriteDifference[];
  body: DashboardSaveBody;
  etag: string;
}

/** Superset's toast after a save. */
export const SAVED_MESSAGE = 'This dashboard was saved successfully.';

/**
 * Edit mode's save: `PUT` with the version this tab last saw; a conflict opens the overwrite confirmation (confirming
 * sends the same body with the stored version, cancelling keeps editing); success and failure raise Superset's toasts.
 * `onSaved` receives the body the server accepted.
 */
export function useDashboardSave(dashboardId: number, onSaved: (body: DashboardSaveBody) => void) {
  const toasts = useToasts();
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<PendingOverwrite | null>(null);

  const send = useCallback(
    async (body: DashboardSaveBody, etag: string | null) => {
      setSaving(true);
      try {
        const outcome = await saveDashboard(dashboardId, body, etag);
        if (outcome.kind === 'conflict') {
          const differences = overwriteDifferences(outcome.conflict.changed_fields, outcome.conflict.current, {
            ...body,
          });
          setPending({ differences, body, etag: outcome.etag });
          return false;
        }
        setPending(null);
        toasts.addSuccessToast(SAVED_MESSAGE);
        onSaved(body);
        return true;
      } catch (error) {
        toasts.addDangerToast(saveErrorMessage(error));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [dashboardId, onSaved, toasts],
  );

  /** Saves the layout and title over the fields this tab last knew; true once saved. */
  const save = useCallback(
    (layout: Layout, title: string) => {
      const known = knownDashboard(dashboardId);
      if (!known) return Promise.resolve(false);
      return send(dashboardSaveBody({ fields: known.fields, layout, title }), known.etag);
    },
    [dashboardId, send],
  );
  const confirmOverwrite = useCallback(
    () => (pending ? send(pending.body, pending.etag) : Promise.resolve(false)),
    [pending, send],
  );
  const cancelOverwrite = useCallback(() => setPending(null), []);
  return { saving, pending, save, confirmOverwrite, cancelOverwrite };
}
