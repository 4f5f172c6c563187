import { Badge, Button, formatDateTime, Heading, Stack, Text } from '@csan/shared-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvisoryDetail } from '../../../api/types';
import { NS } from '../../../i18n/namespace';
import { AcknowledgeDialog } from './AcknowledgeDialog';

type Props = { detail: AdvisoryDetail; now?: Date };

/**
 * The viewer's organisations' answers: each one's status and note, due or overdue while it has
 * not answered, and 'Acknowledge' for the organisations the viewer is focal point of (the
 * database decides who may: intel_acknowledge).
 */
export function AcknowledgeSection({ detail, now = new Date() }: Props) {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const answers = new Map(detail.acknowledgements.map((a) => [a.org_id, a]));
  const orgs = new Map<string, string>();
  for (const a of detail.acknowledgements) orgs.set(a.org_id, a.org_name);
  for (const o of detail.can_acknowledge_for) orgs.set(o.org_id, o.org_name);
  const focal = new Set(detail.can_acknowledge_for.map((o) => o.org_id));
  const due = detail.due_at ? new Date(detail.due_at) : null;
  if (orgs.size === 0 && !due) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="lg" id={headingId}>
        {t('ack.heading')}
      </Heading>
      {orgs.size === 0 ? (
        <Text color="fg.muted">
          {t('ack.none')}{' '}
          {due
            ? t(now > due ? 'ack.overdue' : 'ack.due', { date: formatDateTime(due, i18n.language) })
            : null}
        </Text>
      ) : null}
      {[...orgs].map(([orgId, orgName]) => {
        const answer = answers.get(orgId);
        const overdue = !answer && due !== null && now > due;
        const openOrg = detail.can_acknowledge_for.find((o) => o.org_id === orgId);
        return (
          <Stack
            key={orgId}
            gap="2"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            data-testid="ack-org"
          >
            <Text fontWeight="semibold">{orgName}</Text>
            {answer ? (
              <Text>
                <Badge colorPalette="green" me="2">
                  {t(`ackStatus.${answer.status}`)}
                </Badge>
                {t('ack.answeredAt', {
                  date: formatDateTime(answer.acknowledged_at, i18n.language),
                })}
              </Text>
            ) : due ? (
              <Text
                color={overdue ? 'fg.error' : undefined}
                fontWeight={overdue ? 'semibold' : undefined}
              >
                {t(overdue ? 'ack.overdue' : 'ack.due', {
                  date: formatDateTime(due, i18n.language),
                })}
              </Text>
            ) : null}
            {answer?.note ? <Text whiteSpace="pre-wrap">{answer.note}</Text> : null}
            {focal.has(orgId) && openOrg ? (
              <>
                <Button
                  alignSelf="start"
                  size="sm"
                  colorPalette="brand"
                  onClick={() => setOpenFor(orgId)}
                  aria-label={orgs.size > 1 ? t('ack.buttonFor', { org: orgName }) : undefined}
                >
                  {t('ack.button')}
                </Button>
                <AcknowledgeDialog
                  advisoryId={detail.advisory.id}
                  org={openOrg}
                  current={answer}
                  open={openFor === orgId}
                  onOpenChange={(open) => setOpenFor(open ? orgId : null)}
                />
              </>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
