import { IconAbc, IconClock, IconHash, IconMathFunction, IconQuestionMark, IconToggleLeft } from '@tabler/icons-react';
import { GenericDataType } from '#shared/generic-data-type.ts';

const ICONS = {
  [GenericDataType.NUMERIC]: { Icon: IconHash, label: 'number' },
  [GenericDataType.STRING]: { Icon: IconAbc, label: 'string' },
  [GenericDataType.TEMPORAL]: { Icon: IconClock, label: 'time' },
  [GenericDataType.BOOLEAN]: { Icon: IconToggleLeft, label: 'boolean' },
} as const;

/**
 * The type icon of a column (number, string, time, boolean), of a calculated column or a saved metric (`f(x)`, as
 * Superset marks expressions), labelled for screen readers.
 */
export function TypeIcon({
  genericType,
  metric = false,
  expression = false,
}: {
  genericType?: number | null;
  metric?: boolean;
  expression?: boolean;
}) {
  if (metric) return <IconMathFunction size={16} aria-label="metric" role="img" />;
  if (expression && (genericType === null || genericType === undefined))
    return <IconMathFunction size={16} aria-label="calculated column" role="img" />;
  const entry = ICONS[genericType as keyof typeof ICONS] as (typeof ICONS)[keyof typeof ICONS] | undefined;
  if (!entry) return <IconQuestionMark size={16} aria-label="unknown type" role="img" />;
  return <entry.Icon size={16} aria-label={entry.label} role="img" />;
}
