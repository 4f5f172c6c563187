import { z } from 'zod';
import data from '../catalogue.json';

/** A tool's status; the last three cannot be used yet and show a disabled button. */
export const TOOL_STATUSES = [
  'available',
  'beta',
  'coming_soon',
  'planning',
  'partner_access_only',
] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];

export const LANGUAGES = ['en', 'fr', 'pt', 'sw'] as const;
type Language = (typeof LANGUAGES)[number];

const textSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().min(1),
  features: z.array(z.string().min(1)),
});

/**
 * The catalogue as `catalogue.json` writes it: everything about the tools (ids, links,
 * statuses, and their texts in the four languages) is there, so changing a tool never touches
 * a component. The id is what beta-access requests record.
 */
export const catalogueSchema = z.object({
  tools: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
      status: z.enum(TOOL_STATUSES),
      link: z.url({ protocol: /^https?$/ }),
      text: z.object({ en: textSchema, fr: textSchema, pt: textSchema, sw: textSchema }),
    }),
  ),
});
export type CatalogueTool = z.infer<typeof catalogueSchema>['tools'][number];

/** The catalogue, checked once when the page loads (a broken edit fails loudly in the tests). */
export const TOOLS: readonly CatalogueTool[] = catalogueSchema.parse(data).tools;

/** A tool's texts in the page's language; English for any other language. */
export function toolText(tool: CatalogueTool, language: string | undefined) {
  const lang = (LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as Language)
    : 'en';
  return tool.text[lang];
}

export type ToolAction =
  | { kind: 'launch'; href: string }
  | { kind: 'beta' }
  | { kind: 'disabled'; status: Exclude<ToolStatus, 'available' | 'beta'> };

/** What a tool's button does: launch the link, request beta access, or nothing yet. */
export function toolAction(tool: Pick<CatalogueTool, 'status' | 'link'>): ToolAction {
  if (tool.status === 'available') return { kind: 'launch', href: tool.link };
  if (tool.status === 'beta') return { kind: 'beta' };
  return { kind: 'disabled', status: tool.status };
}
