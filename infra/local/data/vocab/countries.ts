/**
 * Countries with ISO 3166-1 alpha-3 codes, English short names and World Bank region names. Codes, names
 * and region membership are public facts; every indicator value the generator writes for them is invented.
 */

/** A country of the `wb_health_population` table. */
export interface Country {
  code: string;
  name: string;
  region: string;
  /** Approximate 2014 population in millions for the largest countries, so maps look familiar; else undefined. */
  millions?: number;
}

/** `CODE:Name` entries separated by `|`, grouped by World Bank region. */
const COUNTRIES_BY_REGION: Record<string, string> = {
  'East Asia & Pacific':
    'ASM:American Samoa|AUS:Australia|BRN:Brunei Darussalam|KHM:Cambodia|CHN:China|FJI:Fiji|PYF:French Polynesia|' +
    'GUM:Guam|HKG:Hong Kong SAR, China|IDN:Indonesia|JPN:Japan|KIR:Kiribati|PRK:Korea, Dem. People’s Rep.|' +
    'KOR:Korea, Rep.|LAO:Lao PDR|MAC:Macao SAR, China|MYS:Malaysia|MHL:Marshall Islands|FSM:Micronesia, Fed. Sts.|' +
    'MNG:Mongolia|MMR:Myanmar|NRU:Nauru|NCL:New Caledonia|NZL:New Zealand|MNP:Northern Mariana Islands|PLW:Palau|' +
    'PNG:Papua New Guinea|PHL:Philippines|WSM:Samoa|SGP:Singapore|SLB:Solomon Islands|THA:Thailand|TLS:Timor-Leste|' +
    'TON:Tonga|TUV:Tuvalu|VUT:Vanuatu|VNM:Vietnam',
  'Europe & Central Asia':
    'ALB:Albania|AND:Andorra|ARM:Armenia|AUT:Austria|AZE:Azerbaijan|BLR:Belarus|BEL:Belgium|BIH:Bosnia and Herzegovina|' +
    'BGR:Bulgaria|HRV:Croatia|CYP:Cyprus|CZE:Czech Republic|DNK:Denmark|EST:Estonia|FRO:Faroe Islands|FIN:Finland|' +
    'FRA:France|GEO:Georgia|DEU:Germany|GIB:Gibraltar|GRC:Greece|GRL:Greenland|HUN:Hungary|ISL:Iceland|IRL:Ireland|' +
    'IMN:Isle of Man|ITA:Italy|KAZ:Kazakhstan|KGZ:Kyrgyz Republic|LVA:Latvia|LIE:Liechtenstein|LTU:Lithuania|' +
    'LUX:Luxembourg|MKD:North Macedonia|MDA:Moldova|MCO:Monaco|MNE:Montenegro|NLD:Netherlands|NOR:Norway|POL:Poland|' +
    'PRT:Portugal|ROU:Romania|RUS:Russian Federation|SMR:San Marino|SRB:Serbia|SVK:Slovak Republic|SVN:Slovenia|' +
    'ESP:Spain|SWE:Sweden|CHE:Switzerland|TJK:Tajikistan|TUR:Turkey|TKM:Turkmenistan|UKR:Ukraine|GBR:United Kingdom|' +
    'UZB:Uzbekistan',
  'Latin America & Caribbean':
    'ATG:Antigua and Barbuda|ARG:Argentina|ABW:Aruba|BHS:Bahamas, The|BRB:Barbados|BLZ:Belize|BOL:Bolivia|BRA:Brazil|' +
    'VGB:British Virgin Islands|CYM:Cayman Islands|CHL:Chile|COL:Colombia|CRI:Costa Rica|CUB:Cuba|CUW:Curacao|' +
    'DMA:Dominica|DOM:Dominican Republic|ECU:Ecuador|SLV:El Salvador|GRD:Grenada|GTM:Guatemala|GUY:Guyana|HTI:Haiti|' +
    'HND:Honduras|JAM:Jamaica|MEX:Mexico|NIC:Nicaragua|PAN:Panama|PRY:Paraguay|PER:Peru|PRI:Puerto Rico|' +
    'KNA:St. Kitts and Nevis|LCA:St. Lucia|VCT:St. Vincent and the Grenadines|SUR:Suriname|TTO:Trinidad and Tobago|' +
    'TCA:Turks and Caicos Islands|URY:Uruguay|VEN:Venezuela, RB|VIR:Virgin Islands (U.S.)|SXM:Sint Maarten (Dutch part)|' +
    'MAF:St. Martin (French part)',
  'Middle East & North Africa':
    'DZA:Algeria|BHR:Bahrain|DJI:Djibouti|EGY:Egypt, Arab Rep.|IRN:Iran, Islamic Rep.|IRQ:Iraq|ISR:Israel|JOR:Jordan|' +
    'KWT:Kuwait|LBN:Lebanon|LBY:Libya|MLT:Malta|MAR:Morocco|OMN:Oman|QAT:Qatar|SAU:Saudi Arabia|' +
    'SYR:Syrian Arab Republic|TUN:Tunisia|ARE:United Arab Emirates|PSE:West Bank and Gaza|YEM:Yemen, Rep.',
  'North America': 'BMU:Bermuda|CAN:Canada|USA:United States',
  'South Asia': 'AFG:Afghanistan|BGD:Bangladesh|BTN:Bhutan|IND:India|MDV:Maldives|NPL:Nepal|PAK:Pakistan|LKA:Sri Lanka',
  'Sub-Saharan Africa':
    'AGO:Angola|BEN:Benin|BWA:Botswana|BFA:Burkina Faso|BDI:Burundi|CPV:Cabo Verde|CMR:Cameroon|' +
    'CAF:Central African Republic|TCD:Chad|COM:Comoros|COD:Congo, Dem. Rep.|COG:Congo, Rep.|CIV:Cote d’Ivoire|' +
    'GNQ:Equatorial Guinea|ERI:Eritrea|ETH:Ethiopia|GAB:Gabon|GMB:Gambia, The|GHA:Ghana|GIN:Guinea|GNB:Guinea-Bissau|' +
    'KEN:Kenya|LSO:Lesotho|LBR:Liberia|MDG:Madagascar|MWI:Malawi|MLI:Mali|MRT:Mauritania|MUS:Mauritius|' +
    'MOZ:Mozambique|NAM:Namibia|NER:Niger|NGA:Nigeria|RWA:Rwanda|STP:Sao Tome and Principe|SEN:Senegal|' +
    'SYC:Seychelles|SLE:Sierra Leone|SOM:Somalia|ZAF:South Africa|SSD:South Sudan|SDN:Sudan|SWZ:Eswatini|' +
    'TZA:Tanzania|TGO:Togo|UGA:Uganda|ZMB:Zambia|ZWE:Zimbabwe',
};

/** Rounded 2014 populations (millions) of the most populous countries. */
const LARGE_POPULATIONS: Record<string, number> = {
  CHN: 1364,
  IND: 1295,
  USA: 319,
  IDN: 255,
  BRA: 206,
  PAK: 185,
  NGA: 177,
  BGD: 159,
  RUS: 144,
  JPN: 127,
  MEX: 125,
  PHL: 99,
  ETH: 97,
  VNM: 91,
  EGY: 89,
  DEU: 81,
  IRN: 78,
  TUR: 77,
  COD: 75,
  THA: 68,
  FRA: 66,
  GBR: 65,
  ITA: 61,
};

/** Every country, in region order then list order. */
export const COUNTRIES: readonly Country[] = Object.entries(COUNTRIES_BY_REGION).flatMap(([region, packed]) =>
  packed.split('|').map((entry) => {
    const [code = '', name = ''] = entry.split(':');
    return { code, name, region, millions: LARGE_POPULATIONS[code] };
  }),
);
