import { paths } from '@csan/shared-auth/paths';
import { Button, Card, HStack, QueryStates, Stack, Text } from '@csan/shared-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import {
  type DirectoryEntry,
  useDirectoryEntryDetailQuery,
} from '../api/directory-entry-detail-query';
import { EditProfileDialog } from './EditProfileDialog';
import { ExpertiseList } from './ExpertiseList';
import { LinkedInLink } from './LinkedInLink';
import { VisibilitySwitch } from './VisibilitySwitch';

/** The member's own card: what others see when it is public, the switch, Edit Profile. */
export function OwnProfileCard({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const entry = useDirectoryEntryDetailQuery(userId);
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} mb="10">
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {t('memberDirectory.own.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <QueryStates
          query={entry}
          errorTitle={t('memberDirectory.own.loadFailure')}
          errorMessage={(error) => error.message}
          isEmpty={() => false}
        >
          {(data) => <OwnProfile userId={userId} entry={data} />}
        </QueryStates>
      </Card.Body>
    </Card.Root>
  );
}

function OwnProfile({ userId, entry }: { userId: string; entry: DirectoryEntry }) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState(false);
  const name = entry.profiles?.full_name || t('memberDirectory.list.unnamed');
  const role = [entry.profiles?.job_title, entry.profiles?.organization]
    .filter(Boolean)
    .join(' · ');
  const hasDetails =
    entry.expertise_areas.length > 0 ||
    Boolean(entry.research_interests || entry.bio || entry.location || entry.linkedin_url);
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontWeight="semibold" fontSize="lg">
          {name}
        </Text>
        {role ? <Text color="fg.muted">{role}</Text> : null}
      </Stack>
      <Stack gap="1">
        <VisibilitySwitch userId={userId} isPublic={entry.is_public} />
        <Text color="fg.muted" fontSize="sm">
          {t(entry.is_public ? 'memberDirectory.own.public' : 'memberDirectory.own.private')}
        </Text>
      </Stack>
      {hasDetails ? (
        <Stack gap="3">
          <ExpertiseList
            areas={entry.expertise_areas}
            label={t('memberDirectory.list.expertiseOf', { name })}
          />
          {entry.location ? <Text>{entry.location}</Text> : null}
          {entry.research_interests ? <Text>{entry.research_interests}</Text> : null}
          {entry.bio ? <Text color="fg.muted">{entry.bio}</Text> : null}
          {entry.linkedin_url ? <LinkedInLink url={entry.linkedin_url} name={name} /> : null}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('memberDirectory.own.empty')}</Text>
      )}
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={() => setEditing(true)}>
          {t('memberDirectory.own.edit')}
        </Button>
        {entry.is_public && entry.directory_id ? (
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={paths.member({ id: entry.directory_id })}>
              {t('memberDirectory.own.view')}
            </RouterLink>
          </Button>
        ) : null}
      </HStack>
      <EditProfileDialog
        userId={userId}
        entry={entry}
        open={editing}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}
