import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { intelKeys } from '../../../api/keys';
import type { ProtocolForm } from '../rules/protocol-schema';
import { protocolRow, protocolSchema } from '../rules/protocol-schema';

type ProtocolRecord = {
  id: string;
  title: string;
  incident_type: string;
  tlp: string;
  recipient_org_ids: string[];
  body: string;
};

/** One playbook to edit (RLS: analysts read every one); not there → PGRST116. */
export function useProtocolQuery(id: string | undefined) {
  return useQuery({
    queryKey: [...intelKeys.all, 'protocol', id],
    enabled: Boolean(id),
    queryFn: async (): Promise<ProtocolForm> => {
      const client = await loadSupabase();
      const row = unwrap(
        await client
          .from('intel_protocols')
          .select('id, title, incident_type, tlp, recipient_org_ids, body')
          .eq('id', id as string)
          .single(),
      ) as ProtocolRecord;
      return {
        title: row.title,
        incidentType: row.incident_type as ProtocolForm['incidentType'],
        tlp: row.tlp as ProtocolForm['tlp'],
        recipientOrgIds: row.recipient_org_ids,
        body: row.body,
      };
    },
  });
}

/**
 * Writes a playbook as an analyst (intel_protocols' policies: analysts at aal2, the author
 * recorded by the database). An update RLS filters away is PGRST116, not a silent nothing.
 */
export async function saveProtocol({ id, form }: { id?: string; form: ProtocolForm }) {
  const client = await loadSupabase();
  const row = protocolRow(protocolSchema.parse(form));
  const table = client.from('intel_protocols');
  const saved = id
    ? await table.update(row).eq('id', id).select('id').single()
    : await table.insert(row).select('id').single();
  return unwrap(saved) as { id: string };
}

export function useSaveProtocolMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProtocol,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [...intelKeys.all, 'protocols'] });
      await queryClient.invalidateQueries({ queryKey: [...intelKeys.all, 'protocol'] });
    },
  });
}
