import { Group, NumberInput } from '@mantine/core';
import type { ControlProps } from '../types.ts';

type Bound = number | null;

/** A stored `[min, max]` pair; anything else reads as no bounds. */
export function boundsOf(value: unknown): [Bound, Bound] {
  const pair = Array.isArray(value) ? value : [];
  const bound = (item: unknown): Bound => (typeof item === 'number' && Number.isFinite(item) ? item : null);
  return [bound(pair[0]), bound(pair[1])];
}

function toBound(next: string | number): Bound {
  if (next === '') return null;
  const number = Number(next);
  return Number.isFinite(number) ? number : null;
}

/** Superset's BoundsControl: optional min and max (axis bounds), stored as `[min, max]` with null for empty. */
export function BoundsControl({ config, value, onChange }: ControlProps) {
  const [min, max] = boundsOf(value);
  return (
    <Group grow gap="xs">
      <NumberInput
        aria-label={`${config.label} min`}
        placeholder="Min"
        value={min ?? ''}
        onChange={(next) => onChange([toBound(next), max])}
      />
      <NumberInput
        aria-label={`${config.label} max`}
        placeholder="Max"
        value={max ?? ''}
        onChange={(next) => onChange([min, toBound(next)])}
      />
    </Group>
  );
}
