/** The shape of a legal page's text (Terms, Privacy): a title, when it was last changed, sections. */
export interface LegalSection {
  id: string;
  title: string;
  /** Paragraphs; a paragraph given as a list of strings is drawn as a bulleted list. */
  body: (string | readonly string[])[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}
