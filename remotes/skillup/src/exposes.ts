/**
 * What the shell may load from this remote: one module per page, each default-exporting the
 * page component. The shell's route table names these (`skillup/<Page>`).
 */
export const EXPOSES = {
  './LandingPage': './src/features/landing/LandingPage.tsx',
  './AboutPage': './src/features/about/AboutPage.tsx',
  './CoursesPage': './src/features/courses/CoursesPage.tsx',
  './ExamsPage': './src/features/exams/ExamsPage.tsx',
  './CertificatesPage': './src/features/certificates/CertificatesPage.tsx',
  './CpePage': './src/features/cpe/CpePage.tsx',
  './PathwaysPage': './src/features/pathways/PathwaysPage.tsx',
  './VerifyPage': './src/features/verify/VerifyPage.tsx',
  './TeachPage': './src/features/teach/TeachPage.tsx',
} as const;
