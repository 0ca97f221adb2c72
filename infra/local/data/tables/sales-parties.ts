import { distinctStrings, weightedPicker } from '../helpers.ts';
import type { Rng } from '../prng.ts';
import { BOY_NAMES, GIRL_NAMES } from '../vocab/first-names.ts';
import { STREET_BASES, STREET_KINDS, TOWN_ROOTS, townName } from '../vocab/place-words.ts';
import { surname } from '../vocab/surnames.ts';

/** A scale-model product. */
export interface Product {
  code: string;
  line: string;
  msrp: number;
}

/** A customer; its cells are written in catalog order from `phone` to `contact_first_name`. */
export interface Customer {
  name: string;
  /** phone, address_line1, address_line2, city, state, postal_code, country, territory, contact last and first name. */
  cells: readonly (string | null)[];
  /** Relative order frequency: a few customers order far more than the rest. */
  weight: number;
}

/** Product lines: [name, products in the line, lowest msrp, highest msrp]. */
const PRODUCT_LINES: ReadonlyArray<readonly [string, number, number, number]> = [
  ['Classic Cars', 38, 60, 215],
  ['Vintage Cars', 24, 35, 170],
  ['Motorcycles', 13, 60, 195],
  ['Planes', 12, 50, 160],
  ['Trucks and Buses', 11, 60, 140],
  ['Ships', 9, 50, 125],
  ['Trains', 3, 55, 110],
];
const MODEL_SCALES = ['S10', 'S12', 'S18', 'S24', 'S32', 'S50', 'S72', 'S700'];
const CUSTOMER_COUNT = 92;
const BUSINESS_WORDS = [
  'Gifts',
  'Collectables',
  'Models',
  'Replicas',
  'Toys',
  'Souvenirs',
  'Classics',
  'Hobbies',
  'Minis',
];
const BUSINESS_FORMS = ['Co.', 'Ltd.', 'Inc.', '& Co.', 'Corp.', 'Imports', 'Direct', 'Shop'];

/** Countries: [name, territory, share of customers, states or none, phone pattern, postal pattern]. */
const MARKETS: ReadonlyArray<readonly [string, string, number, readonly string[] | null, string, string]> = [
  ['USA', 'NA', 34, ['CA', 'NY', 'MA', 'PA', 'CT', 'NJ', 'NV', 'NH'], '###-###-####', '#####'],
  ['Canada', 'NA', 3, ['BC', 'Quebec'], '(###) ###-####', 'V#V #V#'],
  ['France', 'EMEA', 12, null, '##.##.####', '#####'],
  ['Spain', 'EMEA', 7, null, '(9#) ###-####', '#####'],
  ['Germany', 'EMEA', 6, null, '####-#######', '#####'],
  ['United Kingdom', 'EMEA', 5, null, '(####) ######', 'WX# #XY'],
  ['Italy', 'EMEA', 4, null, '###-#######', '#####'],
  ['Finland', 'EMEA', 3, null, '##-### ####', '#####'],
  ['Norway', 'EMEA', 3, null, '## ## ## ##', '####'],
  ['Sweden', 'EMEA', 2, null, '####-### ###', '### ##'],
  ['Denmark', 'EMEA', 2, null, '## ## ## ##', '####'],
  ['Austria', 'EMEA', 2, null, '####-#####', '####'],
  ['Belgium', 'EMEA', 2, null, '(##) ### ####', '####'],
  ['Switzerland', 'EMEA', 2, null, '###-#######', '####'],
  ['Ireland', 'EMEA', 1, null, '(##) ### ####', 'D## X#Y#'],
  ['Australia', 'APAC', 5, ['NSW', 'Victoria', 'Queensland'], '## #### ####', '####'],
  ['Singapore', 'APAC', 2, null, '+65 #### ####', '######'],
  ['Philippines', 'APAC', 1, null, '+63 # ### ####', '####'],
  ['Japan', 'Japan', 2, ['Tokyo', 'Osaka'], '+81 # #### ####', '###-####'],
];

/** Replaces `#` with digits and `X`, `Y`, `V`, `W`, `D` with letters. */
function fillPattern(pattern: string, rng: Rng): string {
  return pattern.replace(/[#XYVWD]/g, (slot) =>
    slot === '#' ? String(rng.int(0, 9)) : String.fromCharCode(rng.int(65, 90)),
  );
}

/** Products with codes such as `S18_4027`, grouped by line, each with a list price. */
export function buildProducts(rng: Rng): Product[] {
  const codes = distinctStrings(109, () => `${rng.pick(MODEL_SCALES)}_${rng.int(1000, 4999)}`);
  let next = 0;
  return PRODUCT_LINES.flatMap(([line, count, low, high]) =>
    Array.from({ length: count }, () => ({ code: codes[next++] as string, line, msrp: rng.int(low, high) })),
  );
}

function customer(name: string, rng: Rng, pickMarket: (rng: Rng) => number): Customer {
  const [country, territory, , states, phone, postal] = MARKETS[pickMarket(rng)] as (typeof MARKETS)[number];
  const cells = [
    fillPattern(phone, rng),
    `${rng.int(1, 9999)} ${rng.pick(STREET_BASES)} ${rng.pick(STREET_KINDS)}`,
    rng.chance(0.2) ? `Suite ${rng.int(1, 40) * 10}` : null,
    townName(rng.pick, rng.chance(0.1)),
    states ? rng.pick(states) : null,
    fillPattern(postal, rng),
    country,
    territory,
    surname(rng),
    rng.pick(rng.chance(0.5) ? BOY_NAMES : GIRL_NAMES),
  ];
  return { name, cells, weight: rng.chance(0.1) ? rng.float(4, 10) : rng.float(0.5, 2) };
}

/** The wholesaler's customers, a few of them large accounts. */
export function buildCustomers(rng: Rng): Customer[] {
  const pickMarket = weightedPicker(MARKETS.map((market) => market[2]));
  const names = distinctStrings(
    CUSTOMER_COUNT,
    () => `${rng.pick(TOWN_ROOTS)} ${rng.pick(BUSINESS_WORDS)} ${rng.pick(BUSINESS_FORMS)}`,
  );
  return names.map((name) => customer(name, rng, pickMarket));
}
