import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';

/** One entry of a home-page section (a dashboard, a chart, a saved query...). */
export interface HomeItem {
  id: string | number;
  title: string;
  href: string;
  /** A short second line such as "Modified 2 days ago". */
  description?: string;
}

/** Props of one home-page section. */
export interface HomeSectionProps {
  title: string;
  items: readonly HomeItem[];
  /** Tells the user how this section will fill up while it is empty. */
  emptyHint: string;
}

/** A titled card listing items, or saying plainly that there is nothing yet. */
export function HomeSection({ title, items, emptyHint }: HomeSectionProps) {
  const headingId = `home-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <EmptyState size="sm" title="Nothing here yet" description={emptyHint} />
      ) : (
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
      )}
    </Card>
  );
}
