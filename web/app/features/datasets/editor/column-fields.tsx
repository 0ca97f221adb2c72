import { Center, Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { CollectionColumn } from './collection-table.tsx';
import { extraFieldsOf, withExtraFields, type ExtraFields } from './extra-fields.ts';
import type { ColumnDraft } from './member-drafts.ts';

type Update = (change: Partial<ColumnDraft>) => void;

/** Monospace inputs for SQL and type names. */
export const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** A centred checkbox cell of a column flag, labelled with the column for screen readers and tests. */
function flagColumn(id: 'is_dttm' | 'filterable' | 'groupby', header: string): CollectionColumn<ColumnDraft> {
  return {
    id,
    header,
    width: '96px',
    center: true,
    cell: (column, update) => (
      <Center>
        <Checkbox
          size="xs"
          aria-label={`${header}: ${column.column_name}`}
          checked={column[id]}
          onChange={(event) => update({ [id]: event.currentTarget.checked })}
        />
      </Center>
    ),
  };
}

/** Superset's flag columns: temporal, filterable, and dimension (`groupby`). */
export const FLAG_COLUMNS = [
  flagColumn('is_dttm', 'Is temporal'),
  flagColumn('filterable', 'Is filterable'),
  flagColumn('groupby', 'Is dimension'),
];

/** A column's certification fields over its `extra` JSON (Superset keeps it there as for datasets and metrics). */
function ColumnCertification({ column, update }: { column: ColumnDraft; update: Update }) {
  const text = column.extra ?? '';
  const fields = extraFieldsOf(text);
  const blocked = fields === null ? 'The column’s extra is not a JSON object' : undefined;
  const set = (change: Partial<ExtraFields>) => update({ extra: withExtraFields(text, change) });
  return (
    <SimpleGrid cols={2} spacing="sm">
      <TextInput
        size="xs"
        label="Certified by"
        description="Person or group that has certified this column"
        value={fields?.certified_by ?? ''}
        disabled={fields === null}
        error={blocked}
        onChange={(event) => set({ certified_by: event.currentTarget.value })}
      />
      <TextInput
        size="xs"
        label="Certification details"
        description="Details of the certification"
        value={fields?.certification_details ?? ''}
        disabled={fields === null}
        error={blocked}
        onChange={(event) => set({ certification_details: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}

/** The certification of a column as its row's badge shows it, or null when it has none. */
export function columnCertification(column: ColumnDraft): { certifiedBy: string; details: string | null } | null {
  const fields = extraFieldsOf(column.extra ?? '');
  return fields && fields.certified_by !== ''
    ? { certifiedBy: fields.certified_by, details: fields.certification_details || null }
    : null;
}

/** The fields of an expanded column: label, datetime format, description and certification (Superset's order). */
export function ColumnDetails(column: ColumnDraft, update: Update) {
  return (
    <Stack gap="xs" data-testid="column-details">
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          size="xs"
          label="Label"
          value={column.verbose_name}
          onChange={(event) => update({ verbose_name: event.currentTarget.value })}
        />
        <TextInput
          size="xs"
          label="Datetime format"
          styles={MONO}
          placeholder="%Y-%m-%d"
          description="The pattern of timestamp format: epoch_s, epoch_ms, or a strftime pattern such as %Y-%m-%d %H:%M:%S"
          value={column.python_date_format}
          onChange={(event) => update({ python_date_format: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Textarea
        size="xs"
        label="Description"
        autosize
        minRows={1}
        value={column.description}
        onChange={(event) => update({ description: event.currentTarget.value })}
      />
      <ColumnCertification column={column} update={update} />
    </Stack>
  );
}
