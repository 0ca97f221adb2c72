import { Alert, Text } from '@mantine/core';

/** An inline error inside a screen that otherwise still works (a list that failed to load, a failed save). */
export function ErrorAlert({ title = 'Error', message }: { title?: string; message: string }) {
  return (
    <Alert color="red" title={title} role="alert">
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {message}
      </Text>
    </Alert>
  );
}
