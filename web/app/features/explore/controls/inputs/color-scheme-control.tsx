import { Group, Select, Text } from '@mantine/core';
import type { ColorSchemeLookup } from '../../../../plugins/registry.ts';
import type { ControlProps } from '../types.ts';
import { choiceOptions, toOptionValue } from './choices.ts';

/** A scheme's colours as a strip of swatches (a gradient for a sequential scheme), as Superset's scheme picker shows them. */
export function SchemeSwatches({ colors, linear }: { colors: readonly string[]; linear: boolean }) {
  if (linear) {
    return (
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 96,
          height: 12,
          borderRadius: 2,
          background: `linear-gradient(to right, ${colors.join(', ')})`,
        }}
      />
    );
  }
  return (
    <Group gap={1} wrap="nowrap" aria-hidden>
      {colors.slice(0, 10).map((color, index) => (
        <span key={index} style={{ display: 'inline-block', width: 10, height: 12, background: color }} />
      ))}
    </Group>
  );
}

/** Props of {@link ColorSchemeControl}: a control's, with the schemes (they come with the palettes, loaded apart). */
export interface ColorSchemeControlProps extends ControlProps {
  schemes: ColorSchemeLookup;
}

/** Superset's ColorSchemeControl and LinearColorSchemeControl: each scheme by name with its colours beside it. */
export function ColorSchemeControl({ config, value, onChange, schemes }: ColorSchemeControlProps) {
  const linear = config.type === 'LinearColorSchemeControl';
  const colorsOf = (id: string) => (linear ? schemes.sequentialScheme(id) : schemes.categoricalScheme(id)).colors;
  const current = toOptionValue(value);
  return (
    <Select
      aria-label={config.label}
      searchable
      data={choiceOptions(config.choices)}
      value={current}
      allowDeselect={false}
      onChange={(next) => next !== null && onChange(next)}
      leftSection={current ? <SchemeSwatches colors={colorsOf(current).slice(0, 3)} linear={linear} /> : null}
      leftSectionWidth={current ? (linear ? 108 : 44) : undefined}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
          <Text size="sm" truncate="end">
            {option.label}
          </Text>
          <SchemeSwatches colors={colorsOf(option.value)} linear={linear} />
        </Group>
      )}
    />
  );
}
