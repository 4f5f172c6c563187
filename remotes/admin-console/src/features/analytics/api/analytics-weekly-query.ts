import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

export type WeeklyActivity = { week_start: string; downloads: number; leads: number };

/** Downloads and leads per week (Monday, UTC) over the last 12 weeks, oldest first. */
export async function fetchWeeklyActivity(): Promise<WeeklyActivity[]> {
  const client = await loadSupabase();
  const data = unwrap(await client.rpc('admin_weekly_activity'));
  return data.map((row) => ({
    week_start: row.week_start,
    downloads: Number(row.downloads),
    leads: Number(row.leads),
  }));
}

export const analyticsWeeklyQuery = () =>
  queryOptions({ queryKey: adminKeys.analyticsWeekly(), queryFn: fetchWeeklyActivity });

export function useAnalyticsWeeklyQuery() {
  return useQuery(analyticsWeeklyQuery());
}
