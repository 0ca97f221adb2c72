import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { MONO } from './column-fields.tsx';

const SqlExpressionEditor = lazy(() => import('./sql-expression-editor.tsx'));

/** Props of {@link SqlExpressionField}. */
export interface SqlExpressionFieldProps {
  value: string;
  onChange: (expression: string) => void;
  placeholder: string;
}

/**
 * A SQL expression cell of the Metrics and Calculated columns tabs: a small CodeMirror editor once its code has
 * loaded, and meanwhile a plain monospace input over the same value, so the field is usable from the first paint.
 */
export function SqlExpressionField({ value, onChange, placeholder }: SqlExpressionFieldProps) {
  const fallback = (
    <TextInput
      size="xs"
      aria-label="SQL expression"
      placeholder={placeholder}
      styles={MONO}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <SqlExpressionEditor label="SQL expression" value={value} onChange={onChange} placeholder={placeholder} />
    </Suspense>
  );
}
