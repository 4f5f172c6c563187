import { Container, formatDate, Heading, Stack, Text, useDocumentTitle } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { useScrollToHash } from '../common/useScrollToHash';
import { LegalContents } from './LegalContents';
import { LegalSection } from './LegalSection';
import { LEGAL_SECTIONS, type LegalDoc } from './legalContent';

/** Privacy Policy or Terms of Service: title, Last Updated, contents, numbered sections. */
export function LegalDocument({ doc }: { doc: LegalDoc }) {
  const { t, i18n } = useTranslation(PUBLIC_SITE_NS);
  useDocumentTitle(t(`${doc}.meta.title`));
  useScrollToHash();
  // The spec dates the legal text "today", written as every other date on the site.
  const lastUpdated = formatDate(new Date(), i18n.language);
  return (
    <Container as="article" maxW="4xl" py={{ base: 10, md: 16 }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="2">
        {t(`${doc}.title`)}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t('legal.lastUpdated', { date: lastUpdated, interpolation: { escapeValue: false } })}
      </Text>
      <LegalContents doc={doc} />
      <Stack gap="10">
        {Object.entries(LEGAL_SECTIONS[doc]).map(([sectionKey, content], index) => (
          <LegalSection
            key={sectionKey}
            doc={doc}
            sectionKey={sectionKey}
            content={content}
            number={index + 1}
          />
        ))}
      </Stack>
    </Container>
  );
}
