import type { Language } from '@csan/shared-ui';
import {
  PRERENDER_COPY_ATTRIBUTE,
  PRERENDER_MEMBER_ATTRIBUTE,
  PRERENDER_PATH_ATTRIBUTE,
  PRERENDER_REMOTE_ATTRIBUTE,
  PRERENDER_SHOWN_ATTRIBUTE,
  SIGNED_OUT_ONLY_ATTRIBUTE,
} from './attributes';

/** One language's server render of a route: markup with Emotion's `<style>` tags inline. */
export type RenderedCopy = { language: Language; html: string };

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
  const stripped = copies.map(({ language, html }) => ({
    language,
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
  const head = `<style>${visibilityCss(languages)}</style><script>${gateScript}</script>${hoisted.styles}`;
  const root = hoisted.copies
    .map(
      ({ language, html }) =>
        `<div ${PRERENDER_COPY_ATTRIBUTE}="${language}" lang="${language}" inert>${html}</div>`,
    )
    .join('');
  return template
    .replace(
      /<html([^>]*)>/,
      `<html$1 ${PRERENDER_PATH_ATTRIBUTE}="${path}"` +
        (pageRemote ? ` ${PRERENDER_REMOTE_ATTRIBUTE}="${pageRemote}"` : '') +
        '>',
    )
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${root}</div>`);
}
