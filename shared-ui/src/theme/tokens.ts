import { semanticTokens, tokens } from '@chakra-ui/react/theme';

/**
 * Chakra's default palettes that no package of the portal names (checked with `grep -rw` over
 * shell/, remotes/, shared-ui/, shared-auth/ and supabase/ — keep it so before adding one back)
 * and that no recipe of ours uses. Every palette is 11 colour tokens plus 7 semantic tokens,
 * each a CSS variable that the system builds and the first render injects on every page.
 */
export const UNUSED_PALETTES = ['teal', 'cyan', 'pink'] as const;

type Tree = { [key: string]: unknown };

const isTokenLeaf = (node: unknown): node is { value: unknown } =>
  typeof node === 'object' && node !== null && 'value' in node;

/**
 * The light value of every semantic token, without the `_dark` one: nothing in the portal sets
 * Chakra's `dark` class, so the dark half of each token was ~115 variables built at start-up
 * and injected on every page, never applied. `{ _light: x, _dark: y }` becomes `x`; a token
 * with other conditions keeps them, minus `_dark`.
 */
export function lightOnly<T extends object>(tree: T): T {
  const result: Tree = {};
  for (const [key, node] of Object.entries(tree)) {
    if (!isTokenLeaf(node)) {
      result[key] = typeof node === 'object' && node !== null ? lightOnly(node as Tree) : node;
      continue;
    }
    const value = node.value;
    if (typeof value !== 'object' || value === null || !('_dark' in value)) {
      result[key] = node;
      continue;
    }
    const { _dark: _, ...rest } = value as Tree;
    const keys = Object.keys(rest);
    result[key] = {
      ...node,
      value: keys.length === 1 && keys[0] === '_light' ? rest._light : rest,
    };
  }
  return result as T;
}

function withoutPalettes<T extends object>(colors: T): T {
  const result: Tree = { ...(colors as Tree) };
  for (const palette of UNUSED_PALETTES) delete result[palette];
  return result as T;
}

/** Chakra's default tokens, minus the unused palettes. */
export const csanTokens = { ...tokens, colors: withoutPalettes(tokens.colors) };

/** Chakra's default semantic tokens, light values only, minus the unused palettes. */
export const csanSemanticTokens = lightOnly({
  ...semanticTokens,
  colors: withoutPalettes(semanticTokens.colors),
});
