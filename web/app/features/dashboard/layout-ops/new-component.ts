import {
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  type LayoutItem,
  type LayoutMeta,
  type LayoutType,
} from '#shared/dashboard/layout.ts';

/** Makes a component id; the layout operations take one so tests can name what they create. */
export type NewId = (type: LayoutType) => string;

/** nanoid's alphabet: URL-safe, so ids travel in anchors and permalinks unescaped. */
const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';
const ID_LENGTH = 21;

/** A random id suffix like nanoid's (21 URL-safe characters from the platform's CSPRNG). */
export function randomIdSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte & 63];
  return suffix;
}

/** Superset's component ids: the type, a dash and a random suffix (`CHART-V1StGXR8_Z5jdHi6B-myT`). */
export const randomId: NewId = (type) => `${type}-${randomIdSuffix()}`;

/** Ids sharing one suffix: what a single layout action creates has distinct types, so they never collide. */
export const idsWithSuffix =
  (suffix: string): NewId =>
  (type) =>
    `${type}-${suffix}`;

/** Header sizes and backgrounds as Superset names them in `meta`. */
export const HEADER_SIZES = { small: 'SMALL_HEADER', medium: 'MEDIUM_HEADER', large: 'LARGE_HEADER' } as const;
export const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';
export const BACKGROUND_WHITE = 'BACKGROUND_WHITE';

/** The meta a new component of each type starts with (Superset's newComponentFactory defaults). */
const DEFAULT_META: Partial<Record<LayoutType, LayoutMeta>> = {
  CHART: { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
  COLUMN: { width: GRID_DEFAULT_CHART_WIDTH, background: BACKGROUND_TRANSPARENT },
  HEADER: { text: 'New header', headerSize: HEADER_SIZES.medium, background: BACKGROUND_TRANSPARENT },
  MARKDOWN: { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
  ROW: { background: BACKGROUND_TRANSPARENT },
  TAB: { text: '', defaultText: 'Tab title', placeholder: 'Tab title' },
};

/** A new component of `type`, with Superset's default meta under the given one. */
export function newComponent(type: LayoutType, newId: NewId, meta?: LayoutMeta, parents: string[] = []): LayoutItem {
  const merged = { ...DEFAULT_META[type], ...meta };
  return { id: newId(type), type, children: [], parents, ...(Object.keys(merged).length > 0 ? { meta: merged } : {}) };
}
