import { IconAbc, IconClock, IconHash, IconMathFunction, IconQuestionMark, IconToggleLeft } from '@tabler/icons-react';
import { GenericDataType } from '#shared/generic-data-type.ts';

const ICONS = {
  [GenericDataType.NUMERIC]: { Icon: IconHash, label: 'number' },
  [GenericDataType.STRING]: { Icon: IconAbc, label: 'string' },
  [GenericDataType.TEMPORAL]: { Icon: IconClock, label: 'time' },
  [GenericDataType.BOOLEAN]: { Icon: IconToggleLeft, label: 'boolean' },
} as const;

/** The type icon of a column (number, string, time, boolean) or of a saved metric (`f(x)`), labelled for screen readers. */
export function TypeIcon({ genericType, metric = false }: { genericType?: number | null; metric?: boolean }) {
  if (metric) return <IconMathFunction size={16} aria-label="metric" role="img" />;
  const entry = ICONS[genericType as keyof typeof ICONS] as (typeof ICONS)[keyof typeof ICONS] | undefined;
  if (!entry) return <IconQuestionMark size={16} aria-label="unknown type" role="img" />;
  return <entry.Icon size={16} aria-label={entry.label} role="img" />;
}
