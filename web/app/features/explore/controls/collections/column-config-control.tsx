import { Accordion, Checkbox, Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { ControlProps } from '../types.ts';
import { columnConfigOf, resultColumnKeys, withSetting, type ColumnSettings } from './column-config.ts';

interface ColumnSettingsProps {
  settings: ColumnSettings;
  set: (setting: string, value: unknown) => void;
}

const ALIGNMENTS = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
];

const FLAGS = [
  ['showCellBars', 'Show cell bars'],
  ['alignPositiveNegative', 'Align +/-'],
  ['colorPositiveNegative', 'Color +/-'],
  ['truncateLongCells', 'Truncate long cells'],
] as const;

function ColumnSettingsEditor({ settings, set }: ColumnSettingsProps) {
  return (
    <Stack gap={6}>
      <TextInput
        size="xs"
        label="Display column name"
        value={settings.customColumnName ?? ''}
        onChange={(event) => set('customColumnName', event.currentTarget.value)}
      />
      <TextInput
        size="xs"
        label="D3 format"
        placeholder=",.2f"
        value={settings.d3NumberFormat ?? ''}
        onChange={(event) => set('d3NumberFormat', event.currentTarget.value)}
      />
      <NumberInput
        size="xs"
        label="Min width"
        min={1}
        value={settings.columnWidth ?? ''}
        onChange={(next) => set('columnWidth', next === '' || Number(next) <= 0 ? undefined : Number(next))}
      />
      <Group gap="xs">
        <Text size="xs">Text align</Text>
        <SegmentedControl
          size="xs"
          data={ALIGNMENTS}
          value={settings.horizontalAlign ?? 'left'}
          onChange={(next) => set('horizontalAlign', next)}
        />
      </Group>
      {FLAGS.map(([setting, label]) => (
        <Checkbox
          key={setting}
          size="xs"
          label={label}
          checked={settings[setting] === true}
          onChange={(event) => set(setting, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}

/** Superset's ColumnConfigControl ("Customize columns"): per result column display settings, keyed by column. */
export function ColumnConfigControl({ value, onChange, formData }: ControlProps) {
  const config = columnConfigOf(value);
  const keys = [...new Set([...resultColumnKeys(formData), ...Object.keys(config)])];
  if (keys.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Add columns or metrics to customize them
      </Text>
    );
  return (
    <Accordion variant="contained" chevronPosition="left">
      {keys.map((key) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.Control>{key}</Accordion.Control>
          <Accordion.Panel>
            <ColumnSettingsEditor
              settings={config[key] ?? {}}
              set={(setting, next) => onChange(withSetting(config, key, setting, next))}
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
