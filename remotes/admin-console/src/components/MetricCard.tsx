import { Card, Text } from '@csan/shared-ui';
import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  value: string;
  note?: ReactNode;
  /** The title's heading level under the section it sits in (default h3, under the tab's h2). */
  level?: 'h3' | 'h4';
};

/** One summary figure: its title, the value large, an optional line under it. */
export function MetricCard({ title, value, note, level = 'h3' }: Props) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Body gap="1">
        <Text as={level} id={titleId} fontSize="sm" color="fg.muted" fontWeight="medium">
          {title}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
          {value}
        </Text>
        {note ? (
          <Text fontSize="sm" color="fg.muted">
            {note}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
