import { ActionIcon, Center, Group, Loader, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCopy, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useToasts } from '../../toasts/index.ts';
import type { ResultState } from './use-chart-data-result.ts';
import { filterRows } from './cell-text.ts';
import { rowsAsTsv } from './copy-rows.ts';
import { ResultsTable } from './results-table.tsx';

/** Superset's row count label: `44 rows`, or `12 of 44 rows` while the search narrows them. */
export function rowCountText(shown: number, total: number): string {
  const unit = total === 1 ? 'row' : 'rows';
  return shown === total ? `${total} ${unit}` : `${shown} of ${total} ${unit}`;
}

/** Props of {@link ResultView}: a one-off result as it loads, in a box of `height` pixels. */
export interface ResultViewProps {
  state: ResultState;
  height: number;
}

/**
 * One tab of the data pane: a search box, the row count and a copy button over the virtualized rows, or why there
 * are none. Copy takes the rows the search shows.
 */
export function ResultView({ state, height }: ResultViewProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [search, setSearch] = useState('');
  const result = state.status === 'done' ? state.result : null;
  const shown = useMemo(
    () => (result ? filterRows(result.colnames, result.coltypes, result.data, search) : []),
    [result, search],
  );
  if (state.status !== 'done' && state.status !== 'failed')
    return (
      <Center h={height}>
        <Loader size="sm" aria-label="Loading data" />
      </Center>
    );
  if (state.status === 'failed') return <ErrorAlert message={state.message} />;
  const { colnames, coltypes, data } = state.result;
  if (data.length === 0) return <EmptyState size="sm" title="No results were returned for this query" />;
  const copy = () =>
    navigator.clipboard.writeText(rowsAsTsv(colnames, shown, coltypes)).then(
      () => addSuccessToast('Copied to clipboard!'),
      () => addDangerToast('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'),
    );
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <TextInput
          size="xs"
          w={220}
          placeholder="Search"
          aria-label="Search results"
          leftSection={<IconSearch size={12} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" data-testid="explore-row-count">
            {rowCountText(shown.length, data.length)}
          </Text>
          <Tooltip label="Copy to clipboard">
            <ActionIcon variant="subtle" size="sm" aria-label="Copy to clipboard" onClick={() => void copy()}>
              <IconCopy size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <ResultsTable colnames={colnames} coltypes={coltypes} data={shown} height={height} />
    </Stack>
  );
}
