/** The slug of a LinkedIn profile address: what the database accepts after `/in/`. */
const SLUG = /^[A-Za-z0-9_%-]{1,100}$/;
/** linkedin.com, www.linkedin.com or a two-letter country host (gh.linkedin.com). */
const HOST = /^(www\.|[a-z]{2}\.)?linkedin\.com$/;

/**
 * A LinkedIn profile address as stored: `https://<host>/in/<name>`, from what a member pasted
 * (with or without `https://`, `http://`, a trailing slash, tracking parameters or a fragment).
 * Empty → null (no LinkedIn link); anything that is not a linkedin.com profile → undefined.
 */
export function normalizeLinkedInUrl(input: string): string | null | undefined {
  const text = input.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  if (!HOST.test(host)) return undefined;
  const match = /^\/in\/([^/]+)\/?$/.exec(url.pathname);
  const slug = match?.[1];
  if (!slug || !SLUG.test(slug)) return undefined;
  return `https://${host}/in/${slug}`;
}
