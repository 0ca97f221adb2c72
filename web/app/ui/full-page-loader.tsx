import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner with a visible label, for the moments before a screen has its data. */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
