import { Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useAppSelector } from '../../../core/store.ts';
import { selectChartState, selectExploreState } from '../state/index.ts';

/**
 * Superset's run button: "Create chart" before the first run, "Update chart" when stale, "Stop" while loading;
 * while controls are invalid it is disabled and its tooltip lists them (`Control labeled "Metrics" cannot be empty`).
 */
export function RunButton({
  canRun,
  errorLines,
  onRun,
  onStop,
}: {
  canRun: boolean;
  errorLines: readonly string[];
  onRun: () => void;
  onStop: () => void;
}) {
  const chart = useAppSelector(selectChartState);
  const isStale = useAppSelector((state) => selectExploreState(state).isStale);
  if (chart.status === 'loading') {
    return (
      <Button
        fullWidth
        color="red"
        variant="light"
        leftSection={<IconPlayerStop size={16} />}
        onClick={onStop}
        data-testid="explore-stop-button"
      >
        Stop
      </Button>
    );
  }
  const neverRan = chart.latestQueryFormData === null;
  const upToDate = !neverRan && !isStale && chart.status !== 'failed' && chart.status !== 'stopped';
  const blocked = !canRun || upToDate;
  // Superset names the controls to fix in the button's tooltip; a disabled button keeps hover through data-disabled.
  return (
    <Tooltip
      label={
        <Stack gap={2}>
          {errorLines.map((line) => (
            <Text key={line} size="xs">
              {line}
            </Text>
          ))}
        </Stack>
      }
      disabled={errorLines.length === 0}
      multiline
      w={300}
    >
      <Button
        fullWidth
        onClick={() => !blocked && onRun()}
        data-disabled={blocked || undefined}
        aria-disabled={blocked}
        data-testid="explore-update-button"
      >
        {neverRan ? 'Create chart' : 'Update chart'}
      </Button>
    </Tooltip>
  );
}
