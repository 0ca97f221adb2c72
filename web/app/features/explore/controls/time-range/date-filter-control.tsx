import { Pill, Popover, Stack, Tooltip } from '@mantine/core';
import { NO_TIME_RANGE } from '#shared/time-range/index.ts';
import { useState } from 'react';
import { EditorActions } from '../dnd/editor-actions.tsx';
import type { ControlProps } from '../types.ts';
import { describeTimeRange } from './range-preview.ts';
import { TimeRangeEditor } from '../lazy-parts.tsx';

const systemClock = () => new Date();

/** Props of {@link TimeRangePicker}. */
export interface TimeRangePickerProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  now?: () => Date;
}

/**
 * Superset's time range picker: a chip with the range (its actual bounds in a tooltip) that opens the range editor;
 * Apply writes the edited value when it reads, Close drops it.
 */
export function TimeRangePicker({ name, value, onChange, now = systemClock }: TimeRangePickerProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const preview = describeTimeRange(value, now());
  const canApply = draft !== null && describeTimeRange(draft, now()).ok;
  return (
    <Popover
      opened={draft !== null}
      onChange={(open) => !open && setDraft(null)}
      position="right-start"
      width={380}
      trapFocus
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <div>
          <Tooltip label={preview.ok ? preview.text : preview.error} withArrow>
            <Pill size="md" onClick={() => setDraft(value)} style={{ cursor: 'pointer' }} data-testid={`${name}-chip`}>
              {value}
            </Pill>
          </Tooltip>
        </div>
      </Popover.Target>
      <Popover.Dropdown data-testid={`${name}-popover`}>
        {draft !== null ? (
          <Stack gap="xs">
            <TimeRangeEditor value={draft} onChange={setDraft} now={now} />
            <EditorActions
              canSave={canApply}
              onCancel={() => setDraft(null)}
              onSave={() => {
                onChange(draft);
                setDraft(null);
              }}
            />
          </Stack>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}

/** Superset's DateFilterControl (`time_range`): the value is Superset's time_range string, `No filter` by default. */
export function DateFilterControl({ config, value, onChange }: ControlProps) {
  const current = typeof value === 'string' && value.trim() !== '' ? value : NO_TIME_RANGE;
  return <TimeRangePicker name={config.name} value={current} onChange={onChange} />;
}
