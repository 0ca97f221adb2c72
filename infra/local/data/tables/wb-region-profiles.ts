/**
 * Typical 1960 and 2014 levels of each indicator per World Bank region: the anchors of every country's
 * trend. The numbers are round, plausible magnitudes, not World Bank data.
 */

/** [1960 level, 2014 level] of one indicator. */
export type Span = readonly [start: number, end: number];

export interface RegionProfile {
  /** Population growth, % per year. */
  growth: Span;
  /** Rural share of the population, %. */
  rural: Span;
  lifeExpectancy: Span;
  /** Under-5 deaths per 1,000 live births. */
  mortality: Span;
  birthRate: Span;
  deathRate: Span;
  /** GNI per capita in current US$, from 1962. */
  gni: Span;
  /** Net primary enrolment %, from 1970. */
  enrolment: Span;
  /** Range of peak adult HIV prevalence, %. */
  hivPeak: Span;
}

export const REGION_PROFILES: Readonly<Record<string, RegionProfile>> = {
  'Sub-Saharan Africa': {
    growth: [2.5, 2.7],
    rural: [85, 60],
    lifeExpectancy: [40, 59],
    mortality: [260, 85],
    birthRate: [48, 37],
    deathRate: [24, 10],
    gni: [120, 1600],
    enrolment: [40, 78],
    hivPeak: [0.5, 15],
  },
  'South Asia': {
    growth: [2.2, 1.5],
    rural: [85, 67],
    lifeExpectancy: [43, 67],
    mortality: [240, 55],
    birthRate: [45, 21],
    deathRate: [22, 7],
    gni: [90, 1400],
    enrolment: [55, 90],
    hivPeak: [0.05, 0.3],
  },
  'East Asia & Pacific': {
    growth: [2, 0.8],
    rural: [80, 45],
    lifeExpectancy: [48, 74],
    mortality: [180, 18],
    birthRate: [38, 14],
    deathRate: [17, 7],
    gni: [150, 9000],
    enrolment: [70, 95],
    hivPeak: [0.05, 0.6],
  },
  'Europe & Central Asia': {
    growth: [1, 0.2],
    rural: [48, 30],
    lifeExpectancy: [66, 77],
    mortality: [70, 9],
    birthRate: [20, 11],
    deathRate: [9, 10],
    gni: [1000, 25000],
    enrolment: [90, 96],
    hivPeak: [0.05, 0.8],
  },
  'Latin America & Caribbean': {
    growth: [2.8, 1.1],
    rural: [50, 21],
    lifeExpectancy: [56, 75],
    mortality: [150, 18],
    birthRate: [41, 17],
    deathRate: [12, 6],
    gni: [350, 9500],
    enrolment: [70, 93],
    hivPeak: [0.2, 1.5],
  },
  'Middle East & North Africa': {
    growth: [2.7, 1.8],
    rural: [60, 35],
    lifeExpectancy: [48, 73],
    mortality: [230, 24],
    birthRate: [47, 24],
    deathRate: [20, 5],
    gni: [300, 12000],
    enrolment: [55, 94],
    hivPeak: [0.01, 0.1],
  },
  'North America': {
    growth: [1.7, 0.8],
    rural: [30, 18],
    lifeExpectancy: [70, 79],
    mortality: [30, 6],
    birthRate: [24, 12],
    deathRate: [9, 8],
    gni: [3000, 55000],
    enrolment: [95, 94],
    hivPeak: [0.3, 0.5],
  },
};
