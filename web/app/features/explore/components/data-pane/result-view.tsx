import { ActionIcon, Center, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { useToasts } from '../../../toasts/index.ts';
import type { ResultState } from '../actions/use-chart-data-result.ts';
import { rowsAsTsv } from './copy-rows.ts';
import { ResultsTable } from './results-table.tsx';

/** Props of {@link ResultView}: a one-off result as it loads, in a box of `height` pixels. */
export interface ResultViewProps {
  state: ResultState;
  height: number;
}

/** One tab of the data pane: a row count and copy button over the virtualized rows, or why there are none. */
export function ResultView({ state, height }: ResultViewProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  if (state.status !== 'done' && state.status !== 'failed') return <Center h={height}><Loader size="sm" aria-label="Loading data" /></Center>;
  if (state.status === 'failed') return <ErrorAlert message={state.message} />;
  const { colnames, data } = state.result;
  if (data.length === 0) return <EmptyState size="sm" title="No results were returned for this query" />;
  const copy = () =>
    navigator.clipboard.writeText(rowsAsTsv(colnames, data)).then(
      () => addSuccessToast('Copied to clipboard!'),
      () => addDangerToast('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'),
    );
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="xs" c="dimmed" data-testid="explore-row-count">{`${data.length} ${data.length === 1 ? 'row' : 'rows'}`}</Text>
        <Tooltip label="Copy to clipboard">
          <ActionIcon variant="subtle" size="sm" aria-label="Copy to clipboard" onClick={() => void copy()}>
            <IconCopy size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ResultsTable colnames={colnames} data={data} height={height} />
    </Stack>
  );
}
