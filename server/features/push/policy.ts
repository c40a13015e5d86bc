import { ECDH } from 'node:crypto';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

/*
 * Who may do what with push subscriptions: a member adds their own devices and removes only their own
 * (service.ts reads and deletes by the caller's id, so anyone else's is not found). A device's
 * subscription moves to whichever member subscribes it last: it is that browser's, not the account's.
 */

/**
 * The server posts to whatever address a subscription names, so in production only a push service's
 * kind of address is taken: https, a host name (no IP address, nothing local). Tests and development
 * also take http and local addresses (a test's stand-in push service).
 */
export function authorizePushEndpoint(endpoint: string, config: Pick<Config, 'env'>) {
  if (config.env !== 'production') return;
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  const local = host === 'localhost' || /\.(localhost|local|internal|lan|home)$/.test(host) || !host.includes('.');
  const ipAddress = /^[\d.]+$/.test(host) || host.startsWith('[');
  if (url.protocol !== 'https:' || local || ipAddress || url.username || url.password) {
    throw new AppError('BAD_REQUEST', 'endpoint: must be the push service address the browser gave (https:)');
  }
}

/** A browser's key that is no point of P-256 could never be encrypted to: refused as it arrives, not at every push. */
export function authorizePushKey(p256dh: string) {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1', undefined, undefined, 'uncompressed');
  } catch {
    throw new AppError('BAD_REQUEST', "keys.p256dh: must be the browser's P-256 public key");
  }
}
