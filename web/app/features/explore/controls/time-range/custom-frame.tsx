import { Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { TIME_UNITS, type TimeUnit } from '#shared/time-range/index.ts';
import { decodeCustomRange, DEFAULT_CUSTOM_RANGE, encodeCustomRange, type CustomRange } from './custom-range.ts';
import { IN_POPOVER } from '../in-popover.ts';

const UNIT_OPTIONS = [...TIME_UNITS]
  .reverse()
  .map((unit) => ({ value: unit, label: `${unit[0]!.toUpperCase()}${unit.slice(1)}s` }));

/** Props of {@link CustomFrame}. */
export interface CustomFrameProps {
  value: string;
  onChange: (value: string) => void;
}

interface SideProps {
  title: string;
  modes: { value: string; label: string }[];
  mode: string;
  datetime: string;
  count: number;
  unit: TimeUnit;
  direction: string;
  onChange: (patch: { mode?: string; datetime?: string; count?: number; unit?: TimeUnit }) => void;
}

/** One side of the custom range: a specific date and time, an offset from the other side, or now. */
function RangeSide({ title, modes, mode, datetime, count, unit, direction, onChange }: SideProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <SegmentedControl
        size="xs"
        data={modes}
        value={mode}
        onChange={(next) => onChange({ mode: next })}
        aria-label={`${title} type`}
      />
      {mode === 'specific' ? (
        <TextInput
          aria-label={`${title} date`}
          type="datetime-local"
          step={1}
          value={datetime.slice(0, 19)}
          onChange={(event) => onChange({ datetime: event.currentTarget.value })}
        />
      ) : null}
      {mode === 'relative' ? (
        <Group gap="xs" wrap="nowrap" align="center">
          <NumberInput
            aria-label={`${title} amount`}
            min={1}
            w={80}
            value={count}
            onChange={(next) => onChange({ count: Math.max(1, Number(next) || 1) })}
          />
          <Select
            comboboxProps={IN_POPOVER}
            aria-label={`${title} unit`}
            data={UNIT_OPTIONS}
            value={unit}
            allowDeselect={false}
            onChange={(next) => onChange({ unit: (next as TimeUnit | null) ?? unit })}
          />
          <Text size="sm">{direction}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Superset's Custom frame: start specific or relative, end specific, relative or now. */
export function CustomFrame({ value, onChange }: CustomFrameProps) {
  // Kept here as well as in the value: a half-filled side (no date yet) encodes to text that no longer decodes.
  const [range, setRange] = useState(() => decodeCustomRange(value) ?? DEFAULT_CUSTOM_RANGE);
  const update = (patch: Partial<CustomRange>) => {
    const next = { ...range, ...patch };
    setRange(next);
    onChange(encodeCustomRange(next));
  };
  return (
    <Stack gap="sm">
      <RangeSide
        title="START (INCLUSIVE)"
        modes={[
          { value: 'specific', label: 'Specific Date/Time' },
          { value: 'relative', label: 'Relative Date/Time' },
        ]}
        mode={range.sinceMode}
        datetime={range.sinceDatetime}
        count={range.sinceCount}
        unit={range.sinceUnit}
        direction={range.untilMode === 'specific' ? 'before end' : 'before now'}
        onChange={(patch) =>
          update({
            sinceMode: (patch.mode as CustomRange['sinceMode'] | undefined) ?? range.sinceMode,
            sinceDatetime: patch.datetime ?? range.sinceDatetime,
            sinceCount: patch.count ?? range.sinceCount,
            sinceUnit: patch.unit ?? range.sinceUnit,
          })
        }
      />
      <RangeSide
        title="END (EXCLUSIVE)"
        modes={[
          { value: 'specific', label: 'Specific Date/Time' },
          { value: 'relative', label: 'Relative Date/Time' },
          { value: 'now', label: 'Now' },
        ]}
        mode={range.untilMode}
        datetime={range.untilDatetime}
        count={range.untilCount}
        unit={range.untilUnit}
        direction={range.sinceMode === 'specific' ? 'after start' : 'after now'}
        onChange={(patch) =>
          update({
            untilMode: (patch.mode as CustomRange['untilMode'] | undefined) ?? range.untilMode,
            untilDatetime: patch.datetime ?? range.untilDatetime,
            untilCount: patch.count ?? range.untilCount,
            untilUnit: patch.unit ?? range.untilUnit,
          })
        }
      />
    </Stack>
  );
}
