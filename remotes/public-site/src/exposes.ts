/**
 * What the shell may load from this remote: one module per page, each default-exporting the
 * page component. The shell's route table names these (`public_site/<Page>`).
 */
export const EXPOSES = {
  './HomePage': './src/pages/HomePage.tsx',
  './AboutPage': './src/pages/AboutPage.tsx',
  './PillarsPage': './src/pages/PillarsPage.tsx',
  './PrivacyPage': './src/pages/PrivacyPage.tsx',
  './TermsPage': './src/pages/TermsPage.tsx',
} as const;
