/** SQL Lab's toolbar pieces: props in, callbacks out; the page wires them to the SQL Lab slice. */
export { RunQueryButton, type RunQueryButtonProps } from './run-query-button.tsx';
export { limitChoices, QueryLimitSelect, type QueryLimitSelectProps } from './query-limit-select.tsx';
export { FormatButton, type FormatButtonProps } from './format-button.tsx';
export { parameterCount, TemplateParamsEditor, type TemplateParamsEditorProps } from './template-params-editor.tsx';
export { EstimateCostButton, type EstimateCostButtonProps } from './estimate-cost-button.tsx';
export { costTableOf } from './cost-table.ts';
export { hasRunnableSql, SHORTCUTS } from './shortcuts.ts';
