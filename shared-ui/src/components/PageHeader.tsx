import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageTitle, useDocumentTitle } from '../hooks/use-document-title';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The document title's own part when it says more than the heading (a page's open tab). */
  documentTitle?: string;
};

/**
 * The top of a page: its single <h1>, an optional lead paragraph and actions. The heading is
 * also the page's document title, so every page built on it has one.
 */
export function PageHeader({ title, description, actions, documentTitle }: PageHeaderProps) {
  useDocumentTitle(pageTitle(documentTitle ?? title));
  return (
    <Box mb="8">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.800">
        {title}
      </Heading>
      {description ? (
        <Text mt="3" fontSize="lg" color="fg.muted" maxW="3xl">
          {description}
        </Text>
      ) : null}
      {actions ? <Box mt="4">{actions}</Box> : null}
    </Box>
  );
}
