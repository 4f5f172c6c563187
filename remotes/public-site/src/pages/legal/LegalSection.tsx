import { Box, Heading, List, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { ContactDetails } from './ContactDetails';
import { type LegalDoc, type LegalSectionContent, sectionAnchor } from './legalContent';

type LegalSectionProps = {
  doc: LegalDoc;
  sectionKey: string;
  content: LegalSectionContent;
  number: number;
};

/** One numbered section ("3. Information we collect") with its paragraphs and lists. */
export function LegalSection({ doc, sectionKey, content, number }: LegalSectionProps) {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  const base = `${doc}.sections.${sectionKey}`;
  const anchor = sectionAnchor(doc, sectionKey);
  return (
    <Box as="section" id={anchor} aria-labelledby={`${anchor}-heading`} scrollMarginTop="24">
      <Heading as="h2" id={`${anchor}-heading`} size="xl" mb="3">
        {number}. {t(`${base}.title`)}
      </Heading>
      <Stack gap="3">
        {Object.entries(content).map(([key, value]) => {
          if (key === 'title') return null;
          if (typeof value === 'string') return <Text key={key}>{t(`${base}.${key}`)}</Text>;
          return (
            <List.Root key={key} gap="2" ps="5">
              {Object.keys(value).map((item) => (
                <List.Item key={item}>{t(`${base}.${key}.${item}`)}</List.Item>
              ))}
            </List.Root>
          );
        })}
        {sectionKey === 'contact' ? <ContactDetails /> : null}
      </Stack>
    </Box>
  );
}
