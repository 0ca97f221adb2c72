import type { Cell } from '../chunk-appender.ts';
import type { Rng } from '../prng.ts';
import type { FlightSchedule } from './flight-schedules.ts';

/** What happened to one flight on one day; times are minutes after local midnight, NULL where not flown. */
interface Outcome {
  departure: number | null;
  departureDelay: number | null;
  taxiOut: number | null;
  elapsed: number | null;
  airTime: number | null;
  taxiIn: number | null;
  arrivalDelay: number | null;
  diverted: 0 | 1;
  cancelled: 0 | 1;
  reason: string | null;
  /** Delay minutes by cause: system, security, airline, late aircraft, weather. */
  causes: Cell[];
}

const CANCELLATION_REASONS = ['A', 'B', 'B', 'C'];
const NO_CAUSES: Cell[] = [null, null, null, null, null];

/** Clock time as the source data writes it: hours * 100 + minutes. */
export function hhmm(minute: number): number {
  const wrapped = ((Math.round(minute) % 1440) + 1440) % 1440;
  return Math.floor(wrapped / 60) * 100 + (wrapped % 60);
}

/** Delay minutes by cause, reported only from 15 minutes late; the parts add up to the arrival delay. */
function delayCauses(arrivalDelay: number, stormy: boolean, rng: Rng): Cell[] {
  if (arrivalDelay < 15) return NO_CAUSES;
  const weights = [rng.next(), rng.next() * 0.03, rng.next(), rng.next() * 1.2, rng.next() * (stormy ? 2 : 0.3)];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const parts = weights.slice(0, 4).map((weight) => Math.floor((arrivalDelay * weight) / total));
  return [...parts, arrivalDelay - parts.reduce((sum, part) => sum + part, 0)];
}

/** Most flights leave about on time; the rest have an exponential tail, longer on storm days. */
function drawDepartureDelay(stormy: boolean, rng: Rng): number {
  if (rng.chance(stormy ? 0.35 : 0.62)) return rng.int(-12, 4);
  return Math.min(900, Math.round(-Math.log(1 - rng.next()) * (stormy ? 70 : 35)));
}

/** Builds every outcome with all fields in one order, so they share one object shape (spreads made it 8x slower). */
function outcome(fields: Partial<Outcome> & Pick<Outcome, 'diverted' | 'cancelled'>): Outcome {
  return {
    departure: fields.departure ?? null,
    departureDelay: fields.departureDelay ?? null,
    taxiOut: fields.taxiOut ?? null,
    elapsed: fields.elapsed ?? null,
    airTime: fields.airTime ?? null,
    taxiIn: fields.taxiIn ?? null,
    arrivalDelay: fields.arrivalDelay ?? null,
    diverted: fields.diverted,
    cancelled: fields.cancelled,
    reason: fields.reason ?? null,
    causes: fields.causes ?? NO_CAUSES,
  };
}

function drawOutcome(schedule: FlightSchedule, stormy: boolean, rng: Rng): Outcome {
  if (rng.chance(stormy ? 0.09 : 0.015)) {
    return outcome({ diverted: 0, cancelled: 1, reason: stormy ? 'B' : rng.pick(CANCELLATION_REASONS) });
  }
  const departureDelay = drawDepartureDelay(stormy, rng);
  const taxiOut = rng.int(8, stormy ? 45 : 30);
  const departure = schedule.departureMinute + departureDelay;
  if (rng.chance(0.003)) return outcome({ departure, departureDelay, taxiOut, diverted: 1, cancelled: 0 });
  const airTime = Math.max(15, Math.round((schedule.scheduledMinutes - 26) * rng.float(0.86, 1.04)));
  const taxiIn = rng.int(3, 18);
  const elapsed = taxiOut + airTime + taxiIn;
  const arrivalDelay = departureDelay + elapsed - schedule.scheduledMinutes;
  const causes = delayCauses(arrivalDelay, stormy, rng);
  return outcome({
    departure,
    departureDelay,
    taxiOut,
    elapsed,
    airTime,
    taxiIn,
    arrivalDelay,
    diverted: 0,
    cancelled: 0,
    causes,
  });
}

function clock(minute: number | null): number | null {
  return minute === null ? null : hhmm(minute);
}

/** The 21 cells from DEPARTURE_TIME to WEATHER_DELAY, in catalog order, for one flight on one day. */
export function outcomeCells(schedule: FlightSchedule, stormy: boolean, rng: Rng): Cell[] {
  const drawn = drawOutcome(schedule, stormy, rng);
  const { departure, taxiOut, arrivalDelay, taxiIn } = drawn;
  const arrival = arrivalDelay === null ? null : schedule.arrivalMinute + arrivalDelay;
  return [
    clock(departure),
    drawn.departureDelay,
    taxiOut,
    departure === null || taxiOut === null ? null : hhmm(departure + taxiOut),
    schedule.scheduledMinutes,
    drawn.elapsed,
    drawn.airTime,
    schedule.distance,
    arrival === null || taxiIn === null ? null : hhmm(arrival - taxiIn),
    taxiIn,
    hhmm(schedule.arrivalMinute),
    clock(arrival),
    arrivalDelay,
    drawn.diverted,
    drawn.cancelled,
    drawn.reason,
    ...drawn.causes,
  ];
}
