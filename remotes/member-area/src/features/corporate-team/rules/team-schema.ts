import { z } from 'zod';

// Messages are translation keys under `corporateTeam.create.errors`, translated where shown.
// Limits are the database's: team_name 1-200 characters, organization at most 200, and
// max_members a whole number from 1 to the owner's paid seats (corporate_teams' trigger).

/** The spec's default team size, or the seats when fewer were paid. */
export const DEFAULT_MAX_MEMBERS = 5;

export const defaultMaxMembers = (seats: number) =>
  Math.max(1, Math.min(DEFAULT_MAX_MEMBERS, seats));

/** Create Team: team name, organization (optional), max members within the paid seats. */
export function teamSchema(seats: number) {
  return z.object({
    teamName: z.string().trim().min(1, 'teamNameRequired').max(200, 'teamNameTooLong'),
    organization: z
      .string()
      .trim()
      .max(200, 'organizationTooLong')
      .transform((value) => (value === '' ? null : value)),
    maxMembers: z
      .string()
      .trim()
      .regex(/^\d+$/, 'maxMembersWhole')
      .transform(Number)
      .refine((value) => value >= 1, { message: 'maxMembersMin' })
      .refine((value) => value <= seats, { message: 'maxMembersOverSeats' }),
  });
}

export type TeamInput = z.input<ReturnType<typeof teamSchema>>;
export type TeamValues = z.output<ReturnType<typeof teamSchema>>;
