/** Superset's native annotation layers: their list and annotation screens, and the layer picker Explore offers. */
export { AnnotationListPage } from './annotation-list-page.tsx';
export { LayerListPage } from './layer-list-page.tsx';
export { NativeLayerSelect, type NativeLayerSelectProps } from './native-layer-select.tsx';
