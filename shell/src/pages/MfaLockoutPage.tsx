import { Container, PageHeader, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';

/** /mfa-lockout placeholder: the auth issue adds the next steps and the access-request form. */
export function MfaLockoutPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Container maxW="2xl" py="12">
      <PageHeader title={t('mfaLockout.title')} description={t('mfaLockout.subtitle')} />
      <Text>{t('mfaLockout.explanation')}</Text>
    </Container>
  );
}
