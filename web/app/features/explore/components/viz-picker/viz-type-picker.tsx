import { Group, Paper, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { memo, useState } from 'react';
import { chartRegistration, QUICK_SWITCH_VIZ_TYPES } from '../../../../plugins/registry.ts';
import { useOnceTrue } from '../../../../ui/preloadable.tsx';
import { VizGalleryModal, VizIcon } from '../lazy-parts.tsx';
import { QUICK_VIZ_ICONS } from './quick-viz-icons.ts';

/**
 * The chart type at the top of the control panel: the current type, the six quick switches and the full gallery.
 * It draws again only when the chart type changes, not on every control change.
 */
export const VizTypePicker = memo(function VizTypePicker({
  vizType,
  onChange,
}: {
  vizType: string;
  onChange: (vizType: string) => void;
}) {
  const [galleryOpen, setGalleryOpen] = useState(false);
  const galleryMounted = useOnceTrue(galleryOpen);
  const current = chartRegistration(vizType);
  return (
    <Stack gap={6} data-testid="explore-viz-type-picker">
      <Text size="xs" fw={600} c="dimmed">
        Chart type
      </Text>
      <SimpleGrid cols={6} spacing={4}>
        {QUICK_SWITCH_VIZ_TYPES.map((type) => {
          const name = chartRegistration(type)?.metadata.name ?? type;
          const selected = type === vizType;
          const QuickIcon = QUICK_VIZ_ICONS[type];
          return (
            <Tooltip key={type} label={name} openDelay={300}>
              <UnstyledButton
                onClick={() => onChange(type)}
                aria-pressed={selected}
                aria-label={name}
                data-testid={`fast-viz-switcher-${type}`}
                py={4}
                style={{
                  borderRadius: 4,
                  textAlign: 'center',
                  color: selected ? 'var(--mantine-primary-color-filled)' : undefined,
                  background: selected ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Stack gap={2} align="center">
                  <QuickIcon size={20} stroke={1.5} aria-hidden />
                  <Text fz={10} lh={1.1} fw={selected ? 600 : 400}>
                    {name}
                  </Text>
                </Stack>
              </UnstyledButton>
            </Tooltip>
          );
        })}
      </SimpleGrid>
      {!(QUICK_SWITCH_VIZ_TYPES as readonly string[]).includes(vizType) && (
        <Paper withBorder p={6} radius="sm">
          <Group gap={6} wrap="nowrap">
            <VizIcon vizType={vizType} size={18} />
            <Text size="sm" fw={600} data-testid="explore-current-viz-type">
              {current?.metadata.name ?? vizType}
            </Text>
          </Group>
        </Paper>
      )}
      <UnstyledButton onClick={() => setGalleryOpen(true)} data-testid="explore-view-all-charts">
        <Text size="sm" c="blue">
          View all charts
        </Text>
      </UnstyledButton>
      {galleryMounted && (
        <VizGalleryModal
          opened={galleryOpen}
          current={vizType}
          onClose={() => setGalleryOpen(false)}
          onSelect={(type) => {
            setGalleryOpen(false);
            onChange(type);
          }}
        />
      )}
    </Stack>
  );
});
