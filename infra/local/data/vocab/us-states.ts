/**
 * The 48 contiguous states and DC with rough geographic centres and a relative size weight (bigger states
 * get more airports). Centres are approximate public facts; airports scatter around them.
 */
export interface UsState {
  code: string;
  latitude: number;
  longitude: number;
  weight: number;
}

/** `CODE:lat:lon:weight` entries. */
const PACKED =
  'AL:32.8:-86.8:3 AZ:34.3:-111.7:4 AR:34.9:-92.4:2 CA:37.2:-119.5:16 CO:39.0:-105.5:5 CT:41.6:-72.7:2 ' +
  'DE:39.0:-75.5:1 DC:38.9:-77.0:1 FL:28.6:-82.4:12 GA:32.7:-83.4:5 ID:44.4:-114.6:3 IL:40.0:-89.2:7 ' +
  'IN:39.9:-86.3:3 IA:42.1:-93.5:3 KS:38.5:-98.4:3 KY:37.5:-85.3:3 LA:31.1:-92.0:4 ME:45.4:-69.2:2 ' +
  'MD:39.0:-76.8:2 MA:42.3:-71.8:3 MI:44.3:-85.4:7 MN:46.3:-94.3:5 MS:32.7:-89.7:3 MO:38.4:-92.5:4 ' +
  'MT:47.0:-109.6:4 NE:41.5:-99.8:3 NV:39.3:-116.6:3 NH:43.7:-71.6:1 NJ:40.2:-74.7:3 NM:34.4:-106.1:3 ' +
  'NY:42.9:-75.5:8 NC:35.6:-79.4:6 ND:47.5:-100.5:3 OH:40.3:-82.8:6 OK:35.6:-97.5:3 OR:43.9:-120.6:4 ' +
  'PA:40.9:-77.8:7 RI:41.7:-71.5:1 SC:33.9:-80.9:3 SD:44.4:-100.2:3 TN:35.9:-86.4:4 TX:31.5:-99.3:16 ' +
  'UT:39.3:-111.7:3 VT:44.1:-72.7:1 VA:37.5:-78.8:5 WA:47.4:-120.5:5 WV:38.6:-80.6:2 WI:44.6:-89.9:4 ' +
  'WY:43.0:-107.6:3';

export const US_STATES: readonly UsState[] = PACKED.split(' ').map((entry) => {
  const [code = '', latitude, longitude, weight] = entry.split(':');
  return { code, latitude: Number(latitude), longitude: Number(longitude), weight: Number(weight) };
});
