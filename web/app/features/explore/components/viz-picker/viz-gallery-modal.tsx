import {
  Badge,
  Button,
  Group,
  Modal,
  NavLink,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { chartRegistrations } from '../../../../plugins/registry.ts';
import { galleryCharts, galleryFacets, type GallerySelector } from './gallery-filter.ts';
import { VizIcon } from './viz-icon.tsx';

/** Props of the "View all charts" gallery. */
export interface VizGalleryModalProps {
  opened: boolean;
  current: string;
  onClose: () => void;
  onSelect: (vizType: string) => void;
}

function sameSelector(a: GallerySelector, b: GallerySelector): boolean {
  return a.kind === b.kind && ('value' in a ? a.value : '') === ('value' in b ? b.value : '');
}

function Sidebar({ selector, onSelect }: { selector: GallerySelector; onSelect: (selector: GallerySelector) => void }) {
  const { categories, tags } = useMemo(() => galleryFacets(chartRegistrations), []);
  const link = (label: string, target: GallerySelector) => (
    <NavLink
      key={`${target.kind}:${label}`}
      label={label}
      active={sameSelector(selector, target)}
      onClick={() => onSelect(target)}
      py={4}
    />
  );
  return (
    <ScrollArea h={440} w={180}>
      {link('All charts', { kind: 'all' })}
      {link('Featured', { kind: 'featured' })}
      <Text size="xs" fw={600} c="dimmed" mt="sm" mb={4}>
        Category
      </Text>
      {categories.map((category) => link(category, { kind: 'category', value: category }))}
      <Text size="xs" fw={600} c="dimmed" mt="sm" mb={4}>
        Tags
      </Text>
      {tags.map((tag) => link(tag, { kind: 'tag', value: tag }))}
    </ScrollArea>
  );
}

/** Superset's viz type gallery: search, categories, tags and Featured; the picked chart's description below. */
export function VizGalleryModal({ opened, current, onClose, onSelect }: VizGalleryModalProps) {
  const [selector, setSelector] = useState<GallerySelector>({ kind: 'featured' });
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState(current);
  const charts = galleryCharts(chartRegistrations, selector, search);
  const pickedChart = chartRegistrations.find((registration) => registration.vizType === picked);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Select a visualization type"
      size="xl"
      data-testid="explore-viz-gallery"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Sidebar selector={selector} onSelect={setSelector} />
        <Stack style={{ flex: 1 }} gap="sm">
          <TextInput
            placeholder="Search all charts"
            aria-label="Search all charts"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <ScrollArea h={300}>
            <SimpleGrid cols={4} spacing="xs">
              {charts.map(({ vizType, metadata }) => (
                <UnstyledButton
                  key={vizType}
                  onClick={() => setPicked(vizType)}
                  onDoubleClick={() => onSelect(vizType)}
                  p="xs"
                  aria-pressed={picked === vizType}
                  data-testid={`viz-gallery-item-${vizType}`}
                  style={{
                    border: `1px solid var(--mantine-color-${picked === vizType ? 'blue-5' : 'gray-3'})`,
                    borderRadius: 6,
                  }}
                >
                  <Stack gap={4} align="center">
                    <VizIcon vizType={vizType} />
                    <Text size="sm" ta="center" lh={1.2}>
                      {metadata.name}
                    </Text>
                  </Stack>
                </UnstyledButton>
              ))}
            </SimpleGrid>
            {charts.length === 0 && (
              <Text c="dimmed" size="sm">
                No charts match your search
              </Text>
            )}
          </ScrollArea>
          {pickedChart && (
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={600}>{pickedChart.metadata.name}</Text>
                {pickedChart.metadata.tags.map((tag) => (
                  <Badge key={tag} size="xs" variant="light" tt="none">
                    {tag}
                  </Badge>
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                {pickedChart.metadata.description}
              </Text>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => onSelect(picked)} disabled={!pickedChart}>
              Select
            </Button>
          </Group>
        </Stack>
      </Group>
    </Modal>
  );
}
