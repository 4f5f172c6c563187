import '../../i18n';
import { NotFoundPage } from '@csan/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { CourseEditor } from './CourseEditor';
import { ExamEditor } from './ExamEditor';
import { LessonEditor } from './LessonEditor';
import { TeachHome } from './TeachHome';

/**
 * `/teach/*`: instructors and admins write courses — the list (index), one course, a lesson, an
 * exam's question bank. The database decides every write (RLS: an instructor edits only the
 * courses they wrote, an admin any); these pages mirror it.
 */
export default function TeachPage() {
  return (
    <Routes>
      <Route index element={<TeachHome />} />
      <Route path="courses/:courseId" element={<CourseEditor />} />
      <Route path="courses/:courseId/lessons/:lessonId" element={<LessonEditor />} />
      <Route path="courses/:courseId/exams/:examId" element={<ExamEditor />} />
      <Route path="*" element={<NotFoundPage homePath="/" />} />
    </Routes>
  );
}
