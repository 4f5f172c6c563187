import { paths } from '@csan/shared-auth/paths';
import { Card, Heading, Link, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import type { PublicMemberCard } from '../api/public-member-list-query';
import { placeOf } from '../rules/place';
import { ExpertiseList } from './ExpertiseList';
import { LinkedInLink } from './LinkedInLink';

/** One public member in the grid; the name opens their page (`/member-directory/<id>`). */
export function MemberCard({ member }: { member: PublicMemberCard }) {
  const { t } = useTranslation(NS);
  const name = member.full_name || t('memberDirectory.list.unnamed');
  const place = placeOf(member.location, member.country);
  return (
    <Card.Root as="li" height="full" minW="0">
      <Card.Body gap="3">
        <Stack gap="1" minW="0">
          <Heading as="h3" size="md" wordBreak="break-word">
            {member.directory_id ? (
              <Link asChild color="brand.800">
                <RouterLink to={paths.member({ id: member.directory_id })}>{name}</RouterLink>
              </Link>
            ) : (
              name
            )}
          </Heading>
          {member.job_title ? <Text>{member.job_title}</Text> : null}
          {member.organization ? <Text color="fg.muted">{member.organization}</Text> : null}
        </Stack>
        <ExpertiseList
          areas={member.expertise_areas ?? []}
          label={t('memberDirectory.list.expertiseOf', { name })}
        />
        {place ? (
          <Text fontSize="sm" color="fg.muted">
            {place}
          </Text>
        ) : null}
        {member.linkedin_url ? <LinkedInLink url={member.linkedin_url} name={name} /> : null}
      </Card.Body>
    </Card.Root>
  );
}
