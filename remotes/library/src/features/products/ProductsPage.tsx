import '../../i18n';
import { useSession } from '@csan/shared-auth';
import { Container, PageHeader, pageTitle, SimpleGrid, useDocumentTitle } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { useBetaRequestListQuery } from './api/beta-request-list-query';
import type { BetaState } from './components/ToolButton';
import { ToolCard } from './components/ToolCard';
import { TOOLS } from './rules/catalogue';

/** Who is asking for beta access: a visitor, or a member with the tools they already asked for. */
function useBetaState(): (toolId: string) => BetaState {
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id ?? null);
  const requests = useBetaRequestListQuery(userId);
  return (toolId) => {
    if (status === 'loading') return { kind: 'loading' };
    if (!userId) return { kind: 'signed-out' };
    // A failed read of one's own requests still lets the member ask: the server answers
    // "already requested" if so.
    if (requests.isPending && requests.fetchStatus !== 'idle') return { kind: 'loading' };
    return { kind: 'member', userId, requested: requests.data?.includes(toolId) ?? false };
  };
}

/** `/products`: the digital tools catalogue, read from catalogue.json. */
export default function ProductsPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(pageTitle(t('products.title')));
  const betaOf = useBetaState();
  return (
    <Container maxW="7xl" py="10">
      <PageHeader title={t('products.title')} description={t('products.description')} />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6" mt="8">
        {TOOLS.map((tool) => (
          <li key={tool.id}>
            <ToolCard tool={tool} beta={betaOf(tool.id)} />
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
