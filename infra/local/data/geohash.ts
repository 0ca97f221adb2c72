/** The geohash alphabet: base 32 without a, i, l and o. */
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/**
 * Encodes a point as a geohash (Niemeyer's scheme): bits alternate longitude and latitude, each halving its
 * interval, five bits per character. Precision 12 matches the Python `geohash` package Superset's loader uses.
 */
export function encodeGeohash(latitude: number, longitude: number, precision = 12): string {
  const latRange = [-90, 90];
  const lonRange = [-180, 180];
  let hash = '';
  let bits = 0;
  let bitCount = 0;
  let evenBit = true;
  while (hash.length < precision) {
    const range = evenBit ? lonRange : latRange;
    const value = evenBit ? longitude : latitude;
    const middle = ((range[0] as number) + (range[1] as number)) / 2;
    bits <<= 1;
    if (value >= middle) {
      bits |= 1;
      range[0] = middle;
    } else {
      range[1] = middle;
    }
    evenBit = !evenBit;
    if (++bitCount === 5) {
      hash += BASE32[bits];
      bits = 0;
      bitCount = 0;
    }
  }
  return hash;
}
