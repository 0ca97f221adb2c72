import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { describeError } from '../../core/describe-error.ts';

/** The first load of a list, before any page has arrived. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

/** A failed list request (`what`: the list's items, as `charts`): the status and the server's words, and a way to ask again. */
export function ListError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const { status, title, message } = describeError(error);
  const heading =
    status === undefined || status === 0
      ? `Could not load ${what}: ${title}`
      : `Could not load ${what} (error ${status}): ${title}`;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />} title={heading}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {message}
        </Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
