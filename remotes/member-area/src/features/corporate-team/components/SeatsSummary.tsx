import { Card, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { TeamSeats } from '../api/team-seats-detail-query';

/** Seats used of those the owner's Corporate membership paid for. */
export function SeatsSummary({ seats }: { seats: TeamSeats }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Body>
        <Stack gap="2">
          <Card.Title as="h2" id={titleId}>
            {t('corporateTeam.seats.title')}
          </Card.Title>
          <Text fontSize="2xl" fontWeight="bold" color="brand.800" data-testid="seats-used">
            {t('corporateTeam.seats.used', { used: seats.used, paid: seats.paid })}
          </Text>
          <Text color="fg.muted">{t('corporateTeam.seats.explain')}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
