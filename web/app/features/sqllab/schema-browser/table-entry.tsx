import { ActionIcon, Badge, CopyButton, Group, Loader, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconCopy, IconX } from '@tabler/icons-react';
import type { Table } from '../types.ts';
import { type TableColumn, type TableMetadata, useTableMetadataQuery } from '../../databases/index.ts';

/** Props of {@link TableEntry}. */
export interface TableEntryProps {
  table: Table;
  onCollapse: (table: Table) => void;
  onExpand: (table: Table) => void;
  onRemove: (table: Table) => void;
}

/** Key badges of a column: primary key, foreign key (with what it refers to) and index, as Superset marks them. */
function keyBadges(column: TableColumn, metadata: TableMetadata): { label: string; title: string }[] {
  const badges: { label: string; title: string }[] = [];
  const inKey = (key: { column_names?: string[]; constrained_columns?: string[] }) =>
    [...(key.column_names ?? []), ...(key.constrained_columns ?? [])].includes(column.name);
  if (column.keys.some((key) => key.type === 'pk') || (metadata.primaryKey && inKey(metadata.primaryKey)))
    badges.push({ label: 'PK', title: 'Primary key' });
  const foreign = metadata.foreignKeys.find(inKey);
  if (foreign)
    badges.push({ label: 'FK', title: `Foreign key${foreign.referred_table ? ` to ${foreign.referred_table}` : ''}` });
  if (metadata.indexes.some(inKey)) badges.push({ label: 'IDX', title: 'Index' });
  return badges;
}

function Columns({ metadata }: { metadata: TableMetadata }) {
  return (
    <Stack gap={2} aria-label={`Columns of ${metadata.name}`} role="list">
      {metadata.columns.map((column) => (
        <Group key={column.name} gap={6} wrap="nowrap" justify="space-between" role="listitem">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text size="xs" truncate title={column.comment ?? column.name}>
              {column.name}
            </Text>
            {keyBadges(column, metadata).map((badge) => (
              <Badge key={badge.label} size="xs" variant="light" title={badge.title}>
                {badge.label}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed" ff="monospace" title={column.longType ?? column.type ?? ''}>
            {column.type ?? ''}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** An open table of the left bar: its name, collapse and remove, and when expanded its columns with types and keys. */
export function TableEntry({ table, onCollapse, onExpand, onRemove }: TableEntryProps) {
  const metadata = useTableMetadataQuery(
    { dbId: table.dbId, catalog: table.catalog, schema: table.schema ?? '', table: table.name },
    { skip: !table.expanded || table.schema === null },
  );
  const toggleLabel = table.expanded ? 'Collapse table preview' : 'Expand table preview';
  return (
    <Paper withBorder p={6} radius="sm" aria-label={`Table ${table.name}`} role="group">
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Group gap={2} wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={toggleLabel}
            onClick={() => (table.expanded ? onCollapse(table) : onExpand(table))}
          >
            {table.expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
          <Text size="sm" fw={600} truncate title={table.schema ? `${table.schema}.${table.name}` : table.name}>
            {table.name}
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap">
          {metadata.data?.selectStar && (
            <CopyButton value={metadata.data.selectStar}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied!' : 'Copy SELECT statement'} withArrow>
                  <ActionIcon variant="subtle" size="sm" aria-label="Copy SELECT statement" onClick={copy}>
                    <IconCopy size={14} />
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          )}
          <ActionIcon
            variant="subtle"
            size="sm"
            color="gray"
            aria-label="Remove table preview"
            onClick={() => onRemove(table)}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      </Group>
      {table.expanded && metadata.isFetching && !metadata.data && (
        <Loader size="xs" m={4} aria-label="Loading columns" />
      )}
      {table.expanded && metadata.isError && (
        <Text size="xs" c="red">
          Could not read the table's columns.
        </Text>
      )}
      {table.expanded && metadata.data && <Columns metadata={metadata.data} />}
    </Paper>
  );
}
