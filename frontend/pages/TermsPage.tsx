/** /terms (public): the terms of use. The text is in legal/terms-content.ts. */
import { LegalPage } from "./legal/LegalPage";
import { TERMS_TEXT } from "./legal/terms-content";

export default function TermsPage() {
  return <LegalPage document={TERMS_TEXT} />;
}
