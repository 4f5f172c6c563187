import type { SystemContext } from '@chakra-ui/react';
import {
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the on-demand components (./chakra and the Toaster): they download with them,
 * not with the system on every page's start-up path. Keep in step with ./chakra.ts (the test in
 * forms.test.ts checks it).
 */
export const formsRecipes = {
  recipes: { input: inputRecipe, textarea: textareaRecipe },
  slotRecipes: {
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    switch: switchSlotRecipe,
    tabs: tabsSlotRecipe,
    toast: toastSlotRecipe,
  },
};

/**
 * Adds the recipes to the page's one Chakra system, in place: a system reads its recipes from
 * its config's theme when a component first asks for one (and caches the result per key), so
 * recipes added before any of these components renders style them like the built-in ones —
 * `variant`, `size`, `colorPalette` and all. Idempotent.
 */
export function registerFormsRecipes(system: SystemContext) {
  const theme = system._config.theme ?? {};
  system._config.theme = theme;
  theme.recipes = { ...theme.recipes, ...formsRecipes.recipes };
  theme.slotRecipes = { ...theme.slotRecipes, ...formsRecipes.slotRecipes };
}
