/**
 * The shape of a bank question, as `skillup_save_question` enforces it (the database decides;
 * this mirrors it so the form says what is wrong before sending).
 */
export const QUESTION_KINDS = ['single', 'multiple', 'true_false'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export type DraftOption = { id?: string; label: string; is_correct: boolean };

export type QuestionProblem = 'prompt' | 'labels' | 'count' | 'oneCorrect' | 'someCorrect';

/** What is wrong with a question before saving, or null when the database will accept it. */
export function questionProblem(
  kind: QuestionKind,
  prompt: string,
  options: readonly DraftOption[],
): QuestionProblem | null {
  const text = prompt.trim();
  if (text.length < 1 || text.length > 2000) return 'prompt';
  if (options.some((o) => o.label.trim().length < 1 || o.label.trim().length > 500)) {
    return 'labels';
  }
  if (
    options.length < 2 ||
    options.length > 20 ||
    (kind === 'true_false' && options.length !== 2)
  ) {
    return 'count';
  }
  const correct = options.filter((o) => o.is_correct).length;
  if (kind !== 'multiple' && correct !== 1) return 'oneCorrect';
  if (correct < 1) return 'someCorrect';
  return null;
}

/** The options a new question of this kind starts with (true/false: the two, labelled). */
export function startingOptions(kind: QuestionKind, labels: { true: string; false: string }) {
  if (kind === 'true_false') {
    return [
      { label: labels.true, is_correct: true },
      { label: labels.false, is_correct: false },
    ];
  }
  return [
    { label: '', is_correct: true },
    { label: '', is_correct: false },
  ];
}
