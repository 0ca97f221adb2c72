import { wbHealthPopulation } from '#shared/examples/wb-health-population.ts';
import type { Cell } from '../chunk-appender.ts';
import { clamp, roundTo, utcMs } from '../helpers.ts';
import type { Rng } from '../prng.ts';
import type { EmitRow, GeneratorContext, TableGenerator } from '../table-generator.ts';
import { COUNTRIES } from '../vocab/countries.ts';
import type { Country } from '../vocab/countries.ts';
import { REGION_PROFILES } from './wb-region-profiles.ts';
import type { RegionProfile, Span } from './wb-region-profiles.ts';

const FIRST_YEAR = 1960;
const YEARS = 55;

/** Eased progress through 1960..2014 (smoothstep), shifted per country so development starts earlier or later. */
function progress(yearIndex: number, lead: number): number {
  const t = clamp(yearIndex / (YEARS - 1) + lead, 0, 1);
  return t * t * (3 - 2 * t);
}

/** Linear blend between the span's ends; `tilt` moves the whole span by a country's relative development. */
function blend([start, end]: Span, at: number, tilt = 1): number {
  return (start + (end - start) * at) * tilt;
}

/** Population per year, rebuilt backwards from a 2014 level through the yearly growth rates. */
function populations(country: Country, growth: readonly number[], rng: Rng): number[] {
  const latest = country.millions
    ? country.millions * 1e6 * rng.float(0.98, 1.02)
    : clamp(Math.exp(Math.log(5e6) + 1.6 * rng.normal()), 1e4, 2.5e8);
  const values = [latest];
  for (let index = YEARS - 1; index > 0; index--)
    values.unshift((values[0] as number) / (1 + (growth[index] as number) / 100));
  return values.map(Math.round);
}

function hivPrevalence(year: number, peak: number, peakYear: number): number | null {
  if (year < 1990) return null;
  const width = year < peakYear ? 8 : 25;
  return peak * Math.exp(-(((year - peakYear) / width) ** 2));
}

/** What makes one country's trends its own. */
interface CountryShape {
  profile: RegionProfile;
  /** Relative development, about -0.5..0.5: richer and healthier above zero. */
  development: number;
  /** Shift of the development curve in time. */
  lead: number;
  growth: number[];
  population: number[];
  hivPeak: number;
  hivPeakYear: number;
  /** Share of years without an enrolment figure, as survey data has gaps. */
  enrolmentGaps: number;
}

function countryShape(country: Country, profile: RegionProfile, rng: Rng): CountryShape {
  const development = clamp(rng.normal() * 0.25, -0.5, 0.5);
  const lead = development * 0.3;
  const growthTilt = rng.float(0.8, 1.2);
  const growth = Array.from({ length: YEARS }, (_unused, index) =>
    blend(profile.growth, progress(index, lead), growthTilt),
  );
  return {
    profile,
    development,
    lead,
    growth,
    population: populations(country, growth, rng),
    hivPeak: profile.hivPeak[0] * (profile.hivPeak[1] / profile.hivPeak[0]) ** rng.next(),
    hivPeakYear: rng.int(1996, 2010),
    enrolmentGaps: rng.float(0.1, 0.4),
  };
}

/** The twelve indicator cells of one year, in catalog order. */
function indicators(shape: CountryShape, index: number, rng: Rng): Cell[] {
  const { profile, development } = shape;
  const year = FIRST_YEAR + index;
  const at = progress(index, shape.lead);
  const people = shape.population[index] as number;
  const rural = clamp(blend(profile.rural, at, 1 - development * 0.4), 2, 98);
  const ruralPeople = Math.round((people * rural) / 100);
  const hiv = hivPrevalence(year, shape.hivPeak, shape.hivPeakYear);
  const gniTrend = profile.gni[0] * (profile.gni[1] / profile.gni[0]) ** at * (1 + development);
  const enrolment = clamp(blend(profile.enrolment, at, 1 + development * 0.1), 5, 99.9);
  return [
    people,
    ruralPeople,
    roundTo(rural, 3),
    roundTo(blend(profile.lifeExpectancy, at, 1 + development * 0.08), 3),
    hiv === null ? null : Math.round((people * 0.55 * hiv) / 10_000) * 100,
    year < 1962 ? null : roundTo(gniTrend * rng.float(0.97, 1.03), 0),
    people - ruralPeople,
    roundTo(shape.growth[index] as number, 3),
    roundTo(blend(profile.mortality, at, 1 - development * 0.6), 1),
    roundTo(blend(profile.birthRate, at, 1 - development * 0.2), 3),
    roundTo(blend(profile.deathRate, at, 1 - development * 0.2), 3),
    year < 1970 || rng.chance(shape.enrolmentGaps) ? null : roundTo(enrolment, 3),
  ];
}

/** `wb_health_population`: 215 countries times 1960..2014; each scale replica redraws every country. */
export const wbHealthPopulationGenerator: TableGenerator = {
  table: wbHealthPopulation,
  sortBy: ['country_code', 'year'],
  generate({ scale, rng }: GeneratorContext, emit: EmitRow): void {
    for (let replica = 0; replica < scale; replica++) {
      for (const country of COUNTRIES) {
        const shape = countryShape(country, REGION_PROFILES[country.region] as RegionProfile, rng);
        for (let index = 0; index < YEARS; index++) {
          emit([
            country.name,
            country.code,
            country.region,
            utcMs(FIRST_YEAR + index, 1, 1),
            ...indicators(shape, index, rng),
          ]);
        }
      }
    }
  },
};
