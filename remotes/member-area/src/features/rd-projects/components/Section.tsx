import { Card } from '@csan/shared-ui';
import { type ReactNode, useId } from 'react';

/** A titled card of the project page, a region named by its h2. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} minW="0">
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="5">{children}</Card.Body>
    </Card.Root>
  );
}
