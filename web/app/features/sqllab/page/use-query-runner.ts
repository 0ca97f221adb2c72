import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import type { RunOrigin } from '../editor/index.ts';
import { isQueryActive } from '../results/index.ts';
import { runQuery, selectActiveLatestQuery, stopQuery } from '../state/index.ts';
import type { Query, QueryEditor } from '../types.ts';

/** Running the active tab's SQL, shared by the editor's shortcuts and the toolbar's buttons. */
export interface QueryRunner {
  latest: Query | null;
  /** Where the text that ran starts in the editor, so the engine's error positions land on it. */
  origin: RunOrigin | undefined;
  /** Runs `sql` (a selection or a statement) or, without it, the tab's selection or whole SQL. */
  run: (sql?: string, origin?: RunOrigin) => void;
  /** Stops the latest query while it is running. */
  stop: () => void;
}

/** The active tab's run and stop. */
export function useQueryRunner(editor: QueryEditor): QueryRunner {
  const dispatch = useAppDispatch();
  const latest = useAppSelector(selectActiveLatestQuery);
  const [origin, setOrigin] = useState<RunOrigin | undefined>(undefined);
  const run = useCallback(
    (sql?: string, from?: RunOrigin) => {
      setOrigin(from);
      void dispatch(runQuery({ editor, sql: sql ?? editor.selectedText ?? undefined }));
    },
    [dispatch, editor],
  );
  const stop = useCallback(() => {
    if (latest && isQueryActive(latest)) void dispatch(stopQuery(latest.id));
  }, [dispatch, latest]);
  return { latest, origin, run, stop };
}
