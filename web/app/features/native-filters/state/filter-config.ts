import type { DataMask, FilterConfigItem, NativeFilter } from '#shared/dashboard/native-filters.ts';

/** Whether a bar entry is a filter (not a divider). */
export const isNativeFilter = (item: FilterConfigItem): item is NativeFilter => item.type === 'NATIVE_FILTER';

/** The filters of a bar configuration, dividers left out. */
export const nativeFiltersOf = (items: readonly FilterConfigItem[]): NativeFilter[] => items.filter(isNativeFilter);

/** The column a filter reads (its first target's), if any. */
export const filterColumnOf = (filter: NativeFilter): string | undefined => filter.targets[0]?.column?.name;

/** The dataset a filter reads, if any. */
export const filterDatasetOf = (filter: NativeFilter): number | undefined => filter.targets[0]?.datasetId;

/** A filter's control value of the given name. */
export const controlOf = <T>(filter: NativeFilter, name: string, fallback: T): T => {
  const value = filter.controlValues?.[name];
  return value === undefined || value === null ? fallback : (value as T);
};

/** The mask of a filter with no value. */
export const EMPTY_MASK: DataMask = { extraFormData: {}, filterState: { value: null } };

/** Whether a mask holds a value (Superset: a cross-filter or filter is active when its filterState has a value). */
export const hasValue = (mask: DataMask | undefined): boolean => {
  const value = mask?.filterState?.value;
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
};

/**
 * The ids of every filter below `filterId` in the cascade (children, their children...), each once. A child's values
 * depend on its parents', so choosing a parent value resets them.
 */
export function descendantsOf(filterId: string, filters: readonly NativeFilter[]): string[] {
  const found: string[] = [];
  const queue = [filterId];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const filter of filters) {
      if (filter.cascadeParentIds?.includes(parent) && !found.includes(filter.id) && filter.id !== filterId) {
        found.push(filter.id);
        queue.push(filter.id);
      }
    }
  }
  return found;
}

/** The ids of a filter's ancestors in the cascade, nearest first, each once (cycles cut). */
export function ancestorsOf(filter: NativeFilter, filters: readonly NativeFilter[]): string[] {
  const byId = new Map(filters.map((item) => [item.id, item]));
  const found: string[] = [];
  const queue = [...(filter.cascadeParentIds ?? [])];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (found.includes(id) || id === filter.id || !byId.has(id)) continue;
    found.push(id);
    queue.push(...(byId.get(id)!.cascadeParentIds ?? []));
  }
  return found;
}

/** The masks a bar starts with: each filter's default value, then masks from the URL or a permalink for known ids. */
export function initialMasks(
  items: readonly FilterConfigItem[],
  fromUrl: Readonly<Record<string, DataMask>> = {},
): Record<string, DataMask> {
  const masks: Record<string, DataMask> = {};
  const filters = nativeFiltersOf(items);
  for (const filter of filters)
    masks[filter.id] = hasValue(filter.defaultDataMask) ? structuredClone(filter.defaultDataMask!) : EMPTY_MASK;
  for (const [id, mask] of Object.entries(fromUrl)) {
    const isFilter = filters.some((filter) => filter.id === id);
    if (isFilter || (/^\d+$/.test(id) && hasValue(mask)))
      masks[id] = { extraFormData: mask.extraFormData ?? {}, filterState: mask.filterState ?? {} };
  }
  return masks;
}
