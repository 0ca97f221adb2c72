import { birthNames } from '#shared/examples/birth-names.ts';
import { utcMs } from '../helpers.ts';
import type { Rng } from '../prng.ts';
import type { EmitRow, GeneratorContext, TableGenerator } from '../table-generator.ts';
import { BOY_NAMES, GIRL_NAMES } from '../vocab/first-names.ts';

const FIRST_YEAR = 1965;
const YEARS = 44;
/** Relative birth volumes; `other` stands for every remaining state together, as in Superset's data. */
const STATES: ReadonlyArray<readonly [string, number]> = [
  ['other', 2.6],
  ['CA', 1],
  ['TX', 0.75],
  ['NY', 0.6],
  ['FL', 0.45],
  ['IL', 0.45],
  ['PA', 0.38],
  ['OH', 0.36],
  ['MI', 0.33],
  ['NJ', 0.3],
  ['MA', 0.22],
];

interface NameProfile {
  name: string;
  gender: 'boy' | 'girl';
  popularity: number;
  peakYear: number;
  width: number;
}

/** Each name gets a popularity from its rank and a bell-shaped fashion curve over the years. */
function nameProfiles(rng: Rng): NameProfile[] {
  const profile = (name: string, rank: number, gender: NameProfile['gender']): NameProfile => ({
    name,
    gender,
    popularity: (rank + 1) ** -0.45,
    peakYear: rng.int(1945, 2020),
    width: rng.float(8, 30),
  });
  return [
    ...BOY_NAMES.map((name, rank) => profile(name, rank, 'boy')),
    ...GIRL_NAMES.map((name, rank) => profile(name, rank, 'girl')),
  ];
}

function fashion(profile: NameProfile, year: number): number {
  return 0.25 + Math.exp(-(((year - profile.peakYear) / profile.width) ** 2));
}

/**
 * Picks `count` distinct (year, state, name) cells, likelier for popular names in big states, by weighted
 * sampling without replacement (Efraimidis-Spirakis: keep the largest `u^(1/weight)`).
 */
function pickCells(profiles: readonly NameProfile[], count: number, rng: Rng): Int32Array {
  const cells = YEARS * STATES.length * profiles.length;
  const keys = new Float64Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    const [year, state, name] = decodeCell(cell, profiles.length);
    const weight =
      (profiles[name] as NameProfile).popularity *
      Math.sqrt((STATES[state] as [string, number])[1]) *
      fashion(profiles[name] as NameProfile, FIRST_YEAR + year);
    keys[cell] = Math.log(rng.next() + Number.EPSILON) / weight;
  }
  // The count-th largest key is the cut-off; a numeric sort of a typed array is far faster than sorting indices.
  const cutoff = Float64Array.from(keys).sort()[cells - count] as number;
  const picked = new Int32Array(count);
  for (let cell = 0, taken = 0; cell < cells && taken < count; cell++) {
    if ((keys[cell] as number) >= cutoff) picked[taken++] = cell;
  }
  return picked;
}

function decodeCell(cell: number, nameCount: number): [year: number, state: number, name: number] {
  const name = cell % nameCount;
  const rest = (cell - name) / nameCount;
  return [Math.floor(rest / STATES.length), rest % STATES.length, name];
}

function emitReplica(profiles: readonly NameProfile[], rng: Rng, emit: EmitRow): void {
  for (const cell of pickCells(profiles, birthNames.rows, rng)) {
    const [yearIndex, stateIndex, nameIndex] = decodeCell(cell, profiles.length);
    const profile = profiles[nameIndex] as NameProfile;
    const [state, volume] = STATES[stateIndex] as [string, number];
    const year = FIRST_YEAR + yearIndex;
    const expected = 7000 * profile.popularity * volume * fashion(profile, year);
    const num = Math.max(5, Math.round(expected * Math.exp(0.3 * rng.normal())));
    const boys = profile.gender === 'boy' ? num : 0;
    emit([utcMs(year, 1, 1), profile.gender, profile.name, num, state, boys, num - boys]);
  }
}

/** `birth_names`: every scale replica draws its own cells and counts over the same 250 names. */
export const birthNamesGenerator: TableGenerator = {
  table: birthNames,
  sortBy: ['ds', 'state', 'name'],
  generate({ scale, rng }: GeneratorContext, emit: EmitRow): void {
    const profiles = nameProfiles(rng);
    for (let replica = 0; replica < scale; replica++) emitReplica(profiles, rng, emit);
  },
};
