import type { ControlConfig, ControlPanelConfig, DatasourceMeta, FormData } from '../../../plugins/types.ts';

/** Every control of a panel, section by section and row by row, skipping empty cells. */
export function allControls(config: ControlPanelConfig): ControlConfig[] {
  return config.sections.flatMap((section) => section.rows.flatMap((row) => row.filter(isControl)));
}

function isControl(cell: ControlConfig | null): cell is ControlConfig {
  return cell !== null;
}

/** Whether a control shows for this form data and dataset; a throwing visibility rule hides nothing. */
export function isVisible(control: ControlConfig, formData: FormData, datasource?: DatasourceMeta): boolean {
  if (!control.visibility) return true;
  try {
    return control.visibility(formData, datasource);
  } catch {
    return true;
  }
}

/** The value a control shows: the form data's, else its default. */
export function controlValue(control: ControlConfig, formData: FormData): unknown {
  return formData[control.name] ?? control.default;
}

/**
 * The default of every control, keyed by form data field, for a new chart. A field named by two controls keeps
 * the first default, as Superset's panel does.
 */
export function controlDefaults(config: ControlPanelConfig): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const control of allControls(config)) {
    if (control.default !== undefined && !(control.name in defaults)) defaults[control.name] = control.default;
  }
  return defaults;
}

/**
 * Runs every visible control's validators over the form data (defaults filling missing fields). Answers
 * field -> messages for the fields with problems only; an empty object means the chart can run.
 */
export function validateFormData(
  config: ControlPanelConfig,
  formData: FormData,
  datasource?: DatasourceMeta,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const control of allControls(config)) {
    if (!isVisible(control, formData, datasource)) continue;
    const messages = runValidators(control, formData);
    if (messages.length > 0) errors[control.name] = [...(errors[control.name] ?? []), ...messages];
  }
  return errors;
}

function runValidators(control: ControlConfig, formData: FormData): string[] {
  const value = controlValue(control, formData);
  const builtIn = numericMessage(control, value);
  const messages = (control.validators ?? []).map((validator) => safely(() => validator(value, formData)));
  return [builtIn, ...messages].filter((message): message is string => typeof message === 'string' && message !== '');
}

/** A text control marked `isInt`/`isFloat` holding text that is no such number, in Superset's words. */
function numericMessage(control: ControlConfig, value: unknown): string | undefined {
  if (control.type !== 'TextControl' || value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  if (control.isInt && !Number.isInteger(number)) return 'is expected to be an integer';
  if (control.isFloat && !Number.isFinite(number)) return 'is expected to be a number';
  return undefined;
}

/** Form data may come from a URL or an old chart: a validator that trips over an odd value reports nothing. */
function safely(validate: () => string | undefined): string | undefined {
  try {
    return validate();
  } catch {
    return undefined;
  }
}

const SCHEME_CONTROLS: ReadonlySet<string> = new Set(['ColorSchemeControl', 'LinearColorSchemeControl']);

/**
 * Superset's fallback for colour schemes that no longer exist: a saved scheme name the chart's scheme control does
 * not offer goes back to that control's default. Answers the fields to replace.
 */
export function schemeFallbacks(config: ControlPanelConfig, formData: FormData): Record<string, unknown> {
  const replaced: Record<string, unknown> = {};
  for (const control of allControls(config)) {
    const value = formData[control.name];
    if (!SCHEME_CONTROLS.has(control.type) || typeof value !== 'string' || control.default === undefined) continue;
    if (!(control.choices ?? []).some(([choice]) => choice === value)) replaced[control.name] = control.default;
  }
  return replaced;
}

/** Superset's line for a control with errors, as the run button's tooltip lists them: `Control labeled "Metrics" cannot be empty`. */
export function errorLines(config: ControlPanelConfig, errors: Record<string, string[]>): string[] {
  const labels = new Map(allControls(config).map((control) => [control.name, control.label]));
  return Object.entries(errors).map(
    ([name, messages]) => `Control labeled "${labels.get(name) ?? name}" ${messages.join('. ')}`,
  );
}

/** The tabs (`data`, `customize`) holding a control with errors, for the tab's warning mark. */
export function tabsWithErrors(
  config: ControlPanelConfig,
  errors: Record<string, string[]>,
): Set<'data' | 'customize'> {
  const tabs = new Set<'data' | 'customize'>();
  for (const section of config.sections) {
    if (section.rows.some((row) => row.some((cell) => cell !== null && errors[cell.name] !== undefined)))
      tabs.add(section.tab);
  }
  return tabs;
}

/** Each form data field's control label, the first control naming a field winning. */
export function allControlLabels(config: ControlPanelConfig): Map<string, string> {
  const labels = new Map<string, string>();
  for (const control of allControls(config)) if (!labels.has(control.name)) labels.set(control.name, control.label);
  return labels;
}
