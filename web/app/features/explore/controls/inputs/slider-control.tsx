import { Group, Slider, Text } from '@mantine/core';
import type { ControlProps } from '../types.ts';

/** Superset's SliderControl between `min` and `max` by `step`; the value is written once the thumb is let go. */
export function SliderControl({ config, value, onChange }: ControlProps) {
  const min = config.min ?? 0;
  const max = config.max ?? 100;
  const current = typeof value === 'number' && Number.isFinite(value) ? value : min;
  return (
    <Group gap="sm" wrap="nowrap">
      <Slider
        style={{ flex: 1 }}
        thumbLabel={config.label}
        min={min}
        max={max}
        step={config.step ?? 1}
        defaultValue={current}
        key={current}
        onChangeEnd={onChange}
      />
      <Text size="sm" w={40} ta="right">
        {current}
      </Text>
    </Group>
  );
}
