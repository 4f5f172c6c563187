import { describe, expect, it } from 'vitest';
import { courseSchema, slugify } from './course-schema';
import { questionProblem } from './question-rules';

const yes = { label: 'Yes', is_correct: true };
const no = { label: 'No', is_correct: false };

describe('a bank question, as skillup_save_question accepts it', () => {
  it('needs a prompt, labelled options, and the right number of correct ones per kind', () => {
    expect(questionProblem('single', 'Q?', [yes, no])).toBeNull();
    expect(questionProblem('single', '  ', [yes, no])).toBe('prompt');
    expect(questionProblem('single', 'Q?', [yes, { label: ' ', is_correct: false }])).toBe(
      'labels',
    );
    expect(questionProblem('single', 'Q?', [yes])).toBe('count');
    expect(questionProblem('true_false', 'Q?', [yes, no, no])).toBe('count');
    expect(questionProblem('single', 'Q?', [yes, yes])).toBe('oneCorrect');
    expect(questionProblem('true_false', 'Q?', [no, no])).toBe('oneCorrect');
    expect(questionProblem('multiple', 'Q?', [no, no])).toBe('someCorrect');
    expect(questionProblem('multiple', 'Q?', [yes, yes, no])).toBeNull();
  });
});

describe('the course form', () => {
  it('makes a slug the database accepts from any title', () => {
    expect(slugify('Réponse aux incidents: niveau 2!')).toBe('reponse-aux-incidents-niveau-2');
    expect(slugify('--')).toBe('');
  });

  it('turns the typed strings into the row, refusing what the database would', () => {
    const base = {
      title: 'T',
      slug: 'ok-slug',
      summary: '',
      level: 'beginner',
      language: 'fr',
      estimated_hours: '1.5',
      cpe_hours: '2',
      cover_url: '',
      certificate_valid_months: '',
    } as const;
    expect(courseSchema.parse(base)).toMatchObject({
      estimated_hours: 1.5,
      cpe_hours: 2,
      cover_url: null,
      certificate_valid_months: null,
    });
    for (const bad of [
      { slug: 'Not OK' },
      { estimated_hours: '-1' },
      { cover_url: 'javascript:alert(1)' },
      { certificate_valid_months: '0' },
      { title: '' },
    ]) {
      expect(courseSchema.safeParse({ ...base, ...bad }).success).toBe(false);
    }
  });
});
