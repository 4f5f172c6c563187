/**
 * What the shell may load from this remote: one module per page, each default-exporting the
 * page component. The shell's route table names these (`admin_console/<Page>`).
 */
export const EXPOSES = {
  './AdminPage': './src/app/AdminPage.tsx',
  './AnalyticsPage': './src/features/analytics/AnalyticsPage.tsx',
} as const;
