import { Badge, HStack } from '@csan/shared-ui';

/** Expertise areas as a list of badges (a list, so screen readers count them). */
export function ExpertiseList({ areas, label }: { areas: readonly string[]; label: string }) {
  if (areas.length === 0) return null;
  return (
    <HStack as="ul" aria-label={label} wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
      {areas.map((area) => (
        <Badge as="li" key={area} colorPalette="brand" variant="subtle" maxW="full" truncate>
          {area}
        </Badge>
      ))}
    </HStack>
  );
}
