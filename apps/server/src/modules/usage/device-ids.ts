import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { USAGE_DEVICE_ID } from '@tarot/contract/usage-rules';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';

/** 16 bytes of HMAC-SHA256: 22 characters of base64url, as USAGE_DEVICE_ID expects. */
const SIGNATURE_BYTES = 16;

export interface UsageDeviceIds {
  /** A new id whose first part is today's Asia/Shanghai day. */
  issue(now?: Date): string;
  /** The day an id was issued ('YYYY-MM-DD'), or null when this server did not sign it. */
  issuedOn(device: string): string | null;
}

/**
 * Usage-statistics device ids the server signs, so a client can neither make up visitors (an
 * id per report) nor choose its first-seen day, which new visitors and retention count by.
 * The id holds no more than a day and random bytes; the server stores none of it.
 */
export function createUsageDeviceIds(serverSecret: string): UsageDeviceIds {
  // A key of its own, so this signature can never stand for another of the server's.
  const key = createHmac('sha256', serverSecret).update('usage-device-id').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest().subarray(0, SIGNATURE_BYTES);
  return {
    issue(now = new Date()) {
      const body = `${shanghaiDate(now).replaceAll('-', '')}-${randomBytes(12).toString('base64url')}`;
      return `${body}-${sign(body).toString('base64url')}`;
    },
    issuedOn(device) {
      const parts = USAGE_DEVICE_ID.exec(device);
      if (!parts) return null;
      const [day, random, signature] = [parts[1]!, parts[2]!, parts[3]!];
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(`${day}-${random}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
    },
  };
}
