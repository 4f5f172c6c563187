import { paths } from '@csan/shared-auth/paths';
import { Button, Card, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';

/** The membership call to action: members open the gated research, from /membership. */
export function MembershipCallout() {
  const { t } = useTranslation(NS);
  return (
    <Card.Root variant="subtle" bg="brand.50" mb="8">
      <Card.Body>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', md: 'center' }}
          gap="4"
        >
          <Stack gap="1">
            <Text fontWeight="semibold" fontSize="lg">
              {t('resources.cta.title')}
            </Text>
            <Text color="fg.muted">{t('resources.cta.body')}</Text>
          </Stack>
          <Button asChild colorPalette="brand" flexShrink={0}>
            <RouterLink to={paths.membership()}>{t('resources.cta.button')}</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
