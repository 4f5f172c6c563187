import type { TablesInsert } from '@csan/shared-auth';
import { z } from 'zod';

/** The content types an admin picks from (the spec's six). */
export const CONTENT_TYPES = [
  'Research Paper',
  'White Paper',
  'Case Study',
  'Technical Guide',
  'Report',
  'Article',
] as const;

/** Who may open an item, lowest first. */
export const ACCESS_TIERS = ['Public', 'Student', 'Professional', 'Corporate'] as const;
export type AccessTier = (typeof ACCESS_TIERS)[number];

/** The database's limits on the text columns (check constraints of resource_items). */
export const TITLE_MAX = 300;
export const DESCRIPTION_MAX = 5000;

/** What the Add / Edit dialog holds, as typed. */
export type ResourceFormInput = {
  title: string;
  description: string;
  contentType: string;
  accessTier: AccessTier;
  /** Comma separated. */
  authors: string;
  /** Comma separated; none = no tags. */
  tags: string;
};

export const RESOURCE_FORM_DEFAULTS: ResourceFormInput = {
  title: '',
  description: '',
  contentType: CONTENT_TYPES[0],
  accessTier: 'Public',
  authors: '',
  tags: '',
};

/** The columns a save writes (the file's name is added when a file was uploaded). */
export type ResourceWrite = Pick<
  TablesInsert<'resource_items'>,
  'title' | 'description' | 'content_type' | 'access_tier' | 'author_names' | 'tags'
> & { publish_date: string };

/** A comma-separated list: each item trimmed, empty items and repeats dropped, order kept. */
export function splitList(text: string): string[] {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return [...new Set(items)];
}

/**
 * The dialog's rules; each error is a key of `resources.errors`. `today` (yyyy-mm-dd) becomes
 * the publish date on every save. `keptType` is an edited item's own content type when it is
 * not one of the six (older items use the library's other types): it stays allowed.
 */
export function resourceFormSchema(today: string, keptType?: string | null) {
  const types: readonly string[] = keptType ? [...CONTENT_TYPES, keptType] : CONTENT_TYPES;
  return z
    .object({
      title: z.string().trim().min(1, 'titleRequired').max(TITLE_MAX, 'titleTooLong'),
      description: z.string().trim().max(DESCRIPTION_MAX, 'descriptionTooLong'),
      contentType: z.string().refine((type) => types.includes(type), 'contentType'),
      accessTier: z.enum(ACCESS_TIERS, { error: 'accessTier' }),
      authors: z
        .string()
        .transform(splitList)
        .refine((authors) => authors.length > 0, 'authorsRequired'),
      tags: z.string().transform(splitList),
    })
    .transform(
      (form): ResourceWrite => ({
        title: form.title,
        description: form.description === '' ? null : form.description,
        content_type: form.contentType,
        access_tier: form.accessTier,
        author_names: form.authors,
        tags: form.tags.length === 0 ? null : form.tags,
        publish_date: today,
      }),
    );
}

/** The form's values for an item being edited. */
export function formValuesOf(item: {
  title: string;
  description: string | null;
  content_type: string;
  access_tier: string;
  author_names: string[];
  tags: string[] | null;
}): ResourceFormInput {
  return {
    title: item.title,
    description: item.description ?? '',
    contentType: item.content_type,
    accessTier: (ACCESS_TIERS as readonly string[]).includes(item.access_tier)
      ? (item.access_tier as AccessTier)
      : 'Public',
    authors: item.author_names.join(', '),
    tags: (item.tags ?? []).join(', '),
  };
}

/** Today's date in UTC (Accra's time zone), yyyy-mm-dd. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
