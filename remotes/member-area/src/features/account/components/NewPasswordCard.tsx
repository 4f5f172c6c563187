import { Card } from '@csan/shared-ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useThroughMfaStep } from '../lib/use-mfa-step';
import { NewPasswordForm } from './NewPasswordForm';

/**
 * 'Set a new password', shown when a password-recovery link signed the member in. Focus moves
 * here, since it is why the member came.
 */
export function NewPasswordCard({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const throughMfaStep = useThroughMfaStep(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card.Root as="section" aria-labelledby={titleId} borderColor="brand.solid" borderWidth="2px">
      <Card.Header>
        <Card.Title as="h2" id={titleId} ref={headingRef} tabIndex={-1} outline="none">
          {t('account.password.title')}
        </Card.Title>
        <Card.Description>{t('account.password.intro')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <NewPasswordForm onDone={onDone} onNeedsMfa={throughMfaStep} />
      </Card.Body>
    </Card.Root>
  );
}
