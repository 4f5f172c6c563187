import { z } from 'zod';

/** The indicator types an advisory may carry (the database's `intel_indicator_type`). */
export const INDICATOR_TYPES = [
  'ipv4',
  'ipv6',
  'cidr',
  'domain',
  'url',
  'sha256',
  'sha1',
  'md5',
  'email',
  'cve',
] as const;
export type IndicatorType = (typeof INDICATOR_TYPES)[number];

// A registrable name: labels of letters, digits and inner hyphens, a letter-only TLD. No IPs,
// no single-label names ("localhost"): an indicator names something on the internet.
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const CVE = /^CVE-\d{4}-\d{4,7}$/;

/** One schema per type, each refusing what is not a value of that type. */
const BY_TYPE: Record<IndicatorType, z.ZodType<string>> = {
  ipv4: z.ipv4(),
  ipv6: z.ipv6(),
  cidr: z.union([z.cidrv4(), z.cidrv6()]),
  domain: z.string().regex(DOMAIN),
  url: z.url({ protocol: /^(?:https?|ftp)$/ }),
  sha256: z.hash('sha256', { enc: 'hex' }),
  sha1: z.hash('sha1', { enc: 'hex' }),
  md5: z.hash('md5', { enc: 'hex' }),
  email: z.email(),
  cve: z.string().regex(CVE),
};

/**
 * The value as stored: trimmed; hashes and domains lower-cased, CVE ids upper-cased (the
 * database compares and de-duplicates on this form).
 */
export function normaliseIndicator(type: IndicatorType, value: string): string {
  const trimmed = value.trim();
  if (type === 'cve') return trimmed.toUpperCase();
  if (['sha256', 'sha1', 'md5', 'domain', 'email'].includes(type)) return trimmed.toLowerCase();
  return trimmed;
}

/** Whether `value` (normalised) is a valid indicator of `type`. The database checks again. */
export function isValidIndicator(type: IndicatorType, value: string): boolean {
  const normal = normaliseIndicator(type, value);
  return normal.length > 0 && normal.length <= 2048 && BY_TYPE[type].safeParse(normal).success;
}
