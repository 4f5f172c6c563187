import { Box } from '@csan/shared-ui';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef } from 'react';
import { storedImageUrl } from '../../../lib/offline/saved-courses';

/**
 * A lesson's HTML, written by an editor: sanitised (no scripts, handlers or frames) before it
 * reaches the page. When the course is saved, each image is shown from the saved copy, so it
 * also appears with no network.
 */
export function LessonBody({ html, lang, saved }: { html: string; lang: string; saved: boolean }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!saved || !ref.current) return;
    const made: string[] = [];
    let live = true;
    for (const img of Array.from(ref.current.querySelectorAll('img'))) {
      void storedImageUrl(img.src).then((url) => {
        if (!url) return;
        if (!live) return URL.revokeObjectURL(url);
        made.push(url);
        img.src = url;
      });
    }
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [saved, clean]);
  return (
    <Box
      ref={ref}
      lang={lang}
      className="skillup-lesson"
      css={{
        '& p': { mb: '4' },
        '& h2, & h3': { fontWeight: 'semibold', mt: '6', mb: '2' },
        '& ul, & ol': { ps: '6', mb: '4' },
        '& img': { maxW: 'full', h: 'auto', my: '4' },
        '& a': { color: 'brand.800', textDecoration: 'underline' },
      }}
      // Sanitised by DOMPurify above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
