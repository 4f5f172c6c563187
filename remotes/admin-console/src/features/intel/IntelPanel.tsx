import { useAccess } from '@csan/shared-auth';
import { Heading, HStack, QueryStates, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { useIntelOrganisationsQuery } from './api/intel-organisations';
import { AnalystsSection } from './components/AnalystsSection';
import { OrganisationCard } from './components/OrganisationCard';
import { OrganisationDialog } from './components/OrganisationDialog';

/**
 * Admin → Intel (`/admin/intel`, issue 28): the intel. area's partner organisations (create,
 * edit; place flagged partners as member or focal point, change their role, remove them) and
 * the intel_analyst role. The database decides: admins write at aal2 and, since every intel
 * table needs it, with the intel partner flag on their own account; every change is audited
 * under source intel ('Intel Portal' in the Audit tab).
 */
export default function IntelPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  // The UI mirrors the database's rule: without the flag every intel read is refused, so the
  // panel says what is missing instead of asking (and logging a 403 for each list).
  const flagged = useAccess().profile?.is_cert_partner === true;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="6">
      <Stack gap="2">
        <Heading as="h2" size="xl" id={headingId}>
          {t('admin.tabs.intel')}
        </Heading>
        <Text color="fg.muted">{t('intel.intro')}</Text>
      </Stack>
      {flagged ? <IntelAdministration /> : <Text role="status">{t('intel.needsFlag')}</Text>}
    </Stack>
  );
}

function IntelAdministration() {
  const { t } = useTranslation(NS);
  const orgsHeadingId = useId();
  const organisations = useIntelOrganisationsQuery();
  return (
    <>
      <Stack as="section" aria-labelledby={orgsHeadingId} gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Heading as="h3" size="lg" id={orgsHeadingId}>
            {t('intel.orgs.heading')}
          </Heading>
          <OrganisationDialog />
        </HStack>
        <QueryStates
          query={organisations}
          errorMessage={t('intel.orgs.loadError')}
          empty={t('intel.orgs.empty')}
        >
          {(rows) => (
            <Stack as="ul" aria-label={t('intel.orgs.heading')} gap="3" p="0" m="0">
              {rows.map((organisation) => (
                <OrganisationCard key={organisation.id} organisation={organisation} />
              ))}
            </Stack>
          )}
        </QueryStates>
      </Stack>
      <AnalystsSection />
    </>
  );
}
