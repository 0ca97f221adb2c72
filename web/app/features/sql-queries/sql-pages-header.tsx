import { Anchor, Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

/** The two list pages of SQL Lab's menu, as Superset's sub-menu links them. */
const PAGES = [
  { label: 'Saved queries', to: '/savedqueryview/list/' },
  { label: 'Query history', to: '/sqllab/history/' },
] as const;

/** Props of the header: the page's title and its buttons. */
export interface SqlPagesHeaderProps {
  title: string;
  children?: ReactNode;
}

/** The title, links between the saved queries and the query history, and the page's buttons on the right. */
export function SqlPagesHeader({ title, children }: SqlPagesHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <Group gap="xl" align="baseline">
        <Title order={1}>{title}</Title>
        <Group gap="md" component="nav" aria-label="SQL pages">
          {PAGES.map((page) => (
            <Anchor
              key={page.to}
              component={NavLink}
              to={page.to}
              size="sm"
              fw={600}
              c={page.label === title ? undefined : 'dimmed'}
              underline={page.label === title ? 'always' : 'hover'}
            >
              {page.label}
            </Anchor>
          ))}
        </Group>
      </Group>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}

/** Superset's "+ Query": a new SQL Lab tab, from either page's header or its empty state. */
export function NewQueryButton() {
  return (
    <Button component={Link} to="/sqllab/?new=true" leftSection={<IconPlus size={16} aria-hidden />}>
      Query
    </Button>
  );
}
