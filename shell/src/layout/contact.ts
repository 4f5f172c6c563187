// The spec does not reproduce the contact values; these match the public site's contact
// block (remotes/public-site/src/pages/common/contact.ts) and are placeholders to replace.
export const CONTACT = { email: 'info@csan.africa', phone: '+233 30 000 0000' } as const;

export const SOCIAL_LINKS = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/csan-africa' },
  { name: 'X', href: 'https://x.com/csan_africa' },
  { name: 'YouTube', href: 'https://www.youtube.com/@csan-africa' },
] as const;
