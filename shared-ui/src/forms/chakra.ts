// The on-demand half of the design-system facade (`@csan/shared-ui/forms`): components of forms
// and overlays, which no page needs for its first paint. Same rule as ../components/chakra.ts:
// import them from here, never from `@chakra-ui/react`; add one when a page needs it, with its
// recipe in ./recipes.ts.
export { Dialog, Field, Input, NativeSelect, Switch, Tabs, Textarea } from '@chakra-ui/react';
