// The upload moved to @csan/shared-auth (1.5.0) when intel's attachments needed it too; the
// resources tab keeps importing it from here, so its test can stand in for this one module.
export { uploadWithProgress } from '@csan/shared-auth';
