// Stands in for markdown-to-jsx's `Markdown` (vite.config.ts aliases `markdown-to-jsx/react` here).
// rjsf renders a few of its own strings through it (a file widget's "**name** (type, size bytes)",
// configuration errors) and, only with `enableMarkdownInDescription`, descriptions; no form of
// ours does either, and the library was 28 % of the form chunk loaded cold by registration.
// The text shows as text, without its bold and code marks.
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }): ReactNode {
  return typeof children === 'string' ? children.replace(/\*\*|`/g, '') : children;
}
