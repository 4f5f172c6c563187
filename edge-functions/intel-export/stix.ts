/**
 * An advisory's indicators as a STIX 2.1 bundle: CSAN's identity, one `indicator` per
 * indicator of compromise (a STIX pattern), a `vulnerability` per CVE (STIX has no observable
 * for a CVE: it is an SDO with a `cve` external reference), and the advisory's TLP 2.0
 * marking definition, written exactly as OASIS publishes it (cti-stix-common-objects,
 * extension-definition--60a3c5c5…: fixed ids, created 2022-10-01, the `tlp_2_0` property
 * extension), referenced in `object_marking_refs` of every other object.
 */

export type Tlp = 'clear' | 'green' | 'amber' | 'amber_strict' | 'red';
export type IndicatorType =
  | 'ipv4'
  | 'ipv6'
  | 'cidr'
  | 'domain'
  | 'url'
  | 'sha256'
  | 'sha1'
  | 'md5'
  | 'email'
  | 'cve';

export interface ExportAdvisory {
  id: string;
  title: string;
  summary: string;
  tlp: Tlp;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface ExportIndicator {
  id: string;
  type: IndicatorType;
  value: string;
  description: string | null;
  created_at: string;
}

export const TLP_2_EXTENSION = 'extension-definition--60a3c5c5-0d10-413e-aab3-9e08dde9e88d';

const TLP_2_MARKINGS: Record<Tlp, { id: string; name: string; value: string }> = {
  clear: {
    id: 'marking-definition--94868c89-83c2-464b-929b-a1a8aa3c8487',
    name: 'TLP:CLEAR',
    value: 'clear',
  },
  green: {
    id: 'marking-definition--bab4a63c-aed9-4cf5-a766-dfca5abac2bb',
    name: 'TLP:GREEN',
    value: 'green',
  },
  amber: {
    id: 'marking-definition--55d920b0-5e8b-4f79-9ee9-91f868d9b421',
    name: 'TLP:AMBER',
    value: 'amber',
  },
  amber_strict: {
    id: 'marking-definition--939a9414-2ddd-4d32-a0cd-375ea402b003',
    name: 'TLP:AMBER+STRICT',
    value: 'amber+strict',
  },
  red: {
    id: 'marking-definition--e828b379-4e03-4974-9ac4-e53a884c97c1',
    name: 'TLP:RED',
    value: 'red',
  },
};

/** The publishing society's identity (a fixed id, so bundles from us deduplicate). */
export const CSAN_IDENTITY_ID = 'identity--5d1e3b0a-7c4f-4e0b-9a51-2f3c6b8d9e10';

/** The TLP 2.0 marking-definition object as OASIS publishes it. */
export function tlpMarkingDefinition(tlp: Tlp) {
  const marking = TLP_2_MARKINGS[tlp];
  return {
    type: 'marking-definition',
    spec_version: '2.1',
    id: marking.id,
    created: '2022-10-01T00:00:00.000Z',
    name: marking.name,
    extensions: {
      [TLP_2_EXTENSION]: { extension_type: 'property-extension', tlp_2_0: marking.value },
    },
  };
}

/** A string literal inside a STIX pattern: quotes and backslashes escaped. */
function literal(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The STIX pattern of an indicator; null for a CVE (exported as a vulnerability). */
export function stixPattern(type: IndicatorType, value: string): string | null {
  switch (type) {
    case 'ipv4':
      return `[ipv4-addr:value = ${literal(value)}]`;
    case 'ipv6':
      return `[ipv6-addr:value = ${literal(value)}]`;
    case 'cidr':
      return value.includes(':')
        ? `[ipv6-addr:value ISSUBSET ${literal(value)}]`
        : `[ipv4-addr:value ISSUBSET ${literal(value)}]`;
    case 'domain':
      return `[domain-name:value = ${literal(value)}]`;
    case 'url':
      return `[url:value = ${literal(value)}]`;
    case 'email':
      return `[email-addr:value = ${literal(value)}]`;
    case 'sha256':
      return `[file:hashes.'SHA-256' = ${literal(value)}]`;
    case 'sha1':
      return `[file:hashes.'SHA-1' = ${literal(value)}]`;
    case 'md5':
      return `[file:hashes.MD5 = ${literal(value)}]`;
    case 'cve':
      return null;
  }
}

/** STIX timestamps: RFC 3339 in UTC with a Z. */
function stamp(value: string): string {
  return new Date(value).toISOString();
}

export function buildStixBundle(
  advisory: ExportAdvisory,
  indicators: ExportIndicator[],
  bundleId: string,
) {
  const marking = tlpMarkingDefinition(advisory.tlp);
  const markedBy = { created_by_ref: CSAN_IDENTITY_ID, object_marking_refs: [marking.id] };
  const validFrom = stamp(advisory.published_at ?? advisory.created_at);
  const modified = stamp(advisory.updated_at);
  const identity = {
    type: 'identity',
    spec_version: '2.1',
    id: CSAN_IDENTITY_ID,
    created: '2026-01-01T00:00:00.000Z',
    modified: '2026-01-01T00:00:00.000Z',
    name: 'CSAN CB-IRT',
    identity_class: 'organization',
    object_marking_refs: [marking.id],
  };
  const objects = indicators.map((indicator) => {
    const created = stamp(indicator.created_at);
    const pattern = stixPattern(indicator.type, indicator.value);
    if (pattern === null) {
      return {
        type: 'vulnerability',
        spec_version: '2.1',
        id: `vulnerability--${indicator.id}`,
        created,
        modified: created < modified ? modified : created,
        name: indicator.value,
        ...(indicator.description ? { description: indicator.description } : {}),
        external_references: [{ source_name: 'cve', external_id: indicator.value }],
        ...markedBy,
      };
    }
    return {
      type: 'indicator',
      spec_version: '2.1',
      id: `indicator--${indicator.id}`,
      created,
      modified: created < modified ? modified : created,
      name: `${indicator.type}: ${indicator.value}`,
      description: indicator.description ?? advisory.title,
      indicator_types: ['malicious-activity'],
      pattern,
      pattern_type: 'stix',
      pattern_version: '2.1',
      valid_from: validFrom,
      ...markedBy,
    };
  });
  return { type: 'bundle', id: `bundle--${bundleId}`, objects: [marking, identity, ...objects] };
}
