import { Button, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { memo, useState } from 'react';
import { chartRegistration, QUICK_SWITCH_VIZ_TYPES } from '../../../../plugins/registry.ts';
import { useOnceTrue } from '../../../../ui/preloadable.tsx';
import { VizGalleryModal } from '../lazy-parts.tsx';

/**
 * The chart type at the top of the control panel: the current type, the six quick switches and the full gallery.
 * It draws again only when the chart type changes, not on every control change.
 */
export const VizTypePicker = memo(function VizTypePicker({ vizType, onChange }: { vizType: string; onChange: (vizType: string) => void }) {
  const [galleryOpen, setGalleryOpen] = useState(false);
  const galleryMounted = useOnceTrue(galleryOpen);
  const current = chartRegistration(vizType);
  return (
    <Stack gap={6} data-testid="explore-viz-type-picker">
      <Text size="xs" fw={600} c="dimmed">Chart type</Text>
      <Group gap={4}>
        {QUICK_SWITCH_VIZ_TYPES.map((type) => {
          const name = chartRegistration(type)?.metadata.name ?? type;
          return (
            <Tooltip key={type} label={name}>
              <Button
                size="compact-xs"
                variant={type === vizType ? 'filled' : 'light'}
                onClick={() => onChange(type)}
                aria-pressed={type === vizType}
                data-testid={`fast-viz-switcher-${type}`}
              >
                {name}
              </Button>
            </Tooltip>
          );
        })}
      </Group>
      {!(QUICK_SWITCH_VIZ_TYPES as readonly string[]).includes(vizType) && (
        <Paper withBorder p={6} radius="sm">
          <Text size="sm" fw={600} data-testid="explore-current-viz-type">{current?.metadata.name ?? vizType}</Text>
        </Paper>
      )}
      <UnstyledButton onClick={() => setGalleryOpen(true)} data-testid="explore-view-all-charts">
        <Text size="sm" c="blue">View all charts</Text>
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
