import { Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Superset's words for an embedded dashboard, and the id its host application passes to the SDK, ready to copy. */
export function EmbedId({ uuid }: { uuid: string }) {
  return (
    <div>
      <Text size="sm" mb="xs">
        This dashboard is ready to embed. In your application, pass the following id to the SDK:
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code block fz="sm" py={7} style={{ flex: 1 }} data-testid="dashboard-embed-uuid">
          {uuid}
        </Code>
        <CopyButton value={uuid} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
              w={112}
            >
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
