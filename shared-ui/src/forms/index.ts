// Public surface of `@csan/shared-ui/forms`: the form and overlay components (Dialog, Tabs, Field,
// Input, NativeSelect, Switch, Textarea) and the `<Toaster />`, with their Chakra recipes, and
// `useFieldTexts`, which ties a field's error text to its control. A shared
// singleton of its own that loads on demand, so the core (`@csan/shared-ui`) every page
// downloads before its first paint stays small (ARCHITECTURE.md on bundle size). Loading it
// adds its recipes to the core's Chakra system (./register.ts): still one system per page.
import './register';

export * from './chakra';
export { useFieldTexts } from './field-texts';
export { Toaster } from './Toaster';
