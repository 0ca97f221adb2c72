import { Center, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../core/http/api-error.ts';
import { toApiError } from '../../core/query-error.ts';

/**
 * What an embedded page shows when its dashboard cannot open, inside its host's frame: no way home, no sign-in page,
 * just why (not embedded, not authorized, or the API's own message).
 */
export function EmbeddedErrorView({ error }: { error: unknown }) {
  const apiError = toApiError(error);
  const message =
    apiError instanceof ApiError
      ? apiError.status === 404 || apiError.status === 403
        ? 'This dashboard is not embedded, or this embedding may not show it.'
        : apiError.messages.join('\n')
      : error instanceof Error
        ? error.message
        : 'Sorry, something went wrong.';
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="xs" maw={520}>
        <Title order={2}>This dashboard cannot be shown</Title>
        <Text c="dimmed" ta="center" style={{ whiteSpace: 'pre-line' }}>
          {message}
        </Text>
      </Stack>
    </Center>
  );
}
