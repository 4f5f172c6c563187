import { paths } from '@csan/shared-auth/paths';
import { Container, Link, PageHeader, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NS } from '../../i18n/namespace';

/** `/resources/:id`: one resource's page. Its feature is being built; until then it says so. */
export function ResourceDetail() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  return (
    <Container maxW="7xl" py="10">
      <PageHeader
        title={t('resources.detail.title')}
        description={t('resources.detail.building')}
      />
      <Text mb="4">{t('resources.detail.id', { id })}</Text>
      <Link asChild color="brand.700">
        <RouterLink to={paths.resources()}>{t('resources.detail.back')}</RouterLink>
      </Link>
    </Container>
  );
}
