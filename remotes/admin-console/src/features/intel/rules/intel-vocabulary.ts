import { z } from 'zod';

// The intel vocabulary the database's check constraints allow (docs/areas/intel-data.md).
export const ORG_KINDS = ['national_cert', 'sectoral_cert', 'csirt', 'company', 'other'] as const;
export const SECTORS = [
  'government',
  'finance',
  'telecom',
  'energy',
  'health',
  'education',
  'transport',
  'other',
] as const;
export const MEMBER_ROLES = ['member', 'focal_point'] as const;

export type OrgKind = (typeof ORG_KINDS)[number];
export type Sector = (typeof SECTORS)[number];
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * The organisation form. It mirrors the table's checks so the admin hears about a mistake
 * before saving; the database decides (a duplicate name is its 23505). Error messages are
 * keys under `intel.errors`.
 */
export const organisationSchema = z.object({
  name: z.string().trim().min(2, 'name').max(200, 'name'),
  country: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'country')),
  sector: z.enum(SECTORS),
  kind: z.enum(ORG_KINDS),
});

export type OrganisationFormInput = z.input<typeof organisationSchema>;
export type OrganisationValues = z.output<typeof organisationSchema>;

export const ORGANISATION_DEFAULTS: OrganisationFormInput = {
  name: '',
  country: '',
  sector: 'government',
  kind: 'national_cert',
};
