// A minimal Word document (.docx): the three parts Word needs (office.ts zips them).
import { officeFile, xmlText } from '../office.ts';

function documentXml(title: string, paragraphs: readonly string[]): string {
  const run = (text: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    run(title, true) +
    paragraphs.map((p) => run(p)).join('') +
    '</w:body></w:document>'
  );
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';

const RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

/** A one-section Word document: a bold title and its paragraphs. */
export function minimalDocx(title: string, paragraphs: readonly string[]): Buffer {
  return officeFile({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': RELATIONSHIPS,
    'word/document.xml': documentXml(title, paragraphs),
  });
}
