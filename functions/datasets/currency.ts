import type { MetricCurrency } from '#shared/api/dataset.ts';

/**
 * A metric's currency is stored one way, as the JSON text of the object (Superset 4's column, and what older items
 * hold), and answered the way Superset 5 answers it: the object itself.
 */

/** The stored text of a currency a write sent (already read from text or object); null or undefined pass through. */
export const storedCurrency = (currency: MetricCurrency | null | undefined): string | null | undefined =>
  currency === null || currency === undefined ? currency : JSON.stringify(currency);

/** The currency object a stored text holds; null when there is none, or the text holds no object. */
export function currencyObject(stored: string | null): MetricCurrency | null {
  if (stored === null) return null;
  try {
    const value = JSON.parse(stored) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as MetricCurrency) : null;
  } catch {
    return null;
  }
}
