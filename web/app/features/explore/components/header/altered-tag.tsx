import { Badge, Popover, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { useAppSelector } from '../../../../core/store.ts';
import type { ChartPlugin } from '../../../../plugins/types.ts';
import { allControlLabels } from '../../controls/index.ts';
import { alterations } from '../../state/altered.ts';
import { selectExploreState } from '../../state/index.ts';
import { AlteredChanges } from '../lazy-parts.tsx';

/**
 * Superset's "Altered" tag: shown by the title of a saved chart whose controls differ from what was saved; its
 * popover lists each changed control with its saved and current value (the table loads with the other on-demand parts).
 */
export function AlteredTag({ plugin }: { plugin: ChartPlugin | undefined }) {
  const { formData, savedFormData } = useAppSelector(selectExploreState);
  const changes = useMemo(
    () => (formData && savedFormData ? alterations(savedFormData, formData) : []),
    [formData, savedFormData],
  );
  const labels = useMemo(() => (plugin ? allControlLabels(plugin.controlPanel) : new Map<string, string>()), [plugin]);
  if (changes.length === 0) return null;
  return (
    <Popover position="bottom-start" width={520} shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton aria-label="Show the changes since the chart was saved" data-testid="explore-altered-tag">
          <Badge color="orange" variant="light" tt="none" style={{ cursor: 'pointer' }}>
            Altered
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <AlteredChanges changes={changes} labels={labels} />
      </Popover.Dropdown>
    </Popover>
  );
}
