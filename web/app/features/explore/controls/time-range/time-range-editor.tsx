import { Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { NO_TIME_RANGE } from '#shared/time-range/index.ts';
import { useState } from 'react';
import { CustomFrame } from './custom-frame.tsx';
import { DEFAULT_CUSTOM_RANGE, encodeCustomRange } from './custom-range.ts';
import {
  advancedSides,
  guessRangeType,
  joinSides,
  LAST_RANGES,
  PREVIOUS_RANGES,
  RANGE_TYPES,
  type RangeType,
} from './frames.ts';
import { describeTimeRange } from './range-preview.ts';
import { IN_POPOVER } from '../in-popover.ts';

/** Props of {@link TimeRangeEditor}. */
export interface TimeRangeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The clock the actual-range preview resolves against. */
  now: () => Date;
}

/** The value a range type starts from when the user switches to it. */
function firstValueOf(type: RangeType, current: string): string {
  switch (type) {
    case 'Last':
      return LAST_RANGES[1][0];
    case 'Previous':
      return PREVIOUS_RANGES[0][0];
    case 'Custom':
      return encodeCustomRange(DEFAULT_CUSTOM_RANGE);
    case 'Advanced':
      return joinSides(...advancedSides(current));
    default:
      return NO_TIME_RANGE;
  }
}

function NamedRanges({
  options,
  value,
  onChange,
}: {
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group value={value} onChange={onChange} aria-label="Configure Time Range">
      <Stack gap={6}>
        {options.map(([option, label]) => (
          <Radio key={option} value={option} label={label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function AdvancedFrame({ value, onChange }: Pick<TimeRangeEditorProps, 'value' | 'onChange'>) {
  const [since, until] = advancedSides(value);
  return (
    <Stack gap="xs">
      <TextInput
        label="START (INCLUSIVE)"
        placeholder='DATEADD(DATETIME("today"), -7, day)'
        value={since}
        onChange={(event) => onChange(joinSides(event.currentTarget.value, until))}
      />
      <TextInput
        label="END (EXCLUSIVE)"
        placeholder="today"
        value={until}
        onChange={(event) => onChange(joinSides(since, event.currentTarget.value))}
      />
    </Stack>
  );
}

/**
 * The body of Superset's time range popover: a range type (Last, Previous, Custom, Advanced, No filter), its
 * editor, and the actual range the value resolves to (or why it cannot be read).
 */
export function TimeRangeEditor({ value, onChange, now }: TimeRangeEditorProps) {
  const [type, setType] = useState<RangeType>(() => guessRangeType(value));
  const preview = describeTimeRange(value, now());
  const pickType = (next: string | null) => {
    const chosen = RANGE_TYPES.find((candidate) => candidate === next) ?? type;
    setType(chosen);
    onChange(firstValueOf(chosen, value));
  };
  return (
    <Stack gap="sm">
      <Select
        label="RANGE TYPE"
        comboboxProps={IN_POPOVER}
        data={[...RANGE_TYPES]}
        value={type}
        allowDeselect={false}
        onChange={pickType}
      />
      {type === 'Last' ? <NamedRanges options={LAST_RANGES} value={value} onChange={onChange} /> : null}
      {type === 'Previous' ? <NamedRanges options={PREVIOUS_RANGES} value={value} onChange={onChange} /> : null}
      {type === 'Custom' ? <CustomFrame value={value} onChange={onChange} /> : null}
      {type === 'Advanced' ? <AdvancedFrame value={value} onChange={onChange} /> : null}
      <Stack gap={2}>
        <Text size="xs" fw={500}>
          Actual time range
        </Text>
        <Text size="sm" c={preview.ok ? undefined : 'red'} data-testid="time-range-preview">
          {preview.ok ? preview.text : preview.error}
        </Text>
      </Stack>
    </Stack>
  );
}
