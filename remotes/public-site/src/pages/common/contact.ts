// Contact details shown on the legal pages. Not translated: an e-mail address
// and a phone number read the same in every language. The phone number is the
// society's switchboard placeholder until the owner confirms the real line.
export const CONTACT = {
  email: 'info@csan.africa',
  phone: '+233 30 000 0000',
} as const;
