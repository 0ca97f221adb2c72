import { Alert, Button, Divider, Group, Title } from '@mantine/core';

/** A titled divider between the groups of a form's fields (`Basic information`, `Access`). */
export function FormSection({ title }: { title: string }) {
  return (
    <Divider
      mt="xs"
      labelPosition="left"
      label={
        <Title order={2} size="h5">
          {title}
        </Title>
      }
    />
  );
}

/** Props of a form's last row: the refusal to show, and the buttons' words and state. */
export interface FormFooterProps {
  /** The server's words on a refused save, or null. */
  failure: string | null;
  /** The refusal's title (`The chart was not saved`). */
  failureTitle: string;
  onCancel: () => void;
  submitLabel?: string;
  loading: boolean;
  disabled?: boolean;
}

/** A refused save's message next to the Save button, where the eye is after pressing it, then Cancel and Save. */
export function FormFooter({
  failure,
  failureTitle,
  onCancel,
  submitLabel = 'Save',
  loading,
  disabled,
}: FormFooterProps) {
  return (
    <>
      {failure !== null && (
        <Alert color="red" title={failureTitle} role="alert" style={{ whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={disabled} loading={loading}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
