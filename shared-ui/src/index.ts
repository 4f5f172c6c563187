// Public surface of @csan/shared-ui (the only barrel: a package's public API).
export * from './components/chakra';
export { registerTranslations } from './i18n/register';
