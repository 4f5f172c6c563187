import { useSession } from '@csan/shared-auth';
import { Button, Container, HStack, PageHeader } from '@csan/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import { CreateProjectDialog } from './components/CreateProjectDialog';
import { ProjectGrid } from './components/ProjectGrid';
import { readProjectPage } from './rules/project-pages';

/**
 * `/rd-projects`: New Project (the create form) and the cards of the projects the member
 * manages or is on the team of (every project for an admin), newest first, paged in the URL
 * (`?page=`).
 */
export function RdProjectsList() {
  const { t } = useTranslation(NS);
  const userId = useSession((s) => s.user?.id ?? null);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readProjectPage(searchParams);
  const [creating, setCreating] = useState(false);
  const showPage = (next: number) =>
    setSearchParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('rdProjects.title')} description={t('rdProjects.description')} />
      {userId ? (
        <>
          <HStack mb="6">
            <Button colorPalette="brand" onClick={() => setCreating(true)}>
              {t('rdProjects.list.create')}
            </Button>
          </HStack>
          <ProjectGrid userId={userId} page={page} onPage={showPage} />
          <CreateProjectDialog
            userId={userId}
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={() => showPage(1)}
          />
        </>
      ) : null}
    </Container>
  );
}
