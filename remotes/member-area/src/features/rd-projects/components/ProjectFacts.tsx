import { formatDate, SimpleGrid, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { Project } from '../api/rd-project-list-query';
import { formatUsd } from '../rules/usd';

/** Client, start and end dates and the budget in US dollars, as term and value pairs. */
export function ProjectFacts({ project, columns = 2 }: { project: Project; columns?: number }) {
  const { t, i18n } = useTranslation(NS);
  const none = t('rdProjects.card.notSet');
  const facts: Array<[key: string, value: string]> = [
    ['client', project.client_organization || none],
    ['start', project.start_date ? formatDate(project.start_date, i18n.language) : none],
    ['end', project.end_date ? formatDate(project.end_date, i18n.language) : none],
    [
      'budget',
      project.budget_usd === null ? none : formatUsd(Number(project.budget_usd), i18n.language),
    ],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: columns }} gap="3" m="0">
      {facts.map(([key, value]) => (
        <Stack key={key} gap="0" minW="0">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {t(`rdProjects.card.${key}`)}
          </Text>
          <Text as="dd" m="0" fontWeight="medium" wordBreak="break-word">
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
