import { DataError, reportError } from '@csan/shared-auth';
import { Badge, Button, Heading, HStack, QueryStates, Stack, Text, toaster } from '@csan/shared-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/SearchBox';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import {
  type IntelPartner,
  useIntelPartnersQuery,
  useSetAnalystMutation,
} from '../api/intel-partners';

/** The flagged partners, searched; each one's intel_analyst role granted or revoked. */
export function AnalystsSection() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const [search, setSearch] = useState('');
  const partners = useIntelPartnersQuery(search);
  const setAnalyst = useSetAnalystMutation();
  const { ready } = useAdminWrite();

  async function toggle(partner: IntelPartner) {
    if (!ready()) return;
    const name = partner.full_name || partner.email;
    const granted = !partner.is_analyst;
    try {
      await setAnalyst.mutateAsync({ userId: partner.user_id, granted });
      toaster.success({
        title: t(granted ? 'intel.partners.granted' : 'intel.partners.revoked', { name }),
      });
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'intel analyst role' });
      toaster.error({ title: t('intel.partners.changeFailed') });
    }
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="lg" id={headingId}>
        {t('intel.partners.heading')}
      </Heading>
      <Text color="fg.muted">{t('intel.partners.intro')}</Text>
      <SearchBox value={search} onSearch={setSearch} label={t('intel.partners.search')} />
      <QueryStates
        query={partners}
        errorMessage={(error) =>
          error instanceof DataError && error.code === '42501'
            ? t('intel.needsFlag')
            : t('intel.partners.loadError')
        }
        empty={search.trim() ? t('intel.partners.noMatches') : t('intel.partners.empty')}
      >
        {(rows) => (
          <Stack as="ul" aria-label={t('intel.partners.heading')} gap="0" p="0" m="0">
            {rows.map((partner) => {
              const name = partner.full_name || partner.email;
              return (
                <HStack
                  as="li"
                  key={partner.user_id}
                  justify="space-between"
                  flexWrap="wrap"
                  gap="2"
                  py="2"
                  borderTopWidth="1px"
                  listStyleType="none"
                >
                  <Stack gap="0" minW="0">
                    <HStack gap="2" flexWrap="wrap">
                      <Text fontWeight="medium">
                        {partner.full_name || t('intel.members.unnamed')}
                      </Text>
                      {partner.is_analyst ? (
                        <Badge colorPalette="purple">{t('intel.partners.analyst')}</Badge>
                      ) : null}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                      {partner.email}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette={partner.is_analyst ? 'red' : 'brand'}
                    loading={
                      setAnalyst.isPending && setAnalyst.variables?.userId === partner.user_id
                    }
                    onClick={() => void toggle(partner)}
                    aria-label={t(
                      partner.is_analyst
                        ? 'intel.partners.revokeNamed'
                        : 'intel.partners.grantNamed',
                      { name },
                    )}
                  >
                    {t(partner.is_analyst ? 'intel.partners.revoke' : 'intel.partners.grant')}
                  </Button>
                </HStack>
              );
            })}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
