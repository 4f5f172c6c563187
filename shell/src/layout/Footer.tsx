import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import { FOOTER_LINKS } from '../routes/paths';
import { CONTACT, SOCIAL_LINKS } from './contact';
import { FooterNewsletter } from './FooterNewsletter';
import { ShellLink } from './ShellLink';

/** The footer: links, contact block (Accra, Ghana), social links, the newsletter form. */
export function Footer() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Box
      as="footer"
      bg="brand.900"
      color="white"
      mt="16"
      py="10"
      css={{ '& a': { color: 'gold.200' } }}
    >
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="8">
          <Stack as="nav" aria-label={t('footer.linksLabel')}>
            <Heading as="h2" size="sm">
              {t('footer.explore')}
            </Heading>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
              {FOOTER_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <ShellLink to={to}>{t(label)}</ShellLink>
                </li>
              ))}
            </Stack>
          </Stack>
          <Stack as="address" fontStyle="normal">
            <Heading as="h2" size="sm">
              {t('footer.contact')}
            </Heading>
            <Text>{t('footer.location')}</Text>
            <Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link>
            <Link href={`tel:${CONTACT.phone.replaceAll(' ', '')}`}>{CONTACT.phone}</Link>
          </Stack>
          <Stack>
            <Heading as="h2" size="sm">
              {t('footer.follow')}
            </Heading>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
              {SOCIAL_LINKS.map(({ name, href }) => (
                <li key={name}>
                  <Link href={href} target="_blank" rel="noopener noreferrer">
                    {name}
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
          <FooterNewsletter />
        </SimpleGrid>
        <Text mt="8" fontSize="sm" color="whiteAlpha.800">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
