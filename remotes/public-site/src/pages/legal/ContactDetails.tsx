import { Box, Link, List, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { CONTACT } from '../common/contact';

/** The society's postal, e-mail and phone contacts, as an `<address>`. */
export function ContactDetails() {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  return (
    <Box as="address" fontStyle="normal">
      <List.Root variant="plain" gap="1">
        <List.Item>
          <Text as="span" fontWeight="semibold">
            {t('legal.contact.addressLabel')}
          </Text>
          &nbsp;{t('legal.contact.address')}
        </List.Item>
        <List.Item>
          <Text as="span" fontWeight="semibold">
            {t('legal.contact.emailLabel')}
          </Text>
          &nbsp;<Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link>
        </List.Item>
        <List.Item>
          <Text as="span" fontWeight="semibold">
            {t('legal.contact.phoneLabel')}
          </Text>
          &nbsp;<Link href={`tel:${CONTACT.phone.replaceAll(' ', '')}`}>{CONTACT.phone}</Link>
        </List.Item>
      </List.Root>
    </Box>
  );
}
