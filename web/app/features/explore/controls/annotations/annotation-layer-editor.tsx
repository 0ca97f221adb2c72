import { Checkbox, ColorInput, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ItemEditorProps } from '../dnd/chip-list.tsx';
import { EditorActions } from '../dnd/editor-actions.tsx';
import { choiceOptions } from '../inputs/choices.ts';
import type { ControlProps } from '../types.ts';
import { buildLayer, LAYER_TYPES, layerDraft, LINE_STYLES, type AnnotationLayerValue, type LayerDraft } from './annotation-model.ts';

const options = (pairs: readonly (readonly [string, string])[]) => pairs.map(([value, label]) => ({ value, label }));

/** Props of {@link AnnotationLayerEditor}; `sources` are the native layers `[id, name]` when the panel knows them. */
export interface AnnotationLayerEditorProps extends ItemEditorProps<AnnotationLayerValue> {
  sources: ControlProps['config']['choices'];
}

/** Superset's annotation layer popover, for formula layers (`y = f(x)`) and native interval layers. */
export function AnnotationLayerEditor({ initial, sources, onSave, onCancel }: AnnotationLayerEditorProps) {
  const [draft, setDraft] = useState(() => layerDraft(initial));
  const update = (patch: Partial<LayerDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const layer = buildLayer(draft, initial);
  const sourceOptions = choiceOptions(sources);
  return (
    <Stack gap="xs">
      <TextInput label="Name" value={draft.name} onChange={(event) => update({ name: event.currentTarget.value })} />
      <Select
        label="Annotation layer type"
        data={options(LAYER_TYPES)}
        value={draft.annotationType}
        allowDeselect={false}
        onChange={(type) => update({ annotationType: type === 'INTERVAL' ? 'INTERVAL' : 'FORMULA' })}
      />
      {draft.annotationType === 'FORMULA' ? (
        <TextInput
          label="Formula"
          description="Expression in x, such as 2 * x + 1"
          value={draft.formula}
          onChange={(event) => update({ formula: event.currentTarget.value })}
        />
      ) : sourceOptions.length > 0 ? (
        <Select
          label="Annotation layer"
          description="Start and end of each interval come from the layer's annotations"
          data={sourceOptions}
          value={draft.layerId || null}
          onChange={(layerId) => update({ layerId: layerId ?? '' })}
        />
      ) : (
        <TextInput
          label="Annotation layer id"
          description="Start and end of each interval come from the layer's annotations"
          value={draft.layerId}
          onChange={(event) => update({ layerId: event.currentTarget.value })}
        />
      )}
      <ColorInput label="Color" value={draft.color} onChange={(color) => update({ color })} />
      <Group grow gap="xs">
        <NumberInput
          label="Line width"
          min={1}
          max={10}
          value={draft.width}
          onChange={(width) => update({ width: Math.max(1, Number(width) || 1) })}
        />
        <Select
          label="Style"
          data={options(LINE_STYLES)}
          value={draft.style}
          allowDeselect={false}
          onChange={(style) => update({ style: style ?? 'solid' })}
        />
      </Group>
      <Checkbox label="Show" checked={draft.show} onChange={(event) => update({ show: event.currentTarget.checked })} />
      <EditorActions canSave={layer !== undefined} onSave={() => layer !== undefined && onSave(layer)} onCancel={onCancel} />
    </Stack>
  );
}
