import { Anchor, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';

/** One entry of a home-page section (a dashboard, a chart, a saved query...). */
export interface HomeItem {
  id: string | number;
  title: string;
  href: string;
  /** A short second line such as "Modified 2 days ago". */
  description?: string;
}

/** Tabs a section switches between (Superset's "Favorite" / "Mine"). */
export interface HomeSectionTabs {
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** Props of one home-page section. */
export interface HomeSectionProps {
  title: string;
  items: readonly HomeItem[];
  /** What the empty section offers: the way to make the first item, or to the full list (Superset's empty states). */
  emptyAction?: ReactNode;
  loading?: boolean;
  /** Why the section could not be read, if it could not. */
  error?: string;
  tabs?: HomeSectionTabs;
  /** Buttons next to "View All" (Superset's "+ Dashboard"...). */
  actions?: ReactNode;
  /** The full list, when the section has one (Recents has none). */
  viewAllHref?: string;
  /** What an empty section says (Superset words it per section). */
  emptyTitle?: string;
}

function SectionBody({
  items,
  emptyAction,
  emptyTitle = 'Nothing here yet',
  loading,
  error,
}: Pick<HomeSectionProps, 'items' | 'emptyAction' | 'emptyTitle' | 'loading' | 'error'>): ReactNode {
  if (error !== undefined) return <ErrorAlert title="This list could not be loaded" message={error} />;
  if (loading) return <Loader size="sm" aria-label="Loading" />;
  if (items.length === 0) return <EmptyState size="sm" title={emptyTitle} action={emptyAction} />;
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, md: 3, lg: 5 }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item) => (
        <Card component="li" key={item.id} withBorder padding="sm" radius="md">
          <Anchor component={Link} to={item.href} fw={600} lineClamp={2}>
            {item.title}
          </Anchor>
          {item.description !== undefined && (
            <Text size="xs" c="dimmed" mt={4}>
              {item.description}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * A section of Superset's welcome page: its title, the tabs choosing whose items show, the create button and "View All",
 * then the items as cards, or a plain "Nothing here yet" with the next step (or why reading failed).
 */
export function HomeSection({ title, tabs, actions, viewAllHref, ...body }: HomeSectionProps) {
  const headingId = `home-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Group gap="md">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {tabs && (
            <SegmentedControl
              size="xs"
              value={tabs.value}
              data={tabs.options}
              onChange={tabs.onChange}
              aria-label={`${title} to show`}
            />
          )}
        </Group>
        <Group gap="sm">
          {actions}
          {viewAllHref !== undefined && (
            <Anchor component={Link} to={viewAllHref} size="sm" aria-label={`View all ${title.toLowerCase()}`}>
              <Group gap={2} component="span">
                View All
                <IconChevronRight size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
      </Group>
      <Stack gap="sm">
        <SectionBody {...body} />
      </Stack>
    </Card>
  );
}
