import { Checkbox, ColorInput, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { NativeLayerSelect } from '../../../annotations/index.ts';
import type { ItemEditorProps } from '../dnd/chip-list.tsx';
import { EditorActions } from '../dnd/editor-actions.tsx';
import { IN_POPOVER } from '../in-popover.ts';
import {
  buildLayer,
  isNativeType,
  LAYER_TYPES,
  layerDraft,
  LINE_STYLES,
  NATIVE_SOURCE_TYPES,
  OPACITIES,
  type AnnotationLayerValue,
  type LayerDraft,
  type LayerType,
} from './annotation-model.ts';

const options = (pairs: readonly (readonly [string, string])[]) => pairs.map(([value, label]) => ({ value, label }));

/** Props of {@link AnnotationLayerEditor}. */
export type AnnotationLayerEditorProps = ItemEditorProps<AnnotationLayerValue>;

/** Superset's annotation layer popover: formula layers (`y = f(x)`), and event and interval layers of a native layer. */
export function AnnotationLayerEditor({ initial, onSave, onCancel }: AnnotationLayerEditorProps) {
  const [draft, setDraft] = useState(() => layerDraft(initial));
  const update = (patch: Partial<LayerDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const layer = buildLayer(draft, initial);
  const native = isNativeType(draft.annotationType);
  return (
    <Stack gap="xs">
      <TextInput label="Name" value={draft.name} onChange={(event) => update({ name: event.currentTarget.value })} />
      <Select
        label="Annotation layer type"
        description="Choose the annotation layer type"
        data={options(LAYER_TYPES)}
        value={draft.annotationType}
        allowDeselect={false}
        comboboxProps={IN_POPOVER}
        // As in Superset, another type starts its source over.
        onChange={(type) =>
          type !== null && type !== draft.annotationType && update({ annotationType: type as LayerType, layerId: null })
        }
      />
      {native ? (
        <>
          <Select
            label="Annotation source"
            description="Choose the source of your annotations"
            data={options(NATIVE_SOURCE_TYPES)}
            value="NATIVE"
            allowDeselect={false}
            comboboxProps={IN_POPOVER}
          />
          <NativeLayerSelect value={draft.layerId} onChange={(layerId) => update({ layerId })} withinPortal={false} />
        </>
      ) : (
        <TextInput
          label="Formula"
          description="Expression in x, such as 2 * x + 1"
          value={draft.formula}
          onChange={(event) => update({ formula: event.currentTarget.value })}
        />
      )}
      <ColorInput label="Color" value={draft.color} onChange={(color) => update({ color })} popoverProps={IN_POPOVER} />
      <Group grow gap="xs">
        <Select
          label="Style"
          data={options(LINE_STYLES)}
          value={draft.style}
          allowDeselect={false}
          comboboxProps={IN_POPOVER}
          onChange={(style) => update({ style: style ?? 'solid' })}
        />
        <Select
          label="Opacity"
          data={options(OPACITIES)}
          value={draft.opacity}
          allowDeselect={false}
          comboboxProps={IN_POPOVER}
          onChange={(opacity) => update({ opacity: opacity ?? '' })}
        />
        <NumberInput
          label="Line width"
          min={1}
          max={10}
          value={draft.width}
          onChange={(width) => update({ width: Math.max(1, Number(width) || 1) })}
        />
      </Group>
      <Checkbox label="Show" checked={draft.show} onChange={(event) => update({ show: event.currentTarget.checked })} />
      <EditorActions
        canSave={layer !== undefined}
        onSave={() => layer !== undefined && onSave(layer)}
        onCancel={onCancel}
      />
    </Stack>
  );
}
