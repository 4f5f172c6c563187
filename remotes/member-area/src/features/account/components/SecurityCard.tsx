import {
  Badge,
  Button,
  Card,
  formatDate,
  formatDateTime,
  HStack,
  QueryStates,
  Stack,
  Text,
  toaster,
} from '@csan/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import { type Enrolment, useMfaEnrolmentStartMutation } from '../api/mfa-enrolment-start-mutation';
import { type MfaStatus, useMfaStatusDetailQuery } from '../api/mfa-status-detail-query';
import { failureText } from '../lib/failure';
import { ACTION_PARAM, CHANGE_PASSWORD_ACTION } from '../lib/use-mfa-step';
import { BackupCodesDialog } from './BackupCodesDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DisableMfaDialog } from './DisableMfaDialog';
import { EnableMfaDialog } from './EnableMfaDialog';

type Props = { userId: string; lastSignInAt: string | null };

/**
 * Spec "Account page": last sign-in, MFA status with Enable or Disable, and the change-password
 * item (its behaviour is not shown in the spec: the recovery card's new-password form, in a
 * dialog). `?action=change-password` opens that dialog, which is how the member comes back
 * from the MFA step a password change needed.
 */
export function SecurityCard({ userId, lastSignInAt }: Props) {
  const { t, i18n } = useTranslation(NS);
  const titleId = useId();
  const mfa = useMfaStatusDetailQuery(userId);
  const start = useMfaEnrolmentStartMutation();
  const starting = start.isPending;
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [params, setParams] = useSearchParams();
  // Arrived with ?action=change-password (back from the MFA step): open the dialog once.
  const arrivedToChange = useRef(params.get(ACTION_PARAM) === CHANGE_PASSWORD_ACTION);
  const [changingPassword, setChangingPassword] = useState(arrivedToChange.current);
  const changePasswordButton = useRef<HTMLButtonElement>(null);

  // Then drop the action from the address, so a reload does not reopen the dialog.
  useEffect(() => {
    if (!arrivedToChange.current) return;
    arrivedToChange.current = false;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACTION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  async function startEnable() {
    try {
      setEnrolment(await start.mutateAsync());
    } catch (error) {
      toaster.error({ title: failureText(error, 'mfa.enableFailure', (k) => t(`account.${k}`)) });
    }
  }

  function mfaStatus({ verifiedFactorId, deadline }: MfaStatus) {
    return (
      <Stack gap="4">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text fontWeight="medium">{t('account.security.mfa')}</Text>
          <Badge colorPalette={verifiedFactorId ? 'green' : 'orange'} data-testid="mfa-status">
            {verifiedFactorId ? t('account.security.enabled') : t('account.security.disabled')}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {verifiedFactorId
            ? t('account.security.enabledHelp')
            : deadline
              ? t('account.security.deadline', { date: formatDate(deadline, i18n.language) })
              : t('account.security.disabledHelp')}
        </Text>
        {verifiedFactorId ? (
          <Button variant="outline" colorPalette="red" onClick={() => setDisabling(true)}>
            {t('account.security.disable')}
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            loading={starting}
            loadingText={t('account.security.starting')}
            onClick={() => void startEnable()}
          >
            {t('account.security.enable')}
          </Button>
        )}
        {verifiedFactorId ? (
          <DisableMfaDialog
            open={disabling}
            factorId={verifiedFactorId}
            userId={userId}
            onClose={() => setDisabling(false)}
            onDisabled={() => setDisabling(false)}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {t('account.security.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text fontWeight="medium">{t('account.security.lastSignIn')}</Text>
            <Text color="fg.muted">
              {lastSignInAt
                ? formatDateTime(lastSignInAt, i18n.language)
                : t('account.security.never')}
            </Text>
          </HStack>
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text fontWeight="medium">{t('account.security.password')}</Text>
            <Button
              ref={changePasswordButton}
              variant="outline"
              colorPalette="brand"
              size="sm"
              onClick={() => setChangingPassword(true)}
            >
              {t('account.security.changePassword')}
            </Button>
          </HStack>
          <QueryStates
            query={mfa}
            errorTitle={t('account.security.loadFailure')}
            errorMessage={(error) => error.message}
          >
            {mfaStatus}
          </QueryStates>
        </Stack>
      </Card.Body>
      <ChangePasswordDialog
        open={changingPassword}
        onClose={() => {
          setChangingPassword(false);
          changePasswordButton.current?.focus();
        }}
      />
      <EnableMfaDialog
        enrolment={enrolment}
        userId={userId}
        onClose={() => setEnrolment(null)}
        onEnabled={(codes) => {
          setEnrolment(null);
          setBackupCodes(codes);
        }}
      />
      <BackupCodesDialog codes={backupCodes} onDone={() => setBackupCodes(null)} />
    </Card.Root>
  );
}
