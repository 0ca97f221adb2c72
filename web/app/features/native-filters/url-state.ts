import rison from 'rison';
import type { DataMask } from '#shared/dashboard/native-filters.ts';

/** The URL parameter naming a stored filter state (Superset's `native_filters_key`). */
export const NATIVE_FILTERS_KEY_PARAM = 'native_filters_key';
/** The URL parameter carrying masks as Rison (Superset's `native_filters`, used for preselection). */
export const NATIVE_FILTERS_PARAM = 'native_filters';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Masks by id from a stored filter state or a `native_filters` value; anything else reads as none. */
export function masksOf(value: unknown): Record<string, DataMask> {
  if (!isRecord(value)) return {};
  const masks: Record<string, DataMask> = {};
  for (const [id, mask] of Object.entries(value)) {
    if (!isRecord(mask)) continue;
    masks[id] = {
      extraFormData: isRecord(mask.extraFormData) ? mask.extraFormData : {},
      filterState: isRecord(mask.filterState) ? mask.filterState : {},
      ...(isRecord(mask.ownState) ? { ownState: mask.ownState } : {}),
    };
  }
  return masks;
}

/** Masks from a stored filter state's JSON text. */
export function masksOfJson(text: string): Record<string, DataMask> {
  try {
    return masksOf(JSON.parse(text));
  } catch {
    return {};
  }
}

/** Masks from a `native_filters` Rison value; a malformed one reads as none. */
export function masksOfRison(text: string | null): Record<string, DataMask> {
  if (!text) return {};
  try {
    return masksOf(rison.decode(text));
  } catch {
    return {};
  }
}

/** Masks as a `native_filters` Rison value. */
export const risonOfMasks = (masks: Record<string, unknown>): string => rison.encode(masks);
