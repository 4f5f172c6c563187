import { Box, Container, Heading, Text } from '@csan/shared-ui';
import type { ReactNode } from 'react';

type PageSectionProps = {
  /** Used for the heading id so the section is a labelled landmark. */
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  muted?: boolean;
};

/** A full-width `<section>` labelled by its h2, with an optional lead paragraph. */
export function PageSection({ id, title, intro, children, muted = false }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: 10, md: 16 }}
      bg={muted ? 'bg.subtle' : undefined}
    >
      <Container maxW="6xl">
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} mb="3">
          {title}
        </Heading>
        {intro ? (
          <Text color="fg.muted" fontSize="lg" maxW="3xl" mb="8">
            {intro}
          </Text>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
