import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconChartBar, IconCopy, IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorSummary } from '../../../core/describe-error.ts';
import { useToasts } from '../../toasts/index.ts';
import type { Query } from '../types.ts';
import { resultAsTsv } from './cell-format.ts';
import { downloadQueryCsv, limitedDownloadWarning } from './csv-download.ts';
import type { RowsReturned } from './rows-returned.ts';

/** What the signed-in user may do with a result. */
export interface ResultPermissions {
  /** Download as CSV and copy (`can_export_csv` on SQLLab). */
  canCsv: boolean;
  /** Save the query as a dataset and chart it (`can_write` on Dataset). */
  canCreateDataset: boolean;
}

/** Props of {@link ResultControls}. */
export interface ResultControlsProps {
  query: Query;
  permissions: ResultPermissions;
  rowCount: RowsReturned;
  search: string;
  onSearch: (text: string) => void;
  onCreateChart: () => void;
}

/** The bar above a result: Create chart, Download to CSV, Copy to Clipboard, the row count with its limit notice, and the filter. */
export function ResultControls({ query, permissions, rowCount, search, onSearch, onCreateChart }: ResultControlsProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [downloading, setDownloading] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const results = query.results;
  const copy = () =>
    navigator.clipboard.writeText(resultAsTsv(results?.columns ?? [], results?.data ?? [])).then(
      () => addSuccessToast('Copied to clipboard!'),
      () => addDangerToast('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'),
    );
  const download = async () => {
    setWarning(null);
    setDownloading(true);
    try {
      await downloadQueryCsv(query.id);
    } catch (failure) {
      addDangerToast(errorSummary(failure));
    } finally {
      setDownloading(false);
    }
  };
  const tooltip = rowCount.limitMessage ? `${rowCount.returned}. ${rowCount.limitMessage}` : rowCount.returned;
  return (
    <Group gap="xs" wrap="nowrap" h={36} data-testid="sqllab-result-controls">
      {permissions.canCreateDataset && (
        <Button size="xs" variant="light" leftSection={<IconChartBar size={14} />} onClick={onCreateChart}>
          Create chart
        </Button>
      )}
      {permissions.canCsv && (
        <>
          <Tooltip label="Download to CSV">
            <ActionIcon
              variant="subtle"
              aria-label="Download to CSV"
              loading={downloading}
              onClick={() => {
                const cutShort = limitedDownloadWarning(query);
                if (cutShort) setWarning(cutShort);
                else void download();
              }}
            >
              <IconDownload size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Copy to Clipboard">
            <ActionIcon variant="subtle" aria-label="Copy to Clipboard" onClick={() => void copy()}>
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      <Tooltip label={tooltip} multiline maw={360}>
        <Group gap={4} wrap="nowrap" data-testid="sqllab-row-count">
          {rowCount.limitMessage && <IconAlertTriangle size={14} color="var(--mantine-color-yellow-7)" aria-hidden />}
          <Text size="xs" ff="monospace">
            {rowCount.label}
          </Text>
        </Group>
      </Tooltip>
      <Text
        size="xs"
        c="dimmed"
        truncate="end"
        style={{ flex: 1, minWidth: 0 }}
        title={rowCount.limitMessage ?? undefined}
        data-testid="sqllab-limit-message"
      >
        {rowCount.limitMessage}
      </Text>
      <TextInput
        size="xs"
        w={200}
        placeholder="Filter results"
        aria-label="Filter results"
        leftSection={<IconSearch size={12} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <Modal opened={warning !== null} onClose={() => setWarning(null)} title="Download is on the way">
        <Stack>
          <Text size="sm">{warning}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setWarning(null)}>
              Close
            </Button>
            <Button onClick={() => void download()}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
