// What scripts/prerender.ts (the build step) needs from the shell.
export { SUPPORTED_LANGUAGES } from '@csan/shared-ui';
export { composeDocument } from './compose-document';
export { renderRoute } from './render-route';
export { PRERENDERED_DIR, PRERENDERED_ROUTES, prerenderedFile } from './routes';
