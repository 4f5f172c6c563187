import { Badge, Box, Button, formatDate, HStack, Link, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { RdInquiry } from '../api/rd-inquiry-list-query';
import { mailtoOf, STATUS_PALETTE } from '../rules/inquiry';
import { InquiryStatusSelect } from './InquiryStatusSelect';

/**
 * One inquiry: title, status badge, received date and the status dropdown; the contact's
 * name, e-mail (a mailto link), organization, its type and the project's scope; Email Contact.
 */
export function InquiryCard({ inquiry }: { inquiry: RdInquiry }) {
  const { t, i18n } = useTranslation(NS);
  const mailto = mailtoOf(
    inquiry.contact_email,
    t('rd.emailSubject', { title: inquiry.project_title }),
  );
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" listStyleType="none">
      <Stack gap="3">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
          <Stack gap="1">
            <HStack gap="2" flexWrap="wrap">
              <Text as="h3" fontWeight="semibold" wordBreak="break-word">
                {inquiry.project_title}
              </Text>
              <Badge colorPalette={STATUS_PALETTE[inquiry.status]} variant="subtle">
                {t(`rd.statuses.${inquiry.status}`)}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('rd.received', { date: formatDate(inquiry.created_at, i18n.language) })}
            </Text>
          </Stack>
          <InquiryStatusSelect inquiry={inquiry} />
        </Stack>
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
          columnGap="4"
          rowGap="1"
          fontSize="sm"
        >
          <Text as="dt" color="fg.muted">
            {t('rd.contact')}
          </Text>
          <Text as="dd">{inquiry.contact_name}</Text>
          <Text as="dt" color="fg.muted">
            {t('rd.email')}
          </Text>
          <Text as="dd" wordBreak="break-all">
            <Link href={`mailto:${inquiry.contact_email}`} color="brand.700">
              {inquiry.contact_email}
            </Link>
          </Text>
          <Text as="dt" color="fg.muted">
            {t('rd.organization')}
          </Text>
          <Text as="dd">{inquiry.organization_name}</Text>
          <Text as="dt" color="fg.muted">
            {t('rd.organizationType')}
          </Text>
          <Text as="dd">
            {t(`rd.organizationTypes.${inquiry.organization_type}`, {
              defaultValue: inquiry.organization_type,
            })}
          </Text>
          <Text as="dt" color="fg.muted">
            {t('rd.scope')}
          </Text>
          <Text as="dd" whiteSpace="pre-wrap" wordBreak="break-word">
            {inquiry.project_scope ?? t('rd.noScope')}
          </Text>
        </Box>
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <a href={mailto} aria-label={t('rd.emailContactOf', { name: inquiry.contact_name })}>
            {t('rd.emailContact')}
          </a>
        </Button>
      </Stack>
    </Box>
  );
}
