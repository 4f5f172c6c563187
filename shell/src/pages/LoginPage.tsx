import { Container, PageHeader, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';

/** /login placeholder: the auth issue adds the Login, Signup and Waitlist tabs. */
export function LoginPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Container maxW="xl" py="12">
      <PageHeader title={t('login.title')} description={t('login.internalOnly')} />
      <Text color="fg.muted">{t('login.comingSoon')}</Text>
    </Container>
  );
}
