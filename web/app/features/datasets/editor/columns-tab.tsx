import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDatabaseImport } from '@tabler/icons-react';
import { CollectionTable, type CollectionColumn } from './collection-table.tsx';
import { CertifiedBadge } from '../../../ui/certified-badge.tsx';
import { columnCertification, ColumnDetails, FLAG_COLUMNS } from './column-fields.tsx';
import type { ColumnDraft } from './member-drafts.ts';

const SOURCE_COLUMNS: CollectionColumn<ColumnDraft>[] = [
  {
    id: 'column_name',
    header: 'Column',
    cell: (column) => (
      <div>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" truncate="end" title={column.column_name}>
            {column.column_name}
          </Text>
          {columnCertification(column) && <CertifiedBadge {...columnCertification(column)!} />}
        </Group>
        {column.verbose_name && (
          <Text size="xs" c="dimmed" truncate="end">
            {column.verbose_name}
          </Text>
        )}
      </div>
    ),
  },
  {
    id: 'type',
    header: 'Data type',
    width: '22%',
    cell: (column) => (
      <Text size="xs" ff="monospace" c="dimmed" truncate="end" title={column.type}>
        {column.type || '—'}
      </Text>
    ),
  },
  ...FLAG_COLUMNS,
];

/** Props of {@link ColumnsTab}. */
export interface ColumnsTabProps {
  columns: ColumnDraft[];
  onChange: (columns: ColumnDraft[]) => void;
  onSync: () => void;
  syncing: boolean;
  /** The last sync's outcome, one line per kind of change; null before any sync. */
  syncSummary: string[] | null;
  /** Why the last sync failed, or null. */
  syncFailure: string | null;
  /** The draft reads from another source than the saved dataset: the save syncs the columns, the button cannot yet. */
  sourceChanged: boolean;
}

/** The Columns tab: the columns read from the source, their flags and details, and "Sync columns from source". */
export function ColumnsTab({
  columns,
  onChange,
  onSync,
  syncing,
  syncSummary,
  syncFailure,
  sourceChanged,
}: ColumnsTabProps) {
  const toolbar = (
    <Group gap="sm" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDatabaseImport size={14} aria-hidden />}
        loading={syncing}
        disabled={sourceChanged}
        onClick={onSync}
      >
        Sync columns from source
      </Button>
      {sourceChanged && (
        <Text size="xs" c="dimmed">
          The source changed: saving syncs the columns from it.
        </Text>
      )}
    </Group>
  );
  return (
    <>
      {syncFailure && (
        <Alert color="red" title="The columns could not be synced" mb="sm" role="alert">
          {syncFailure}
        </Alert>
      )}
      {syncSummary && (
        <Alert color="blue" title="Metadata has been synced" mb="sm" data-testid="column-sync-summary">
          {syncSummary.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Alert>
      )}
      <CollectionTable
        noun="column"
        rows={columns}
        columns={SOURCE_COLUMNS}
        onChange={onChange}
        details={ColumnDetails}
        nameOf={(column) => column.column_name}
        empty="No columns: sync them from the source."
        toolbar={toolbar}
      />
    </>
  );
}
