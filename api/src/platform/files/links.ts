import { createHmac, timingSafeEqual } from 'node:crypto';
import { fields } from '@lexa/common';
import type { Clock } from '../clock';

/** How long a copied direct download link works. */
export const LINK_TTL_MS = 10 * 60 * 1000;

/**
 * Signed, short-lived download links ("direct links", ARCHITECTURE §6): `{expiresAt}.{issuerId}.{HMAC}`, signed with
 * the token secret over the file id, so a link opens one file until it expires. The issuer is kept so a link dies
 * with its admin's access.
 */
export class FileLinks {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  sign(fileId: string, issuerId: string): { token: string; expiresAt: Date } {
    const expiresAt = new Date(this.clock().getTime() + LINK_TTL_MS);
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    return { token: `${expires}.${issuerId}.${this.mac(fileId, expires, issuerId)}`, expiresAt };
  }

  /** The issuer of a valid, unexpired link to this file; null for anything else. */
  verify(fileId: string, token: string): string | null {
    const [expires, issuerId, mac, ...rest] = token.split('.');
    if (
      rest.length ||
      !expires ||
      !issuerId ||
      !mac ||
      !/^\d{1,12}$/.test(expires) ||
      !fields.id.safeParse(issuerId).success
    )
      return null;
    const expected = Buffer.from(this.mac(fileId, expires, issuerId));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(expires) * 1000 > this.clock().getTime() ? issuerId : null;
  }

  private mac(fileId: string, expires: string, issuerId: string): string {
    // The purpose prefix keeps these signatures from ever standing in for another use of the same secret.
    return createHmac('sha256', this.secret)
      .update(`lexa-file-link\n${fileId}\n${expires}\n${issuerId}`)
      .digest('base64url');
  }
}
