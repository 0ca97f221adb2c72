import { Text, Title } from '@mantine/core';

/** A titled group of a report form's fields (`Schedule`, `Message content`), with an optional line under the title. */
export function SectionTitle({ title, hint }: { title: string; hint?: string }) {
  return (
    <div>
      <Title order={3} size="h5">
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </div>
  );
}
