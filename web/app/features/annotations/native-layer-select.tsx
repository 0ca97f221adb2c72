import { Anchor, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorSummary } from '../../core/describe-error.ts';
import { useGetAnnotationLayerChoicesQuery, useGetAnnotationLayerQuery } from './api.ts';

/** Props of the native layer picker: the chosen layer id, as Explore keeps it, and its change. */
export interface NativeLayerSelectProps {
  value: number | null;
  onChange: (layerId: number | null) => void;
  /**
   * Whether the options open in a portal (Mantine's default). Inside a popover they must not: picking one would
   * count as a click outside and close it.
   */
  withinPortal?: boolean;
}

/**
 * Superset's "Annotation layer" picker of a native source: the layers by name, searched as the user types, with
 * Superset's empty state pointing at the layer list. A layer already chosen keeps its name while the search
 * narrows the list (Superset fetches it by id).
 */
export function NativeLayerSelect({ value, onChange, withinPortal = true }: NativeLayerSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const all = useGetAnnotationLayerChoicesQuery('');
  const found = useGetAnnotationLayerChoicesQuery(debounced, { skip: debounced === '' });
  const choices = (debounced === '' ? all.data : found.data) ?? [];
  const listed = all.data?.find((choice) => choice.value === value);
  // A layer past the first page of names is read by its id, as Superset's popover reads the layer it opens with.
  const byId = useGetAnnotationLayerQuery(value ?? 0, {
    skip: value === null || all.data === undefined || listed !== undefined,
  });
  const chosen = listed ?? (byId.data ? { value: byId.data.id, label: byId.data.name } : undefined);
  const data = [...(chosen && !choices.some((choice) => choice.value === value) ? [chosen] : []), ...choices];
  const failed = all.isError
    ? `Could not load the annotation layers: ${errorSummary(all.error)}`
    : byId.isError
      ? `Annotation layer ${String(value)} could not be read: ${errorSummary(byId.error)}`
      : undefined;
  return (
    <Select
      label="Annotation layer"
      description="Select the Annotation Layer you would like to use."
      placeholder={all.isLoading ? 'Loading…' : 'Select a layer'}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data.map((choice) => ({ value: String(choice.value), label: choice.label }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      error={failed}
      comboboxProps={{ withinPortal }}
      nothingFoundMessage={
        <Text size="sm">
          No annotation layers. Add an annotation layer{' '}
          <Anchor component={Link} to="/annotationlayer/list/" target="_blank">
            here
          </Anchor>
          .
        </Text>
      }
    />
  );
}
