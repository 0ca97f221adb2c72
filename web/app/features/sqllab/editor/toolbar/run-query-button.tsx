import { Button, Tooltip } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import type { QueryState } from '#shared/sqllab/query-state.ts';
import { hasRunnableSql, SHORTCUTS, STOPPABLE_STATES } from './shortcuts.ts';

/** Props of {@link RunQueryButton}. */
export interface RunQueryButtonProps {
  /** State of the tab's latest query, if any. */
  queryState: QueryState | null;
  sql: string;
  selectedText: string | null;
  /** Runs the selection when there is one, else the whole SQL (the caller decides with `selectedText`). */
  onRun: () => void;
  onStop: () => void;
  /** No database chosen, or the user may not run SQL. */
  disabled?: boolean;
}

/** SQL Lab's main action: 'Run', 'Run selection' while text is selected, 'Stop' while the query runs. */
export function RunQueryButton({
  queryState,
  sql,
  selectedText,
  onRun,
  onStop,
  disabled = false,
}: RunQueryButtonProps) {
  const stoppable = queryState !== null && STOPPABLE_STATES.includes(queryState);
  const runnable = hasRunnableSql(selectedText ?? sql);
  const isDisabled = disabled || (!stoppable && !runnable);
  const label = stoppable ? 'Stop' : selectedText ? 'Run selection' : 'Run';
  const tooltip = stoppable ? `Stop running (${SHORTCUTS.stop()})` : `Run query (${SHORTCUTS.run()})`;
  return (
    <Tooltip label={tooltip} disabled={isDisabled} withArrow>
      <Button
        size="xs"
        color={stoppable ? 'orange' : undefined}
        leftSection={stoppable ? <IconPlayerStopFilled size={14} /> : <IconPlayerPlayFilled size={14} />}
        disabled={isDisabled}
        onClick={stoppable ? onStop : onRun}
        data-testid="run-query-action"
      >
        {label}
      </Button>
    </Tooltip>
  );
}
