import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { RemoteMultiSelect, useGetRelatedChoicesQuery } from '../../lists/index.ts';
import type { DatasetDraft } from './dataset-draft.ts';
import { MONO } from './column-fields.tsx';
import { extraFieldsOf, withExtraFields, type ExtraFields } from './extra-fields.ts';

/** Props of {@link SettingsTab}. */
export interface SettingsTabProps {
  draft: DatasetDraft;
  onChange: (change: Partial<DatasetDraft>) => void;
  /** Problems of the JSON fields, by field name. */
  problems: Record<string, string>;
}

const useOwnerChoices = (search: string) =>
  useGetRelatedChoicesQuery({ resource: 'dataset', column: 'owners', search });

/** The temporal columns, source and calculated, that can be the dataset's main datetime column. */
const temporalNames = (draft: DatasetDraft): string[] =>
  [...draft.columns, ...draft.calculated]
    .filter((column) => column.is_dttm && column.column_name !== '')
    .map((column) => column.column_name);

/**
 * Certification and warning, which Superset keeps in the dataset's `extra` JSON: they read and write the Extra
 * field's text, so the two always agree, and wait for it while it is not a JSON object.
 */
function ExtraBackedFields({ extra, onChange }: { extra: string; onChange: (extra: string) => void }) {
  const fields = extraFieldsOf(extra);
  const blocked = fields === null ? 'Fix the Extra JSON to edit this' : undefined;
  const set = (change: Partial<ExtraFields>) => onChange(withExtraFields(extra, change));
  return (
    <>
      <TextInput
        label="Certified by"
        description="Person or group that has certified this dataset"
        value={fields?.certified_by ?? ''}
        disabled={fields === null}
        error={blocked}
        onChange={(event) => set({ certified_by: event.currentTarget.value })}
      />
      <TextInput
        label="Certification details"
        description="Details of the certification"
        value={fields?.certification_details ?? ''}
        disabled={fields === null}
        error={blocked}
        onChange={(event) => set({ certification_details: event.currentTarget.value })}
      />
      <Textarea
        label="Warning"
        description="Optional warning about use of this dataset (markdown), shown next to its name"
        autosize
        minRows={2}
        styles={MONO}
        value={fields?.warning_markdown ?? ''}
        disabled={fields === null}
        error={blocked}
        onChange={(event) => set({ warning_markdown: event.currentTarget.value })}
      />
    </>
  );
}

/** The Settings tab as Superset's: basic fields, owners, certification and warning on the left, advanced ones on the right. */
export function SettingsTab({ draft, onChange, problems }: SettingsTabProps) {
  const temporal = temporalNames(draft);
  const mainChoices =
    draft.main_dttm_col && !temporal.includes(draft.main_dttm_col) ? [draft.main_dttm_col, ...temporal] : temporal;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Basic
        </Title>
        <Textarea
          label="Description"
          autosize
          minRows={3}
          value={draft.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
        />
        <TextInput
          label="Default URL"
          description="Default URL to redirect to when accessing from the dataset list page. Accepts relative URLs such as /superset/dashboard/{id}/"
          value={draft.default_endpoint}
          onChange={(event) => onChange({ default_endpoint: event.currentTarget.value })}
        />
        <Select
          label="Main datetime column"
          description="The temporal column charts use for their time filter and axis by default"
          placeholder="None"
          clearable
          data={mainChoices}
          value={draft.main_dttm_col}
          onChange={(value) => onChange({ main_dttm_col: value })}
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox
          label="Autocomplete filters"
          description="Whether to populate autocomplete filters options"
          checked={draft.filter_select_enabled}
          onChange={(event) => onChange({ filter_select_enabled: event.currentTarget.checked })}
        />
        <RemoteMultiSelect
          label="Owners"
          description="Owners may edit the dataset"
          value={draft.owners}
          onChange={(owners) => onChange({ owners })}
          useChoices={useOwnerChoices}
        />
        <ExtraBackedFields extra={draft.extra} onChange={(extra) => onChange({ extra })} />
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Advanced
        </Title>
        <NumberInput
          label="Cache timeout"
          description="The duration of time in seconds before the cache is invalidated. Set to -1 to bypass the cache."
          min={-1}
          allowDecimal={false}
          value={draft.cache_timeout}
          onChange={(value) => onChange({ cache_timeout: typeof value === 'number' ? value : '' })}
        />
        <Textarea
          label="Template parameters"
          description="A set of parameters that become available in the query using Jinja templating syntax"
          autosize
          minRows={3}
          styles={MONO}
          placeholder='{"country": "FR"}'
          value={draft.template_params}
          error={problems.template_params}
          onChange={(event) => onChange({ template_params: event.currentTarget.value })}
        />
        <Checkbox
          label="Normalize column names"
          description="Allow column names to be changed to case insensitive format, if supported (e.g. Oracle, Snowflake)."
          checked={draft.normalize_columns}
          onChange={(event) => onChange({ normalize_columns: event.currentTarget.checked })}
        />
        <Checkbox
          label="Always filter main datetime column"
          description="When the secondary temporal columns are filtered, apply the same filter to the main datetime column."
          checked={draft.always_filter_main_dttm}
          onChange={(event) => onChange({ always_filter_main_dttm: event.currentTarget.checked })}
        />
        <Textarea
          label="Extra"
          description={
            'Extra data to specify table metadata. Currently supports metadata of the format: { "warning_markdown": "This is a warning." }.'
          }
          autosize
          minRows={3}
          styles={MONO}
          value={draft.extra}
          error={problems.extra}
          onChange={(event) => onChange({ extra: event.currentTarget.value })}
        />
      </Stack>
    </SimpleGrid>
  );
}
