/**
 * Query keys of this remote: every key starts with 'skillup', so no other remote's entry in the
 * shell's one QueryClient collides with these.
 */
export type CatalogueSearch = Readonly<{ q: string; level: string; language: string }>;

export const skillupKeys = {
  all: ['skillup'] as const,
  catalogue: (search: CatalogueSearch) => [...skillupKeys.all, 'catalogue', search] as const,
  outline: (slug: string) => [...skillupKeys.all, 'outline', slug] as const,
  lesson: (lessonId: string) => [...skillupKeys.all, 'lesson', lessonId] as const,
  progress: (courseId: string) => [...skillupKeys.all, 'progress', courseId] as const,
  enrolments: () => [...skillupKeys.all, 'enrolments'] as const,
  exam: (examId: string) => [...skillupKeys.all, 'exam', examId] as const,
  certificates: () => [...skillupKeys.all, 'certificates'] as const,
  ledger: () => [...skillupKeys.all, 'ledger'] as const,
  pathways: () => [...skillupKeys.all, 'pathways'] as const,
  verify: (code: string) => [...skillupKeys.all, 'verify', code] as const,
  // The authoring pages (`/teach`): the editor's role, courses, one course, lesson, exam.
  teachRole: (userId: string) => [...skillupKeys.all, 'teach', 'role', userId] as const,
  teachCourses: () => [...skillupKeys.all, 'teach', 'courses'] as const,
  teachCourse: (courseId: string) => [...skillupKeys.all, 'teach', 'course', courseId] as const,
  teachEditor: (courseId: string) => [...skillupKeys.all, 'teach', 'editor', courseId] as const,
  teachLesson: (lessonId: string) => [...skillupKeys.all, 'teach', 'lesson', lessonId] as const,
  teachExam: (examId: string) => [...skillupKeys.all, 'teach', 'exam', examId] as const,
};
