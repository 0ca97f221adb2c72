import { Accordion, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import type {
  ControlConfig,
  ControlPanelConfig,
  ControlSection,
  DatasourceMeta,
  FormData,
} from '../../../plugins/types.ts';
import { datasourceMeta } from '../../chart/index.ts';
import { ControlFrame } from './control-frame.tsx';
import { controlValue, isVisible } from './panel-model.ts';
import { CONTROL_RENDERERS, READS_OTHER_FIELDS, SELF_LABELLED } from './renderers.ts';
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

type CellProps = Pick<ControlPanelProps, 'formData' | 'datasource' | 'onChange'> & {
  control: ControlConfig;
  value: unknown;
  messages: readonly string[];
};

const NO_MESSAGES: readonly string[] = [];

function ControlCell({ control, value, formData, datasource, onChange, messages }: CellProps) {
  const Renderer = CONTROL_RENDERERS[control.type];
  if (!Renderer) return <Text size="sm" c="red">{`Unknown control type: ${String(control.type)}`}</Text>;
  return (
    <ControlFrame
      name={control.name}
      label={SELF_LABELLED.has(control.type) ? '' : control.label}
      description={control.description}
      errors={messages}
    >
      <Renderer
        config={control}
        value={value}
        formData={formData}
        datasource={datasource}
        onChange={(next) => onChange(control.name, next, control.renderTrigger ?? false)}
      />
    </ControlFrame>
  );
}

const sameMessages = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((message, at) => message === b[at]);

/**
 * A cell draws again only when what it shows changed: its value, its messages, the dataset, or, for the few
 * renderers that read other fields, the form data. Changing one control then redraws that control, not the panel.
 */
const MemoControlCell = memo(
  ControlCell,
  (before, after) =>
    before.control === after.control &&
    Object.is(before.value, after.value) &&
    before.datasource === after.datasource &&
    before.onChange === after.onChange &&
    sameMessages(before.messages, after.messages) &&
    (before.formData === after.formData || !READS_OTHER_FIELDS.has(after.control.type)),
);

/**
 * The visible cells of a section's rows. A hidden control gives its width to the others, as in Superset (the
 * table's Metrics fill the row while the raw-mode Columns beside them are hidden); the config's own empty cells stay
 * as spacers, and a row whose controls are all hidden disappears.
 */
function visibleRows(
  section: ControlSection,
  formData: FormData,
  meta: DatasourceMeta,
): { at: number; cells: (ControlConfig | null)[] }[] {
  return section.rows
    .map((row, at) => ({ at, cells: row.filter((cell) => cell === null || isVisible(cell, formData, meta)) }))
    .filter(({ cells }) => cells.some((cell) => cell !== null));
}

/**
 * Explore's control panel for one tab: the chart's sections as collapsible panels (open when `expanded`), each row
 * a grid of controls, hidden controls left out, each control framed with its label, description and errors.
 */
export function ControlPanel({ config, tab, formData, datasource, onChange, errors }: ControlPanelProps) {
  const sections = config.sections.filter((section) => section.tab === tab);
  const opened = sections.filter((section) => section.expanded !== false).map((section) => section.label);
  const meta = useMemo(() => datasourceMeta(datasource), [datasource]);
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
              {/* Rows are keyed by their place in the config: hiding a row must not remount the rows below it. */}
              {visibleRows(section, formData, meta).map(({ at: rowAt, cells }) => (
                <SimpleGrid key={rowAt} cols={cells.length} spacing="sm">
                  {cells.map((control, at) =>
                    control ? (
                      <MemoControlCell
                        key={control.name}
                        control={control}
                        value={controlValue(control, formData)}
                        messages={errors[control.name] ?? NO_MESSAGES}
                        formData={formData}
                        datasource={datasource}
                        onChange={onChange}
                      />
                    ) : (
                      <div key={`empty-${at}`} />
                    ),
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
