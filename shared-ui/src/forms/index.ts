// Public surface of `@csan/shared-ui/forms`: the form and overlay components (Dialog, Tabs, Field,
// Input, NativeSelect, Switch, Textarea) and the `<Toaster />`, with their Chakra recipes, and
// `useFieldTexts`, which ties a field's error text to its control; the portal's building blocks
// made of them (FormDialog, LabelledField, DataTable, Pager with the paging rules and the
// address's `?q=&page=`, downloadBlob) and the data-error classes' translated texts. A shared
// singleton of its own that loads on demand, so the core (`@csan/shared-ui`) every page
// downloads before its first paint stays small (ARCHITECTURE.md on bundle size). Loading it
// adds its recipes to the core's Chakra system (./register.ts): still one system per page.
import './register';

export * from './chakra';
export { type DataColumn, DataTable } from './DataTable';
export { downloadBlob } from './download-blob';
export { FormDialog } from './FormDialog';
export { useFieldTexts } from './field-texts';
export { LabelledField } from './LabelledField';
export { Pager } from './Pager';
export { pageCount, pageRange, parsePage, parseQuery } from './paging';
export { Toaster } from './Toaster';
export {
  type DataErrorTextKind,
  dataErrorTextKind,
  FORMS_NS,
  useDataErrorText,
} from './texts';
export { useListParams } from './use-list-params';
