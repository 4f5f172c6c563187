import { z } from 'zod';
import { INCIDENT_TYPES } from '../api/protocol-list-query';

/** The levels a playbook may carry (intel_protocols.tlp): no AMBER+STRICT or RED playbooks. */
export const PROTOCOL_TLP = ['clear', 'green', 'amber'] as const;

/**
 * The playbook form, as intel_protocols checks it: a title of 3 to 200 characters, an
 * incident type, a TLP level, at least one organisation for AMBER (and none otherwise), and
 * Markdown steps up to 50,000 characters. Messages are keys of the intel namespace.
 */
export const protocolSchema = z
  .object({
    title: z.string().trim().min(3, 'playbook.errors.title').max(200, 'playbook.errors.title'),
    incidentType: z.enum(INCIDENT_TYPES),
    tlp: z.enum(PROTOCOL_TLP),
    recipientOrgIds: z.array(z.string()),
    body: z
      .string()
      .refine((body) => body.trim().length > 0, 'playbook.errors.body')
      .refine((body) => body.length <= 50000, 'playbook.errors.bodyLength'),
  })
  .refine((form) => form.tlp !== 'amber' || form.recipientOrgIds.length > 0, {
    message: 'playbook.errors.orgs',
    path: ['recipientOrgIds'],
  });

export type ProtocolForm = z.input<typeof protocolSchema>;

export const EMPTY_PROTOCOL: ProtocolForm = {
  title: '',
  incidentType: 'ransomware',
  tlp: 'green',
  recipientOrgIds: [],
  body: '',
};

/** The row written: organisations only for AMBER (the table's check wants none otherwise). */
export function protocolRow(form: z.output<typeof protocolSchema>) {
  return {
    title: form.title,
    incident_type: form.incidentType,
    tlp: form.tlp,
    recipient_org_ids: form.tlp === 'amber' ? form.recipientOrgIds : [],
    body: form.body,
  };
}
