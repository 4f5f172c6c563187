import { Box, Heading } from '@csan/shared-ui';
import type { ReactNode } from 'react';

type AboutBlockProps = { id: string; title: string; children: ReactNode };

/** A labelled `<section>` of the About page with its h2. */
export function AboutBlock({ id, title, children }: AboutBlockProps) {
  const headingId = `${id}-heading`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
