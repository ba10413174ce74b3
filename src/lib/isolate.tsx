import { Fragment, type ReactNode } from 'react';

// Text a service supplies (a person's name, a document's, an account's, a payment method's
// nickname) may carry right-to-left letters or direction controls such as U+202E; shown inline,
// they would reorder the words after them ("Welcome, {name}"). Such text is shown in a `<bdi>`:
// it keeps its own direction and leaves the sentence around it in order. `<bdi>` adds nothing to
// the text (textContent, accessible names and copied text stay the same), unlike U+2068/U+2069.
//
// One rule for the whole portal: a name written straight into JSX sits in `<bdi>{name}</bdi>`
// (several: `IsolatedList`); a name inside a translated sentence goes through `isolate`; a name
// in text that cannot hold an element (an `<option>`, the document title) through `isolateText`.
// Attributes that are read out, never laid out (aria-label, alt), and input values stay as they
// are.

/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko…) and the direction controls. */
const REORDERING =
  /[\p{Bidi_Control}\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * For text that cannot hold an element (an `<option>`, the document title): `text` between
 * U+2068 and U+2069 (first-strong isolate, pop directional isolate) when it could reorder what
 * follows it, else unchanged: left-to-right text cannot, and keeps its exact characters (what
 * a choice is picked by).
 */
export function isolateText(text: string): string {
  return REORDERING.test(text) ? `\u2068${text}\u2069` : text;
}

/** Private-use marks no translation contains: they stand in for a value while i18next formats. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = /\uE000(\d+)\uE001/;

type Isolated = string | number | null | undefined;
/** A list (file names) is shown joined with ", ", each item in its own `<bdi>`. */
export type IsolatedValues = Readonly<Record<string, Isolated | readonly Isolated[]>>;

/**
 * The translated sentence `sentence` makes, with each of `values` in a `<bdi>`:
 *
 *   isolate((v) => t('dashboard.welcome', v), { name })
 *   isolate((v) => t('status.uploaded', { ...v, count }), { folder })
 *
 * Pass only the service-supplied values here; a count stays with t() (plurals need the number).
 */
export function isolate(
  sentence: (slots: Record<string, string>) => string,
  values: IsolatedValues,
): ReactNode {
  const names = Object.keys(values);
  const slots = Object.fromEntries(
    names.map((name, index) => [name, `${OPEN}${String(index)}${CLOSE}`]),
  );
  // split with a capturing group: text at even indexes, a slot's number at odd ones.
  const parts = sentence(slots).split(SLOT);
  // One inline box for the whole sentence: in a flex parent (a link with its icon) its text and
  // names would each become a flex item, and the accessible name would gain spaces around them.
  return (
    <span>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const value = values[names[Number(part)] ?? ''];
        if (!Array.isArray(value)) return <bdi key={index}>{value ?? ''}</bdi>;
        return <IsolatedList key={index} items={value} />;
      })}
    </span>
  );
}

/** Items shown one after another with `separator` between them, each in its own `<bdi>`. */
export function IsolatedList({
  items,
  separator = ', ',
}: {
  items: readonly Isolated[];
  separator?: string;
}) {
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 ? separator : null}
      <bdi>{item ?? ''}</bdi>
    </Fragment>
  ));
}
