import '../../i18n';
import { Container, NotFoundPage, PageHeader } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import { VerifyForm } from './components/VerifyForm';
import { VerifyResult } from './VerifyResult';

function VerifyIndex() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('verify.title')} description={t('verify.intro')} />
      <VerifyForm />
    </Container>
  );
}

/** `/verify/*`, public (no sign-in): a form for a code, and `/verify/<code>` its answer. */
export default function VerifyPage() {
  return (
    <Routes>
      <Route index element={<VerifyIndex />} />
      <Route path=":code" element={<VerifyResult />} />
      <Route path="*" element={<NotFoundPage homePath="/" />} />
    </Routes>
  );
}
