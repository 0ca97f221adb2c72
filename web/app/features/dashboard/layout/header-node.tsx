import { Box, Title } from '@mantine/core';
import type { LayoutItem } from '#shared/dashboard/layout.ts';

/** Superset's header sizes: small, medium (the default) and large. */
const SIZES: Readonly<Record<string, { order: 2 | 3 | 4; size: number }>> = {
  SMALL_HEADER: { order: 4, size: 16 },
  MEDIUM_HEADER: { order: 3, size: 24 },
  LARGE_HEADER: { order: 2, size: 32 },
};

/** A HEADER component of the layout: a full-width heading on a transparent or white background. */
export function HeaderNode({ item }: { item: LayoutItem }) {
  const size = SIZES[item.meta?.headerSize ?? ''] ?? SIZES.MEDIUM_HEADER!;
  const white = item.meta?.background === 'BACKGROUND_WHITE';
  return (
    <Box
      px={white ? 'md' : 0}
      py="xs"
      bg={white ? 'var(--mantine-color-body)' : undefined}
      data-testid="dashboard-header-component"
    >
      <Title order={size.order} fz={size.size} fw={600}>
        {item.meta?.text || item.meta?.defaultText || ''}
      </Title>
    </Box>
  );
}
