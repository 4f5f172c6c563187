import { loadSupabase, toDataError, unwrap, uploadWithProgress } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { intelKeys } from '../../../api/keys';
import { contentTypeOf, storedFileName } from '../rules/attachment-file';

export const ATTACHMENTS_BUCKET = 'intel-attachments';

export type AttachFile = {
  advisoryId: string;
  file: File;
  /** The fraction of the file sent so far (0..1). */
  onProgress: (fraction: number) => void;
};

/**
 * Attaches a file to an advisory as an analyst: the object first, at
 * `<advisory id>/<stored name>` through a signed upload URL (storage RLS: analysts who read
 * the advisory; its progress shown), then its row through intel_add_attachment. A row that
 * fails takes the object with it, so the advisory never lists a file that is not stored.
 * Who downloads it afterwards is the advisory's TLP rule, in the bucket's select policy.
 */
export async function attachFile({ advisoryId, file, onProgress }: AttachFile): Promise<void> {
  const client = await loadSupabase();
  const bucket = client.storage.from(ATTACHMENTS_BUCKET);
  const name = storedFileName(file.name);
  const path = `${advisoryId}/${name}`;
  const contentType = contentTypeOf(file.name);
  const signed = await bucket.createSignedUploadUrl(path);
  if (signed.error) throw toDataError(signed.error, 'storage');
  await uploadWithProgress(
    signed.data.signedUrl,
    new File([file], name, { type: contentType }),
    onProgress,
  );
  const registered = await client.rpc('intel_add_attachment', {
    advisory_id: advisoryId,
    file_name: name,
    content_type: contentType,
    size_bytes: file.size,
  });
  if (registered.error) await bucket.remove([path]);
  unwrap(registered);
}

/** Attaches, then reads the advisory again (its attachment list). */
export function useAttachFileMutation(advisoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: intelKeys.advisory(advisoryId) }),
  });
}
