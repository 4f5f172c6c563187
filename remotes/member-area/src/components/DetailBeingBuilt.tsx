import { Container, Link, PageHeader, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NS } from '../i18n/namespace';

/**
 * The page of one item (`/rd-projects/:id`) whose feature is being
 * built: what it is, an honest sentence saying so, the id it was opened with and the way back.
 */
export function DetailBeingBuilt({ section, backTo }: { section: 'rdProjects'; backTo: string }) {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  return (
    <Container maxW="7xl" py="10">
      <PageHeader
        title={t(`${section}.detail.title`)}
        description={t(`${section}.detail.building`)}
      />
      <Text mb="4">{t(`${section}.detail.id`, { id })}</Text>
      <Link asChild color="brand.700">
        <RouterLink to={backTo}>{t(`${section}.detail.back`)}</RouterLink>
      </Link>
    </Container>
  );
}
