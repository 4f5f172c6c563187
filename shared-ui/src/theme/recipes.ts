import { defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
} from '@chakra-ui/react/theme';
import { csanSemanticTokens, csanTokens } from './tokens';

/**
 * Chakra's default theme minus the recipes of components the portal does not use (and minus the
 * palettes and dark values nobody uses, ./tokens). Keep in step
 * with components/chakra.ts: a component exported there needs its recipe here (the test in
 * system.test.ts checks it), or it renders unstyled. Button also styles IconButton and
 * CloseButton; icon styles the indicators inside CloseButton (and Menu, on demand). The recipes of the
 * on-demand components (`@csan/shared-ui/forms`) are in ../forms/recipes.ts and join this
 * system when that part loads.
 */
export const csanRecipes = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: csanTokens,
    semanticTokens: csanSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      list: listSlotRecipe,
    },
  },
});
