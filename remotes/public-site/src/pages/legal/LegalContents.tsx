import { Box, Heading, Link, List } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { LEGAL_SECTIONS, type LegalDoc, sectionAnchor } from './legalContent';

/**
 * Table of contents. Links are router links to `#anchor` on the same path (a
 * bare href="#x" would resolve against a <base> tag and could leave the page).
 */
export function LegalContents({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  return (
    <Box as="nav" aria-labelledby={`${doc}-contents-heading`} mb="10">
      <Heading as="h2" id={`${doc}-contents-heading`} size="md" mb="3">
        {t('legal.tableOfContents')}
      </Heading>
      <List.Root as="ol" gap="1" ps="6">
        {Object.keys(LEGAL_SECTIONS[doc]).map((sectionKey) => (
          <List.Item key={sectionKey}>
            <Link asChild>
              <RouterLink to={{ hash: `#${sectionAnchor(doc, sectionKey)}` }}>
                {t(`${doc}.sections.${sectionKey}.title`)}
              </RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
