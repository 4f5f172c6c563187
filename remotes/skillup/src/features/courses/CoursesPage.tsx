import '../../i18n';
import { NotFoundPage } from '@csan/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { CourseDetail } from './CourseDetail';
import { LessonView } from './LessonView';
import { MyLearning } from './MyLearning';

/**
 * `/courses/*`: the learner's courses (index), one course (`<slug>`) and its lessons
 * (`<slug>/lessons/<id>`). Unknown paths show the portal's 404 page.
 */
export default function CoursesPage() {
  return (
    <Routes>
      <Route index element={<MyLearning />} />
      <Route path=":slug" element={<CourseDetail />} />
      <Route path=":slug/lessons/:lessonId" element={<LessonView />} />
      <Route path="*" element={<NotFoundPage homePath="/" />} />
    </Routes>
  );
}
