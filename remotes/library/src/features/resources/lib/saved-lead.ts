import { type LeadValues, leadSchema } from '../rules/lead-schema';

const KEY = 'csan.library.lead';

/**
 * The details a visitor gave in the lead form, kept in this browser so the next Public item
 * does not ask again (each download still records its own lead). Read back through the form's
 * schema: anything stored by hand or by an older version that no longer passes is ignored.
 */
export function readSavedLead(): LeadValues | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = leadSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveLead(lead: LeadValues): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(lead));
  } catch {
    // Storage full or disabled: the form simply asks again next time.
  }
}
