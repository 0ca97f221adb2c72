import { Accordion, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { ControlConfig, ControlPanelConfig, ControlSection, DatasourceMeta, FormData } from '../../../plugins/types.ts';
import { datasourceMeta } from '../datasource-meta.ts';
import { ControlFrame } from './control-frame.tsx';
import { controlValue, isVisible } from './panel-model.ts';
import { CONTROL_RENDERERS, SELF_LABELLED } from './renderers.ts';
import type { ExploreDatasource } from './types.ts';

/** Props of {@link ControlPanel}. */
export interface ControlPanelProps {
  config: ControlPanelConfig;
  tab: 'data' | 'customize';
  formData: FormData;
  datasource: ExploreDatasource;
  /** A control's new value; `renderTrigger` true redraws the chart without a new query. */
  onChange: (name: string, value: unknown, renderTrigger: boolean) => void;
  /** Validation messages by form data field (see validateFormData). */
  errors: Record<string, string[]>;
}

type CellProps = Omit<ControlPanelProps, 'config' | 'tab'> & { control: ControlConfig };

function ControlCell({ control, formData, datasource, onChange, errors }: CellProps) {
  const Renderer = CONTROL_RENDERERS[control.type];
  if (!Renderer) return <Text size="sm" c="red">{`Unknown control type: ${String(control.type)}`}</Text>;
  return (
    <ControlFrame
      name={control.name}
      label={SELF_LABELLED.has(control.type) ? '' : control.label}
      description={control.description}
      errors={errors[control.name] ?? []}
    >
      <Renderer
        config={control}
        value={controlValue(control, formData)}
        formData={formData}
        datasource={datasource}
        onChange={(value) => onChange(control.name, value, control.renderTrigger ?? false)}
      />
    </ControlFrame>
  );
}

/**
 * The visible cells of a section's rows. A hidden control gives its width to the others, as in Superset (the
 * table's Metrics fill the row while the raw-mode Columns beside them are hidden); the config's own empty cells stay
 * as spacers, and a row whose controls are all hidden disappears.
 */
function visibleRows(section: ControlSection, formData: FormData, meta: DatasourceMeta): (ControlConfig | null)[][] {
  return section.rows
    .map((row) => row.filter((cell) => cell === null || isVisible(cell, formData, meta)))
    .filter((row) => row.some((cell) => cell !== null));
}

/**
 * Explore's control panel for one tab: the chart's sections as collapsible panels (open when `expanded`), each row
 * a grid of controls, hidden controls left out, each control framed with its label, description and errors.
 */
export function ControlPanel({ config, tab, ...rest }: ControlPanelProps) {
  const sections = config.sections.filter((section) => section.tab === tab);
  const opened = sections.filter((section) => section.expanded !== false).map((section) => section.label);
  const meta = useMemo(() => datasourceMeta(rest.datasource), [rest.datasource]);
  return (
    <Accordion multiple defaultValue={opened} variant="separated" data-testid={`control-panel-${tab}`}>
      {sections.map((section) => (
        <Accordion.Item key={section.label} value={section.label}>
          <Accordion.Control>{section.label}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              {section.description ? (
                <Text size="xs" c="dimmed">
                  {section.description}
                </Text>
              ) : null}
              {visibleRows(section, rest.formData, meta).map((row, index) => (
                <SimpleGrid key={index} cols={row.length} spacing="sm">
                  {row.map((control, at) =>
                    control ? <ControlCell key={control.name} control={control} {...rest} /> : <div key={`empty-${at}`} />,
                  )}
                </SimpleGrid>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
