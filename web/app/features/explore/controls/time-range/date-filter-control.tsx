import { Pill, Popover, Tooltip } from '@mantine/core';
// The module itself, not its folder's index: the index would keep every module behind it in this route's chunk.
import { NO_TIME_RANGE } from '#shared/time-range/shortcuts.ts';
import { useState } from 'react';
import { TimeRangeDescription, TimeRangePopover } from '../lazy-parts.tsx';
import type { ControlProps } from '../types.ts';

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
 * Apply writes the edited value when it reads, Close drops it. The tooltip and the editor, which read time range
 * expressions, come from the controls' on-demand chunk.
 */
export function TimeRangePicker({ name, value, onChange, now = systemClock }: TimeRangePickerProps) {
  const [draft, setDraft] = useState<string | null>(null);
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
          <Tooltip label={<TimeRangeDescription value={value} now={now} />} withArrow>
            <Pill size="md" onClick={() => setDraft(value)} style={{ cursor: 'pointer' }} data-testid={`${name}-chip`}>
              {value}
            </Pill>
          </Tooltip>
        </div>
      </Popover.Target>
      <Popover.Dropdown data-testid={`${name}-popover`}>
        {draft !== null ? (
          <TimeRangePopover
            draft={draft}
            onDraftChange={setDraft}
            now={now}
            onClose={() => setDraft(null)}
            onApply={(applied) => {
              onChange(applied);
              setDraft(null);
            }}
          />
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
