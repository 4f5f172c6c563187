-- Local demo data (never applied to production). Every account's password is
-- CsanDemo!2026 (bcrypt, cost 10). Fixed ids so tests and docs can rely on them;
-- see supabase/README.md for the accounts, TOTP secrets and invitation tokens.

-- Accounts ----------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  '$2b$10$njPU9Ojs6YRMd0bjZVIcvuZXJF37ldC4IM/r19GkAT3OhvA62qhWm', now() - u.age,
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('full_name', u.full_name), now() - u.age, now() - u.age
from (values
  ('00000000-0000-4000-8000-000000000001'::uuid, 'admin@csan.test', 'Ama Owusu (Admin)', interval '90 days'),
  ('00000000-0000-4000-8000-000000000002'::uuid, 'student@csan.test', 'Kofi Student', interval '60 days'),
  ('00000000-0000-4000-8000-000000000003'::uuid, 'professional@csan.test', 'Efua Professional', interval '45 days'),
  ('00000000-0000-4000-8000-000000000004'::uuid, 'corporate@csan.test', 'Yaw Corporate', interval '30 days'),
  ('00000000-0000-4000-8000-000000000005'::uuid, 'partner@csan.test', 'Adjoa Partner', interval '20 days'),
  ('00000000-0000-4000-8000-000000000006'::uuid, 'lockedout@csan.test', 'Kwabena Lockedout', interval '30 days'),
  ('00000000-0000-4000-8000-000000000007'::uuid, 'amina.mensah@csan.test', 'Amina Mensah', interval '120 days'),
  ('00000000-0000-4000-8000-000000000008'::uuid, 'kwame.boateng@csan.test', 'Kwame Boateng', interval '400 days'),
  ('00000000-0000-4000-8000-000000000009'::uuid, 'analyst@csan.test', 'Nana Analyst (Intel)', interval '15 days'),
  ('00000000-0000-4000-8000-000000000010'::uuid, 'responder@csan.test', 'Esi Responder', interval '14 days'),
  ('00000000-0000-4000-8000-000000000011'::uuid, 'bank.soc@csan.test', 'Kojo Bank SOC', interval '13 days')
) as u (id, email, full_name, age);

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  'email', u.created_at, u.created_at
from auth.users u
where u.email like '%@csan.test';

-- Verified TOTP factors (SHA1, 6 digits, 30 s) for the partner and the admin.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
values
  ('00000000-0000-4000-8100-000000000005', '00000000-0000-4000-8000-000000000005',
   'CSAN', 'totp', 'verified', 'AXFVCYZF7II7KVO776EIDBRCU7NLAZD4'),
  ('00000000-0000-4000-8100-000000000001', '00000000-0000-4000-8000-000000000001',
   'CSAN', 'totp', 'verified', 'MHCZNLFPXEQLCZ6YTQOCZRG3WWIXIAMD'),
  -- intel. demo accounts (the area needs aal2): the analyst, a Gh-CERT member, the bank's focal point.
  ('00000000-0000-4000-8100-000000000009', '00000000-0000-4000-8000-000000000009',
   'CSAN', 'totp', 'verified', 'KRUGS4ZANFXHIZLMEBQW4YLMPFZXIM3B'),
  ('00000000-0000-4000-8100-000000000010', '00000000-0000-4000-8000-000000000010',
   'CSAN', 'totp', 'verified', 'ONSWG5LSNF2HSIDSMVZXA33OMRSXEMRQ'),
  ('00000000-0000-4000-8100-000000000011', '00000000-0000-4000-8000-000000000011',
   'CSAN', 'totp', 'verified', 'MJQW423TN5RWGY3TMFXGKMZUGQ2DINBU');

insert into public.user_roles (user_id, role)
values ('00000000-0000-4000-8000-000000000001', 'admin'),
  ('00000000-0000-4000-8000-000000000009', 'intel_analyst');

-- Profiles were created by the sign-up trigger; fill in tiers and flags.
update public.profiles p
   set membership_tier = v.tier, organization = v.org, job_title = v.job, country = v.country,
       phone_number = v.phone, is_lms_active = v.lms, is_cert_partner = v.cert,
       has_premium_tool_access = v.tools, mfa_enabled = v.mfa
from (values
  ('00000000-0000-4000-8000-000000000001'::uuid, null, 'CSAN Secretariat', 'Platform Administrator', 'Ghana', '+233200000001', true, true, true, true),
  ('00000000-0000-4000-8000-000000000002'::uuid, 'Student', 'University of Ghana', 'MSc Student', 'Ghana', '+233200000002', false, false, false, false),
  ('00000000-0000-4000-8000-000000000003'::uuid, 'Professional', 'Kumasi Cyber Labs', 'Security Analyst', 'Ghana', '+233200000003', false, false, false, false),
  ('00000000-0000-4000-8000-000000000004'::uuid, 'Corporate', 'Accra Bank Group', 'CISO', 'Ghana', '+233200000004', false, false, false, false),
  ('00000000-0000-4000-8000-000000000005'::uuid, 'Professional', 'Gh-CERT', 'Incident Responder', 'Ghana', '+233200000005', true, true, true, true),
  ('00000000-0000-4000-8000-000000000006'::uuid, null, 'Freelance', 'Consultant', 'Nigeria', null, false, false, false, false),
  ('00000000-0000-4000-8000-000000000007'::uuid, 'Professional', 'Nairobi SecOps', 'Threat Researcher', 'Kenya', null, true, false, false, false),
  ('00000000-0000-4000-8000-000000000008'::uuid, null, 'Dakar Digital', 'Policy Analyst', 'Senegal', null, false, false, false, false),
  ('00000000-0000-4000-8000-000000000009'::uuid, null, 'CSAN CB-IRT', 'Threat Intelligence Analyst', 'Ghana', null, false, true, false, true),
  ('00000000-0000-4000-8000-000000000010'::uuid, null, 'Gh-CERT', 'SOC Analyst', 'Ghana', null, false, true, false, true),
  ('00000000-0000-4000-8000-000000000011'::uuid, null, 'Accra Bank Group', 'SOC Lead', 'Ghana', null, false, true, false, true)
) as v (user_id, tier, org, job, country, phone, lms, cert, tools, mfa)
where p.user_id = v.user_id;

-- MFA deadlines: demo accounts get a year (a persisted local database stays
-- usable); lockedout@ missed its deadline and has no factor.
update public.mfa_enforcement set mfa_setup_deadline = current_date + 365
where user_id in (select id from auth.users where email like '%@csan.test');
update public.mfa_enforcement set mfa_setup_deadline = current_date - 23
where user_id = '00000000-0000-4000-8000-000000000006';

-- Pricing (pesewas) -------------------------------------------------------
insert into public.membership_pricing
  (tier, billing_period, base_price_cents, price_per_additional_member_cents, team_size_min)
values
  ('Student', 'yearly', 20000, 0, 1),
  ('Professional', 'yearly', 50000, 0, 1),
  ('Corporate', 'yearly', 200000, 30000, 5);

-- Discount codes (fixed values in GHS) -------------------------------------
insert into public.discount_codes
  (code, discount_type, discount_value, max_uses, times_used, valid_until, applicable_tiers, is_active, created_at)
values
  ('WELCOME10', 'percentage', 10, null, 3, null, null, true, now() - interval '40 days'),
  ('FREEPASS', 'percentage', 100, null, 1, null, null, true, now() - interval '35 days'),
  ('CORP500', 'fixed', 500, null, 0, null, array['Corporate'], true, now() - interval '30 days'),
  ('EXPIRED20', 'percentage', 20, null, 2, now() - interval '1 day', null, true, now() - interval '60 days'),
  ('USEDUP15', 'percentage', 15, 5, 5, null, null, true, now() - interval '50 days'),
  ('INACTIVE5', 'percentage', 5, null, 0, null, null, false, now() - interval '20 days');

-- Subscriptions and payments ------------------------------------------------
insert into public.subscriptions
  (id, user_id, tier, status, amount_cents, next_billing_date, team_size, cancel_at_period_end, payment_reference, created_at)
values
  ('00000000-0000-4000-8200-000000000002', '00000000-0000-4000-8000-000000000002', 'Student', 'active', 20000, now() + interval '300 days', 1, false, 'seed-student-2026', now() - interval '60 days'),
  ('00000000-0000-4000-8200-000000000003', '00000000-0000-4000-8000-000000000003', 'Professional', 'active', 50000, now() + interval '320 days', 1, false, 'seed-professional-2026', now() - interval '45 days'),
  ('00000000-0000-4000-8200-000000000004', '00000000-0000-4000-8000-000000000004', 'Corporate', 'active', 260000, now() + interval '335 days', 7, false, 'seed-corporate-2026', now() - interval '30 days'),
  ('00000000-0000-4000-8200-000000000005', '00000000-0000-4000-8000-000000000005', 'Professional', 'active', 50000, now() + interval '345 days', 1, false, 'seed-partner-2026', now() - interval '20 days'),
  ('00000000-0000-4000-8200-000000000007', '00000000-0000-4000-8000-000000000007', 'Professional', 'active', 45000, now() + interval '10 days', 1, true, 'seed-amina-2025', now() - interval '355 days'),
  ('00000000-0000-4000-8200-000000000008', '00000000-0000-4000-8000-000000000008', 'Student', 'expired', 20000, now() - interval '35 days', 1, false, 'seed-kwame-2024', now() - interval '400 days');

insert into public.transactions (user_id, subscription_id, amount_cents, status, reference, created_at)
select s.user_id, s.id, s.amount_cents, 'success', s.payment_reference, s.created_at
from public.subscriptions s;
insert into public.transactions (user_id, amount_cents, status, reference, created_at)
values ('00000000-0000-4000-8000-000000000008', 20000, 'failed', 'seed-kwame-retry', now() - interval '30 days');

-- Resource library ----------------------------------------------------------
insert into public.resource_items
  (item_id, title, description, content_type, access_tier, author_names, tags, file_storage_path, publish_date, created_at)
select
  ('00000000-0000-4000-8300-' || lpad(r.n::text, 12, '0'))::uuid,
  r.title, r.description, r.content_type, r.access_tier, r.authors, r.tags,
  'seed/' || lpad(r.n::text, 2, '0') || '-' || regexp_replace(lower(r.title), '[^a-z0-9]+', '-', 'g') || '.pdf',
  current_date - r.n * 9,
  now() - r.n * interval '9 days'
from (values
  (1, 'Ransomware Trends in West African Banking', 'Analysis of ransomware campaigns against banks in the ECOWAS region.', 'Research Paper', 'Public', array['Ama Owusu'], array['ransomware', 'banking']),
  (2, 'Zero Trust Architecture for African Enterprises', 'A practical white paper on adopting zero trust with limited budgets.', 'White Paper', 'Student', array['Kofi Mensah', 'Efua Asante'], array['zero trust', 'architecture']),
  (3, 'Mobile Money Fraud: A Case Study from Ghana', 'How a mobile money operator detected and stopped a SIM-swap fraud ring.', 'Case Study', 'Professional', array['Yaw Boateng'], array['mobile money', 'fraud']),
  (4, 'Hardening Linux Servers: A Technical Guide', 'Step-by-step hardening of Linux servers for public-sector data centres.', 'Technical Guide', 'Public', array['Adjoa Darko'], array['linux', 'hardening']),
  (5, 'State of Cybersecurity in Africa 2025', 'Annual report on incidents, capacity and policy across the continent.', 'Report', 'Public', array['CSAN Research Team'], array['annual', 'africa']),
  (6, 'Phishing Awareness for Small Businesses', 'An article on spotting phishing e-mails and fake invoices.', 'Article', 'Public', array['Nana Agyeman'], array['phishing', 'awareness']),
  (7, 'Post-Quantum Cryptography Readiness', 'R&D report on migrating national PKI to post-quantum algorithms.', 'R&D Report', 'Corporate', array['Kwame Nkansah', 'Abena Osei'], array['post-quantum', 'cryptography']),
  (8, 'Data Protection Policy Brief for ECOWAS', 'Policy options for harmonising data protection law in ECOWAS.', 'Policy Brief', 'Student', array['Akosua Frimpong'], array['policy', 'data protection']),
  (9, 'Threat Intelligence Bulletin: Banking Trojans', 'Indicators and tactics of banking trojans seen in the region.', 'Threat Intelligence', 'Professional', array['Gh-CERT Analysts'], array['malware', 'banking']),
  (10, 'Incident Response Training Workbook', 'Training material for first responders with exercises.', 'Training Material', 'Student', array['Esi Ampofo'], array['incident response', 'training']),
  (11, 'AI Governance in the Public Sector', 'Research on accountable AI procurement by African governments.', 'Research Paper', 'Professional', array['Kojo Antwi'], array['ai', 'governance']),
  (12, 'Securing Critical Infrastructure Networks', 'White paper on segmenting OT networks in energy utilities.', 'White Paper', 'Corporate', array['Ama Owusu', 'Yaw Boateng'], array['ics', 'infrastructure']),
  (13, 'Cross-Border Incident Coordination: Lessons Learned', 'Case study of a coordinated response across three CERTs.', 'Case Study', 'Public', array['CB-IRT Team'], array['cert', 'coordination']),
  (14, 'Secure Software Development Lifecycle', 'A technical guide to SSDLC for fintech start-ups.', 'Technical Guide', 'Student', array['Efua Asante'], array['appsec', 'sdlc']),
  (15, 'Cybercrime Legislation Review', 'Report comparing cybercrime laws of twelve African states.', 'Report', 'Professional', array['Akosua Frimpong'], array['law', 'cybercrime']),
  (16, 'Password Hygiene in 2025', 'Article on passphrases, managers and multi-factor authentication.', 'Article', 'Student', array['Nana Agyeman'], array['passwords', 'mfa']),
  (17, 'Deepfake Detection Research Findings', 'R&D report on detecting synthetic media in local languages.', 'R&D Report', 'Professional', array['Kojo Antwi', 'Esi Ampofo'], array['deepfake', 'ai']),
  (18, 'Digital Rights and Internet Shutdowns', 'Policy brief on the economic cost of internet shutdowns.', 'Policy Brief', 'Public', array['PADRR Team'], array['digital rights', 'policy']),
  (19, 'Threat Landscape: Election Security', 'Threat intelligence on influence operations around elections.', 'Threat Intelligence', 'Corporate', array['CB-IRT Team'], array['elections', 'disinformation']),
  (20, 'SOC Analyst Foundations Course Notes', 'Training material for the SOC analyst foundations course.', 'Training Material', 'Public', array['R-CBC Faculty'], array['soc', 'training']),
  (21, 'Cloud Security Posture for Banks', 'Research paper on misconfigurations in bank cloud tenants.', 'Research Paper', 'Corporate', array['Kwame Nkansah'], array['cloud', 'banking']),
  (22, 'Building a National CERT', 'White paper on the mandate, staffing and funding of a national CERT.', 'White Paper', 'Public', array['CB-IRT Team'], array['cert', 'capacity']),
  (23, 'Supply Chain Compromise at a Telecom Operator', 'Case study of a vendor compromise and its containment.', 'Case Study', 'Corporate', array['Yaw Boateng'], array['supply chain', 'telecom']),
  (24, 'Network Forensics with Open Source Tools', 'Technical guide to capturing and analysing network evidence.', 'Technical Guide', 'Professional', array['Adjoa Darko'], array['forensics', 'network']),
  (25, 'Fintech Security Benchmark', 'Report benchmarking security controls of 40 fintechs.', 'Report', 'Student', array['CSAN Research Team'], array['fintech', 'benchmark']),
  (26, 'Why MFA Matters for Government E-mail', 'Article on account takeover of government mailboxes.', 'Article', 'Professional', array['Nana Agyeman'], array['mfa', 'government']),
  (27, 'Smart City Sensor Security', 'R&D report on IoT sensor vulnerabilities in smart city pilots.', 'R&D Report', 'Student', array['Abena Osei'], array['iot', 'smart city']),
  (28, 'Child Online Protection Policy Brief', 'Policy brief on child online protection frameworks.', 'Policy Brief', 'Professional', array['PADRR Team'], array['child protection', 'policy']),
  (29, 'Threat Intelligence Bulletin: Business E-mail Compromise', 'Indicators of BEC campaigns targeting procurement teams.', 'Threat Intelligence', 'Public', array['Gh-CERT Analysts'], array['bec', 'fraud']),
  (30, 'Executive Cyber Risk Briefing Deck', 'Training material for boards on cyber risk oversight.', 'Training Material', 'Corporate', array['ETS Faculty'], array['executive', 'risk']),
  (31, 'Malware Analysis Sandbox Design', 'Technical guide to building an analysis sandbox on a budget.', 'Technical Guide', 'Corporate', array['Kwame Nkansah'], array['malware', 'sandbox']),
  (32, 'Open Data and Privacy in Health Systems', 'Research paper on privacy risks of health data sharing.', 'Research Paper', 'Student', array['Akosua Frimpong', 'Esi Ampofo'], array['health', 'privacy'])
) as r (n, title, description, content_type, access_tier, authors, tags);

-- Leads and downloads for the analytics page.
insert into public.content_leads (resource_id, lead_name, lead_email, organization, job_title, country, created_at)
values
  ('00000000-0000-4000-8300-000000000001', 'Akua Sarpong', 'akua.sarpong@example.com', 'GCB Bank', 'Risk Officer', 'Ghana', now() - interval '12 days'),
  ('00000000-0000-4000-8300-000000000005', 'Chinedu Okafor', 'chinedu@example.ng', 'Lagos Fintech Hub', 'CTO', 'Nigeria', now() - interval '9 days'),
  ('00000000-0000-4000-8300-000000000005', 'Fatou Diallo', 'fatou.diallo@example.sn', 'Ministère du Numérique', 'Advisor', 'Senegal', now() - interval '6 days'),
  ('00000000-0000-4000-8300-000000000013', 'Wanjiru Kamau', 'wanjiru@example.ke', 'KE-CIRT', 'Analyst', 'Kenya', now() - interval '3 days'),
  ('00000000-0000-4000-8300-000000000022', 'Tendai Moyo', 'tendai@example.zw', 'Harare Polytechnic', 'Lecturer', 'Zimbabwe', now() - interval '1 day');

insert into public.resource_downloads (resource_id, user_id, lead_id, created_at)
select l.resource_id, null, l.lead_id, l.created_at from public.content_leads l;
insert into public.resource_downloads (resource_id, user_id, created_at)
values
  ('00000000-0000-4000-8300-000000000002', '00000000-0000-4000-8000-000000000002', now() - interval '8 days'),
  ('00000000-0000-4000-8300-000000000003', '00000000-0000-4000-8000-000000000003', now() - interval '7 days'),
  ('00000000-0000-4000-8300-000000000003', '00000000-0000-4000-8000-000000000005', now() - interval '5 days'),
  ('00000000-0000-4000-8300-000000000007', '00000000-0000-4000-8000-000000000004', now() - interval '4 days'),
  ('00000000-0000-4000-8300-000000000009', '00000000-0000-4000-8000-000000000005', now() - interval '2 days');

-- Waitlist and invitations ------------------------------------------------
insert into public.waitlist (id, name, email, status, invited_at, created_at)
values
  ('00000000-0000-4000-8400-000000000001', 'Esi Pending', 'pending@csan.test', 'pending', null, now() - interval '5 days'),
  ('00000000-0000-4000-8400-000000000002', 'Kojo Waiting', 'waiting@csan.test', 'pending', null, now() - interval '2 days'),
  ('00000000-0000-4000-8400-000000000003', 'Abena Invitee', 'invitee@csan.test', 'invited', now() - interval '1 day', now() - interval '10 days'),
  ('00000000-0000-4000-8400-000000000004', 'Amina Mensah', 'amina.mensah@csan.test', 'accepted', now() - interval '125 days', now() - interval '130 days');

insert into public.invitation_tokens (token, email, waitlist_id, used_at, expires_at, created_at)
values
  ('csan-demo-invite-valid', 'invitee@csan.test', '00000000-0000-4000-8400-000000000003', null, now() + interval '3650 days', now() - interval '1 day'),
  ('csan-demo-invite-expired', 'late@csan.test', null, null, now() - interval '1 day', now() - interval '8 days'),
  ('csan-demo-invite-used', 'amina.mensah@csan.test', '00000000-0000-4000-8400-000000000004', now() - interval '120 days', now() - interval '118 days', now() - interval '125 days');

-- R&D inquiries -----------------------------------------------------------
insert into public.rd_inquiries
  (project_title, contact_name, contact_email, organization_name, organization_type, project_scope, status, created_at)
values
  ('National PKI post-quantum migration study', 'Dr. Kwesi Appiah', 'kwesi.appiah@example.gov.gh', 'Ministry of Communications', 'government', 'Assess readiness of the national PKI for post-quantum algorithms.', 'new', now() - interval '2 days'),
  ('Fraud analytics for mobile money', 'Grace Njoroge', 'grace@example.co.ke', 'Pesa Digital', 'corporate', null, 'contacted', now() - interval '8 days'),
  ('Threat landscape mapping for a DFI portfolio', 'Jean-Paul Mbeki', 'jp.mbeki@example.org', 'African Development Fund', 'dfi', 'Map cyber risk across 40 portfolio companies.', 'in_progress', now() - interval '20 days'),
  ('Digital rights curriculum', 'Halima Yusuf', 'halima@example.edu', 'Open Africa Institute', 'ngo', 'A workshop series on digital rights.', 'completed', now() - interval '60 days'),
  ('Custom malware lab', 'Peter Owens', 'peter@example.com', 'Unknown Ltd', 'other', null, 'declined', now() - interval '90 days');

-- MFA support requests ------------------------------------------------------
insert into public.mfa_support_requests
  (user_id, request_type, status, description, contact_method, created_at, resolved_at, resolution_notes)
values
  ('00000000-0000-4000-8000-000000000006', 'locked_out', 'pending', 'I missed the MFA deadline while travelling. Please restore access.', 'lockedout@csan.test', now() - interval '1 day', null, null),
  (null, 'lost_device', 'pending', 'My phone with the authenticator app was stolen.', '+233200000099', now() - interval '3 hours', null, null),
  ('00000000-0000-4000-8000-000000000007', 'setup_help', 'resolved', 'The QR code does not scan.', null, now() - interval '40 days', now() - interval '39 days', 'Entered the secret manually; MFA enabled.');

-- Teams, projects, directory -------------------------------------------------
insert into public.corporate_teams (team_name, organization, max_members, team_owner_id, created_at)
values
  ('Security Operations', 'Accra Bank Group', 7, '00000000-0000-4000-8000-000000000004', now() - interval '25 days'),
  ('Fraud Analytics', 'Accra Bank Group', 5, '00000000-0000-4000-8000-000000000004', now() - interval '10 days');

insert into public.rd_projects
  (project_name, description, client_organization, start_date, end_date, budget_usd, status, project_manager_id, created_at)
values
  ('Mobile Money Threat Model', 'Threat model for a mobile money platform.', 'Pesa Digital', current_date - 30, current_date + 60, 45000, 'active', '00000000-0000-4000-8000-000000000003', now() - interval '30 days'),
  ('CERT Playbook Localisation', 'Translate and adapt response playbooks into French and Portuguese.', 'CB-IRT', current_date + 14, current_date + 120, 18000, 'planning', '00000000-0000-4000-8000-000000000003', now() - interval '5 days'),
  ('Board Cyber Risk Dashboard', 'A risk dashboard for the board.', 'Accra Bank Group', current_date - 90, current_date - 10, 72000, 'completed', '00000000-0000-4000-8000-000000000004', now() - interval '90 days');

update public.member_directory d
   set is_public = v.is_public, expertise_areas = v.expertise, research_interests = v.interests,
       bio = v.bio, location = v.location, linkedin_url = v.linkedin
from (values
  ('00000000-0000-4000-8000-000000000003'::uuid, true, array['Threat Hunting', 'SIEM'], 'Detection engineering', 'Security analyst focused on detection.', 'Kumasi, Ghana', 'https://www.linkedin.com/in/efua-professional'),
  ('00000000-0000-4000-8000-000000000004'::uuid, true, array['Governance', 'Risk'], 'Board-level cyber risk', 'CISO of a pan-African bank.', 'Accra, Ghana', 'https://www.linkedin.com/in/yaw-corporate'),
  ('00000000-0000-4000-8000-000000000005'::uuid, true, array['Incident Response', 'Forensics'], 'Cross-border IR', 'Incident responder at Gh-CERT.', 'Accra, Ghana', null),
  ('00000000-0000-4000-8000-000000000007'::uuid, true, array['Malware Analysis'], 'Deepfakes and AI threats', 'Threat researcher.', 'Nairobi, Kenya', 'https://www.linkedin.com/in/amina-mensah'),
  ('00000000-0000-4000-8000-000000000002'::uuid, false, array['Cryptography'], 'Post-quantum crypto', 'MSc student.', 'Legon, Ghana', null)
) as v (user_id, is_public, expertise, interests, bio, location, linkedin)
where d.user_id = v.user_id;

-- A few audit entries from the other apps, so the source filter has results
-- (the triggers above already logged the seeded admin-relevant rows as "system").
insert into public.audit_logs ("timestamp", user_id, user_role, source_app, action_type, action_details)
values
  (now() - interval '6 days', '00000000-0000-4000-8000-000000000005', 'member', 'skillup', 'course_enrolled', '{"course":"SOC Foundations"}'),
  (now() - interval '4 days', '00000000-0000-4000-8000-000000000005', 'member', 'intel', 'bulletin_viewed', '{"bulletin":"Banking Trojans"}'),
  (now() - interval '2 days', '00000000-0000-4000-8000-000000000005', 'member', 'tools', 'assessment_started', '{"tool":"Maturity Assessment"}'),
  (now() - interval '1 day', '00000000-0000-4000-8000-000000000001', 'admin', 'main', 'access_flags_updated', '{"target":"partner@csan.test","is_cert_partner":true}');

-- intel. (issue 28; ids in docs/areas/intel-data.md) -----------------------------------------
insert into public.intel_organisations (id, name, country, sector, kind) values
  ('00000000-0000-4000-8900-000000000001', 'Gh-CERT', 'GH', 'government', 'national_cert'),
  ('00000000-0000-4000-8900-000000000002', 'Accra Bank Group SOC', 'GH', 'finance', 'company'),
  ('00000000-0000-4000-8900-000000000003', 'Nairobi Telecom CSIRT', 'KE', 'telecom', 'csirt');

insert into public.intel_org_members (org_id, user_id, role) values
  ('00000000-0000-4000-8900-000000000001', '00000000-0000-4000-8000-000000000005', 'focal_point'),
  ('00000000-0000-4000-8900-000000000001', '00000000-0000-4000-8000-000000000010', 'member'),
  ('00000000-0000-4000-8900-000000000002', '00000000-0000-4000-8000-000000000011', 'focal_point');

insert into public.intel_watchlist_entries (org_id, kind, value, created_by) values
  ('00000000-0000-4000-8900-000000000001', 'cidr', '196.43.0.0/16', '00000000-0000-4000-8000-000000000005'),
  ('00000000-0000-4000-8900-000000000001', 'domain', 'gov.gh', '00000000-0000-4000-8000-000000000005'),
  ('00000000-0000-4000-8900-000000000001', 'asn', 'AS30986', '00000000-0000-4000-8000-000000000005');

insert into public.intel_advisories
  (id, title, summary, severity, tlp, status, sectors, countries, created_by, created_at, updated_at, published_at)
select a.id::uuid, a.title, a.summary, a.severity, a.tlp, a.status, a.sectors, a.countries,
       '00000000-0000-4000-8000-000000000009', now() - a.age, now() - a.age,
       case when a.status <> 'draft' then now() - a.age end
from (values
  ('00000000-0000-4000-8901-000000000001', 'Mass scanning of government VPN gateways',
   'Unauthenticated requests probing a known VPN appliance flaw from a small set of hosts.',
   'critical', 'clear', 'published', array['government', 'finance'], array['GH', 'NG', 'KE'], interval '3 hours'),
  ('00000000-0000-4000-8901-000000000002', 'Mobile-money phishing wave using look-alike domains',
   'SMS lures send customers to look-alike login pages that collect PINs and one-time codes.',
   'high', 'green', 'published', array['finance', 'telecom'], array['GH'], interval '2 days'),
  ('00000000-0000-4000-8901-000000000003', 'Web shell found on a ministry portal',
   'A web shell was found on a public portal; the indicators below help find the same intrusion.',
   'medium', 'amber', 'published', array['government'], array['GH'], interval '1 day'),
  ('00000000-0000-4000-8901-000000000004', 'Card-skimming script on a payment page',
   'A skimming script injected into a payment page sends card data to a drop server.',
   'high', 'amber_strict', 'published', array['finance'], array['GH'], interval '20 hours'),
  ('00000000-0000-4000-8901-000000000005', 'Targeted intrusion at a national CERT partner',
   'Named recipients only: an intrusion under investigation, with its first indicators.',
   'critical', 'red', 'published', array['government'], array['GH'], interval '5 hours'),
  ('00000000-0000-4000-8901-000000000006', 'Draft: DDoS extortion letters',
   'Extortion letters threatening DDoS unless a ransom is paid; being confirmed.',
   'low', 'green', 'draft', array['finance'], array['GH', 'KE'], interval '1 hour')
) as a (id, title, summary, severity, tlp, status, sectors, countries, age);

insert into public.intel_advisory_contents (advisory_id, body, refs)
select a.id,
  E'## What happened\n\n' || a.summary || E'\n\n## What to do\n\n1. Search your logs for the indicators below.\n2. Block them at the perimeter.\n3. Tell your focal point what you found.',
  array['https://www.first.org/tlp/']
from public.intel_advisories a;

insert into public.intel_advisory_versions
  (advisory_id, version, status, title, summary, body, severity, tlp, change_note, changed_by, changed_at)
select a.id, 1, a.status, a.title, a.summary, c.body, a.severity, a.tlp, null, a.created_by, a.created_at
from public.intel_advisories a join public.intel_advisory_contents c on c.advisory_id = a.id;

insert into public.intel_indicators (advisory_id, type, value, description) values
  ('00000000-0000-4000-8901-000000000001', 'ipv4', '196.43.12.7', 'Scanner inside a Ghanaian range'),
  ('00000000-0000-4000-8901-000000000001', 'ipv4', '203.0.113.45', 'Scanner'),
  ('00000000-0000-4000-8901-000000000001', 'cve', 'CVE-2024-3400', 'The appliance flaw probed'),
  ('00000000-0000-4000-8901-000000000002', 'domain', 'momo-secure-login.example', 'Look-alike domain'),
  ('00000000-0000-4000-8901-000000000002', 'url', 'https://momo-secure-login.example/pin', 'Phishing page'),
  ('00000000-0000-4000-8901-000000000002', 'email', 'support@momo-secure-login.example', 'Sender'),
  ('00000000-0000-4000-8901-000000000003', 'domain', 'portal.gov.gh', 'Compromised portal'),
  ('00000000-0000-4000-8901-000000000003', 'sha256', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 'Web shell'),
  ('00000000-0000-4000-8901-000000000003', 'ipv6', '2001:db8::dead:beef', 'Operator address'),
  ('00000000-0000-4000-8901-000000000004', 'url', 'https://cdn-pay-metrics.example/m.js', 'Skimming script'),
  ('00000000-0000-4000-8901-000000000004', 'md5', 'd41d8cd98f00b204e9800998ecf8427e', 'Script sample'),
  ('00000000-0000-4000-8901-000000000005', 'cidr', '198.51.100.0/24', 'Staging network'),
  ('00000000-0000-4000-8901-000000000005', 'sha1', 'da39a3ee5e6b4b0d3255bfef95601890afd80709', 'Loader'),
  ('00000000-0000-4000-8901-000000000006', 'ipv4', '192.0.2.10', 'Claimed botnet controller');

insert into public.intel_advisory_recipients (advisory_id, org_id, user_id) values
  ('00000000-0000-4000-8901-000000000003', '00000000-0000-4000-8900-000000000001', null),
  ('00000000-0000-4000-8901-000000000004', '00000000-0000-4000-8900-000000000002', null),
  ('00000000-0000-4000-8901-000000000005', null, '00000000-0000-4000-8000-000000000005');

insert into public.intel_acknowledgements (advisory_id, org_id, status, note, acknowledged_by, acknowledged_at)
values ('00000000-0000-4000-8901-000000000002', '00000000-0000-4000-8900-000000000001', 'investigating',
        'Two look-alike domains seen in our DNS logs; blocking.', '00000000-0000-4000-8000-000000000005',
        now() - interval '1 day');

insert into public.intel_protocols (title, incident_type, tlp, body, created_by) values
  ('Ransomware: first 24 hours', 'ransomware', 'green',
   E'## Contain\n\nIsolate affected hosts from the network; keep them powered on.\n\n## Preserve\n\nKeep logs and a memory image before any clean-up.\n\n## Report\n\nTell your national CERT within 24 hours.',
   '00000000-0000-4000-8000-000000000009'),
  ('Phishing campaign response', 'phishing', 'clear',
   E'## Collect\n\nGather the message headers and the links.\n\n## Block\n\nBlock the sender and the domains; reset exposed passwords.',
   '00000000-0000-4000-8000-000000000009');

-- SkillUp (issue 29) --------------------------------------------------------
-- The instructor demo account (no TOTP factor), author of the demo course; the course
-- 'Foundations of Incident Response' (our own words), its quiz and final exam, a
-- career-transition pathway, and partner@ having completed it. Ids: docs/areas/skillup-data.md.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values (
  '00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000029', 'authenticated', 'authenticated',
  'instructor@csan.test', '$2b$10$njPU9Ojs6YRMd0bjZVIcvuZXJF37ldC4IM/r19GkAT3OhvA62qhWm',
  now() - interval '50 days', '{"provider":"email","providers":["email"]}'::jsonb,
  '{"full_name":"Esi Mensah (Instructor)"}'::jsonb, now() - interval '50 days', now() - interval '50 days'
);
insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
values ('00000000-0000-4000-8000-000000000029', '00000000-0000-4000-8000-000000000029',
  jsonb_build_object('sub', '00000000-0000-4000-8000-000000000029', 'email', 'instructor@csan.test', 'email_verified', true),
  'email', now() - interval '50 days', now() - interval '50 days');
update public.profiles
   set membership_tier = 'Professional', organization = 'CSAN Academy', job_title = 'Course Author',
       country = 'Ghana', is_lms_active = true
 where user_id = '00000000-0000-4000-8000-000000000029';
update public.mfa_enforcement set mfa_setup_deadline = current_date + 365 where user_id = '00000000-0000-4000-8000-000000000029';
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-000000000029', 'instructor');

insert into public.skillup_courses
  (id, slug, title, summary, level, language, estimated_hours, cpe_hours, certificate_valid_months,
   status, published_at, author_id, created_at)
values ('00000000-0000-4000-8900-000000000001', 'foundations-of-incident-response', 'Foundations of Incident Response',
  'What to prepare before an incident, how to recognise one, and how to contain it, recover and learn from it. For analysts, IT staff and managers starting out in incident response.',
  'beginner', 'en', 6, 6, 36, 'published', now() - interval '40 days', '00000000-0000-4000-8000-000000000029', now() - interval '45 days');
insert into public.skillup_modules (id, course_id, position, title) values
  ('00000000-0000-4000-8900-000000000101', '00000000-0000-4000-8900-000000000001', 1, 'Preparing for incidents'),
  ('00000000-0000-4000-8900-000000000102', '00000000-0000-4000-8900-000000000001', 2, 'Detection, containment and recovery');

insert into public.skillup_lessons (id, module_id, position, title, estimated_minutes) values
  ('00000000-0000-4000-8900-000000000201', '00000000-0000-4000-8900-000000000101', 1, 'What counts as an incident', 20),
  ('00000000-0000-4000-8900-000000000202', '00000000-0000-4000-8900-000000000101', 2, 'Building the response plan and team', 25),
  ('00000000-0000-4000-8900-000000000203', '00000000-0000-4000-8900-000000000102', 1, 'Detecting and analysing', 25),
  ('00000000-0000-4000-8900-000000000204', '00000000-0000-4000-8900-000000000102', 2, 'Containment, recovery and lessons learned', 30);
insert into public.skillup_lesson_content (lesson_id, body_html, video_url) values
  ('00000000-0000-4000-8900-000000000201', '<h2>Events, alerts and incidents</h2><p>Every system produces <strong>events</strong>: a log-in, a file change, a blocked connection. An <strong>alert</strong> is an event that a tool or a person has flagged as worth a look. An <strong>incident</strong> is what an alert becomes once someone confirms that the confidentiality, integrity or availability of information or a service is harmed or seriously threatened.</p><p>Writing this distinction down matters: a team that treats every alert as an incident burns out, and a team that treats incidents as alerts reacts too late.</p><figure><img src="data:image/svg+xml;utf8,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%27320%27 height=%2760%27%3E%3Crect width=%27100%27 height=%2740%27 y=%2710%27 fill=%27%23dbeafe%27/%3E%3Crect x=%27110%27 width=%27100%27 height=%2740%27 y=%2710%27 fill=%27%23fde68a%27/%3E%3Crect x=%27220%27 width=%27100%27 height=%2740%27 y=%2710%27 fill=%27%23fecaca%27/%3E%3Ctext x=%2750%27 y=%2735%27 text-anchor=%27middle%27 font-size=%2714%27%3EEvent%3C/text%3E%3Ctext x=%27160%27 y=%2735%27 text-anchor=%27middle%27 font-size=%2714%27%3EAlert%3C/text%3E%3Ctext x=%27270%27 y=%2735%27 text-anchor=%27middle%27 font-size=%2714%27%3EIncident%3C/text%3E%3C/svg%3E" alt="Three boxes: event, alert, incident" width="320" height="60"><figcaption>From event to incident: each step needs a decision.</figcaption></figure><h3>Severity</h3><p>Agree in advance on a small scale (for example low, medium, high, critical) and on who may declare each level. Severity decides who is woken up and how fast.</p>', null),
  ('00000000-0000-4000-8900-000000000202', '<h2>The plan</h2><p>A response plan is a short document people can actually follow under stress. It names the roles (incident lead, technical lead, communications, legal), how to reach them at night, where evidence is stored and when outside parties such as the national CERT, the regulator or customers must be told.</p><h3>Practise it</h3><p>Run a table-top exercise at least twice a year: a facilitator describes a scenario step by step and the team says what it would do. Each exercise ends with changes to the plan.</p><ul><li>Keep an up-to-date inventory of systems and their owners.</li><li>Make sure logs are kept long enough and their clocks agree.</li><li>Prepare clean tools and accounts you can trust if the domain is compromised.</li></ul>', null),
  ('00000000-0000-4000-8900-000000000203', '<h2>Detection</h2><p>Signs of an incident come from monitoring tools, from users ("my files have strange names"), from partners and sometimes from attackers themselves. Record every report with the time it was received.</p><h3>Analysis</h3><p>Before acting, establish the scope: which accounts, hosts and data are involved, and since when. Work on copies of evidence, note every command you run and keep a timeline. Preserve volatile evidence such as memory and network connections before a system is switched off.</p>', null),
  ('00000000-0000-4000-8900-000000000204', '<h2>Containment</h2><p>Short-term containment stops the damage from spreading: isolate a host from the network, disable a compromised account, block a malicious domain. Choose actions that keep evidence intact where you can.</p><h3>Eradication and recovery</h3><p>Remove what the attacker left behind, close the way in, then restore systems from known-good backups and watch them closely for a while.</p><h3>Lessons learned</h3><p>Within two weeks, hold a blameless review: what happened, what went well, what to change. Turn each finding into a task with an owner and a date.</p>', null);
insert into public.skillup_exams
  (id, course_id, module_id, title, draw_count, time_limit_minutes, pass_mark_percent, max_attempts, retry_wait_hours)
values
  ('00000000-0000-4000-8900-000000000301', '00000000-0000-4000-8900-000000000001', '00000000-0000-4000-8900-000000000101', 'Quiz: preparing for incidents', 3, 10, 60, 3, 1),
  ('00000000-0000-4000-8900-000000000302', '00000000-0000-4000-8900-000000000001', null, 'Final exam: Foundations of Incident Response', 10, 30, 70, 3, 24);

insert into public.skillup_questions (id, exam_id, kind, prompt, position) values
  ('00000000-0000-4000-8900-000000001001', '00000000-0000-4000-8900-000000000301', 'single', 'Which of these is an incident rather than an alert?', 1),
  ('00000000-0000-4000-8900-000000001002', '00000000-0000-4000-8900-000000000301', 'true_false', 'A response plan should name who may declare each severity level.', 2),
  ('00000000-0000-4000-8900-000000001003', '00000000-0000-4000-8900-000000000301', 'multiple', 'Which belong in preparation? (choose all that apply)', 3),
  ('00000000-0000-4000-8900-000000001004', '00000000-0000-4000-8900-000000000301', 'single', 'What is a table-top exercise?', 4);
insert into public.skillup_question_options (question_id, label, is_correct, position) values
  ('00000000-0000-4000-8900-000000001001', 'A monitoring tool flags an unusual log-in time', false, 1),
  ('00000000-0000-4000-8900-000000001001', 'A confirmed intruder copied customer records', true, 2),
  ('00000000-0000-4000-8900-000000001001', 'A firewall blocked a port scan', false, 3),
  ('00000000-0000-4000-8900-000000001002', 'True', true, 1),
  ('00000000-0000-4000-8900-000000001002', 'False', false, 2),
  ('00000000-0000-4000-8900-000000001003', 'An inventory of systems and owners', true, 1),
  ('00000000-0000-4000-8900-000000001003', 'Log clocks that agree', true, 2),
  ('00000000-0000-4000-8900-000000001003', 'Deleting old logs to save space', false, 3),
  ('00000000-0000-4000-8900-000000001004', 'A walk-through of a scenario where the team says what it would do', true, 1),
  ('00000000-0000-4000-8900-000000001004', 'A penetration test of the office network', false, 2),
  ('00000000-0000-4000-8900-000000001004', 'A backup restore test', false, 3);
insert into public.skillup_questions (id, exam_id, kind, prompt, position) values
  ('00000000-0000-4000-8900-000000002001', '00000000-0000-4000-8900-000000000302', 'single', 'What turns an alert into an incident?', 1),
  ('00000000-0000-4000-8900-000000002002', '00000000-0000-4000-8900-000000000302', 'true_false', 'Every security event is an incident.', 2),
  ('00000000-0000-4000-8900-000000002003', '00000000-0000-4000-8900-000000000302', 'single', 'Why agree on a severity scale before an incident?', 3),
  ('00000000-0000-4000-8900-000000002004', '00000000-0000-4000-8900-000000000302', 'multiple', 'Which roles does a response plan usually name? (choose all that apply)', 4),
  ('00000000-0000-4000-8900-000000002005', '00000000-0000-4000-8900-000000000302', 'single', 'How often should a team run table-top exercises at least?', 5),
  ('00000000-0000-4000-8900-000000002006', '00000000-0000-4000-8900-000000000302', 'true_false', 'Tools and accounts for response should be prepared so they can be trusted even if the main domain is compromised.', 6),
  ('00000000-0000-4000-8900-000000002007', '00000000-0000-4000-8900-000000000302', 'single', 'What should you record for every incident report you receive?', 7),
  ('00000000-0000-4000-8900-000000002008', '00000000-0000-4000-8900-000000000302', 'multiple', 'Which are good analysis habits? (choose all that apply)', 8),
  ('00000000-0000-4000-8900-000000002009', '00000000-0000-4000-8900-000000000302', 'single', 'Which evidence should be preserved before switching a system off?', 9),
  ('00000000-0000-4000-8900-000000002010', '00000000-0000-4000-8900-000000000302', 'single', 'What is the aim of short-term containment?', 10),
  ('00000000-0000-4000-8900-000000002011', '00000000-0000-4000-8900-000000000302', 'multiple', 'Which are containment actions? (choose all that apply)', 11),
  ('00000000-0000-4000-8900-000000002012', '00000000-0000-4000-8900-000000000302', 'true_false', 'Recovery means restoring systems from known-good backups and watching them closely.', 12),
  ('00000000-0000-4000-8900-000000002013', '00000000-0000-4000-8900-000000000302', 'single', 'When should the lessons-learned review take place?', 13),
  ('00000000-0000-4000-8900-000000002014', '00000000-0000-4000-8900-000000000302', 'true_false', 'A lessons-learned review should find someone to blame.', 14),
  ('00000000-0000-4000-8900-000000002015', '00000000-0000-4000-8900-000000000302', 'single', 'What should each finding of a review become?', 15);
insert into public.skillup_question_options (question_id, label, is_correct, position) values
  ('00000000-0000-4000-8900-000000002001', 'The alert came from an expensive tool', false, 1),
  ('00000000-0000-4000-8900-000000002001', 'Confirmation that information or a service is harmed or seriously threatened', true, 2),
  ('00000000-0000-4000-8900-000000002001', 'The alert happened at night', false, 3),
  ('00000000-0000-4000-8900-000000002002', 'True', false, 1),
  ('00000000-0000-4000-8900-000000002002', 'False', true, 2),
  ('00000000-0000-4000-8900-000000002003', 'It decides who is involved and how fast', true, 1),
  ('00000000-0000-4000-8900-000000002003', 'Regulators require exactly four levels', false, 2),
  ('00000000-0000-4000-8900-000000002003', 'It replaces the response plan', false, 3),
  ('00000000-0000-4000-8900-000000002004', 'Incident lead', true, 1),
  ('00000000-0000-4000-8900-000000002004', 'Communications', true, 2),
  ('00000000-0000-4000-8900-000000002004', 'The attacker', false, 3),
  ('00000000-0000-4000-8900-000000002004', 'Technical lead', true, 4),
  ('00000000-0000-4000-8900-000000002005', 'Once every five years', false, 1),
  ('00000000-0000-4000-8900-000000002005', 'Twice a year', true, 2),
  ('00000000-0000-4000-8900-000000002005', 'Only after an incident', false, 3),
  ('00000000-0000-4000-8900-000000002006', 'True', true, 1),
  ('00000000-0000-4000-8900-000000002006', 'False', false, 2),
  ('00000000-0000-4000-8900-000000002007', 'Only reports from monitoring tools', false, 1),
  ('00000000-0000-4000-8900-000000002007', 'The time it was received', true, 2),
  ('00000000-0000-4000-8900-000000002007', 'Nothing until the scope is known', false, 3),
  ('00000000-0000-4000-8900-000000002008', 'Work on copies of evidence', true, 1),
  ('00000000-0000-4000-8900-000000002008', 'Keep a timeline', true, 2),
  ('00000000-0000-4000-8900-000000002008', 'Note every command you run', true, 3),
  ('00000000-0000-4000-8900-000000002008', 'Reboot the host first to clear memory', false, 4),
  ('00000000-0000-4000-8900-000000002009', 'Printed manuals', false, 1),
  ('00000000-0000-4000-8900-000000002009', 'Office floor plans', false, 2),
  ('00000000-0000-4000-8900-000000002009', 'Memory and open network connections', true, 3),
  ('00000000-0000-4000-8900-000000002010', 'Stop the damage from spreading', true, 1),
  ('00000000-0000-4000-8900-000000002010', 'Find out who the attacker is', false, 2),
  ('00000000-0000-4000-8900-000000002010', 'Restore from backup immediately', false, 3),
  ('00000000-0000-4000-8900-000000002011', 'Isolate a host from the network', true, 1),
  ('00000000-0000-4000-8900-000000002011', 'Disable a compromised account', true, 2),
  ('00000000-0000-4000-8900-000000002011', 'Block a malicious domain', true, 3),
  ('00000000-0000-4000-8900-000000002011', 'Publish the incident report', false, 4),
  ('00000000-0000-4000-8900-000000002012', 'True', true, 1),
  ('00000000-0000-4000-8900-000000002012', 'False', false, 2),
  ('00000000-0000-4000-8900-000000002013', 'Within about two weeks', true, 1),
  ('00000000-0000-4000-8900-000000002013', 'Only if the incident was critical', false, 2),
  ('00000000-0000-4000-8900-000000002013', 'Never: it assigns blame', false, 3),
  ('00000000-0000-4000-8900-000000002014', 'True', false, 1),
  ('00000000-0000-4000-8900-000000002014', 'False', true, 2),
  ('00000000-0000-4000-8900-000000002015', 'A task with an owner and a date', true, 1),
  ('00000000-0000-4000-8900-000000002015', 'A note in the minutes only', false, 2),
  ('00000000-0000-4000-8900-000000002015', 'A new severity level', false, 3);
insert into public.skillup_pathways (id, slug, title, summary, status, capstone_course_id) values
  ('00000000-0000-4000-8900-000000000401', 'career-transition-incident-response', 'Career transition: into incident response',
   'For IT professionals moving into security operations: the courses to take in order, ending with a capstone.',
   'published', '00000000-0000-4000-8900-000000000001');
insert into public.skillup_pathway_courses (pathway_id, course_id, position) values ('00000000-0000-4000-8900-000000000401', '00000000-0000-4000-8900-000000000001', 1);

-- partner@ completed the course 12 days ago: fixed certificate codes (issued here, as the
-- completion trigger would), the lessons, a passed final exam (9 of 10).
insert into public.skillup_enrolments (course_id, user_id, enrolled_at, completed_at, last_lesson_id)
values ('00000000-0000-4000-8900-000000000001', '00000000-0000-4000-8000-000000000005', now() - interval '30 days', now() - interval '12 days', '00000000-0000-4000-8900-000000000204');
insert into public.skillup_lesson_completions (user_id, lesson_id, course_id, completed_at, client_key)
select '00000000-0000-4000-8000-000000000005', l.id, l.course_id, now() - interval '20 days' + l.position * interval '1 day', gen_random_uuid()
from public.skillup_lessons l where l.course_id = '00000000-0000-4000-8900-000000000001';
insert into public.skillup_attempts
  (id, exam_id, user_id, attempt_no, started_at, deadline_at, submitted_at, score_percent, passed)
values ('00000000-0000-4000-8900-000000000501', '00000000-0000-4000-8900-000000000302', '00000000-0000-4000-8000-000000000005', 1, now() - interval '12 days 20 minutes',
        now() - interval '12 days 20 minutes' + interval '30 minutes', now() - interval '12 days', 90, true);
insert into public.skillup_attempt_answers (attempt_id, question_id, position, selected_option_ids, answered_at, is_correct)
select '00000000-0000-4000-8900-000000000501', q.id, q.position,
  case when q.position = 10 then '{}'::uuid[]
       else array(select o.id from public.skillup_question_options o where o.question_id = q.id and o.is_correct) end,
  now() - interval '12 days 5 minutes', q.position <> 10
from public.skillup_questions q where q.exam_id = '00000000-0000-4000-8900-000000000302' and q.position <= 10;
insert into public.skillup_certificates
  (code, user_id, course_id, pathway_id, holder_name, title, cpe_hours, issued_at, expires_at)
values
  ('CSAN-DEMA-FR26', '00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8900-000000000001', null, 'Adjoa Partner', 'Foundations of Incident Response', 6,
   now() - interval '12 days', now() - interval '12 days' + interval '36 months'),
  ('CSAN-PATH-WAY2', '00000000-0000-4000-8000-000000000005', null, '00000000-0000-4000-8900-000000000401', 'Adjoa Partner', 'Career transition: into incident response', 0,
   now() - interval '12 days', null);


-- tools. (issue 30): self-assessments -----------------------------------------
-- amina.mensah@ is the collaborator demo actor (tools flag, no factor; on no assessment yet).
update public.profiles set has_premium_tool_access = true
where user_id = '00000000-0000-4000-8000-000000000007';

-- One consultant account holds the anonymous benchmark contributors' assessments (the
-- benchmark counts organisations, not accounts); it has no password and no tools flag.
insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000101', 'authenticated', 'authenticated',
        'contributors@benchmark.csan.test', now() - interval '400 days', '{"provider":"email","providers":["email"]}'::jsonb,
        '{"full_name":"Benchmark contributors"}'::jsonb, now() - interval '400 days', now() - interval '400 days');

-- Seeded as they would stand after the workflow: no creation audit entries, no history rows.
alter table public.tools_assessments disable trigger tools_assessments_audit_insert;
alter table public.tools_answers disable trigger tools_answers_before_update;
alter table public.tools_answers disable trigger tools_answers_after_update;

-- partner@ (Gh-CERT): a finished baseline (shared with the benchmark) and this year's review.
-- Benchmark: 5 more government organisations in Ghana (6 with Gh-CERT: shown), 4 health
-- organisations in Ghana (under 5: never shown).
insert into public.tools_assessments
  (id, owner_id, organisation, name, sector, country, size, framework_id, status, share_benchmark, created_at, updated_at, submitted_at)
values
  ('00000000-0000-4000-8a00-000000000001', '00000000-0000-4000-8000-000000000005', 'Gh-CERT', 'CSF 2.0 baseline 2025',
   'government', 'GH', 'medium', 'nist-csf-2.0', 'submitted', true, now() - interval '210 days', now() - interval '200 days', now() - interval '200 days'),
  ('00000000-0000-4000-8a00-000000000002', '00000000-0000-4000-8000-000000000005', 'Gh-CERT', 'CSF 2.0 review 2026',
   'government', 'GH', 'medium', 'nist-csf-2.0', 'in_progress', false, now() - interval '20 days', now() - interval '2 days', null);

insert into public.tools_assessments
  (id, owner_id, organisation, name, sector, country, size, framework_id, status, share_benchmark, created_at, updated_at, submitted_at)
select ('00000000-0000-4000-8a00-0000000001' || lpad(c.n::text, 2, '0'))::uuid, '00000000-0000-4000-8000-000000000101',
  c.org, 'CSF 2.0 self-assessment', c.sector, 'GH', 'medium', 'nist-csf-2.0', 'submitted', true,
  now() - (100 + c.n * 10) * interval '1 day', now() - (90 + c.n * 10) * interval '1 day', now() - (90 + c.n * 10) * interval '1 day'
from (values
  (1, 'Contributor ministry A', 'government'), (2, 'Contributor agency B', 'government'),
  (3, 'Contributor assembly C', 'government'), (4, 'Contributor authority D', 'government'),
  (5, 'Contributor service E', 'government'),
  (6, 'Contributor hospital F', 'health'), (7, 'Contributor clinic G', 'health'),
  (8, 'Contributor hospital H', 'health'), (9, 'Contributor laboratory I', 'health')
) as c (n, org, sector);

-- Levels from the item's place in the framework (repeatable figures): the baseline 1–3 against a
-- target of 4, everything validated; contributors around it; the review answers Govern, Identify
-- and Protect (two levels up on the baseline where it can), the rest not started.
update public.tools_answers an
   set current_level = 1 + i.position % 3, target_level = 4, status = 'validated',
       updated_by = '00000000-0000-4000-8000-000000000005', updated_at = now() - interval '201 days',
       validated_by = '00000000-0000-4000-8000-000000000005', validated_at = now() - interval '200 days'
  from public.tools_framework_items i
 where an.assessment_id = '00000000-0000-4000-8a00-000000000001'
   and i.framework_id = an.framework_id and i.code = an.item_code;

update public.tools_answers an
   set current_level = (i.position + a.n) % 6, target_level = 4, status = 'answered',
       updated_by = a.owner_id, updated_at = a.submitted_at
  from public.tools_framework_items i,
       (select x.id, x.owner_id, x.submitted_at, right(x.id::text, 2)::int as n
          from public.tools_assessments x where x.owner_id = '00000000-0000-4000-8000-000000000101') a
 where an.assessment_id = a.id
   and i.framework_id = an.framework_id and i.code = an.item_code;

update public.tools_answers an
   set current_level = least(5, 3 + i.position % 3), target_level = 4,
       status = case when i.position % 4 = 0 then 'validated' else 'answered' end,
       note = case when an.item_code = 'GV.OC-01' then 'Mission statement approved by the board in March.' end,
       updated_by = '00000000-0000-4000-8000-000000000005', updated_at = now() - interval '3 days',
       validated_by = case when i.position % 4 = 0 then '00000000-0000-4000-8000-000000000005'::uuid end,
       validated_at = case when i.position % 4 = 0 then now() - interval '2 days' end
  from public.tools_framework_items i
 where an.assessment_id = '00000000-0000-4000-8a00-000000000002'
   and i.framework_id = an.framework_id and i.code = an.item_code
   and split_part(an.item_code, '.', 1) in ('GV', 'ID', 'PR');

alter table public.tools_assessments enable trigger tools_assessments_audit_insert;
alter table public.tools_answers enable trigger tools_answers_before_update;
alter table public.tools_answers enable trigger tools_answers_after_update;

insert into public.tools_actions (assessment_id, item_code, title, owner_id, due_date, status, created_at)
values
  ('00000000-0000-4000-8a00-000000000001', 'PR.AA-01', 'PR.AA-01: roll out multi-factor sign-in for all staff accounts',
   '00000000-0000-4000-8000-000000000005', current_date - 120, 'done', now() - interval '199 days'),
  ('00000000-0000-4000-8a00-000000000001', 'RC.RP-03', 'RC.RP-03: test a restore of the case database every quarter',
   '00000000-0000-4000-8000-000000000005', current_date + 30, 'in_progress', now() - interval '199 days');

-- Nobody signed up or changed anything here: the welcome and security mails the triggers queued
-- for the demo accounts above are not sent (docs/mail.md). Keep this the seed's last statement.
delete from public.mail_outbox;
