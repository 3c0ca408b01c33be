import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const KEY_LENGTH = 64;

/**
 * scrypt, the memory-hard KDF in node:crypto (no native addon to break). The cost is stored with each hash,
 * so raising it later only affects new hashes. Default N=2^15, r=8: 32 MiB per hash.
 */
export async function hashPassword(password: string, log2Cost = 15): Promise<string> {
  const N = 2 ** log2Cost;
  const r = 8;
  const p = 1;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const N = Number(n);
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Generated passwords: two random strings of 8 characters (public spec §9, silent signup). */
export function generatePassword(): string {
  const part = () => randomBytes(6).toString('base64url').slice(0, 8);
  return `${part()}${part()}`;
}
