import '../../i18n';
import { Container, Link, NotFoundPage, PageHeader } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Route, Link as RouterLink, Routes } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import { ExamView } from './ExamView';

/** `/exams`: exams are taken from their course; this says so and leads there. */
function ExamsIndex() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('exams.title')} description={t('exams.intro')} />
      <Link asChild color="brand.800">
        <RouterLink to="/courses">{t('exams.toCourses')}</RouterLink>
      </Link>
    </Container>
  );
}

/** `/exams/*`: one exam at `/exams/<id>`; unknown paths show the portal's 404 page. */
export default function ExamsPage() {
  return (
    <Routes>
      <Route index element={<ExamsIndex />} />
      <Route path=":id" element={<ExamView />} />
      <Route path="*" element={<NotFoundPage homePath="/" />} />
    </Routes>
  );
}
