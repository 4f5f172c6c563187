import { Badge, Card, Heading, HStack, List, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { type CatalogueTool, type ToolStatus, toolText } from '../rules/catalogue';
import { type BetaState, ToolButton } from './ToolButton';

const STATUS_PALETTE: Record<ToolStatus, string> = {
  available: 'green',
  beta: 'purple',
  coming_soon: 'blue',
  planning: 'gray',
  partner_access_only: 'orange',
};

/** One tool: title, status, description, features and the status's button. */
export function ToolCard({ tool, beta }: { tool: CatalogueTool; beta: BetaState }) {
  const { t, i18n } = useTranslation(NS);
  const text = toolText(tool, i18n.resolvedLanguage ?? i18n.language);
  const featuresId = `tool-${tool.id}-features`;
  return (
    <Card.Root as="article" h="full" minW="0" data-status={tool.status}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
          <Heading as="h2" size="lg" minW="0" overflowWrap="anywhere">
            {text.title}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[tool.status]} variant="subtle">
            {t(`products.status.${tool.status}`)}
          </Badge>
        </HStack>
        <Text color="fg.muted">{text.description}</Text>
        <Stack gap="1">
          <Text id={featuresId} fontWeight="semibold" fontSize="sm">
            {t('products.features')}
          </Text>
          <List.Root aria-labelledby={featuresId} ps="5" fontSize="sm" gap="1">
            {text.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List.Root>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <ToolButton tool={tool} title={text.title} beta={beta} />
      </Card.Footer>
    </Card.Root>
  );
}
