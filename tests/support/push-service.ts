import { createDecipheriv, createECDH, createHmac, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service (RFC 8030) on 127.0.0.1, and the browser's side of Web Push:
 * a subscription with its own P-256 key pair and auth secret, the decryption of what arrives (RFC 8291
 * and 8188, aes128gcm, written here from the RFCs rather than with the library that encrypts) and the
 * check of the VAPID signature (RFC 8292).
 */
export type ReceivedPush = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };

export async function startPushService() {
  const received: ReceivedPush[] = [];
  /** The status each path answers (201 when not set). */
  const answers = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ method: req.method ?? '', path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answers,
    /** What reached one device's address. */
    to: (device: Device) => received.filter((push) => push.path === new URL(device.endpoint).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Device = { endpoint: string; keys: { p256dh: string; auth: string }; ecdh: ECDH; authSecret: Buffer };

/** A browser's subscription at the stand-in service: what it sends to the site, and its private key to read pushes with. */
export function newDevice(origin: string): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    ecdh,
    authSecret,
  };
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();

/** Reads an aes128gcm push (RFC 8188 header: salt, record size, sender's key; one record) with the device's keys. */
export function decryptPush(device: Device, body: Buffer) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  // RFC 8291 section 3.4: the auth secret and both public keys go into the key.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(device.authSecret, shared), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as unknown;
}

/** The VAPID header's token and key (`vapid t=<JWT>, k=<key>`), the token's claims, and whether its ES256 signature verifies with that key. */
export function readVapid(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  // A JWT's ES256 signature is r and s side by side (IEEE P1363), not DER.
  const verified = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  return {
    key,
    verified,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as { typ?: string; alg?: string },
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string },
  };
}
