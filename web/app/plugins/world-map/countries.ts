import world from '@highcharts/map-collection/custom/world.topo.json';

/** Superset's country field types: full name, IOC code, ISO 3166-1 alpha-2 and alpha-3. */
export type CountryFieldType = 'name' | 'cioc' | 'cca2' | 'cca3';

interface CountryProperties {
  'hc-key': string;
  name: string;
  'iso-a2': string;
  'iso-a3': string;
}

/** The world map's topology (Highcharts Maps' world, with name and ISO codes on each country). */
export const WORLD_TOPOLOGY = world as unknown as {
  objects: { default: { geometries: { properties: CountryProperties }[] } };
};

/** IOC codes that differ from ISO alpha-3 (the others are equal), so IOC-coded data still finds its country. */
const IOC_TO_ISO3: Readonly<Record<string, string>> = {
  ALG: 'DZA',
  ANG: 'AGO',
  BAN: 'BGD',
  BOT: 'BWA',
  BUL: 'BGR',
  CAM: 'KHM',
  CHI: 'CHL',
  CGO: 'COG',
  CRC: 'CRI',
  CRO: 'HRV',
  DEN: 'DNK',
  ESA: 'SLV',
  GER: 'DEU',
  GRE: 'GRC',
  GUA: 'GTM',
  HAI: 'HTI',
  HON: 'HND',
  INA: 'IDN',
  IRI: 'IRN',
  KSA: 'SAU',
  KUW: 'KWT',
  LAT: 'LVA',
  LBA: 'LBY',
  LIB: 'LBN',
  MAD: 'MDG',
  MAS: 'MYS',
  MGL: 'MNG',
  MYA: 'MMR',
  NCA: 'NIC',
  NED: 'NLD',
  NEP: 'NPL',
  NGR: 'NGA',
  NIG: 'NER',
  OMA: 'OMN',
  PAR: 'PRY',
  PHI: 'PHL',
  POR: 'PRT',
  PUR: 'PRI',
  RSA: 'ZAF',
  SLO: 'SVN',
  SRI: 'LKA',
  SUD: 'SDN',
  SUI: 'CHE',
  TAN: 'TZA',
  TPE: 'TWN',
  UAE: 'ARE',
  URU: 'URY',
  VIE: 'VNM',
  ZAM: 'ZMB',
  ZIM: 'ZWE',
};

/** Common names data uses where the map has a longer official one. */
const NAME_ALIASES: Readonly<Record<string, string>> = {
  'united states': 'us',
  usa: 'us',
  czechia: 'cz',
  serbia: 'rs',
  tanzania: 'tz',
  "cote d'ivoire": 'ci',
  'korea, republic of': 'kr',
  'congo, the democratic republic of the': 'cd',
  congo: 'cg',
  'russian federation': 'ru',
  'viet nam': 'vn',
};

/** A country of the map: its map key and name. */
export interface Country {
  key: string;
  name: string;
}

const countries = WORLD_TOPOLOGY.objects.default.geometries.map(({ properties: p }) => p);
const index = (field: keyof CountryProperties) => new Map(countries.map((p) => [String(p[field]).toUpperCase(), p]));
const byIso2 = index('iso-a2');
const byIso3 = index('iso-a3');
const byName = index('name');
const byKey = index('hc-key');

/** The map's country for a data value under the chart's field type; undefined when the map has no such country. */
export function findCountry(value: unknown, fieldType: CountryFieldType): Country | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim().toUpperCase();
  let found: CountryProperties | undefined;
  if (fieldType === 'cca2') found = byIso2.get(text);
  else if (fieldType === 'cca3') found = byIso3.get(text);
  else if (fieldType === 'cioc') found = byIso3.get(IOC_TO_ISO3[text] ?? text);
  else found = byName.get(text) ?? byKey.get((NAME_ALIASES[text.toLowerCase()] ?? '').toUpperCase());
  return found && { key: found['hc-key'], name: found.name };
}
