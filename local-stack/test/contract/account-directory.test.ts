import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { DEMO, type DemoName, signIn, signInAal2, startSeededStack } from './seeded.js';

// The account, directory, team and project calls the member pages make (the MFA calls
// themselves are in auth-mfa.test.ts), and the locked-out user's reduced reach.

let stack: TestStack;
type Caller = 'student' | 'professional' | 'corporate' | 'partner' | 'admin' | 'lockedout';
const as = {} as Record<Caller, SupabaseClient>;
let anon: SupabaseClient;

beforeAll(async () => {
  stack = await startSeededStack();
  anon = client(stack);
  for (const who of [
    'student',
    'professional',
    'corporate',
    'partner',
    'admin',
    'lockedout',
  ] as const) {
    as[who] =
      who === 'admin' || who === 'partner'
        ? await signInAal2(stack, who)
        : await signIn(stack, who);
  }
});
afterAll(async () => {
  await stack?.stop();
});

describe('account: own profile', () => {
  const edit = {
    full_name: 'Kofi Student Mensah',
    phone_number: '+233201111111',
    organization: 'KNUST',
    job_title: 'PhD Student',
    country: 'Ghana',
    mfa_enabled: false,
  };

  it('reads own profile by user_id and updates the editable fields', async () => {
    const before = await as.student
      .from('profiles')
      .select('*')
      .eq('user_id', DEMO.student.id)
      .single();
    expect(before.data).toMatchObject({
      full_name: 'Kofi Student',
      organization: 'University of Ghana',
    });
    const { data, error } = await as.student
      .from('profiles')
      .update(edit)
      .eq('user_id', DEMO.student.id)
      .select('full_name, phone_number, organization, job_title, country, mfa_enabled')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual(edit);
  });

  it("updating someone else's profile changes nothing", async () => {
    const foreign = await as.student
      .from('profiles')
      .update({ full_name: 'Hijacked' })
      .eq('user_id', DEMO.professional.id)
      .select('id');
    expect(foreign).toMatchObject({ error: null, data: [] });
    const theirs = await as.professional
      .from('profiles')
      .select('full_name')
      .eq('user_id', DEMO.professional.id)
      .single();
    expect(theirs.data).toEqual({ full_name: 'Efua Professional' });
  });

  it('refuses an over-long field with the check constraint', async () => {
    const { error } = await as.student
      .from('profiles')
      .update({ full_name: 'x'.repeat(101) })
      .eq('user_id', DEMO.student.id);
    expect(error?.code).toBe('23514');
  });

  it('get current user and list factors: the partner has CSAN, the student none', async () => {
    expect((await as.partner.auth.getUser()).data.user?.id).toBe(DEMO.partner.id);
    expect(
      (await as.partner.auth.mfa.listFactors()).data?.totp.map((f) => f.friendly_name),
    ).toEqual(['CSAN']);
    expect((await as.student.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});

describe('member directory', () => {
  const publicDirectory = (who: Caller) =>
    as[who]
      .from('public_member_profiles')
      .select('user_id, full_name, organization, expertise_areas')
      .order('created_at', { ascending: false });

  it('signed-in members read the public rows (not private ones); visitors cannot', async () => {
    const { data, error } = await publicDirectory('professional');
    expect(error).toBeNull();
    expect(data?.map((r) => r.user_id).sort()).toEqual(
      [DEMO.professional.id, DEMO.corporate.id, DEMO.partner.id, DEMO.amina.id].sort(),
    );
    expect(data?.find((r) => r.user_id === DEMO.corporate.id)).toEqual({
      user_id: DEMO.corporate.id,
      full_name: 'Yaw Corporate',
      organization: 'Accra Bank Group',
      expertise_areas: ['Governance', 'Risk'],
    });
    expect((await anon.from('public_member_profiles').select('user_id')).error?.code).toBe('42501');
  });

  it('reads own directory row joined with profile name and organization', async () => {
    const { data, error } = await as.student
      .from('member_directory')
      .select('*, profile:profiles(full_name, organization)')
      .eq('user_id', DEMO.student.id)
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      user_id: DEMO.student.id,
      is_public: false,
      expertise_areas: ['Cryptography'],
      profile: { full_name: 'Kofi Student Mensah', organization: 'KNUST' },
    });
  });

  it('upserts own row by user_id; going public shows it to other members', async () => {
    const { data, error } = await as.student
      .from('member_directory')
      .upsert(
        {
          user_id: DEMO.student.id,
          is_public: true,
          expertise_areas: ['Cryptography', 'PKI'],
          bio: 'Now public.',
          location: 'Kumasi, Ghana',
          linkedin_url: 'https://www.linkedin.com/in/kofi-student',
        },
        { onConflict: 'user_id' },
      )
      .select('is_public, expertise_areas')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ is_public: true, expertise_areas: ['Cryptography', 'PKI'] });
    const seen = await publicDirectory('corporate');
    expect(seen.data).toHaveLength(5);
    expect(seen.data?.find((r) => r.user_id === DEMO.student.id)).toMatchObject({
      full_name: 'Kofi Student Mensah',
    });
  });

  it("refuses an upsert onto someone else's row", async () => {
    const { error } = await as.student
      .from('member_directory')
      .upsert({ user_id: DEMO.professional.id, bio: 'Hijacked' }, { onConflict: 'user_id' });
    expect(error?.code).toBe('42501');
  });
});

describe('corporate teams', () => {
  const teams = (who: Caller) =>
    as[who].from('corporate_teams').select('team_name, team_owner_id').order('created_at', {
      ascending: false,
    });

  it.each<[Caller, string[]]>([
    ['corporate', ['Fraud Analytics', 'Security Operations']],
    ['admin', ['Fraud Analytics', 'Security Operations']],
    ['professional', []],
  ])('%s reads teams newest first: %j', async (who, names) => {
    const { data, error } = await teams(who);
    expect(error).toBeNull();
    expect(data?.map((t) => t.team_name)).toEqual(names);
  });

  it.each<[Caller, boolean]>([
    ['corporate', true],
    ['professional', false],
    ['student', false],
  ])('%s creating a team as owner: %s', async (who, allowed) => {
    const team = {
      team_name: `${who} red team`,
      organization: 'Test Org',
      max_members: 5,
      team_owner_id: DEMO[who as DemoName].id,
    };
    const { data, error } = await as[who].from('corporate_teams').insert(team).select('team_name');
    if (allowed) {
      expect(error).toBeNull();
      expect(data).toEqual([{ team_name: team.team_name }]);
      expect((await teams(who)).data?.[0]?.team_name).toBe(team.team_name);
    } else {
      expect(error?.code).toBe('42501');
    }
  });

  it("refuses a team owned by someone else's id", async () => {
    const { error } = await as.corporate
      .from('corporate_teams')
      .insert({ team_name: 'Planted', max_members: 5, team_owner_id: DEMO.student.id });
    expect(error?.code).toBe('42501');
  });
});

describe('R&D projects', () => {
  const projects = (who: Caller) =>
    as[who].from('rd_projects').select('project_name').order('created_at', { ascending: false });

  it.each<[Caller, string[]]>([
    ['professional', ['CERT Playbook Localisation', 'Mobile Money Threat Model']],
    ['corporate', ['Board Cyber Risk Dashboard']],
    ['student', []],
  ])('%s reads own projects newest first', async (who, names) => {
    const { data, error } = await projects(who);
    expect(error).toBeNull();
    expect(data?.map((p) => p.project_name)).toEqual(names);
  });

  it('the admin reads all three', async () => {
    expect((await projects('admin')).data).toHaveLength(3);
  });

  it.each<[Caller, boolean]>([
    ['professional', true],
    ['partner', true],
    ['student', false],
  ])('%s creating a project as manager: %s', async (who, allowed) => {
    const project = {
      project_name: `${who} pilot`,
      description: 'Contract test project.',
      client_organization: 'Client Org',
      start_date: '2026-03-01',
      end_date: '2026-06-30',
      budget_usd: 1000,
      project_manager_id: DEMO[who as DemoName].id,
    };
    const { error } = await as[who].from('rd_projects').insert(project);
    if (allowed) {
      expect(error).toBeNull();
      expect((await projects(who)).data?.[0]?.project_name).toBe(project.project_name);
    } else {
      expect(error?.code).toBe('42501');
    }
  });
});

describe('a locked-out member (deadline passed, no factor)', () => {
  it('keeps their own profile and MFA deadline', async () => {
    const profile = await as.lockedout
      .from('profiles')
      .select('full_name')
      .eq('user_id', DEMO.lockedout.id)
      .single();
    expect(profile.data).toEqual({ full_name: 'Kwabena Lockedout' });
    const deadline = await as.lockedout
      .from('mfa_enforcement')
      .select('mfa_setup_deadline')
      .eq('user_id', DEMO.lockedout.id)
      .single();
    expect(Date.parse(deadline.data?.mfa_setup_deadline ?? '')).toBeLessThan(Date.now());
  });

  it('is refused member data: other profiles, the directory, teams and projects', async () => {
    const other = await as.lockedout
      .from('profiles')
      .select('user_id')
      .neq('user_id', DEMO.lockedout.id);
    expect(other.data).toEqual([]);
    expect((await publicOf('lockedout')).data).toEqual([]);
    const joinTeam = await as.lockedout
      .from('corporate_teams')
      .insert({ team_name: 'Locked team', max_members: 5, team_owner_id: DEMO.lockedout.id });
    expect(joinTeam.error?.code).toBe('42501');
    expect((await as.lockedout.from('rd_projects').select('project_id')).data).toEqual([]);
  });

  it('the same reads succeed for a member who is not locked out', async () => {
    // Four seeded public rows plus the student who went public above.
    expect((await publicOf('partner')).data).toHaveLength(5);
    const other = await as.partner
      .from('profiles')
      .select('user_id')
      .neq('user_id', DEMO.partner.id);
    expect(other.data).toEqual([]); // members never see other profiles, locked or not
  });
});

function publicOf(who: Caller) {
  return as[who].from('public_member_profiles').select('user_id');
}
