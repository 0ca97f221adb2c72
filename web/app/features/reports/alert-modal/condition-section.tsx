import { Group, NumberInput, Select } from '@mantine/core';
import { RemoteSelect } from '../../lists/index.ts';
import { useGetReportRelatedQuery } from '../api.ts';
import type { AlertCondition } from '../forms/alert-form.ts';
import type { SectionProps } from './section-props.ts';
import { SqlField } from './sql-field.tsx';

const useDatabaseChoices = (search: string) => useGetReportRelatedQuery({ column: 'database', search });

/** Superset's conditions, in its words. */
const CONDITIONS: { value: AlertCondition; label: string }[] = [
  { value: '<', label: '< (Smaller than)' },
  { value: '>', label: '> (Larger than)' },
  { value: '<=', label: '<= (Smaller or equal)' },
  { value: '>=', label: '>= (Larger or equal)' },
  { value: '==', label: '== (Is equal)' },
  { value: '!=', label: '!= (Is not equal)' },
  { value: 'not null', label: 'Not null' },
];

/** Superset's "Alert condition": the database, the SQL query, and when to trigger (a comparison with a value, or not null). */
export function ConditionSection({ draft, set, errors }: SectionProps) {
  return (
    <>
      <RemoteSelect
        label="Database"
        required
        placeholder="Select database"
        value={draft.database ?? undefined}
        useChoices={useDatabaseChoices}
        error={errors.database}
        onChange={(database) => set({ database: database ?? null })}
      />
      <SqlField value={draft.sql} onChange={(sql) => set({ sql })} error={errors.sql} />
      <Group grow align="flex-start">
        <Select
          label="Trigger Alert If..."
          data={CONDITIONS}
          value={draft.condition}
          allowDeselect={false}
          onChange={(condition) => set({ condition: condition as AlertCondition })}
        />
        <NumberInput
          label="Value"
          placeholder="Value"
          disabled={draft.condition === 'not null'}
          value={draft.threshold}
          error={errors.threshold}
          onChange={(threshold) => set({ threshold: typeof threshold === 'number' ? threshold : '' })}
        />
      </Group>
    </>
  );
}
