import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { TEAM_REFUSALS, TeamFailure, teamFailureKey, teamRefusalOf } from './team-failure';

describe('team refusals', () => {
  it('every refusal has its text (the add-team-member function’s English words)', () => {
    for (const code of TEAM_REFUSALS) {
      expect(en.corporateTeam.refusals[code], code).toBeTruthy();
    }
    expect(en.corporateTeam.refusals.seats_exhausted).toBe(
      'All the seats your Corporate membership paid for are taken',
    );
    expect(en.corporateTeam.refusals.team_full).toBe('This team is full');
  });

  it('an unknown code falls back to the operation’s failure', () => {
    expect(teamRefusalOf('boom')).toBeNull();
    expect(teamFailureKey(new TeamFailure(null, 'corporateTeam.add.failure'), 'x')).toBe(
      'corporateTeam.add.failure',
    );
    expect(teamFailureKey(new TeamFailure('team_full', 'corporateTeam.add.failure'), 'x')).toBe(
      'corporateTeam.refusals.team_full',
    );
    expect(teamFailureKey(new Error('network'), 'corporateTeam.create.failure')).toBe(
      'corporateTeam.create.failure',
    );
  });
});
