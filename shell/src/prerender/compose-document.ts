import type { Language } from '@csan/shared-ui';
import {
  PRERENDER_COPY_ATTRIBUTE,
  PRERENDER_MEMBER_ATTRIBUTE,
  PRERENDER_PATH_ATTRIBUTE,
  PRERENDER_REMOTE_ATTRIBUTE,
  PRERENDER_SHOWN_ATTRIBUTE,
  PRERENDER_TITLE_META,
  SIGNED_OUT_ONLY_ATTRIBUTE,
} from './attributes';

/**
 * One language's server render of a route: markup with Emotion's `<style>` tags inline, and
 * the page's title (useDocumentTitle's) when it sets one.
 */
export type RenderedCopy = { language: Language; html: string; title?: string };

/** The language whose title `<title>` holds for readers that run no script (crawlers, previews). */
const TITLE_LANGUAGE: Language = 'en';

/** Text as HTML character data or a quoted attribute value (a title is translated copy). */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The copies' titles: one `<meta>` each, which the gate reads for the copy it shows (it runs
 * in `<head>`, before the body is parsed, so they come first), and `<title>`'s English text.
 */
export function titleTags(copies: readonly RenderedCopy[]): { metas: string; title?: string } {
  const metas = copies
    .filter((copy) => copy.title)
    .map(
      ({ language, title }) =>
        `<meta name="${PRERENDER_TITLE_META}" lang="${language}" content="${escapeHtml(title ?? '')}">`,
    )
    .join('');
  const title = copies.find((copy) => copy.language === TITLE_LANGUAGE)?.title;
  return { metas, title: title === undefined ? undefined : escapeHtml(title) };
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>[\s\S]*?<\/style>/g;

/**
 * Takes Emotion's inline `<style data-emotion>` tags out of the markup, in order, once per
 * Emotion key (every copy shares most of them). They go to `<head>`, where Emotion's client
 * cache adopts them (it finds them by that attribute) instead of inserting them again.
 */
export function hoistStyles(copies: readonly RenderedCopy[]): {
  styles: string;
  copies: RenderedCopy[];
} {
  const seen = new Set<string>();
  const styles: string[] = [];
  const stripped = copies.map(({ html, ...copy }) => ({
    ...copy,
    html: html.replace(EMOTION_STYLE, (tag, key: string) => {
      if (!seen.has(key)) {
        seen.add(key);
        styles.push(tag);
      }
      return '';
    }),
  }));
  return { styles: styles.join(''), copies: stripped };
}

/**
 * Only the copy the gate picked shows; with none picked (gate refused, or scripts off) the
 * root stays empty until the app renders, as on any other page. `display: contents`: the
 * wrapper adds no box, so the copy lays out exactly like the app's own render. For a possible
 * member the copy's visitor-only parts keep their place but are not seen (only inside the copy:
 * the live page decides for itself).
 */
export function visibilityCss(languages: readonly Language[]): string {
  const shown = languages
    .map(
      (language) =>
        `html[${PRERENDER_SHOWN_ATTRIBUTE}="${language}"] [${PRERENDER_COPY_ATTRIBUTE}="${language}"]`,
    )
    .join(',');
  const member = `html[${PRERENDER_MEMBER_ATTRIBUTE}] [${PRERENDER_COPY_ATTRIBUTE}] [${SIGNED_OUT_ONLY_ATTRIBUTE}]{visibility:hidden}`;
  return `[${PRERENDER_COPY_ATTRIBUTE}]{display:none}${shown}{display:contents}${member}`;
}

/**
 * A route's prerendered document: the shell's index.html (same scripts, same preloads) with
 * the route's copies in #root, their styles and the gate in `<head>`. Copies are `inert`: they
 * are pictures of the page until the app replaces them (a click on a control that is not live
 * yet would be lost, so none can be clicked), and the app's first render replaces them.
 */
export function composeDocument({
  template,
  path,
  copies,
  gateScript,
  pageRemote,
}: {
  template: string;
  path: string;
  copies: readonly RenderedCopy[];
  gateScript: string;
  /** The MF name of the page's remote, for the template's early script. */
  pageRemote?: string;
}): string {
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>')) {
    throw new Error('index.html has no empty <div id="root"> or no </head>');
  }
  if (gateScript.includes('</script')) throw new Error('the gate script cannot be inlined');
  const hoisted = hoistStyles(copies);
  const languages = hoisted.copies.map((copy) => copy.language);
  const titles = titleTags(copies);
  const head = `${titles.metas}<style>${visibilityCss(languages)}</style><script>${gateScript}</script>${hoisted.styles}`;
  const root = hoisted.copies
    .map(
      ({ language, html }) =>
        `<div ${PRERENDER_COPY_ATTRIBUTE}="${language}" lang="${language}" inert>${html}</div>`,
    )
    .join('');
  // Function replacements throughout: the inserted text (markup, a minified script, a title)
  // may hold `$&` or `$'`, which a replacement string would expand.
  const withTitle = titles.title
    ? template.replace(/<title>[^<]*<\/title>/, () => `<title>${titles.title}</title>`)
    : template;
  return withTitle
    .replace(
      /<html([^>]*)>/,
      (_tag, attributes: string) =>
        `<html${attributes} ${PRERENDER_PATH_ATTRIBUTE}="${path}"` +
        (pageRemote ? ` ${PRERENDER_REMOTE_ATTRIBUTE}="${pageRemote}"` : '') +
        '>',
    )
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
}
