import { required } from './required-setting.ts';
import type { Config } from './config.ts';

/**
 * The web app's public address (WEB_BASE_URL, without a trailing slash): the base of every link the API hands out
 * (permalinks, report links). It comes from configuration only, never from the request's `Host` or
 * `X-Forwarded-Host`, which any client sets: a link built from them would point readers at the sender's server.
 */
export function publicBaseUrl(settings: Pick<Config, 'WEB_BASE_URL'>): string {
  return required(settings.WEB_BASE_URL, 'WEB_BASE_URL').replace(/\/+$/, '');
}
