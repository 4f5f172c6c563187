import { Box, Heading, Link } from '@csan/shared-ui';
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';

type Level = 'h3' | 'h4' | 'h5' | 'h6';

/** A Markdown heading two levels down: the page's h1 and the section's h2 stay above it. */
const heading = (as: Level) =>
  function MarkdownHeading({ children }: ComponentProps<'h1'>) {
    return (
      <Heading as={as} size={as === 'h3' ? 'md' : 'sm'} mt="4" mb="2">
        {children}
      </Heading>
    );
  };

const COMPONENTS: Components = {
  h1: heading('h3'),
  h2: heading('h4'),
  h3: heading('h5'),
  h4: heading('h6'),
  h5: heading('h6'),
  h6: heading('h6'),
  // No referrer: the advisory's address (its id) never leaves with a click.
  a: ({ href, children }) => (
    <Link
      href={href}
      rel="noopener noreferrer nofollow"
      color="brand.700"
      textDecoration="underline"
    >
      {children}
    </Link>
  ),
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

/**
 * An advisory's or a playbook's Markdown, rendered safely by react-markdown: HTML in the text
 * is shown as text (never parsed), `javascript:` and other unsafe link targets are dropped by
 * its URL filter, and images are not loaded at all (a remote image in a TLP:RED advisory would
 * tell its host who read it and when; the alt text stays).
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Box
      lineHeight="tall"
      css={{
        '& p': { mb: '3' },
        '& ul, & ol': { ps: '6', mb: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
        '& pre': { bg: 'bg.muted', p: '3', borderRadius: 'md', overflowX: 'auto', mb: '3' },
        '& blockquote': { borderStartWidth: '4px', ps: '3', color: 'fg.muted' },
        overflowWrap: 'anywhere',
      }}
    >
      <ReactMarkdown components={COMPONENTS}>{children}</ReactMarkdown>
    </Box>
  );
}
