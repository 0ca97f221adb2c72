import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The info icon whose tooltip is a control's description (Superset's InfoTooltip). */
export function InfoTip({ description }: { description: string }) {
  return (
    <Tooltip label={description} multiline w={260} withArrow>
      <IconInfoCircle size={14} aria-label={description} role="img" />
    </Tooltip>
  );
}

/** Props of {@link ControlFrame}. */
export interface ControlFrameProps {
  name: string;
  /** Empty for controls that label themselves (a checkbox). */
  label: string;
  description?: string;
  errors: readonly string[];
  children: ReactNode;
}

/**
 * The chrome around every control, as Superset's ControlHeader: the label, an info icon whose tooltip is the
 * description, the control itself and its validation messages in red. The root carries the field name as test id.
 */
export function ControlFrame({ name, label, description, errors, children }: ControlFrameProps) {
  const labelId = `control-label-${name}`;
  return (
    <Stack gap={4} data-testid={name} role="group" aria-labelledby={label ? labelId : undefined}>
      {/* A self-labelled control (a checkbox) shows its own label and info icon; the frame adds nothing above it. */}
      {label ? (
        <Group gap={4} wrap="nowrap">
          <Text id={labelId} size="sm" fw={500} c={errors.length > 0 ? 'red' : undefined}>
            {label}
          </Text>
          {description ? <InfoTip description={description} /> : null}
        </Group>
      ) : null}
      {children}
      {errors.map((message) => (
        <Text key={message} size="xs" c="red" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
