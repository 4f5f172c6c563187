import { describe, expect, it } from 'vitest';
import { INQUIRY_SEARCH_COLUMNS, INQUIRY_STATUSES, isInquiryStatus, mailtoOf } from './inquiry';

describe('R&D inquiries', () => {
  it('has the five statuses of the spec', () => {
    expect(INQUIRY_STATUSES).toEqual(['new', 'contacted', 'in_progress', 'completed', 'declined']);
    expect(isInquiryStatus('in_progress')).toBe(true);
    expect(isInquiryStatus('archived')).toBe(false);
  });

  it('searches the six fields of the spec', () => {
    expect(INQUIRY_SEARCH_COLUMNS).toEqual([
      'project_title',
      'contact_name',
      'contact_email',
      'organization_name',
      'organization_type',
      'project_scope',
    ]);
  });

  it('mails the contact with the subject encoded', () => {
    expect(mailtoOf('grace@example.co.ke', 'Your R&D inquiry: Fraud & risk')).toBe(
      'mailto:grace@example.co.ke?subject=Your%20R%26D%20inquiry%3A%20Fraud%20%26%20risk',
    );
  });
});
