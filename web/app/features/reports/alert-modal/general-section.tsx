import { Group, Switch, Textarea, TextInput } from '@mantine/core';
import { RemoteMultiSelect } from '../../lists/index.ts';
import { useGetReportRelatedQuery } from '../api.ts';
import type { SectionProps } from './section-props.ts';

const useOwnerChoices = (search: string) => useGetReportRelatedQuery({ column: 'owners', search });

/** Superset's "General information": name, owners, description and the active switch. */
export function GeneralSection({ draft, set, errors }: SectionProps) {
  const what = draft.type === 'Alert' ? 'Alert' : 'Report';
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label={`${what} name`}
          required
          data-autofocus
          value={draft.name}
          error={errors.name}
          maxLength={150}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <RemoteMultiSelect
          label="Owners"
          description=""
          value={draft.owners}
          useChoices={useOwnerChoices}
          error={errors.owners}
          onChange={(owners) => set({ owners })}
        />
      </Group>
      <Textarea
        label="Description"
        placeholder={`Include description to be sent with ${what.toLowerCase()}`}
        autosize
        minRows={2}
        maxRows={5}
        value={draft.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
      />
      <Switch
        label={`${what} is active`}
        checked={draft.active}
        onChange={(event) => set({ active: event.currentTarget.checked })}
      />
    </>
  );
}
