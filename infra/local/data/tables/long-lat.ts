import { longLat } from '#shared/examples/long-lat.ts';
import type { Cell } from '../chunk-appender.ts';
import { encodeGeohash } from '../geohash.ts';
import { roundTo, utcMs } from '../helpers.ts';
import { mix32 } from '../prng.ts';
import type { Rng } from '../prng.ts';
import type { EmitRow, GeneratorContext, TableGenerator } from '../table-generator.ts';
import { STREET_BASES, STREET_KINDS } from '../vocab/place-words.ts';

/** San Francisco's bounding box. */
export const SF_BOUNDS = {
  minLongitude: -122.52,
  maxLongitude: -122.35,
  minLatitude: 37.7,
  maxLatitude: 37.83,
} as const;
/** Superset spreads `datetime` evenly over the load day; a fixed day keeps the output reproducible. */
const DAY_START = utcMs(2023, 1, 1);
const DISTRICTS = (
  'Mission|Sunset|Richmond|Castro|Noe Valley|Bernal Heights|Excelsior|Marina|Nob Hill|SoMa|Tenderloin|' +
  'Potrero Hill|Bayview|Haight-Ashbury|Pacific Heights|Visitacion Valley|Glen Park|Dogpatch|Chinatown|North Beach'
).split('|');
const POSTCODES = [
  94102, 94103, 94104, 94105, 94107, 94108, 94109, 94110, 94111, 94112, 94114, 94115, 94116, 94117, 94118, 94121, 94122,
  94123, 94124, 94127, 94129, 94131, 94132, 94133, 94134,
];

function street(rng: Rng): string {
  if (rng.chance(0.2)) {
    const number = rng.int(2, 48);
    const suffix = number % 10 === 2 && number !== 12 ? 'nd' : number % 10 === 3 && number !== 13 ? 'rd' : 'th';
    return `${number}${suffix} ${rng.pick(['Ave', 'St'])}`;
  }
  return `${rng.pick(STREET_BASES)} ${rng.pick(STREET_KINDS)}`;
}

function hex8(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}

function addressRow(row: number, rows: number, rng: Rng): Cell[] {
  const longitude = roundTo(rng.float(SF_BOUNDS.minLongitude, SF_BOUNDS.maxLongitude), 7);
  const latitude = roundTo(rng.float(SF_BOUNDS.minLatitude, SF_BOUNDS.maxLatitude), 7);
  const unit = rng.chance(0.15) ? `#${rng.int(1, 40)}` : null;
  // mix32 is a bijection, so the first half of the id is unique for every row at any scale.
  const id = hex8(mix32(row)) + hex8(rng.int(0, 0xffffffff));
  const datetime = DAY_START + Math.floor((row * 86_400_000) / Math.max(1, rows - 1));
  return [
    longitude,
    latitude,
    rng.int(1, 4999),
    street(rng),
    unit,
    'San Francisco',
    rng.pick(DISTRICTS),
    'CA',
    rng.pick(POSTCODES),
    id,
    datetime,
    rng.int(1, 6),
    roundTo(rng.float(1, 3), 6),
    encodeGeohash(latitude, longitude, 12),
    `${latitude},${longitude}`,
  ];
}

/** `long_lat`: addresses at uniform points in San Francisco with ids unique at every scale. */
export const longLatGenerator: TableGenerator = {
  table: longLat,
  sortBy: ['ID'],
  generate({ scale, rng }: GeneratorContext, emit: EmitRow): void {
    const rows = longLat.rows * scale;
    for (let row = 0; row < rows; row++) emit(addressRow(row, rows, rng));
  },
};
