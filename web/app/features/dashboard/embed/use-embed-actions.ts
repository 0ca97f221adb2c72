import { useState } from 'react';
import type { EmbeddedDashboard } from '#shared/api/dashboard-embedded.ts';
import { isApiQueryError } from '../../../core/query-error.ts';
import { useToasts } from '../../toasts/index.ts';
import { dashboardEmbedApi } from './api.ts';

/** A failed action's title in the modal and the server's words. */
export interface EmbedActionError {
  title: string;
  message: string;
}

const SAVE_FAILED = 'Sorry, something went wrong. The changes could not be saved.';
const DEACTIVATE_FAILED = 'Sorry, something went wrong. Embedding could not be deactivated.';

const messageOf = (failure: unknown) =>
  isApiQueryError(failure) ? failure.messages.join('\n') : 'Something went wrong. Try again.';

/**
 * Enabling, saving and deactivating a dashboard's embedding with Superset's toasts; a failure also stays in the modal
 * with the server's words until the next attempt.
 */
export function useEmbedActions(dashboardId: number) {
  const [setEmbedded, saving] = dashboardEmbedApi.useSetDashboardEmbeddedMutation();
  const [deleteEmbedded, deactivating] = dashboardEmbedApi.useDeleteDashboardEmbeddedMutation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [error, setError] = useState<EmbedActionError | null>(null);

  /** Saves the allowed domains; answers the saved embedding, or null when the server refused. */
  const save = async (allowedDomains: string[]): Promise<EmbeddedDashboard | null> => {
    setError(null);
    try {
      const saved = await setEmbedded({ dashboardId, allowedDomains }).unwrap();
      addSuccessToast('Changes saved.');
      return saved;
    } catch (failure) {
      addDangerToast(SAVE_FAILED);
      setError({ title: SAVE_FAILED, message: messageOf(failure) });
      return null;
    }
  };

  /** Removes the embedding; answers whether it is gone. */
  const deactivate = async (): Promise<boolean> => {
    setError(null);
    try {
      await deleteEmbedded(dashboardId).unwrap();
      addSuccessToast('Embedding deactivated.');
      return true;
    } catch (failure) {
      addDangerToast(DEACTIVATE_FAILED);
      setError({ title: DEACTIVATE_FAILED, message: messageOf(failure) });
      return false;
    }
  };

  return { save, deactivate, saving: saving.isLoading, deactivating: deactivating.isLoading, error };
}
