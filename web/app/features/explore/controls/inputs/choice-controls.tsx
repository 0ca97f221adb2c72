import { TextInput } from '@mantine/core';
import type { ControlProps } from '../types.ts';
import { choiceOptions, type ChoiceOption } from './choices.ts';
import { SingleSelect } from './select-control.tsx';

/** A select of the control's choices that also takes typed values; a plain text field when no choices came. */
function FreeFormChoice({ config, value, onChange }: ControlProps) {
  if (!config.choices || config.choices.length === 0) {
    return (
      <TextInput
        aria-label={config.label}
        placeholder={config.placeholder}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <SingleSelect
      config={{ ...config, freeForm: true }}
      options={choiceOptions(config.choices)}
      value={value}
      onChange={onChange}
    />
  );
}

/** Superset's NumberFormatControl: a d3-format string or a named format (`SMART_NUMBER`), typed or picked. */
export const NumberFormatControl = FreeFormChoice;

/** Superset's TimeFormatControl: an strftime-style format (`smart_date`, `%Y-%m-%d`), typed or picked. */
export const TimeFormatControl = FreeFormChoice;

const NO_GRAIN = '__none__';

/** The dataset database's grains as options; a null grain ("original value") gets a stand-in value. */
export function grainOptions(grains: readonly (readonly [string | null, string])[]): ChoiceOption[] {
  return grains.map(([value, label]) => ({ value: value ?? NO_GRAIN, label, original: value ?? NO_GRAIN }));
}

/** Superset lists the database's grains after "Original value" (no grain); a backend that leaves it out gets it back. */
export function withOriginalValue(
  grains: readonly (readonly [string | null, string])[],
): (readonly [string | null, string])[] {
  return grains.some(([value]) => value === null) ? [...grains] : [[null, 'Original value'], ...grains];
}

/** Superset's TimeGrainControl: "Original value", then the grains the dataset's database offers, in its order. */
export function TimeGrainControl({ config, value, onChange, datasource }: ControlProps) {
  const options = grainOptions(withOriginalValue(datasource.time_grain_sqla));
  const stored = value === null && options.some((option) => option.value === NO_GRAIN) ? NO_GRAIN : value;
  return (
    <SingleSelect
      config={{ ...config, clearable: config.clearable ?? true }}
      options={options}
      value={stored}
      onChange={(next) => onChange(next === NO_GRAIN ? null : next)}
    />
  );
}
