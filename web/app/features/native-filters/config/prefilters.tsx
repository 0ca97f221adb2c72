import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A simple pre-filter of a value filter's options (Superset's adhoc filter, SIMPLE, WHERE). */
interface SimplePrefilter {
  expressionType: 'SIMPLE';
  clause: 'WHERE';
  subject: string;
  operator: string;
  comparator: string | string[];
}

const OPERATORS = ['==', '!=', '>', '<', '>=', '<=', 'IN', 'NOT IN', 'LIKE', 'ILIKE', 'IS NULL', 'IS NOT NULL'];
const UNARY = new Set(['IS NULL', 'IS NOT NULL']);
const LISTS = new Set(['IN', 'NOT IN']);

const isSimple = (filter: Record<string, unknown>): filter is Record<string, unknown> & SimplePrefilter =>
  filter.expressionType === 'SIMPLE';

/** Props of {@link PrefilterEditor}. */
export interface PrefilterEditorProps {
  columns: string[];
  value: Record<string, unknown>[];
  onChange: (value: Record<string, unknown>[]) => void;
}

/** Pre-filters ("Pre-filter available values"): column, operator and value rows; lists are comma separated. */
export function PrefilterEditor({ columns, value, onChange }: PrefilterEditorProps) {
  const update = (index: number, patch: Partial<SimplePrefilter>) =>
    onChange(value.map((filter, at) => (at === index ? { ...filter, ...patch } : filter)));
  return (
    <Stack gap={6}>
      {value.map((filter, index) =>
        isSimple(filter) ? (
          <Group key={index} gap={4} wrap="nowrap">
            <Select
              size="xs"
              aria-label="Pre-filter column"
              data={columns}
              value={filter.subject || null}
              onChange={(subject) => update(index, { subject: subject ?? '' })}
              searchable
              w={130}
            />
            <Select
              size="xs"
              aria-label="Pre-filter operator"
              data={OPERATORS}
              value={filter.operator}
              onChange={(operator) => update(index, { operator: operator ?? '==' })}
              w={100}
            />
            {UNARY.has(filter.operator) ? null : (
              <TextInput
                size="xs"
                aria-label="Pre-filter value"
                value={Array.isArray(filter.comparator) ? filter.comparator.join(', ') : filter.comparator}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  update(index, {
                    comparator: LISTS.has(filter.operator)
                      ? text
                          .split(',')
                          .map((part) => part.trim())
                          .filter(Boolean)
                      : text,
                  });
                }}
                style={{ flex: 1 }}
              />
            )}
            <ActionIcon
              variant="subtle"
              aria-label="Remove pre-filter"
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        ) : (
          <Text key={index} size="xs" c="dimmed">
            {String(filter.sqlExpression ?? 'Custom SQL filter')}
          </Text>
        ),
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() =>
          onChange([
            ...value,
            { expressionType: 'SIMPLE', clause: 'WHERE', subject: columns[0] ?? '', operator: '==', comparator: '' },
          ])
        }
        style={{ alignSelf: 'flex-start' }}
      >
        Add pre-filter
      </Button>
    </Stack>
  );
}
