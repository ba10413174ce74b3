// The words of the association's documents: what their PDFs say (seed.ts makes them) and what the
// rules assistant searches (assistant/search.ts). One entry per document of the library, by its id
// in the contracts' examples (listDocumentDirectories); 1305 onwards are the sandbox's own. A
// heading is what an answer cites; each document's first section is its letterhead.
export interface GoverningDocument {
  id: number;
  /** The folder it sits in (1201 Governing documents, 1202 Bylaws, 1204 Meeting minutes 2026, 1205 Forms). */
  folderId: number;
  fileName: string;
  title: string;
  sections: { heading: string; text: string }[];
}

/** The association whose library these are (Maple Grove HOA). */
export const DOCUMENTS_ASSOCIATION_ID = 101;

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
        heading: 'Article VII, Section 5 - Front yard fences',
        text: 'Fences in a front yard may be no taller than three (3) feet and must be an open picket style painted white. Chain-link, vinyl and solid privacy fences are not permitted in front yards.',
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
  {
    id: 1305,
    folderId: 1201,
    fileName: 'Rules and regulations.pdf',
    title: 'Rules and regulations',
    sections: [
      {
        heading: '',
        text: 'Maple Grove HOA - Rules and Regulations, adopted by the Board of Directors on January 9, 2025 under Article VI of the Bylaws.',
      },
      {
        heading: 'Section 1 - Quiet hours',
        text: 'Quiet hours are from 10:00 p.m. to 7:00 a.m. every day. During quiet hours, residents and their guests must keep music, power tools and other noise at a level that cannot be heard inside a neighboring home.',
      },
      {
        heading: 'Section 2 - Trash and recycling',
        text: 'Trash and recycling are collected every Tuesday morning. Cans may be placed at the curb after 6:00 p.m. on Monday and must be stored out of sight from the street, in a garage or behind a screened enclosure, by 9:00 p.m. on Tuesday.',
      },
      {
        heading: 'Section 3 - Pets',
        text: 'Each household may keep no more than three (3) dogs or cats. Pets must be on a leash no longer than six (6) feet whenever they are outside the owner’s lot, and owners must pick up after their pets at once.',
      },
      {
        heading: 'Section 4 - Holiday decorations',
        text: 'Holiday lights and decorations may be put up no earlier than thirty (30) days before the holiday and must be taken down within fifteen (15) days after it.',
      },
      {
        heading: 'Section 5 - Signs',
        text: 'One professionally made "For Sale" or "For Rent" sign no larger than six (6) square feet may be placed in the front yard of a lot. Political signs may be displayed for forty-five (45) days before an election and must be removed within seven (7) days after it.',
      },
      {
        heading: 'Section 6 - Leasing',
        text: 'A home may be leased for an initial term of no less than twelve (12) months. Short-term rentals of less than thirty (30) days, including through online rental platforms, are prohibited. Owners must give the management company a copy of each lease.',
      },
      {
        heading: 'Section 7 - Violations and fines',
        text: 'An owner who violates these rules receives a written notice and fourteen (14) days to correct the violation. A violation that is not corrected may be fined $50.00, and $10.00 for each further day, after the owner has had the chance to be heard by the Board.',
      },
    ],
  },
  {
    id: 1306,
    folderId: 1201,
    fileName: 'Pool rules.pdf',
    title: 'Pool rules',
    sections: [
      { heading: '', text: 'Maple Grove HOA - Community Pool Rules, effective May 1, 2025.' },
      {
        heading: 'Rule 1 - Season and hours',
        text: 'The pool is open from 10:00 a.m. to 8:00 p.m. daily from Memorial Day to Labor Day. The pool is closed during thunderstorms and for thirty (30) minutes after the last thunder is heard.',
      },
      {
        heading: 'Rule 2 - Access fobs',
        text: 'Entry to the pool is by access fob only. Each household in good standing may have two (2) fobs; a lost fob is replaced by the management company for a fee of $25.00.',
      },
      {
        heading: 'Rule 3 - Guests',
        text: 'A household may bring up to four (4) guests at a time. A resident of the household must stay with their guests at the pool at all times.',
      },
      {
        heading: 'Rule 4 - Children',
        text: 'Children under fourteen (14) years of age must be accompanied by an adult resident. Children who are not toilet-trained must wear swim diapers.',
      },
      {
        heading: 'Rule 5 - Safety',
        text: 'There is no lifeguard on duty; swim at your own risk. Glass containers, pets and diving are not allowed in the pool area.',
      },
    ],
  },
  {
    id: 1307,
    folderId: 1201,
    fileName: 'Parking rules.pdf',
    title: 'Parking rules',
    sections: [
      {
        heading: '',
        text: 'Maple Grove HOA - Parking Rules, adopted by the Board of Directors on June 3, 2025.',
      },
      {
        heading: 'Section 1 - Garages and driveways',
        text: 'Residents must park their vehicles in their garage or driveway first. Garages may not be used for storage that prevents parking the number of vehicles they were built for.',
      },
      {
        heading: 'Section 2 - Street parking',
        text: 'Vehicles may be parked on community streets during the day, but not overnight between 2:00 a.m. and 6:00 a.m., so that snow plows and emergency vehicles can pass.',
      },
      {
        heading: 'Section 3 - Boats, trailers and recreational vehicles',
        text: 'Boats, trailers, campers and recreational vehicles may be parked in a driveway for no more than forty-eight (48) hours at a time, for loading, unloading and cleaning. At all other times they must be kept inside a garage or off the property.',
      },
      {
        heading: 'Section 4 - Commercial vehicles',
        text: 'Commercial vehicles with lettering, ladders or equipment racks may be parked on a lot only while service is being performed there, and never overnight.',
      },
      {
        heading: 'Section 5 - Guest parking',
        text: 'Guests may use the marked spaces by the clubhouse for up to seventy-two (72) hours. A guest vehicle staying longer needs a guest permit from the management company.',
      },
      {
        heading: 'Section 6 - Towing',
        text: 'A vehicle parked in violation of these rules for more than twenty-four (24) hours after a warning notice is placed on it may be towed at the owner’s expense.',
      },
    ],
  },
  {
    id: 1308,
    folderId: 1201,
    fileName: 'Frequently asked questions.pdf',
    title: 'Frequently asked questions',
    sections: [
      {
        heading: '',
        text: 'Maple Grove HOA - Frequently Asked Questions, updated September 2026.',
      },
      {
        heading: 'When is the pool open?',
        text: 'The pool opens on Memorial Day and closes after Labor Day. It is open every day from 10 am to 8 pm; see the Pool rules for guests and access fobs.',
      },
      {
        heading: 'When is trash picked up?',
        text: 'Trash and recycling are picked up on Tuesday mornings. Bulk items are collected on the first Tuesday of each month if you call the hauler by the Friday before.',
      },
      {
        heading: 'Do I need approval to paint my house or replace my roof?',
        text: 'Yes. Any change to the outside of your home, including paint colors, roofing, windows and landscaping, needs an approved architectural request before work begins. Submit the Architectural request form through the portal.',
      },
      {
        heading: 'When are assessments due?',
        text: 'Assessments are due on the first of each month. A late fee of $25.00 is added to payments received after the fifteenth. You can pay online or set up automatic payments in the portal.',
      },
      {
        heading: 'Who do I call about a problem in a common area?',
        text: 'Report a broken light, a fallen tree or another problem in a common area by submitting a request in the portal. For an emergency that puts people or property at risk, call 911 first.',
      },
    ],
  },
];

/** A document's sections as the paragraphs of its PDF: a heading leads its text. */
export function paragraphsOf(document: GoverningDocument): string[] {
  return document.sections.map(({ heading, text }) => (heading ? `${heading}. ${text}` : text));
}
