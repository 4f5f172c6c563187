/**
 * What the shell may load from this remote: one module per page, each default-exporting the
 * page component. The shell's route table names these (`intel/<Page>`).
 */
export const EXPOSES = {
  './AdvisoryListPage': './src/features/advisory-list/AdvisoryListPage.tsx',
  './AdvisoriesPage': './src/app/AdvisoriesPage.tsx',
  './OrganisationPage': './src/features/organisation/OrganisationPage.tsx',
  './ProtocolsPage': './src/app/ProtocolsPage.tsx',
  './AboutPage': './src/features/about/AboutPage.tsx',
} as const;
