import { Card, QueryStates, Text, toaster } from '@csan/shared-ui';
import { Switch } from '@csan/shared-ui/forms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useRenewalRemindersMutation } from '../api/renewal-reminders-mutation';
import { useRenewalRemindersQuery } from '../api/renewal-reminders-query';

/**
 * The member's e-mail choice: renewal reminders on or off (the same switch the reminders'
 * one-click link turns off). The switch shows the stored state: it moves once the database has
 * saved, and a refused change leaves it where it was.
 */
export function RenewalRemindersCard({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const helpId = useId();
  const reminders = useRenewalRemindersQuery(userId);
  const save = useRenewalRemindersMutation(userId);
  // A refused change remounts the switch, so it shows the stored state again.
  const [refusals, setRefusals] = useState(0);
  const change = async (on: boolean) => {
    try {
      await save.mutateAsync(on);
      toaster.success({ title: t(on ? 'reminders.card.on' : 'reminders.card.off') });
    } catch {
      setRefusals((n) => n + 1);
      toaster.error({ title: t('reminders.card.saveFailure') });
    }
  };
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {t('reminders.card.title')}
        </Card.Title>
        <Card.Description>{t('reminders.card.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <QueryStates query={reminders} errorTitle={t('reminders.card.loadFailure')}>
          {(on) => (
            <>
              <Switch.Root
                key={refusals}
                checked={on}
                disabled={save.isPending}
                onCheckedChange={(details) => void change(details.checked)}
                colorPalette="brand"
                aria-describedby={helpId}
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label fontWeight="medium">{t('reminders.card.label')}</Switch.Label>
              </Switch.Root>
              <Text id={helpId} color="fg.muted" fontSize="sm" mt="2">
                {t('reminders.card.help')}
              </Text>
            </>
          )}
        </QueryStates>
      </Card.Body>
    </Card.Root>
  );
}
