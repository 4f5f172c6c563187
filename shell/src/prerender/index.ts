// What scripts/prerender.ts (the build step) needs from the shell.
export { SUPPORTED_LANGUAGES } from '@csan/shared-ui';
export { setRouteTable } from '../routes/route-table';
export { composeDocument } from './compose-document';
export { renderRoute } from './render-route';
export { PRERENDERED_DIR, prerenderedFile, prerenderedRoutes } from './routes';
