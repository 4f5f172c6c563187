import type { Tables } from '@csan/shared-auth';

/** An inquiry's statuses, in the order of its life; an admin may set any from any other. */
export const INQUIRY_STATUSES = [
  'new',
  'contacted',
  'in_progress',
  'completed',
  'declined',
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Who asks (the R&D form's options). */
export const ORGANIZATION_TYPES = ['corporate', 'dfi', 'government', 'ngo', 'other'] as const;

/** The status badge's colour. */
export const STATUS_PALETTE = {
  new: 'blue',
  contacted: 'purple',
  in_progress: 'orange',
  completed: 'green',
  declined: 'gray',
} as const satisfies Record<InquiryStatus, string>;

/** The six columns the inquiry search looks in (case-insensitive substrings). */
export const INQUIRY_SEARCH_COLUMNS = [
  'project_title',
  'contact_name',
  'contact_email',
  'organization_name',
  'organization_type',
  'project_scope',
] as const satisfies ReadonlyArray<keyof Tables<'rd_inquiries'>>;

export function isInquiryStatus(value: string): value is InquiryStatus {
  return (INQUIRY_STATUSES as readonly string[]).includes(value);
}

/** The Email Contact link: a mail to the contact about their project. */
export function mailtoOf(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
