import { ErrorState, LoadingState, Stack, Text } from '@csan/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newsletterFailure } from '../../../api/newsletter';
import { NS } from '../../../i18n/namespace';

export type LinkOutcome = 'done' | 'expired';

/**
 * What a mail's link did, said once it is known: the call runs once per visit (the link is the
 * proof, no sign-in); a link the database refuses says it is not valid; a network or server
 * failure offers to try again. `texts` is the i18n prefix (`newsletter.confirm`, `…unsubscribe`).
 */
export function LinkResult({
  token,
  valid,
  run,
  texts,
  onOutcome,
}: {
  token: string | null;
  valid: boolean;
  run: (token: string) => Promise<LinkOutcome>;
  texts: 'newsletter.confirm' | 'newsletter.unsubscribe';
  onOutcome?: (outcome: LinkOutcome | 'invalid') => void;
}) {
  const { t } = useTranslation(NS);
  const call = useMutation({ mutationFn: run });
  const { mutate } = call;
  const asked = useRef(false);

  useEffect(() => {
    if (!valid || token === null || asked.current) return;
    asked.current = true;
    mutate(token);
  }, [valid, token, mutate]);

  const invalid = !valid || (call.isError && newsletterFailure(call.error) === 'invalid');
  useEffect(() => {
    if (invalid) onOutcome?.('invalid');
    else if (call.data) onOutcome?.(call.data);
  }, [invalid, call.data, onOutcome]);

  if (invalid)
    return (
      <Said role="alert" title={t(`${texts}.invalid.title`)} body={t(`${texts}.invalid.body`)} />
    );
  if (call.isError && token !== null)
    return <ErrorState title={t(`${texts}.failed`)} onRetry={() => mutate(token)} />;
  if (call.data === 'expired')
    return (
      <Said role="alert" title={t(`${texts}.expired.title`)} body={t(`${texts}.expired.body`)} />
    );
  if (call.data === 'done')
    return <Said role="status" title={t(`${texts}.done.title`)} body={t(`${texts}.done.body`)} />;
  return <LoadingState label={t(`${texts}.working`)} />;
}

function Said({ role, title, body }: { role: 'alert' | 'status'; title: string; body: string }) {
  return (
    <Stack gap="2" role={role} mb="6">
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      <Text color="fg.muted">{body}</Text>
    </Stack>
  );
}
