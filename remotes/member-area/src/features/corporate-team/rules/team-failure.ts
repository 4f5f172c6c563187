/**
 * The refusals the database and the add-team-member function give for a team, by their stable
 * code; each is a translation key under `corporateTeam.refusals`. Anything else is the
 * operation's generic failure.
 */
export const TEAM_REFUSALS = [
  'team_not_found',
  'not_team_owner',
  'invalid_email',
  'owner_not_member',
  'already_member',
  'already_invited',
  'team_full',
  'seats_exhausted',
  'max_members_over_seats',
  'max_members_below_team',
  'team_owner_without_seats',
] as const;

export type TeamRefusal = (typeof TEAM_REFUSALS)[number];

export function teamRefusalOf(code: unknown): TeamRefusal | null {
  return TEAM_REFUSALS.find((refusal) => refusal === code) ?? null;
}

/** A failed team write: the refusal when the server named one, else the generic message key. */
export class TeamFailure extends Error {
  constructor(
    readonly refusal: TeamRefusal | null,
    readonly fallbackKey: string,
  ) {
    super(refusal ?? fallbackKey);
    this.name = 'TeamFailure';
  }

  /** The translation key to show. */
  get key(): string {
    return this.refusal ? `corporateTeam.refusals.${this.refusal}` : this.fallbackKey;
  }
}

/** The translation key for any error of a team write. */
export function teamFailureKey(error: unknown, fallbackKey: string): string {
  return error instanceof TeamFailure ? error.key : fallbackKey;
}
