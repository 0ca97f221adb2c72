import { Center, Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { CollectionColumn } from './collection-table.tsx';
import type { ColumnDraft } from './member-drafts.ts';

type Update = (change: Partial<ColumnDraft>) => void;

/** Monospace inputs for SQL and type names. */
export const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** A centred checkbox cell of a column flag, labelled with the column for screen readers and tests. */
function flagColumn(id: 'is_dttm' | 'filterable' | 'groupby', header: string): CollectionColumn<ColumnDraft> {
  return {
    id, header, width: '96px', center: true,
    cell: (column, update) => (
      <Center>
        <Checkbox size="xs" aria-label={`${header}: ${column.column_name}`} checked={column[id]} onChange={(event) => update({ [id]: event.currentTarget.checked })} />
      </Center>
    ),
  };
}

/** Superset's flag columns: temporal, filterable, and dimension (`groupby`). */
export const FLAG_COLUMNS = [flagColumn('is_dttm', 'Is temporal'), flagColumn('filterable', 'Is filterable'), flagColumn('groupby', 'Is dimension')];

/** The fields of an expanded column: label, description and, for a temporal one, the datetime format. */
export function ColumnDetails(column: ColumnDraft, update: Update) {
  return (
    <Stack gap="xs" data-testid="column-details">
      <SimpleGrid cols={2} spacing="sm">
        <TextInput size="xs" label="Label" value={column.verbose_name} onChange={(event) => update({ verbose_name: event.currentTarget.value })} />
        <TextInput size="xs" label="Datetime format" styles={MONO} placeholder="%Y-%m-%d"
          description="The pattern of timestamp format: epoch_s, epoch_ms, or a strftime pattern such as %Y-%m-%d %H:%M:%S"
          value={column.python_date_format} onChange={(event) => update({ python_date_format: event.currentTarget.value })} />
      </SimpleGrid>
      <Textarea size="xs" label="Description" autosize minRows={1} value={column.description} onChange={(event) => update({ description: event.currentTarget.value })} />
    </Stack>
  );
}
