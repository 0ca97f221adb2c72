import { Badge, Button, Group, JsonInput, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

/** Props of {@link TemplateParamsEditor}. */
export interface TemplateParamsEditorProps {
  /** JSON text of the tab's template parameters, or null for none. */
  value: string | null;
  /** The edited text, valid or not: an invalid text is kept so the user can finish it, and flagged. */
  onChange: (text: string) => void;
}

/** The number of parameters in `text`, or null when it is not a JSON object. */
export function parameterCount(text: string | null): number | null {
  if (text === null || text.trim() === '') return 0;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(parsed).length : null;
  } catch {
    return null;
  }
}

/** 'Parameters' with their count (and a warning when the JSON is invalid), opening a modal with a JSON editor. */
export function TemplateParamsEditor({ value, onChange }: TemplateParamsEditorProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [draft, setDraft] = useState(value ?? '{}');
  const count = parameterCount(value);
  const openEditor = () => {
    setDraft(value ?? '{}');
    open();
  };
  const edit = (text: string) => {
    setDraft(text);
    onChange(text);
  };
  return (
    <>
      <Tooltip label="Edit template parameters" withArrow>
        <Button variant="subtle" color="gray" size="xs" onClick={openEditor}>
          <Group gap={6} wrap="nowrap">
            Parameters
            {count !== null && count > 0 && (
              <Badge size="xs" circle>
                {count}
              </Badge>
            )}
            {count === null && (
              <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" aria-label="Invalid JSON" />
            )}
          </Group>
        </Button>
      </Tooltip>
      <Modal opened={opened} onClose={close} title="Template parameters" size="lg">
        <Text size="sm" mb="sm">
          Assign a set of parameters as <code>JSON</code> below (example: <code>{'{"my_table": "foo"}'}</code>), and
          they become available in your SQL (example: <code>{'SELECT * FROM {{ my_table }}'}</code>) by using Jinja
          templating syntax.
        </Text>
        <JsonInput
          label="Parameters (JSON)"
          value={draft}
          onChange={edit}
          error={parameterCount(draft) === null ? 'Invalid JSON' : undefined}
          rows={12}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      </Modal>
    </>
  );
}
