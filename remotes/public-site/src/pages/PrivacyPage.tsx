import '../i18n';
import { LegalDocument } from './legal/LegalDocument';

/** /privacy: the Privacy Policy (static text, Last Updated = today). */
export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
