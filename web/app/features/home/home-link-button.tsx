import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A small button that is a link (Superset's "+ Chart", "See all charts"), with a plus when it creates something. */
export function HomeLinkButton({ to, plus = false, children }: { to: string; plus?: boolean; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      size="xs"
      variant="default"
      leftSection={plus ? <IconPlus size={14} aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
