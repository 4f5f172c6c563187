import { useAccess } from '@csan/shared-auth';
import {
  Alert,
  Badge,
  Box,
  Container,
  formatDate,
  HStack,
  PageHeader,
  QueryStates,
  Stack,
  Text,
} from '@csan/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { skillupKeys } from '../../api/keys';
import { NS } from '../../i18n/namespace';
import { STATUS_PALETTE } from '../../lib/certificate-status';
import { normaliseCode, verifyCertificate } from './api/verify-api';
import { RevokeDialog } from './components/RevokeDialog';
import { VerifyForm } from './components/VerifyForm';

/**
 * `/verify/<code>`, public: what the database states about a certificate — holder, course,
 * issue date and 'Valid', 'Expired' or 'Revoked' — or that no certificate has the code.
 */
export function VerifyResult() {
  const { t, i18n } = useTranslation(NS);
  const { code: raw = '' } = useParams();
  const code = normaliseCode(raw);
  const { isAdmin } = useAccess();
  const query = useQuery({
    queryKey: skillupKeys.verify(code),
    queryFn: () => verifyCertificate(code),
  });
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('verify.title')} description={t('verify.codeIs', { code })} />
      <Stack gap="6">
        <QueryStates query={query} isEmpty={() => false}>
          {(answer) =>
            answer.status === 'unknown' ? (
              <Alert.Root status="warning" role="status">
                <Alert.Indicator />
                <Alert.Description data-testid="verify-status">
                  {t('verify.unknown')}
                </Alert.Description>
              </Alert.Root>
            ) : (
              <Box borderWidth="1px" borderRadius="md" p="5">
                <Stack gap="2">
                  <HStack gap="3" wrap="wrap">
                    <Text fontWeight="semibold">{t('verify.status')}</Text>
                    <Badge
                      colorPalette={STATUS_PALETTE[answer.status]}
                      size="lg"
                      data-testid="verify-status"
                    >
                      {t(`status.${answer.status}`)}
                    </Badge>
                  </HStack>
                  <Text>
                    {t('verify.holder')}: <strong>{answer.holder_name}</strong>
                  </Text>
                  <Text>
                    {t('verify.course')}: <strong>{answer.title}</strong>
                  </Text>
                  <Text>
                    {t('verify.issued')}: {formatDate(answer.issued_at, i18n.language)}
                  </Text>
                  {answer.expires_at ? (
                    <Text>
                      {t('verify.expires')}: {formatDate(answer.expires_at, i18n.language)}
                    </Text>
                  ) : null}
                  {isAdmin && answer.status !== 'revoked' ? <RevokeDialog code={code} /> : null}
                </Stack>
              </Box>
            )
          }
        </QueryStates>
        <VerifyForm />
      </Stack>
    </Container>
  );
}
