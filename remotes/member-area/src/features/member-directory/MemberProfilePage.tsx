import { paths } from '@csan/shared-auth/paths';
import {
  Box,
  Card,
  Container,
  EmptyState,
  Heading,
  Link,
  PageHeader,
  QueryStates,
  Stack,
  Text,
} from '@csan/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import {
  type PublicMemberProfile,
  usePublicMemberDetailQuery,
} from './api/public-member-detail-query';
import { ExpertiseList } from './components/ExpertiseList';
import { LinkedInLink } from './components/LinkedInLink';

/**
 * `/member-directory/<id>`: one public member's card in full. A member who is not public (or
 * no longer) is "not available", the same to everyone.
 */
export function MemberProfilePage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const member = usePublicMemberDetailQuery(id);
  const back = (
    <Link asChild color="brand.700">
      <RouterLink to={paths.memberDirectory()}>{t('memberDirectory.detail.back')}</RouterLink>
    </Link>
  );
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <QueryStates
        query={member}
        errorTitle={t('memberDirectory.detail.loadFailure')}
        errorMessage={(error) => error.message}
        isEmpty={(data) => data === null}
        empty={
          <>
            <PageHeader title={t('memberDirectory.detail.title')} />
            <EmptyState message={t('memberDirectory.detail.notFound')} action={back} />
          </>
        }
      >
        {(data) => (data ? <MemberProfile member={data} back={back} /> : null)}
      </QueryStates>
    </Container>
  );
}

function MemberProfile({ member, back }: { member: PublicMemberProfile; back: ReactNode }) {
  const { t } = useTranslation(NS);
  const name = member.full_name || t('memberDirectory.list.unnamed');
  const role = [member.job_title, member.organization].filter(Boolean).join(' · ');
  const sections: Array<[key: string, text: string | null]> = [
    ['researchInterests', member.research_interests],
    ['bio', member.bio],
    ['location', member.location],
    ['country', member.country],
  ];
  return (
    <>
      <PageHeader title={name} description={role || undefined} />
      <Card.Root>
        <Card.Body gap="5">
          {(member.expertise_areas ?? []).length > 0 ? (
            <Box>
              <Heading as="h2" size="sm" mb="2">
                {t('memberDirectory.detail.expertise')}
              </Heading>
              <ExpertiseList
                areas={member.expertise_areas ?? []}
                label={t('memberDirectory.list.expertiseOf', { name })}
              />
            </Box>
          ) : null}
          {sections.map(([key, text]) =>
            text ? (
              <Box key={key}>
                <Heading as="h2" size="sm" mb="1">
                  {t(`memberDirectory.detail.${key}`)}
                </Heading>
                <Text whiteSpace="pre-line">{text}</Text>
              </Box>
            ) : null,
          )}
          {member.linkedin_url ? <LinkedInLink url={member.linkedin_url} name={name} /> : null}
        </Card.Body>
      </Card.Root>
      <Stack mt="6">{back}</Stack>
    </>
  );
}
