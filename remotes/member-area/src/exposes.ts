/**
 * What the shell may load from this remote: one module per page, each default-exporting the
 * page component. The shell's route table names these (`member_area/<Page>`).
 */
export const EXPOSES = {
  './AccountPage': './src/features/account/AccountPage.tsx',
  './MemberDirectoryPage': './src/features/member-directory/MemberDirectoryPage.tsx',
  './CorporateTeamPage': './src/features/corporate-team/CorporateTeamPage.tsx',
  './RdProjectsPage': './src/features/rd-projects/RdProjectsPage.tsx',
  './RemindersUnsubscribePage': './src/features/reminders/RemindersUnsubscribePage.tsx',
} as const;
