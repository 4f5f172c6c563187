// Public surface of @csan/shared-ui (the only barrel: a package's public API).
export * from './components/chakra';
export { Flag } from './components/Flag';
export { NotFoundPage } from './components/NotFoundPage';
export { PageHeader } from './components/PageHeader';
export { QueryStates } from './components/QueryStates';
export { EmptyState, ErrorState, LoadingState } from './components/states';
export { toaster } from './components/toast-queue';
export { formatDate, formatDateTime } from './format/dates';
export { formatCedis } from './format/money';
export { DocumentTitleSink, pageTitle, useDocumentTitle } from './hooks/use-document-title';
export { initI18n } from './i18n/i18n';
export {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  SUPPORTED_LANGUAGES,
} from './i18n/languages';
export {
  registerTranslationLoaders,
  registerTranslations,
  type TranslationLoader,
  type TranslationSources,
  type TranslationTree,
} from './i18n/register';
export { UiProvider } from './provider/UiProvider';
export { system } from './theme/system';
