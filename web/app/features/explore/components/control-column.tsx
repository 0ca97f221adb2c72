import { Alert, Center, Loader, ScrollArea, Stack, Tabs, Tooltip } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { ExploreDatasource } from '#shared/api/explore.ts';
import type { FormData } from '../../../plugins/types.ts';
import { ControlPanel, errorLines, tabsWithErrors } from '../controls/index.ts';
import { RunButton } from './run-button.tsx';
import type { PluginState } from './chart/use-chart-plugin.ts';
import { VizTypePicker } from './viz-picker/viz-type-picker.tsx';
import { useOnceTrue } from '../../../ui/preloadable.tsx';

/** What the middle column works with. */
export interface ControlColumnProps {
  pluginState: PluginState;
  formData: FormData;
  datasource: ExploreDatasource;
  errors: Record<string, string[]>;
  onChange: (name: string, value: unknown, renderTrigger: boolean) => void;
  onVizTypeChange: (vizType: string) => void;
  onRun: () => void;
  onStop: () => void;
}

/**
 * The middle column of Explore: chart type on top, the Data and Customize tabs, and the run button at the bottom.
 * The Customize tab's controls mount when it is first opened, then stay: nothing on it is seen before that.
 */
export function ControlColumn({
  pluginState,
  formData,
  datasource,
  errors,
  onChange,
  onVizTypeChange,
  onRun,
  onStop,
}: ControlColumnProps) {
  const [tab, setTab] = useState<string>('data');
  const customizeOpened = useOnceTrue(tab === 'customize');
  const panel = (tab: 'data' | 'customize') => {
    if (pluginState.status === 'loading')
      return (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading controls" />
        </Center>
      );
    if (pluginState.status === 'failed') return <Alert color="red">{pluginState.message}</Alert>;
    return (
      <ControlPanel
        config={pluginState.plugin.controlPanel}
        tab={tab}
        formData={formData}
        datasource={datasource}
        onChange={onChange}
        errors={errors}
      />
    );
  };
  const config = pluginState.status === 'ready' ? pluginState.plugin.controlPanel : undefined;
  const flagged = config ? tabsWithErrors(config, errors) : new Set<string>();
  const mark = (tab: 'data' | 'customize') =>
    flagged.has(tab) ? (
      <Tooltip label="This section contains validation errors">
        <IconAlertCircle
          size={14}
          color="var(--mantine-color-red-6)"
          aria-label="This section contains validation errors"
          role="img"
        />
      </Tooltip>
    ) : null;
  return (
    <Stack gap="sm" h="100%" data-testid="explore-control-panel">
      <VizTypePicker vizType={formData.viz_type} onChange={onVizTypeChange} />
      <Tabs
        value={tab}
        onChange={(next) => setTab(next ?? 'data')}
        style={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <Tabs.List grow>
          <Tabs.Tab value="data" rightSection={mark('data')}>
            Data
          </Tabs.Tab>
          <Tabs.Tab value="customize" rightSection={mark('customize')}>
            Customize
          </Tabs.Tab>
        </Tabs.List>
        <ScrollArea style={{ flex: 1 }} type="auto" pt="xs">
          <Tabs.Panel value="data">{panel('data')}</Tabs.Panel>
          <Tabs.Panel value="customize">{customizeOpened && panel('customize')}</Tabs.Panel>
        </ScrollArea>
      </Tabs>
      <RunButton
        canRun={pluginState.status === 'ready' && Object.keys(errors).length === 0}
        errorLines={config ? errorLines(config, errors) : []}
        onRun={onRun}
        onStop={onStop}
      />
    </Stack>
  );
}
