import '../i18n';
import { loadSupabase, reportError, useAccess } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import {
  Alert,
  Box,
  Card,
  Container,
  Heading,
  Link,
  List,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@csan/shared-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AUTH_NS } from '../i18n/namespace';
import { LeaveWhenLifted } from './LeaveWhenLifted';
import { SupportRequestForm } from './SupportRequestForm';

const STEPS = ['submit', 'verify', 'instructions', 'restored'] as const;

/**
 * /mfa-lockout: why access is restricted, the next steps, and the access-request form. The
 * route carries no user id: the form gets it from the session. A signed-out visitor sees the same
 * form (request type preset to locked_out), a note offering the sign-in page, and on submitting
 * the spec's 'User not found. Please log in.'
 */
export default function MfaLockoutPage() {
  const { t } = useTranslation(AUTH_NS);
  const { status, user } = useAccess();

  useEffect(() => {
    loadSupabase().catch((error: unknown) =>
      reportError(error, { remote: 'shell', action: 'supabase-js failed to load' }),
    );
  }, []);

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <LeaveWhenLifted />
      <PageHeader title={t('lockout.title')} description={t('lockout.subtitle')} />
      <Alert.Root status="warning" mb="6">
        <Alert.Indicator />
        <Alert.Description>{t('lockout.explanation')}</Alert.Description>
      </Alert.Root>
      <Box as="section" aria-labelledby="lockout-next-steps" mb="8">
        <Heading as="h2" size="lg" mb="3" id="lockout-next-steps">
          {t('lockout.nextStepsTitle')}
        </Heading>
        <List.Root as="ol" gap="2" ps="5">
          {STEPS.map((step) => (
            <List.Item key={step}>{t(`lockout.steps.${step}`)}</List.Item>
          ))}
        </List.Root>
      </Box>
      <Card.Root as="section" aria-labelledby="lockout-request">
        <Card.Header>
          <Heading as="h2" size="lg" id="lockout-request">
            {t('lockout.formTitle')}
          </Heading>
          <Text color="fg.muted">{t('lockout.contactNote')}</Text>
        </Card.Header>
        <Card.Body>
          {status === 'loading' ? (
            <LoadingState label={t('lockout.checking')} />
          ) : (
            <Stack gap="5">
              {status === 'signed-out' ? (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description>{t('lockout.signedOut')}</Alert.Description>
                    <Link asChild fontWeight="medium" mt="1">
                      <RouterLink to={paths.login({ next: paths.mfaLockout() })}>
                        {t('lockout.signIn')}
                      </RouterLink>
                    </Link>
                  </Alert.Content>
                </Alert.Root>
              ) : null}
              <SupportRequestForm userId={status === 'signed-in' ? (user?.id ?? null) : null} />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
