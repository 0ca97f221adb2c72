import { describeTimeRange } from './range-preview.ts';

/** Props of {@link TimeRangeDescription}. */
export interface TimeRangeDescriptionProps {
  value: string;
  now: () => Date;
}

/** The actual range a time_range value stands for, or why it cannot be read: the time range chip's tooltip. */
export function TimeRangeDescription({ value, now }: TimeRangeDescriptionProps) {
  const preview = describeTimeRange(value, now());
  return <>{preview.ok ? preview.text : preview.error}</>;
}
