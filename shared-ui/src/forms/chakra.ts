// The on-demand half of the design-system facade (`@csan/shared-ui/forms`): components of forms
// and overlays, which no page needs for its first paint. Same rule as ../components/chakra.ts:
// import them from here, never from `@chakra-ui/react`; add one when a page needs it, with its
// recipe in ./recipes.ts. Drawer and Menu are here too: only opened panels use them (the shell
// renders a plain button until one is first opened), so `/` does not download them.
export {
  Dialog,
  Drawer,
  Field,
  Input,
  Menu,
  NativeSelect,
  Switch,
  Tabs,
  Textarea,
} from '@chakra-ui/react';
