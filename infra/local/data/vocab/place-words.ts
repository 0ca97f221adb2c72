/**
 * Word parts for invented place, street and company names. Combined at random they give names that read as
 * plausible without naming any real airport, business or person.
 */

/** First halves of town names. */
export const TOWN_ROOTS: readonly string[] = (
  'Ash Bel Birch Black Bramble Brook Cedar Clay Clear Cold Copper Crest Deer Eagle Elm Fair Fern Fox Glen Gold ' +
  'Granite Green Hawk Hazel Holly Iron Juniper Kings Lark Laurel Linden Maple Marsh Meadow Mill Moss North Oak ' +
  'Orchard Pine Quarry Raven Red Ridge River Rock Rose Sage Salt Sand Shady Silver Spring Stone Summer Sun ' +
  'Thorn Timber Violet Walnut West Willow Wolf Wood'
).split(' ');

/** Second halves of town names. */
export const TOWN_SUFFIXES: readonly string[] =
  'ton ville field ford wood dale burg port view haven brook mont crest ridge wick stead bury vale hurst'.split(' ');

/** Optional leading words of town names. */
export const TOWN_PREFIXES: readonly string[] = ['New ', 'Port ', 'Fort ', 'Lake ', 'East ', 'West ', 'Mount '];

/** Street name bases (numbers are added separately). */
export const STREET_BASES: readonly string[] = (
  'Alder Bay Beacon Carmel Castro Cypress Dolores Eureka Folsom Fremont Geary Grove Harbor Hayes Hill Irving ' +
  'Jackson Judah Kirkham Lake Larch Lombard Market Mission Moraga Noriega Oak Ortega Page Pine Quintara Rivera ' +
  'Sacramento Santiago Sloat Taraval Union Valencia Vicente Waller Webster Yorba'
).split(' ');

/** Street kinds, with the abbreviations address data usually carries. */
export const STREET_KINDS: readonly string[] = ['St', 'Ave', 'Blvd', 'Way', 'Ter', 'Ct', 'Pl', 'Dr'];

/** Builds a town name such as "Port Cedarbrook". */
export function townName(pick: <T>(items: readonly T[]) => T, withPrefix: boolean): string {
  return `${withPrefix ? pick(TOWN_PREFIXES) : ''}${pick(TOWN_ROOTS)}${pick(TOWN_SUFFIXES)}`;
}
