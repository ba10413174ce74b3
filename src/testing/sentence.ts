/**
 * A testing-library text matcher for a sentence whose names sit in `<bdi>` (src/lib/isolate.tsx):
 * `getByText` alone reads an element's own text, which stops at the first `<bdi>`. This matches
 * the element whose whole text is the sentence (or matches the pattern), not its ancestors.
 */
export function sentence(expected: string | RegExp) {
  const matches = (text: string | null) =>
    text !== null && (typeof expected === 'string' ? text === expected : expected.test(text));
  return (_content: string, element: Element | null): boolean =>
    element !== null &&
    matches(element.textContent) &&
    !Array.from(element.children).some((child) => matches(child.textContent));
}
