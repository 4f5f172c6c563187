import type { CourseOutline, LessonContent } from '../../api/types';

/**
 * Courses saved for offline use, in the browser's Cache Storage under one cache of this remote
 * (`skillup-offline-v1`): a JSON copy of the course (outline, every lesson's body, the lessons
 * done when saved) and each image the lessons show. The pages read this cache themselves when
 * the network fails; no service worker is involved, so nothing here intercepts requests of the
 * rest of the portal (docs in remotes/skillup/README.md, "Offline").
 */
export const OFFLINE_CACHE = 'skillup-offline-v1';

export type SavedCourse = {
  outline: CourseOutline;
  contents: Record<string, LessonContent>;
  /** Lesson ids the learner had completed when the copy was made (the server's word). */
  completedLessonIds: string[];
  /** Image URLs stored beside the copy. */
  images: string[];
  bytes: number;
  savedAt: string;
};

/** Whether this browser can keep courses (Cache Storage needs a secure context). */
export const offlineSupported = () => typeof caches !== 'undefined';

const copyKey = (slug: string) =>
  new Request(
    new URL(`/__skillup-offline/courses/${encodeURIComponent(slug)}.json`, location.origin),
  );

/** The `<img src>` URLs of lesson HTML (absolute, http(s) only, each once). */
export function imageUrlsOf(htmls: readonly string[], base = location.href): string[] {
  const found = new Set<string>();
  for (const html of htmls) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const img of Array.from(doc.images)) {
      const src = img.getAttribute('src');
      if (!src) continue;
      try {
        const url = new URL(src, base);
        if (url.protocol === 'http:' || url.protocol === 'https:') found.add(url.href);
      } catch {
        // An unparsable src is not downloaded.
      }
    }
  }
  return [...found];
}

/**
 * What saving will download, in bytes: the lessons' bodies (the database's sizes) plus each
 * image's size as its server states it (HEAD); `unknownImages` counts those that state none.
 */
export async function estimateDownload(
  contents: readonly LessonContent[],
  images: readonly string[],
): Promise<{ bytes: number; images: number; unknownImages: number }> {
  let bytes = contents.reduce((sum, c) => sum + (c.size_bytes ?? 0), 0);
  let unknownImages = 0;
  await Promise.all(
    images.map(async (url) => {
      try {
        const head = await fetch(url, { method: 'HEAD' });
        const length = Number(head.headers.get('content-length'));
        if (head.ok && length > 0) bytes += length;
        else unknownImages += 1;
      } catch {
        unknownImages += 1;
      }
    }),
  );
  return { bytes, images: images.length, unknownImages };
}

/** Stores the course and its images; an image that cannot be fetched is left out. */
export async function saveCourse(
  copy: Omit<SavedCourse, 'images' | 'savedAt' | 'bytes'>,
): Promise<SavedCourse> {
  const cache = await caches.open(OFFLINE_CACHE);
  const urls = imageUrlsOf(Object.values(copy.contents).map((c) => c.body_html));
  const images: string[] = [];
  let bytes = 0;
  for (const url of urls) {
    try {
      const response = await fetch(url);
      if (!response.ok) continue;
      const blob = await response.blob();
      bytes += blob.size;
      await cache.put(url, new Response(blob, { headers: { 'content-type': blob.type } }));
      images.push(url);
    } catch {
      // Not reachable now (or not shared with this host): the lesson shows its alt text offline.
    }
  }
  const body = { ...copy, images, bytes: 0, savedAt: new Date().toISOString() };
  const json = JSON.stringify(body);
  const saved: SavedCourse = { ...body, bytes: bytes + new Blob([json]).size };
  await cache.put(
    copyKey(copy.outline.slug),
    new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }),
  );
  return saved;
}

/** The saved copy of a course, or null. */
export async function readSavedCourse(slug: string): Promise<SavedCourse | null> {
  if (!offlineSupported()) return null;
  const cache = await caches.open(OFFLINE_CACHE);
  const hit = await cache.match(copyKey(slug));
  return hit ? ((await hit.json()) as SavedCourse) : null;
}

/** Every course saved on this device: slug, title, language and when it was saved. */
export async function listSavedCourses(): Promise<
  { slug: string; title: string; language: string; savedAt: string }[]
> {
  if (!offlineSupported()) return [];
  const cache = await caches.open(OFFLINE_CACHE);
  const copies = (await cache.keys()).filter((r) =>
    new URL(r.url).pathname.startsWith('/__skillup-offline/courses/'),
  );
  const saved = await Promise.all(
    copies.map(async (r) => (await (await cache.match(r))?.json()) as SavedCourse | undefined),
  );
  return saved
    .filter((c): c is SavedCourse => Boolean(c))
    .map((c) => ({
      slug: c.outline.slug,
      title: c.outline.title,
      language: c.outline.language,
      savedAt: c.savedAt,
    }));
}

/** Removes a course's copy and its images. */
export async function removeSavedCourse(slug: string): Promise<void> {
  const saved = await readSavedCourse(slug);
  const cache = await caches.open(OFFLINE_CACHE);
  for (const url of saved?.images ?? []) await cache.delete(url);
  await cache.delete(copyKey(slug));
}

/** An object URL for a stored image (the caller revokes it), or null when it is not stored. */
export async function storedImageUrl(url: string): Promise<string | null> {
  if (!offlineSupported()) return null;
  const cache = await caches.open(OFFLINE_CACHE);
  const hit = await cache.match(url);
  return hit ? URL.createObjectURL(await hit.blob()) : null;
}
