import '../../i18n';
import { Badge, Card, Heading, PageHeader, QueryStates, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRememberLanguage } from '../../api/remember-language';
import { NS } from '../../i18n/namespace';
import { type MyOrganisation, useMyOrganisations } from './api/organisation-queries';
import { PeopleTable } from './components/PeopleTable';
import { Watchlist } from './components/Watchlist';

function OrganisationCard({ org }: { org: MyOrganisation }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="6">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={headingId}>
            {org.name}
          </Heading>
          <Text color="fg.muted">
            {[
              t(`orgKind.${org.kind}`, { defaultValue: org.kind }),
              t(`sector.${org.sector}`, { defaultValue: org.sector }),
              org.country,
            ].join(' · ')}
          </Text>
          <Badge alignSelf="start" colorPalette="brand">
            {t('org.yourRole', { role: t(`role.${org.my_role}`) })}
          </Badge>
        </Stack>
        <Stack gap="3">
          <Heading as="h3" size="md">
            {t('org.people.heading')}
          </Heading>
          <PeopleTable orgId={org.org_id} orgName={org.name} />
        </Stack>
        <Stack gap="3">
          <Heading as="h3" size="md">
            {t('org.watch.heading')}
          </Heading>
          <Watchlist
            orgId={org.org_id}
            orgName={org.name}
            canEdit={org.my_role === 'focal_point'}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** `/organisation`: the viewer's partner organisations, their people and constituency. */
export default function OrganisationPage() {
  const { t } = useTranslation(NS);
  const orgs = useMyOrganisations();
  useRememberLanguage();
  return (
    <Stack maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <PageHeader title={t('org.title')} description={t('org.intro')} />
      <QueryStates query={orgs} errorMessage={t('org.loadError')} empty={t('org.none')}>
        {(list) => (
          <Stack gap="8">
            {list.map((org) => (
              <OrganisationCard key={org.org_id} org={org} />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
