import { useState } from 'react';
import { errorSummary } from '../../../core/describe-error.ts';
import { datasetEditorApi } from './api.ts';
import { syncedColumns, syncSummary } from './column-sync.ts';
import type { ColumnDraft } from './member-drafts.ts';

/**
 * "Sync columns from source": the server syncs the dataset's columns from the engine (`PUT /{pk}/refresh`), the
 * editor reads them back and merges them into the draft, keeping unsaved edits, and says what changed.
 */
export function useColumnSync(datasetId: number, onSynced: (columns: ColumnDraft[]) => void) {
  const [refresh, refreshing] = datasetEditorApi.useRefreshDatasetColumnsMutation();
  const [readBack, reading] = datasetEditorApi.useLazyGetDatasetDetailQuery();
  const [summary, setSummary] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Syncs, comparing with the source columns the editor shows now. */
  const sync = async (current: readonly ColumnDraft[]) => {
    setFailure(null);
    try {
      await refresh(datasetId).unwrap();
      const fresh = await readBack(datasetId).unwrap();
      const { columns, changes } = syncedColumns(current, fresh.columns);
      onSynced(columns);
      setSummary(syncSummary(changes));
    } catch (error) {
      setFailure(errorSummary(error));
    }
  };

  return { sync, syncing: refreshing.isLoading || reading.isFetching, summary, failure };
}
