import { distinctStrings, weightedPicker, zipfWeights } from '../helpers.ts';
import type { Rng } from '../prng.ts';
import type { Airport } from './airport-list.ts';

/** The 14 carriers of January 2015 (IATA codes) with their rough share of flights. */
const AIRLINES: ReadonlyArray<readonly [string, number]> = [
  ['WN', 22],
  ['DL', 16],
  ['AA', 13],
  ['OO', 10],
  ['EV', 10],
  ['UA', 9],
  ['MQ', 5],
  ['B6', 5],
  ['US', 4],
  ['AS', 3],
  ['NK', 2],
  ['F9', 1.5],
  ['HA', 1.5],
  ['VX', 1],
];
const TAILS_PER_AIRLINE = 300;
const EARTH_RADIUS_MILES = 3958.8;

/** A daily flight: the same number, route and times on every day of the month. */
export interface FlightSchedule {
  airline: string;
  flightNumber: number;
  origin: Airport;
  destination: Airport;
  tails: readonly string[];
  /** Minutes after local midnight. */
  departureMinute: number;
  scheduledMinutes: number;
  /** Minutes after local midnight at the destination, which may be in another time zone. */
  arrivalMinute: number;
  distance: number;
}

/** Great-circle distance in whole miles. */
export function distanceMiles(from: Airport, to: Airport): number {
  const radians = (degrees: number): number => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(a)));
}

/** Whole-hour offset from longitude: close enough to US time zones for arrival times to look right. */
function zoneOffsetMinutes(airport: Airport): number {
  return Math.round(airport.longitude / 15) * 60;
}

/**
 * Produces schedules one after another. Flight numbers count up per airline, so every schedule is a distinct
 * (AIRLINE, FLIGHT_NUMBER) at any scale; busy airports (the first in the list) get most routes.
 */
export function scheduleFactory(airports: readonly Airport[], rng: Rng): () => FlightSchedule {
  const pickAirline = weightedPicker(AIRLINES.map(([, share]) => share));
  const pickAirport = weightedPicker(zipfWeights(airports.length, 1.1));
  const nextNumber = AIRLINES.map(() => rng.int(1, 400));
  const tails = AIRLINES.map(([code]) =>
    distinctStrings(TAILS_PER_AIRLINE, () => `N${rng.int(100, 999)}${code.replace(/\d/g, 'Q')}`),
  );
  return () => {
    const airlineIndex = pickAirline(rng);
    const origin = airports[pickAirport(rng)] as Airport;
    let destination = origin;
    while (destination === origin) destination = airports[pickAirport(rng)] as Airport;
    const distance = Math.max(30, distanceMiles(origin, destination));
    const scheduledMinutes = Math.round(30 + distance / 7.5 + rng.int(0, 15));
    const departureMinute = rng.int(60, 276) * 5;
    const arrivalMinute =
      departureMinute + scheduledMinutes + zoneOffsetMinutes(destination) - zoneOffsetMinutes(origin);
    const flightNumber = nextNumber[airlineIndex] as number;
    nextNumber[airlineIndex] = flightNumber + rng.int(1, 3);
    return {
      airline: (AIRLINES[airlineIndex] as [string, number])[0],
      flightNumber,
      origin,
      destination,
      tails: tails[airlineIndex] as string[],
      departureMinute,
      scheduledMinutes,
      distance,
      arrivalMinute: ((arrivalMinute % 1440) + 1440) % 1440,
    };
  };
}
