import type { RouteData } from '@csan/shared-auth/routes';

// The seeded course, its first lesson and its final exam (docs/areas/skillup-data.md, "Seed"):
// the every-route and accessibility journeys open these pages with the seeded partner.
const SEEDED_COURSE = '/courses/foundations-of-incident-response';
const SEEDED_LESSON = `${SEEDED_COURSE}/lessons/00000000-0000-4000-8900-000000000201`;
const SEEDED_FINAL_EXAM = '/exams/00000000-0000-4000-8900-000000000302';

/**
 * This area remote owns every route of its host (skillup.): the shell mounts these there, enforces
 * the host's profile flag (is_lms_active) on each page that is not `public`, and renders the
 * chrome. The shell reads them at run time from this remote's routes.json (written by its build
 * from this list): a new page, guard or nav link of the area ships with this remote alone.
 * The data's rules are the database's (RLS and the skillup_* functions); the guards mirror them.
 */
export const ROUTES = [
  {
    path: '/',
    expose: 'LandingPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    nav: {
      key: 'home',
      header: 10,
      label: { en: 'Courses', fr: 'Cours', pt: 'Cursos', sw: 'Kozi' },
    },
  },
  // My learning (index), one course (`/courses/<slug>`) and its lessons (`…/lessons/<id>`).
  {
    path: '/courses',
    expose: 'CoursesPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    subRoutes: true,
    visits: [SEEDED_COURSE, SEEDED_LESSON],
    nav: {
      key: 'my-learning',
      header: 12,
      label: {
        en: 'My learning',
        fr: 'Mon apprentissage',
        pt: 'A minha aprendizagem',
        sw: 'Masomo yangu',
      },
    },
  },
  // `/exams/<id>`: module quizzes and final exams, timed by the database.
  {
    path: '/exams',
    expose: 'ExamsPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    subRoutes: true,
    visits: [SEEDED_FINAL_EXAM],
  },
  {
    path: '/pathways',
    expose: 'PathwaysPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    nav: {
      key: 'pathways',
      header: 14,
      label: { en: 'Pathways', fr: 'Parcours', pt: 'Percursos', sw: 'Njia za mafunzo' },
    },
  },
  {
    path: '/certificates',
    expose: 'CertificatesPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    nav: {
      key: 'certificates',
      header: 16,
      label: { en: 'Certificates', fr: 'Certificats', pt: 'Certificados', sw: 'Vyeti' },
    },
  },
  {
    path: '/cpe',
    expose: 'CpePage',
    guard: { kind: 'area' },
    readsDatabase: true,
    nav: {
      key: 'cpe',
      header: 18,
      label: { en: 'CPE ledger', fr: 'Registre CPE', pt: 'Registo CPE', sw: 'Daftari la CPE' },
    },
  },
  // Anyone (an employer, signed out) checks a certificate by its code: `/verify/<code>`.
  {
    path: '/verify',
    expose: 'VerifyPage',
    guard: { kind: 'public' },
    readsDatabase: true,
    subRoutes: true,
    visits: ['/verify/CSAN-DEMA-FR26'],
  },
  // Instructors and admins write courses: `/teach`, `/teach/courses/<id>` and its lessons and
  // exams. The area's gate, then the page shows its editing controls only to editors (the
  // courses' RLS decides); no header link, as most members never teach. The sweeps open `/teach`
  // as the seeded partner (not an editor); the instructor's journey and the authoring sweep
  // (skillup-learning.spec.ts, the seeded course as its author, four languages) check the
  // editing pages.
  {
    path: '/teach',
    expose: 'TeachPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    subRoutes: true,
  },
  // What the area offers, readable by anyone who reaches the host (visitors included).
  {
    path: '/about',
    expose: 'AboutPage',
    guard: { kind: 'public' },
    readsDatabase: false,
    nav: {
      key: 'about',
      header: 20,
      label: {
        en: 'About SkillUp',
        fr: 'À propos de SkillUp',
        pt: 'Sobre o SkillUp',
        sw: 'Kuhusu SkillUp',
      },
    },
  },
] as const satisfies readonly RouteData[];
