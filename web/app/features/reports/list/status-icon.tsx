import { Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleMinus,
  IconClockPause,
  IconLoader2,
} from '@tabler/icons-react';

/** Each execution state's icon and colour (Superset's AlertStatusIcon). */
const LOOKS = {
  Success: { Icon: IconCircleCheck, color: 'var(--mantine-color-green-7)' },
  Working: { Icon: IconLoader2, color: 'var(--mantine-color-blue-6)' },
  Error: { Icon: IconAlertTriangle, color: 'var(--mantine-color-red-7)' },
  'Not triggered': { Icon: IconCircleMinus, color: 'var(--mantine-color-dimmed)' },
  'On Grace': { Icon: IconClockPause, color: 'var(--mantine-color-orange-6)' },
} as const;

/** Props of a state's icon: the state (null: never run) and what the tooltip adds (when it ran). */
export interface StatusIconProps {
  state: string | null;
  detail?: string;
}

/** An execution state as an icon with its name in a tooltip and for screen readers. */
export function StatusIcon({ state, detail }: StatusIconProps) {
  const look =
    state !== null && state in LOOKS
      ? LOOKS[state as keyof typeof LOOKS]
      : { Icon: IconCircleDashed, color: 'var(--mantine-color-dimmed)' };
  const name = state ?? 'Not run yet';
  const label = detail ? `${name}: ${detail}` : name;
  return (
    <Tooltip label={label}>
      <look.Icon size={20} color={look.color} role="img" aria-label={name} style={{ display: 'block' }} />
    </Tooltip>
  );
}
