// The words of the association's documents: what their PDFs say (seed.ts makes them) and what the
// rules assistant searches. One entry per document of the library, by its id in the contracts'
// examples (listDocumentDirectories).
export interface GoverningDocument {
  id: number;
  /** The folder it sits in (1201 Governing documents, 1202 Bylaws, 1204 Meeting minutes 2026, 1205 Forms). */
  folderId: number;
  fileName: string;
  title: string;
  sections: { heading: string; text: string }[];
}

export const GOVERNING_DOCUMENTS: readonly GoverningDocument[] = [
  {
    id: 1301,
    folderId: 1201,
    fileName: 'Declaration of covenants.pdf',
    title: 'Declaration of covenants',
    sections: [
      {
        heading: '',
        text: 'Maple Grove HOA - Declaration of Covenants, Conditions and Restrictions.',
      },
      {
        heading: 'Article VII, Section 4 - Fences',
        text: 'Backyard fences may be up to six (6) feet tall and built of cedar or black aluminum. No fence may be installed without the prior written approval of the Architectural Review Committee.',
      },
      {
        heading: 'Article VIII - Exterior changes',
        text: 'Any change to the exterior color, roofing, windows or landscaping of a lot requires an architectural request approved by the Committee before the work begins.',
      },
    ],
  },
  {
    id: 1302,
    folderId: 1202,
    fileName: 'Bylaws 2024.pdf',
    title: 'Bylaws 2024',
    sections: [
      { heading: '', text: 'Maple Grove HOA - Bylaws, as amended March 12, 2024.' },
      {
        heading: 'Article III',
        text: 'The board of directors consists of five members elected at the annual meeting for staggered two-year terms.',
      },
      {
        heading: 'Article V',
        text: 'Assessments are due on the first day of each month; a late fee of $25.00 applies to payments received after the fifteenth.',
      },
    ],
  },
  {
    id: 1303,
    folderId: 1204,
    fileName: 'Board minutes 2026-10.pdf',
    title: 'Board minutes 2026-10',
    sections: [
      { heading: '', text: 'Minutes of the board meeting of October 27, 2026.' },
      {
        heading: '',
        text: 'Present: Jordan Rivera (President), Marcus Chen (Treasurer), Elena Vasquez (Secretary).',
      },
      {
        heading: '',
        text: 'The board approved the 2027 draft budget for presentation at the annual meeting and waived one late fee on appeal.',
      },
    ],
  },
];

/** A document's sections as the paragraphs of its PDF: a heading leads its text. */
export function paragraphsOf(document: GoverningDocument): string[] {
  return document.sections.map(({ heading, text }) => (heading ? `${heading}. ${text}` : text));
}
