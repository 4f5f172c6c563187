/**
 * What the shell may load from this remote: one module per page, each default-exporting the
 * page component. The shell's route table names these (`tools/<Page>`).
 */
export const EXPOSES = {
  './LandingPage': './src/features/landing/LandingPage.tsx',
  './AboutPage': './src/features/about/AboutPage.tsx',
  './AssessmentsPage': './src/app/AssessmentsPage.tsx',
} as const;
