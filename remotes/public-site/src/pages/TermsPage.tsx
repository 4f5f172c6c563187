import '../i18n';
import { LegalDocument } from './legal/LegalDocument';

/** /terms: the Terms of Service (static text, Last Updated = today). */
export default function TermsPage() {
  return <LegalDocument doc="terms" />;
}
