import { clamp, distinctStrings, roundTo, weightedPicker } from '../helpers.ts';
import { createRng } from '../prng.ts';
import type { Rng } from '../prng.ts';
import { US_STATES } from '../vocab/us-states.ts';
import { townName } from '../vocab/place-words.ts';

/** One invented airport. */
export interface Airport {
  code: string;
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Airports in the list; the first ones are the busiest (see `flights`). */
export const AIRPORT_COUNT = 322;
/** The contiguous US bounding box, which every airport stays inside. */
export const US_BOUNDS = { minLatitude: 24.6, maxLatitude: 49, minLongitude: -124.6, maxLongitude: -67 } as const;
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

function airportKind(index: number, rng: Rng): string {
  if (index < 40) return 'International Airport';
  return rng.pick(['Regional Airport', 'Municipal Airport', 'County Airport', 'Field', 'Airport']);
}

/** A code that echoes the city name when free, else random letters. */
function airportCode(city: string, taken: Set<string>, rng: Rng): string {
  const letters = city.toUpperCase().replace(/[^A-Z]/g, '');
  let code = `${letters[0]}${letters[rng.int(1, letters.length - 1)]}${letters[letters.length - 1]}`;
  while (taken.has(code)) code = randomCode(rng);
  return code;
}

function randomCode(rng: Rng): string {
  return `${rng.pick(LETTERS)}${rng.pick(LETTERS)}${rng.pick(LETTERS)}`;
}

/**
 * The airport list, built from its own seed so `airports` and `flights` agree on it at every scale.
 * Airports scatter around their state's centre, clamped into {@link US_BOUNDS}.
 */
export function buildAirports(): Airport[] {
  const rng = createRng('airports');
  const pickState = weightedPicker(US_STATES.map((state) => state.weight));
  const cities = distinctStrings(AIRPORT_COUNT, () => townName(rng.pick, rng.chance(0.15)));
  const taken = new Set<string>();
  return cities.map((city, index) => {
    const state = US_STATES[pickState(rng)] as (typeof US_STATES)[number];
    const code = airportCode(city, taken, rng);
    taken.add(code);
    const latitude = clamp(state.latitude + rng.normal() * 1.1, US_BOUNDS.minLatitude, US_BOUNDS.maxLatitude);
    const longitude = clamp(state.longitude + rng.normal() * 1.5, US_BOUNDS.minLongitude, US_BOUNDS.maxLongitude);
    return {
      code,
      city,
      state: state.code,
      name: `${city} ${airportKind(index, rng)}`,
      latitude: roundTo(latitude, 5),
      longitude: roundTo(longitude, 5),
    };
  });
}
