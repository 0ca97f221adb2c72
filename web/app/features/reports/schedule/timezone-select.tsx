import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { timezoneOptions } from './timezones.ts';

/** Props of the timezone select. */
export interface TimezoneSelectProps {
  value: string;
  onChange: (timezone: string) => void;
  label?: string;
  w?: number | string;
}

/** A searchable select of every IANA timezone with its offset (Superset's TimezoneSelector). */
export function TimezoneSelect({ value, onChange, label = 'Timezone', w }: TimezoneSelectProps) {
  const options = useMemo(() => timezoneOptions(new Date(), value), [value]);
  return (
    <Select
      label={label}
      w={w}
      data={options}
      value={value}
      searchable
      allowDeselect={false}
      maxDropdownHeight={280}
      onChange={(picked) => picked !== null && onChange(picked)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
