import { Card, Heading, HStack, List, QueryStates, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useIntelMembersQuery } from '../api/intel-members';
import type { IntelOrganisation } from '../api/intel-organisations';
import { MemberRow } from './MemberRow';
import { OrganisationDialog } from './OrganisationDialog';
import { PlaceMemberDialog } from './PlaceMemberDialog';

/** One organisation: what it is, Edit, its people (role, Remove) and Add member. */
export function OrganisationCard({ organisation }: { organisation: IntelOrganisation }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const members = useIntelMembersQuery(organisation.id);
  const memberIds = (members.data ?? []).map((m) => m.user_id);
  return (
    <Card.Root as="li" aria-labelledby={headingId} listStyleType="none">
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Stack gap="0">
            <Heading as="h4" size="md" id={headingId}>
              {organisation.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('intel.orgs.facts', {
                kind: t(`intel.kind.${organisation.kind}`),
                sector: t(`intel.sector.${organisation.sector}`),
                country: organisation.country,
              })}
            </Text>
          </Stack>
          <HStack gap="2">
            <OrganisationDialog organisation={organisation} />
            <PlaceMemberDialog organisation={organisation} memberIds={memberIds} />
          </HStack>
        </HStack>
        <QueryStates
          query={members}
          errorMessage={t('intel.members.loadError')}
          empty={t('intel.members.empty')}
        >
          {(rows) => (
            <List.Root
              aria-label={t('intel.members.listOf', { org: organisation.name })}
              listStyleType="none"
              m="0"
            >
              {rows.map((member) => (
                <MemberRow key={member.user_id} organisation={organisation} member={member} />
              ))}
            </List.Root>
          )}
        </QueryStates>
      </Card.Body>
    </Card.Root>
  );
}
