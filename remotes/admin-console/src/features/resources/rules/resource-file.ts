/**
 * The files a resource may carry: Word, PowerPoint and PDF documents up to the `resources`
 * bucket's size limit (its file_size_limit, 50 MB; the bucket refuses a larger one too).
 */
export const FILE_TYPES = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

export type FileExtension = keyof typeof FILE_TYPES;

/** The file input's `accept`: the allowed extensions. */
export const ACCEPTED_FILES = Object.keys(FILE_TYPES).join(',');

/** The bucket's file_size_limit in bytes. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The bucket the files live in. */
export const RESOURCES_BUCKET = 'resources';

/** A file name's extension, lower-cased, when it is one of the allowed ones. */
export function allowedExtension(fileName: string): FileExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot).toLowerCase();
  return extension in FILE_TYPES ? (extension as FileExtension) : null;
}

/** Why a chosen file cannot be uploaded (a key of `resources.errors`), or null when it can. */
export function fileProblem(file: {
  name: string;
  size: number;
}): 'fileType' | 'fileEmpty' | 'fileTooLarge' | null {
  if (allowedExtension(file.name) === null) return 'fileType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > MAX_FILE_BYTES) return 'fileTooLarge';
  return null;
}

/**
 * The name a file is stored under: a random one with the original extension (the admin's file
 * name is never a storage key), e.g. `3f2b…c1.pdf`.
 */
export function storedNameFor(fileName: string, randomId: string): string {
  const extension = allowedExtension(fileName);
  if (extension === null) throw new Error(`not an allowed file: ${fileName}`);
  return `${randomId}${extension}`;
}

/** The content type stored with a file, from its extension (what the bucket allows). */
export function contentTypeOf(fileName: string): string {
  const extension = allowedExtension(fileName);
  if (extension === null) throw new Error(`not an allowed file: ${fileName}`);
  return FILE_TYPES[extension];
}
