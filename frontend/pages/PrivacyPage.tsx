/** /privacy (public): what is stored, for how long, erasure, cookies, the AI tutor. Text in legal/privacy-content.ts. */
import { LegalPage } from "./legal/LegalPage";
import { PRIVACY_TEXT } from "./legal/privacy-content";

export default function PrivacyPage() {
  return <LegalPage document={PRIVACY_TEXT} />;
}
