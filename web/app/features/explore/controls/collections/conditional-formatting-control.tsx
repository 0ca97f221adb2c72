import { ActionIcon, Button, ColorInput, Group, NumberInput, Paper, Select, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { GenericDataType } from '#shared/generic-data-type.ts';
import { metricChipLabel, metricsOf } from '../metrics/metric-model.ts';
import type { ControlProps } from '../types.ts';
import {
  BETWEEN_OPERATORS,
  boundOf,
  UNBOUNDED_OPERATOR,
  FORMATTING_OPERATORS,
  NEW_RULE,
  rulesOf,
  type FormattingRule,
} from './formatting-rules.ts';

const OPERATOR_OPTIONS = FORMATTING_OPERATORS.map(([value, label]) => ({ value, label }));

/** The columns a rule can colour: the chart's metrics, then the dataset's numeric columns. */
function ruleColumns(
  { formData, datasource }: Pick<ControlProps, 'formData' | 'datasource'>,
  rules: readonly FormattingRule[],
): string[] {
  const metrics = metricsOf(formData.metrics ?? formData.metric).map(metricChipLabel);
  const numeric = datasource.columns
    .filter((column) => column.type_generic === GenericDataType.NUMERIC)
    .map((column) => column.column_name);
  const used = rules.map((rule) => rule.column).filter((column): column is string => !!column);
  return [...new Set([...metrics, ...numeric, ...used])];
}

interface RuleRowProps {
  rule: FormattingRule;
  columns: string[];
  onChange: (rule: FormattingRule) => void;
  onRemove: () => void;
}

function RuleRow({ rule, columns, onChange, onRemove }: RuleRowProps) {
  const between = BETWEEN_OPERATORS.includes(rule.operator ?? '');
  return (
    <Paper withBorder p="xs" data-testid="formatting-rule">
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap">
          <Select
            style={{ flex: 1 }}
            aria-label="Column"
            placeholder="Column"
            data={columns}
            value={rule.column ?? null}
            onChange={(column) => onChange({ ...rule, column: column ?? undefined })}
          />
          <ActionIcon variant="subtle" color="red" aria-label="Remove rule" onClick={onRemove}>
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
        <Group gap={4} grow>
          <Select
            aria-label="Operator"
            data={OPERATOR_OPTIONS}
            value={rule.operator ?? null}
            allowDeselect={false}
            onChange={(operator) => onChange({ ...rule, operator: operator ?? undefined })}
          />
          {rule.operator === UNBOUNDED_OPERATOR ? null : between ? (
            <>
              <NumberInput
                aria-label="Left value"
                value={rule.targetValueLeft ?? ''}
                onChange={(next) => onChange({ ...rule, targetValueLeft: boundOf(next) })}
              />
              <NumberInput
                aria-label="Right value"
                value={rule.targetValueRight ?? ''}
                onChange={(next) => onChange({ ...rule, targetValueRight: boundOf(next) })}
              />
            </>
          ) : (
            <NumberInput
              aria-label="Target value"
              value={rule.targetValue ?? ''}
              onChange={(next) => onChange({ ...rule, targetValue: boundOf(next) })}
            />
          )}
        </Group>
        <ColorInput
          aria-label="Color"
          value={rule.colorScheme ?? ''}
          onChange={(colorScheme) => onChange({ ...rule, colorScheme })}
        />
      </Stack>
    </Paper>
  );
}

/** Superset's ConditionalFormattingControl for tables: rules of column, comparison, bound(s) and colour. */
export function ConditionalFormattingControl(props: ControlProps) {
  const rules = rulesOf(props.value);
  const columns = ruleColumns(props, rules);
  const put = (index: number, rule: FormattingRule) =>
    props.onChange(rules.map((existing, at) => (at === index ? rule : existing)));
  return (
    <Stack gap={4}>
      {rules.map((rule, index) => (
        <RuleRow
          key={index}
          rule={rule}
          columns={columns}
          onChange={(next) => put(index, next)}
          onRemove={() => props.onChange(rules.filter((_, at) => at !== index))}
        />
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => props.onChange([...rules, NEW_RULE])}
      >
        Add new formatter
      </Button>
    </Stack>
  );
}
