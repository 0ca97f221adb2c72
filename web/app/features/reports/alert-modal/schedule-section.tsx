import { Group, NumberInput, Select } from '@mantine/core';
import { CronPicker } from '../schedule/cron-picker.tsx';
import { TimezoneSelect } from '../schedule/timezone-select.tsx';
import type { SectionProps } from './section-props.ts';

/** Superset's log retention choices, in days. */
const RETENTION = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '14', label: '14 days' },
  { value: '30', label: '30 days' },
  { value: '60', label: '60 days' },
  { value: '90', label: '90 days' },
];

const seconds = (value: string | number): number | '' => (typeof value === 'number' ? value : '');

/** Superset's "Schedule": the cron picker, timezone, log retention, working timeout and (alerts) grace period. */
export function ScheduleSection({ draft, set, errors }: SectionProps) {
  const retention = RETENTION.some((option) => option.value === String(draft.logRetention))
    ? RETENTION
    : [...RETENTION, { value: String(draft.logRetention), label: `${draft.logRetention} days` }];
  return (
    <>
      <CronPicker value={draft.crontab} onChange={(crontab) => set({ crontab })} error={errors.crontab} />
      <Group grow align="flex-start">
        <TimezoneSelect value={draft.timezone} onChange={(timezone) => set({ timezone })} />
        <Select
          label="Log retention"
          data={retention}
          value={String(draft.logRetention)}
          allowDeselect={false}
          onChange={(days) => set({ logRetention: Number(days) })}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberInput
          label="Working timeout"
          description="Seconds before a run still working counts as failed"
          suffix=" s"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          value={draft.workingTimeout}
          error={errors.workingTimeout}
          onChange={(value) => set({ workingTimeout: seconds(value) })}
        />
        {draft.type === 'Alert' ? (
          <NumberInput
            label="Grace period"
            description="Seconds after a sent alert before it may send again"
            suffix=" s"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={draft.gracePeriod}
            error={errors.gracePeriod}
            onChange={(value) => set({ gracePeriod: seconds(value) })}
          />
        ) : (
          <div />
        )}
      </Group>
    </>
  );
}
