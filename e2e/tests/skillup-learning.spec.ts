import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { createMember, DEMO_PASSWORD, type Member } from '../support/backend';
import { recordConsoleProblems } from '../support/console-problems';
import { pdfText } from '../support/pdf';
import { apiUrl, areaUrl } from '../support/ports';
import { areaRoutes, pathsToVisit } from '../support/route-data';
import { SEEDED_PARTNER, sessionOf, signInAs, storeSession } from '../support/session';
import {
  completionsOf,
  correctOptionIds,
  grantInstructor,
  lessonHtml,
  questionBankOf,
  SKILLUP_SEED,
} from '../support/skillup';
import { catalog, LANGUAGES, translation } from '../support/translations';

// SkillUp (issue 29) on its host: a learner from enrolment to a certificate anyone can check
// (PDF, verification page, revocation, the Open Badges credential against the published key);
// a saved lesson read and completed with no network; an instructor writing and publishing a
// course a learner then finds (an admin editing it, back to draft); every skillup page in four
// languages on a phone, axe on each, and the authoring pages so as the seeded course's author.
test.describe.configure({ timeout: 180_000 });

const SKILLUP = 'remotes/skillup';
const origin = areaUrl('skillup');
const course = `${origin}/courses/${SKILLUP_SEED.courseSlug}`;

async function newLearner(fullName: string): Promise<Member> {
  return createMember({ fullName, flags: { is_lms_active: true } });
}

/** Enrols on the course page and waits for the progress bar. */
async function enrol(page: Page) {
  await page.goto(course);
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
}

test('a learner enrols, completes the lessons, passes the final exam; the certificate has its PDF, verifies, is revoked, and its Open Badges credential verifies with the published key', async ({
  page,
  browser,
}) => {
  // 'Ɛ' (Akan, Ewe) is outside the standard PDF fonts: the certificate embeds a Unicode font.
  const learner = await newLearner('Ɛfua Abena Learner');
  await signInAs(page, learner, origin);
  await enrol(page);

  // The lessons in order, from 'Start the course', each marked complete.
  await page.getByRole('link', { name: 'Start the course' }).click();
  for (let n = 0; n < SKILLUP_SEED.lessons.length; n++) {
    await expect(page).toHaveURL(new RegExp(`/lessons/${SKILLUP_SEED.lessons[n]}$`));
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await expect(page.getByText('Lesson completed.')).toBeVisible();
    const onward = page.getByRole('navigation', { name: 'Lessons' }).getByRole('link').last();
    await onward.click();
  }
  await expect(page).toHaveURL(new RegExp(`/exams/${SKILLUP_SEED.finalExam}$`));

  // The final exam: the server draws 10 questions; the journey answers from the bank it reads
  // with the service role (never the learner's view) and the database scores.
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page.getByTestId('exam-countdown')).toHaveText(/^(29|30):\d\d$/);
  const fieldsets = page.locator('fieldset');
  await expect(fieldsets).toHaveCount(10);
  const correct = await correctOptionIds();
  const inputs = page.locator('fieldset input');
  for (const input of await inputs.all()) {
    if (correct.has((await input.getAttribute('value')) ?? '')) await input.check();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('exam-result')).toHaveText('Passed with 100 %');
  const issued = await page
    .getByText(/certificate CSAN-[A-Z0-9]{4}-[A-Z0-9]{4} has been issued/)
    .textContent();
  const code = /CSAN-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(issued ?? '')?.[0] ?? '';
  expect(code).not.toBe('');

  // The certificate, issued by the database with no button pressed, and its PDF.
  await page.getByRole('link', { name: 'See your certificates' }).click();
  const card = page.locator('article', { hasText: code });
  await expect(card.getByText('Valid', { exact: true })).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`${code}.pdf`);
  const text = await pdfText(pdf);
  expect(text).toContain('Ɛfua Abena Learner');
  expect(text).toContain(SKILLUP_SEED.courseTitle);
  expect(text).toContain(code);
  expect(text).toContain(`${origin}/verify/${code}`);

  // The Open Badges 3.0 credential: a JWT verified offline with the society's published JWKS.
  const [badge] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Open Badges credential' }).click(),
  ]);
  const jwt = (await readFile(await badge.path(), 'utf8')).trim();
  const jwks = await (await fetch(`${apiUrl}/functions/v1/skillup-jwks`)).json();
  const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(jwks));
  expect(protectedHeader.alg).toBe('ES256');
  expect(JSON.stringify(payload)).toContain(code);
  expect(JSON.stringify(payload)).toContain('OpenBadgeCredential');

  // Anyone, signed out, checks it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${origin}/verify/${code}`);
  await expect(visitor.getByTestId('verify-status')).toHaveText('Valid');
  await expect(visitor.getByText('Ɛfua Abena Learner')).toBeVisible();

  // An admin (aal2) revokes it with a reason; the visitor's page then says 'Revoked'.
  const admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, admin, origin);
  await adminPage.goto(`${origin}/verify/${code}`);
  await adminPage.getByRole('button', { name: 'Revoke' }).click();
  const dialog = adminPage.getByRole('alertdialog');
  await dialog.getByLabel(/Reason/).fill('Issued in error (e2e)');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(adminPage.getByTestId('verify-status')).toHaveText('Revoked');
  await visitor.reload();
  await expect(visitor.getByTestId('verify-status')).toHaveText('Revoked');
  // An unknown code says so.
  await visitor.goto(`${origin}/verify/CSAN-ZZZZ-ZZZZ`);
  await expect(visitor.getByTestId('verify-status')).toHaveText(
    'No certificate has this code. Check it and try again.',
  );
});

test('offline: a saved lesson opens with no network, and a completion made offline reaches the server once after going back online', async ({
  page,
  context,
}) => {
  const learner = await newLearner('Kojo Offline');
  await signInAs(page, learner, origin);
  await enrol(page);

  // The size first, then the download.
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByTestId('offline-size')).toHaveText(/about \d+ kB/);
  await page.getByRole('button', { name: /^Download \d+ kB$/ }).click();
  await expect(page.getByText(/^Saved on this device on /)).toBeVisible();

  const lesson = SKILLUP_SEED.lessons[1];
  // A few words of the lesson's first paragraph, as the database holds it.
  const paragraph = /<p>([^<]+)/.exec(await lessonHtml(lesson))?.[1] ?? '';
  const firstWords = paragraph.trim().split(/\s+/).slice(0, 6).join(' ');
  expect(firstWords).not.toBe('');

  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();
  await page.locator(`a[href$="/lessons/${lesson}"]`).click();
  await expect(page.getByRole('main')).toContainText(firstWords);
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByText('1 completed lesson is waiting to be sent.')).toBeVisible();
  expect(await completionsOf(learner.id, lesson)).toBe(0);
  // My learning lists what this device holds while the enrolments cannot be read.
  await page.getByRole('link', { name: 'My learning' }).first().click();
  await expect(
    page.getByRole('list', { name: 'Courses saved on this device' }).getByRole('link'),
  ).toHaveText(SKILLUP_SEED.courseTitle);

  await context.setOffline(false);
  await expect.poll(() => completionsOf(learner.id, lesson)).toBe(1);
  await expect(page.getByText('1 completed lesson is waiting to be sent.')).toBeHidden();
  await page.goto(`${course}/lessons/${lesson}`);
  await expect(page.getByText('Lesson completed.')).toBeVisible();
  expect(await completionsOf(learner.id, lesson)).toBe(1);
});

test.describe('with the portal worker', () => {
  // The portal's service worker (issue 31, docs/offline.md) answers a reload with no network;
  // every other journey blocks it (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('offline: a saved lesson opens by a reload with no network, with the offline notice', async ({
    page,
    context,
  }) => {
    // With a second factor (aal2): the worker keeps only such sessions' reads, the area's
    // access check among them.
    const learner = await createMember({
      fullName: 'Ama Reload',
      flags: { is_lms_active: true },
      totp: true,
    });
    await signInAs(page, learner, origin);
    await enrol(page);
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await page.getByRole('button', { name: /^Download \d+ kB$/ }).click();
    await expect(page.getByText(/^Saved on this device on /)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
        timeout: 30_000,
      })
      .toBe(`${origin}/sw.js`);

    const lesson = SKILLUP_SEED.lessons[1];
    const paragraph = /<p>([^<]+)/.exec(await lessonHtml(lesson))?.[1] ?? '';
    const firstWords = paragraph.trim().split(/\s+/).slice(0, 6).join(' ');
    expect(firstWords).not.toBe('');
    // Opened once with the worker in control, then reloaded with no network.
    await page.goto(`${course}/lessons/${lesson}`);
    await expect(page.getByRole('main')).toContainText(firstWords);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('main')).toContainText(firstWords);
    // The shell's notice (one per page: SkillUp's own says only what waits to be sent).
    await expect(page.getByText(/^You are offline —/)).toBeVisible();
    await context.setOffline(false);
  });
});

/** The page fits a 390 px phone (no sideways scroll) and axe finds nothing serious or critical. */
async function expectPhoneAndAxeClean(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(1);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('an instructor writes a course (module, lesson, one-question quiz, a prerequisite) and publishes it; a learner finds it and is told the missing prerequisite; an admin edits it; back to draft, it leaves the catalogue', async ({
  page,
  browser,
}) => {
  const instructor = await createMember({
    fullName: 'Efua Instructor',
    flags: { is_lms_active: true },
  });
  await grantInstructor(instructor.id);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, instructor, origin);
  const slug = `e2e-${Date.now().toString(36)}`;
  const title = `Course ${slug}`;

  // Another instructor's published course is readable, not editable (RLS): no form.
  await page.goto(`${origin}/teach/courses/${SKILLUP_SEED.courseId}`);
  await expect(page.getByTestId('teach-not-yours')).toHaveText(
    'This course does not exist or you do not edit it.',
  );

  await page.goto(`${origin}/teach`);
  await page.getByRole('button', { name: 'New course' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Course title/).fill(title);
  await dialog.getByLabel(/Web address/).fill(slug);
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/teach\/courses\/[0-9a-f-]{36}$/);
  const editor = page.url();
  await expect(page.getByTestId('course-status')).toHaveText('Draft');
  await page.getByLabel(/Summary/).fill('Written by the e2e journey.');
  await page.getByLabel(/CPE hours/).fill('2');
  await page.getByRole('button', { name: 'Save course' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // A module, then a lesson in it (its editor opens), then back to the course.
  await page.getByLabel('New module title').fill('First steps');
  await page.getByRole('button', { name: 'Add module' }).click();
  await expect(page.getByRole('heading', { name: '1. First steps' })).toBeVisible();
  await page.getByLabel('Lesson title').fill('Hello lesson');
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit lesson');
  await page.getByLabel(/Lesson text/).fill('<p>Welcome to the e2e lesson.</p>');
  await page.getByRole('button', { name: 'Save lesson' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectPhoneAndAxeClean(page, 'lesson editor');
  await page.getByRole('link', { name: 'Back to the course' }).click();

  // The module's quiz: one single-choice question, the second option correct.
  await page.getByRole('button', { name: 'Add a quiz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit exam');
  const question = page.getByRole('form', { name: 'New question' });
  await question.getByLabel(/^Question/).fill('Which port does HTTPS use by default?');
  await question.getByLabel('Option 1', { exact: true }).fill('80');
  await question.getByLabel('Option 2', { exact: true }).fill('443');
  await question.getByLabel('Option 2 is correct').check();
  await question.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByTestId('bank-size')).toHaveText(
    '1 question in the bank; 1 drawn per attempt.',
  );
  await expectPhoneAndAxeClean(page, 'exam editor');
  expect(await questionBankOf(slug)).toEqual([
    {
      prompt: 'Which port does HTTPS use by default?',
      kind: 'single',
      options: expect.arrayContaining([
        { label: '80', is_correct: false },
        { label: '443', is_correct: true },
      ]),
    },
  ]);

  await page.getByRole('link', { name: 'Back to the course' }).click();
  // The seeded course is a prerequisite (the checkbox follows the database's answer).
  const prerequisite = page.getByRole('checkbox', { name: SKILLUP_SEED.courseTitle });
  await prerequisite.click();
  await expect(prerequisite).toBeChecked();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('course-status')).toHaveText('Published');
  await expectPhoneAndAxeClean(page, 'course editor');
  await page.goto(`${origin}/teach`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectPhoneAndAxeClean(page, 'teach');

  // A learner finds it in the catalogue, with its module and lesson.
  const learner = await newLearner('Yaw Reader');
  const learnerPage = await (await browser.newContext()).newPage();
  await signInAs(learnerPage, learner, origin);
  await learnerPage.goto(`${origin}/?q=${slug}`);
  await learnerPage.getByRole('link', { name: title }).click();
  await expect(learnerPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(learnerPage.getByRole('main')).toContainText('First steps');
  await expect(learnerPage.getByRole('main')).toContainText('Hello lesson');
  // Who has not completed the prerequisite is refused by skillup_enrol, and told why.
  await learnerPage.getByRole('button', { name: 'Enrol' }).click();
  await expect(learnerPage.getByRole('main')).toContainText(
    `Complete these courses first: ${SKILLUP_SEED.courseTitle}`,
  );

  // An admin edits the instructor's course in the app (RLS: admins edit every course).
  const admin = await createMember({
    admin: true,
    tier: null,
    mfaDeadline: null,
    totp: true,
    flags: { is_lms_active: true },
  });
  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, admin, origin);
  await adminPage.goto(editor);
  await adminPage.getByLabel(/Summary/).fill('Reviewed by an admin.');
  await adminPage.getByRole('button', { name: 'Save course' }).click();
  await expect(adminPage.getByText('Saved.')).toBeVisible();
  await learnerPage.reload();
  await expect(learnerPage.getByRole('main')).toContainText('Reviewed by an admin.');

  // 'Back to draft': out of the catalogue.
  await page.goto(editor);
  await page.getByRole('button', { name: 'Back to draft' }).click();
  await expect(page.getByTestId('course-status')).toHaveText('Draft');
  await learnerPage.goto(`${origin}/?q=${slug}`);
  await expect(learnerPage.getByRole('main')).toContainText('No published course matches');
  await expect(learnerPage.getByRole('link', { name: title })).toHaveCount(0);
});

test('every skillup page in four languages on a phone, axe without serious or critical findings, no console warning or error', async ({
  page,
}) => {
  // Eleven pages in four languages, axe on each: 6.6 min measured on the shared 2-core box; 12 allowed.
  test.setTimeout(720_000);
  await storeSession(page, await sessionOf(SEEDED_PARTNER));
  await page.setViewportSize({ width: 390, height: 844 });
  const paths = pathsToVisit(areaRoutes('skillup'));
  const found: string[] = [];
  // As every-route.spec.ts does for the main host: nothing warned or thrown on any page.
  const problems = recordConsoleProblems(page);
  for (const language of LANGUAGES) {
    for (const path of paths) {
      await test.step(`${language.code} ${path}`, async () => {
        await page.goto(`${origin}${path}?lng=${language.code}`);
        await expect(
          page.getByRole('main').getByRole('heading', { level: 1 }).first(),
        ).toBeVisible();
        await page.waitForLoadState('networkidle');
        if (path === '/') {
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
            translation(SKILLUP, language.code, 'landing.title'),
          );
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} in ${language.code} scrolls sideways`).toBeLessThanOrEqual(1);
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations) {
          if (v.impact === 'serious' || v.impact === 'critical') {
            found.push(
              `${language.code} ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
          }
        }
      });
    }
  }
  expect(found).toEqual([]);
  expect(problems).toEqual([]);
});

test('the authoring pages of the seeded course, as its instructor, in four languages on a phone: axe clean, nothing left in English', async ({
  page,
}) => {
  // Four pages in four languages (the sweep above opens /teach as the partner, not an editor).
  test.setTimeout(360_000);
  await signInAs(page, { email: SKILLUP_SEED.instructorEmail, password: DEMO_PASSWORD }, origin);
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = recordConsoleProblems(page);
  const course = `/teach/courses/${SKILLUP_SEED.courseId}`;
  const main = page.getByRole('main');
  // Each page with its heading's key and what shows its data arrived (the editors non-empty).
  const pages = [
    {
      path: '/teach',
      heading: 'teach.title',
      ready: () => expect(main.getByRole('link', { name: SKILLUP_SEED.courseTitle })).toBeVisible(),
    },
    {
      path: course,
      heading: 'teach.editCourse',
      ready: () =>
        expect(main.getByRole('heading', { name: `2. ${SKILLUP_SEED.modules[1]}` })).toBeVisible(),
    },
    {
      path: `${course}/lessons/${SKILLUP_SEED.lessons[0]}`,
      heading: 'teach.editLesson',
      ready: () =>
        expect(main.locator('textarea').first()).toHaveValue(/Events, alerts and incidents/),
    },
    {
      path: `${course}/exams/${SKILLUP_SEED.quiz}`,
      heading: 'teach.editExam',
      // Its settings, the bank's four questions and the blank one.
      ready: () => expect(main.getByRole('form')).toHaveCount(6),
    },
  ];
  const english = catalog(SKILLUP, 'en');
  const found: string[] = [];
  for (const language of LANGUAGES) {
    // A line of the page that is an English text of the catalogue whose translation differs.
    const translated = catalog(SKILLUP, language.code);
    const leftInEnglish = new Set(
      [...english]
        .filter(([key, text]) => translated.get(key) !== text && !text.includes('{{'))
        .map(([, text]) => text),
    );
    for (const { path, heading, ready } of pages) {
      await test.step(`${language.code} ${path}`, async () => {
        await page.goto(`${origin}${path}?lng=${language.code}`);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(
          translation(SKILLUP, language.code, heading),
        );
        await ready();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} in ${language.code} scrolls sideways`).toBeLessThanOrEqual(1);
        if (language.code !== 'en') {
          // biome-ignore lint/performance/useDomNodeTextContent: innerText keeps one line per block
          const lines = (await main.innerText()).split('\n').map((line) => line.trim());
          for (const line of lines.filter((l) => leftInEnglish.has(l))) {
            found.push(`${language.code} ${path} in English: ${line}`);
          }
        }
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations) {
          if (v.impact === 'serious' || v.impact === 'critical') {
            found.push(
              `${language.code} ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
          }
        }
      });
    }
  }
  expect(found).toEqual([]);
  expect(problems).toEqual([]);
});
