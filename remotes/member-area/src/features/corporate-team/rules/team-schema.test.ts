import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { defaultMaxMembers, teamSchema } from './team-schema';

const errors = en.corporateTeam.create.errors;
const firstError = (
  input: { teamName?: string; organization?: string; maxMembers?: string },
  seats = 7,
) => {
  const result = teamSchema(seats).safeParse({
    teamName: 'Security Operations',
    organization: '',
    maxMembers: '5',
    ...input,
  });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('Create Team form rules', () => {
  it('accepts a team within the seats, organization optional', () => {
    expect(
      teamSchema(7).parse({ teamName: ' Red Team ', organization: '', maxMembers: '7' }),
    ).toEqual({
      teamName: 'Red Team',
      organization: null,
      maxMembers: 7,
    });
  });

  it.each([
    [{ teamName: '   ' }, 'teamNameRequired', 'Team name is required'],
    [{ teamName: 'x'.repeat(201) }, 'teamNameTooLong', 'Team name must be at most 200 characters'],
    [{ organization: 'o'.repeat(201) }, 'organizationTooLong', 'Organization name too long'],
    [{ maxMembers: '2.5' }, 'maxMembersWhole', 'Max members must be a whole number'],
    [{ maxMembers: '' }, 'maxMembersWhole', 'Max members must be a whole number'],
    [{ maxMembers: '0' }, 'maxMembersMin', 'Max members must be at least 1'],
    [
      { maxMembers: '8' },
      'maxMembersOverSeats',
      'Max members cannot exceed your {{seats}} paid seats',
    ],
  ])('%j → %s', (input, key, english) => {
    expect(firstError(input)).toBe(key);
    expect(errors[key as keyof typeof errors]).toBe(english);
  });

  it('defaults to the spec’s 5 members, or fewer when fewer seats were paid', () => {
    expect(defaultMaxMembers(7)).toBe(5);
    expect(defaultMaxMembers(3)).toBe(3);
    expect(defaultMaxMembers(0)).toBe(1);
  });
});
