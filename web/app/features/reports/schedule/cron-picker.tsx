import { Chip, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { crontabProblem } from './crontab-check.ts';
import { crontabOf, pickOf, withFrequency, type Frequency, type SchedulePick } from './schedule-pick.ts';
import { scheduleInWords } from './schedule-words.ts';

const FREQUENCIES: { value: Frequency; label: string }[] = [
  { value: 'hour', label: 'Every hour' },
  { value: 'day', label: 'Every day' },
  { value: 'week', label: 'Every week' },
  { value: 'month', label: 'Every month' },
  { value: 'custom', label: 'Custom (crontab)' },
];

const twoDigits = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({
    value: String(index + from),
    label: String(index + from).padStart(2, '0'),
  }));
const HOURS = twoDigits(24);
const MINUTES = twoDigits(60);
const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
const WEEKDAYS = [
  { value: 1, short: 'Mon', name: 'Monday' },
  { value: 2, short: 'Tue', name: 'Tuesday' },
  { value: 3, short: 'Wed', name: 'Wednesday' },
  { value: 4, short: 'Thu', name: 'Thursday' },
  { value: 5, short: 'Fri', name: 'Friday' },
  { value: 6, short: 'Sat', name: 'Saturday' },
  { value: 0, short: 'Sun', name: 'Sunday' },
];

/** Props of the cron picker: the crontab, and what receives a changed one. */
export interface CronPickerProps {
  value: string;
  onChange: (crontab: string) => void;
  /** The server's refusal of the crontab, shown under the field it concerns. */
  error?: string | null;
}

const numbers = (values: readonly string[]) => values.map(Number).sort((a, b) => a - b);

// A weekly or monthly schedule keeps at least one day: taking the last one away is ignored, so no pick is left meaningless.

/**
 * The schedule of a report (Superset's CronPicker): every hour at a minute, every day, week (on chosen weekdays) or
 * month (on chosen days) at a time, or a crontab typed as text and checked as typed; the schedule is read back in words.
 */
export function CronPicker({ value, onChange, error }: CronPickerProps) {
  // The pick lives here so an unfinished choice (no weekday ticked yet) is not lost to the crontab round trip.
  const [pick, setPick] = useState<SchedulePick>(() => pickOf(value));
  const shown = crontabOf(pick) === value.trim() ? pick : pickOf(value);
  const change = (next: SchedulePick) => {
    setPick(next);
    onChange(crontabOf(next));
  };
  const problem = shown.frequency === 'custom' ? crontabProblem(shown.crontab) : null;
  const time =
    shown.frequency === 'hour' || shown.frequency === 'custom' ? null : (
      <Group gap={6} align="flex-end" wrap="nowrap">
        <Select
          label="Hour"
          w={80}
          data={HOURS}
          value={String(shown.hour)}
          allowDeselect={false}
          onChange={(hour) => change({ ...shown, hour: Number(hour) })}
        />
        <Text pb={6}>:</Text>
        <Select
          label="Minute"
          w={80}
          data={MINUTES}
          value={String(shown.minute)}
          allowDeselect={false}
          onChange={(minute) => change({ ...shown, minute: Number(minute) })}
        />
      </Group>
    );
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Repeats"
          w={180}
          data={FREQUENCIES}
          value={shown.frequency}
          allowDeselect={false}
          onChange={(frequency) => change(withFrequency(shown, frequency as Frequency))}
        />
        {shown.frequency === 'hour' && (
          <Select
            label="At minute"
            w={110}
            data={MINUTES}
            value={String(shown.minute)}
            allowDeselect={false}
            onChange={(minute) => change({ ...shown, minute: Number(minute) })}
          />
        )}
        {shown.frequency === 'month' && (
          <MultiSelect
            label="Days of the month"
            w={220}
            data={MONTH_DAYS}
            value={shown.monthDays.map(String)}
            searchable
            onChange={(days) => days.length > 0 && change({ ...shown, monthDays: numbers(days) })}
          />
        )}
        {time}
      </Group>
      {shown.frequency === 'week' && (
        <Chip.Group
          multiple
          value={shown.weekdays.map(String)}
          onChange={(days) => days.length > 0 && change({ ...shown, weekdays: numbers(days) })}
        >
          <Group gap={6} role="group" aria-label="Days of the week">
            {WEEKDAYS.map((day) => (
              <Chip key={day.value} value={String(day.value)} size="sm" aria-label={day.name}>
                {day.short}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {shown.frequency === 'custom' && (
        <TextInput
          label="Crontab"
          description="minute hour day-of-month month day-of-week, e.g. 0 9 * * 1-5"
          value={shown.crontab}
          error={problem ?? error ?? undefined}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onChange={(event) => change({ ...shown, crontab: event.currentTarget.value })}
        />
      )}
      {shown.frequency !== 'custom' && error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {problem === null && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="schedule-in-words">
          {scheduleInWords(crontabOf(shown))}
        </Text>
      )}
    </Stack>
  );
}
