import { Button, Card, HStack, QueryStates, Stack, Text, toaster } from '@csan/shared-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import {
  type MemberDataFormat,
  useMemberDataDownloadMutation,
} from '../api/member-data-download-mutation';
import { useMfaStatusDetailQuery } from '../api/mfa-status-detail-query';
import { DeleteAccountDialog } from './DeleteAccountDialog';

type Props = { userId: string; email: string };

/**
 * 'Your data': a copy of everything the portal holds about the member (JSON or CSV), and the
 * account's deletion. Both need two-factor authentication on (the download is everything about
 * the person in one file; the deletion asks for a new code): without it, the card says so.
 */
export function MemberDataCard({ userId, email }: Props) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const mfa = useMfaStatusDetailQuery(userId);
  const download = useMemberDataDownloadMutation();
  const [deleting, setDeleting] = useState(false);

  async function save(format: MemberDataFormat) {
    try {
      await download.mutateAsync(format);
    } catch {
      toaster.error({ title: t('account.data.downloadFailure') });
    }
  }

  const busy = (format: MemberDataFormat) => download.isPending && download.variables === format;

  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {t('account.data.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <QueryStates
          query={mfa}
          errorTitle={t('account.security.loadFailure')}
          errorMessage={(error) => error.message}
        >
          {({ verifiedFactorId }) => (
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted">
                {t('account.data.intro')}
              </Text>
              {verifiedFactorId ? null : (
                <Text fontSize="sm" data-testid="member-data-needs-mfa">
                  {t('account.data.needsMfa')}
                </Text>
              )}
              <HStack gap="3" flexWrap="wrap">
                <Button
                  variant="outline"
                  colorPalette="brand"
                  disabled={!verifiedFactorId || download.isPending}
                  loading={busy('json')}
                  loadingText={t('account.data.preparing')}
                  onClick={() => void save('json')}
                >
                  {t('account.data.downloadJson')}
                </Button>
                <Button
                  variant="outline"
                  colorPalette="brand"
                  disabled={!verifiedFactorId || download.isPending}
                  loading={busy('csv')}
                  loadingText={t('account.data.preparing')}
                  onClick={() => void save('csv')}
                >
                  {t('account.data.downloadCsv')}
                </Button>
              </HStack>
              <Button
                variant="outline"
                colorPalette="red"
                disabled={!verifiedFactorId}
                onClick={() => setDeleting(true)}
              >
                {t('account.data.delete.open')}
              </Button>
              {verifiedFactorId ? (
                <DeleteAccountDialog
                  open={deleting}
                  factorId={verifiedFactorId}
                  email={email}
                  onClose={() => setDeleting(false)}
                />
              ) : null}
            </Stack>
          )}
        </QueryStates>
      </Card.Body>
    </Card.Root>
  );
}
