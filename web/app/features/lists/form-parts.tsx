import { Alert, Button, Divider, Group, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

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

/**
 * A field's label followed by Superset's info icon, whose tooltip explains the field (Superset's InfoTooltip). The icon
 * is hidden from screen readers, so the field's name stays its label: give the input the same words as its
 * `aria-description` (see {@link tippedLabelProps}).
 */
export function TippedLabel({ label, tip }: { label: string; tip: string }) {
  return (
    <>
      {label}{' '}
      <Tooltip label={tip} multiline w={320} withArrow>
        <IconInfoCircle size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
      </Tooltip>
    </>
  );
}

/** The props a field labelled with a {@link TippedLabel} takes: the label, and the tip for screen readers. */
export const tippedLabelProps = (label: string, tip: string) => ({
  label: <TippedLabel label={label} tip={tip} />,
  'aria-description': tip,
});

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
