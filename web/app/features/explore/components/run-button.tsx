import { Button } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useAppSelector } from '../../../core/store.ts';
import { selectChartState, selectExploreState } from '../state/index.ts';

/** Superset's run button: "Create chart" before the first run, "Update chart" when stale, "Stop" while loading. */
export function RunButton({ canRun, onRun, onStop }: { canRun: boolean; onRun: () => void; onStop: () => void }) {
  const chart = useAppSelector(selectChartState);
  const isStale = useAppSelector((state) => selectExploreState(state).isStale);
  if (chart.status === 'loading') {
    return (
      <Button fullWidth color="red" variant="light" leftSection={<IconPlayerStop size={16} />} onClick={onStop} data-testid="explore-stop-button">
        Stop
      </Button>
    );
  }
  const neverRan = chart.latestQueryFormData === null;
  const upToDate = !neverRan && !isStale && chart.status !== 'failed' && chart.status !== 'stopped';
  return (
    <Button fullWidth onClick={onRun} disabled={!canRun || upToDate} data-testid="explore-update-button">
      {neverRan ? 'Create chart' : 'Update chart'}
    </Button>
  );
}
