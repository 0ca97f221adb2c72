import { Stack } from '@mantine/core';
import { EditorActions } from '../dnd/editor-actions.tsx';
import { describeTimeRange } from './range-preview.ts';
import { TimeRangeEditor } from './time-range-editor.tsx';

/** Props of {@link TimeRangePopover}. */
export interface TimeRangePopoverProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  now: () => Date;
  onApply: (value: string) => void;
  onClose: () => void;
}

/** The time range picker's popover: the range editor, and Apply once the edited value reads as a range. */
export function TimeRangePopover({ draft, onDraftChange, now, onApply, onClose }: TimeRangePopoverProps) {
  return (
    <Stack gap="xs">
      <TimeRangeEditor value={draft} onChange={onDraftChange} now={now} />
      <EditorActions canSave={describeTimeRange(draft, now()).ok} onCancel={onClose} onSave={() => onApply(draft)} />
    </Stack>
  );
}
