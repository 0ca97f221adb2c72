import { ChipList } from '../dnd/chip-list.tsx';
import { AnnotationLayerEditor } from '../lazy-parts.tsx';
import type { ControlProps } from '../types.ts';
import { layersOf, type AnnotationLayerValue } from './annotation-model.ts';

/** Superset's AnnotationLayerControl (`annotation_layers`): chips of layers, each opening its editor. */
export function AnnotationLayerControl({ config, value, onChange }: ControlProps) {
  return (
    <ChipList<AnnotationLayerValue>
      name={config.name}
      prompt="Add annotation layer"
      accepts={[]}
      multi
      items={layersOf(value)}
      labelOf={(layer) => layer.name}
      onItemsChange={onChange}
      fromDrop={() => 'edit'}
      renderEditor={(editor) => <AnnotationLayerEditor {...editor} />}
    />
  );
}
