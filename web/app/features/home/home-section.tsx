import { Anchor, Card, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
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
  /** Tells the user how this section will fill up while it is empty. */
  emptyHint: string;
  loading?: boolean;
  /** Why the section could not be read, if it could not. */
  error?: string;
  tabs?: HomeSectionTabs;
  /** The full list, when there is a screen for it. */
  viewAll?: { href: string; label: string };
}

function SectionBody({ items, emptyHint, loading, error }: Pick<HomeSectionProps, 'items' | 'emptyHint' | 'loading' | 'error'>): ReactNode {
  if (error !== undefined) return <ErrorAlert title="This list could not be loaded" message={error} />;
  if (loading) return <Loader size="sm" aria-label="Loading" />;
  if (items.length === 0) return <EmptyState size="sm" title="Nothing here yet" description={emptyHint} />;
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.id}>
          <Anchor component={Link} to={item.href}>
            {item.title}
          </Anchor>
          {item.description !== undefined && (
            <Text size="xs" c="dimmed">
              {item.description}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** A titled card listing items, or saying plainly that there is nothing yet (or that reading failed). */
export function HomeSection({ title, tabs, viewAll, ...body }: HomeSectionProps) {
  const headingId = `home-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {viewAll && (
          <Anchor component={Link} to={viewAll.href} size="sm">
            {viewAll.label}
          </Anchor>
        )}
      </Group>
      {tabs && <SegmentedControl size="xs" mb="sm" value={tabs.value} data={tabs.options} onChange={tabs.onChange} aria-label={`${title} to show`} />}
      <SectionBody {...body} />
    </Card>
  );
}
