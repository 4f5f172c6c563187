/**
 * The skillup rows and RPC answers the app reads, as docs/areas/skillup-data.md (the contract
 * with the database) describes them.
 */
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];
export const CONTENT_LANGUAGES = ['en', 'fr', 'pt', 'sw'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export type Course = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  level: Level;
  language: ContentLanguage;
  estimated_hours: number;
  cpe_hours: number;
  cover_url: string | null;
  status: 'draft' | 'published';
};

export type Lesson = {
  id: string;
  module_id: string;
  position: number;
  title: string;
  estimated_minutes: number;
};

export type CourseModule = { id: string; position: number; title: string; lessons: Lesson[] };

export type Exam = {
  id: string;
  module_id: string | null;
  title: string;
  draw_count: number;
  time_limit_minutes: number;
  pass_mark_percent: number;
  max_attempts: number;
};

/** A course with its outline: modules (with lessons) and exams, in order. */
export type CourseOutline = Course & { modules: CourseModule[]; exams: Exam[] };

export type LessonContent = {
  lesson_id: string;
  body_html: string;
  video_url: string | null;
  attachment_url: string | null;
  size_bytes: number;
};

export type CourseProgress = {
  enrolled: boolean;
  completed_lessons: number;
  total_lessons: number;
  progress_percent: number;
  final_exam_id: string | null;
  final_exam_passed: boolean;
  completed_at: string | null;
  certificate_code: string | null;
  next_lesson_id: string | null;
};

export type CompletionAnswer = {
  course_id: string;
  completed_lessons: number;
  total_lessons: number;
  progress_percent: number;
  course_completed: boolean;
};

export type QuestionKind = 'single' | 'multiple' | 'true_false';
export type AttemptQuestion = {
  id: string;
  kind: QuestionKind;
  prompt: string;
  options: { id: string; label: string }[];
  selected_option_ids?: string[] | null;
};

export type Attempt = {
  attempt_id: string;
  deadline_at: string;
  started_at?: string;
  submitted_at?: string | null;
  questions: AttemptQuestion[];
};

export type ExamStatus = {
  attempts_used: number;
  max_attempts: number;
  best_score: number | null;
  passed: boolean;
  next_attempt_at: string | null;
  open_attempt_id: string | null;
  draw_count: number;
  time_limit_minutes: number;
  pass_mark_percent: number;
};

export type SubmitResult = {
  score_percent: number;
  passed: boolean;
  correct: number;
  total: number;
  course_completed: boolean;
  certificate_code: string | null;
};

export type ReviewItem = {
  question_id: string;
  prompt: string;
  selected_option_ids: string[];
  correct_option_ids: string[];
  is_correct: boolean;
};

export type Certificate = {
  id: string;
  code: string;
  course_id: string | null;
  pathway_id: string | null;
  holder_name: string;
  title: string;
  cpe_hours: number;
  issued_at: string;
  expires_at: string | null;
  revoked_at: string | null;
};

export type CertificateStatus = 'valid' | 'expired' | 'revoked';

export type Verification =
  | { status: 'unknown' }
  | {
      status: CertificateStatus;
      holder_name: string;
      title: string;
      issued_at: string;
      expires_at: string | null;
    };

export type LedgerRow = {
  certificate_code: string;
  title: string;
  completed_on: string;
  cpe_hours: number;
  course_id: string;
  status: CertificateStatus;
};

export type Pathway = { id: string; slug: string; title: string; summary: string };
export type PathwayProgress = {
  courses: {
    course_id: string;
    title: string;
    slug: string;
    completed: boolean;
    is_capstone: boolean;
  }[];
  completed: number;
  total: number;
  progress_percent: number;
  certificate_code: string | null;
};
