import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RLS_FILTER_TYPES, type RlsFilterType, type RlsItem } from '#shared/api/row-level-security.ts';
import { FormFooter, RemoteMultiSelect, tippedLabelProps, useDraftForm } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useSaveRlsRuleMutation } from './api.ts';
import { useDatasetChoices, useRoleChoices } from './related-choices.ts';
import { RLS_FIELD_TIPS } from './rls-field-tips.ts';
import {
  hasRequiredFields,
  rlsBody,
  rlsDraft,
  rlsDraftErrors,
  type RlsDraft,
  type RlsDraftErrors,
} from './rls-form.ts';
import { serverRefusal } from './server-field-errors.ts';

/** Props of the rule form: the rule to edit (none to add one), and how to close the modal. */
export interface RlsRuleFormProps {
  rule: RlsItem | null;
  onClose: () => void;
}

const FILTER_TYPES = [...RLS_FILTER_TYPES];

const isFilterType = (value: string | null): value is RlsFilterType =>
  (RLS_FILTER_TYPES as readonly (string | null)[]).includes(value);

/** The fields of `change` with their server refusal cleared: an edited field's old refusal no longer applies. */
const withoutRefusalsOf = (refused: RlsDraftErrors, change: Partial<RlsDraft>): RlsDraftErrors =>
  Object.fromEntries(Object.entries(refused).filter(([field]) => !(field in change)));

/**
 * The rule's fields in Superset's order. Save waits for the required ones (a name, a dataset, a clause); the server's
 * refusals of a field show under it until the field is edited, any other refusal above the buttons.
 */
export function RlsRuleForm({ rule, onClose }: RlsRuleFormProps) {
  const [save, { isLoading }] = useSaveRlsRuleMutation();
  const { addSuccessToast } = useToasts();
  const [refused, setRefused] = useState<RlsDraftErrors>({});
  const form = useDraftForm(
    () => rlsDraft(rule ?? undefined),
    rlsDraftErrors,
    async (draft) => {
      setRefused({});
      const body = rlsBody(draft);
      try {
        await save(rule === null ? { body } : { id: rule.id, body }).unwrap();
      } catch (error) {
        const { fields, rest } = serverRefusal(error);
        setRefused(fields);
        if (rest !== null) throw rest;
        return;
      }
      addSuccessToast(rule === null ? 'Rule added' : 'Rule updated');
      onClose();
    },
  );
  const { draft } = form;
  const edit = (change: Partial<RlsDraft>) => {
    form.set(change);
    setRefused((previous) => withoutRefusalsOf(previous, change));
  };
  const errorOf = (field: keyof RlsDraft) => form.errors[field] ?? refused[field];

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          {...tippedLabelProps('Rule Name', RLS_FIELD_TIPS.name)}
          required
          data-autofocus
          value={draft.name}
          error={errorOf('name')}
          onChange={(event) => edit({ name: event.currentTarget.value })}
        />
        <Select
          {...tippedLabelProps('Filter Type', RLS_FIELD_TIPS.filterType)}
          required
          data={FILTER_TYPES}
          value={draft.filterType}
          allowDeselect={false}
          error={errorOf('filterType')}
          onChange={(picked) => isFilterType(picked) && edit({ filterType: picked })}
        />
        <RemoteMultiSelect
          label="Datasets"
          tip={RLS_FIELD_TIPS.tables}
          required
          value={draft.tables}
          useChoices={useDatasetChoices}
          error={errorOf('tables')}
          onChange={(tables) => edit({ tables })}
        />
        <RemoteMultiSelect
          label={draft.filterType === 'Base' ? 'Excluded roles' : 'Roles'}
          tip={RLS_FIELD_TIPS.roles}
          value={draft.roles}
          useChoices={useRoleChoices}
          error={errorOf('roles')}
          onChange={(roles) => edit({ roles })}
        />
        <TextInput
          {...tippedLabelProps('Group Key', RLS_FIELD_TIPS.groupKey)}
          value={draft.groupKey}
          error={errorOf('groupKey')}
          onChange={(event) => edit({ groupKey: event.currentTarget.value })}
        />
        <Textarea
          {...tippedLabelProps('Clause', RLS_FIELD_TIPS.clause)}
          required
          autosize
          minRows={3}
          maxRows={10}
          spellCheck={false}
          value={draft.clause}
          error={errorOf('clause')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onChange={(event) => edit({ clause: event.currentTarget.value })}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={6}
          value={draft.description}
          error={errorOf('description')}
          onChange={(event) => edit({ description: event.currentTarget.value })}
        />
        <FormFooter
          failure={form.failure}
          failureTitle="The rule was not saved"
          onCancel={onClose}
          loading={isLoading}
          disabled={!hasRequiredFields(draft)}
          submitLabel={rule === null ? 'Add' : 'Save'}
        />
      </Stack>
    </form>
  );
}
