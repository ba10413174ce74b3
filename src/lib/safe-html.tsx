import { createElement, Fragment, type ReactNode } from 'react';
import { contentHref } from './outside-link';

// The only markup association-authored content may use; everything else is dropped to its text.
const allowedTags = new Set([
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'a',
  'blockquote',
]);

// Elements whose content is code or embedded documents, never readable text.
const droppedTags = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
]);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (droppedTags.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => toReact(child, index));
  if (!allowedTags.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = contentHref(element.getAttribute('href'));
    return href
      ? createElement(
          'a',
          { key, href, rel: 'noreferrer noopener', target: '_blank', className: 'underline' },
          ...children,
        )
      : createElement(Fragment, { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Renders HTML that came from a service as React elements through an allowlist: no scripts, no
 * event handlers, no styles, links only to https, mailto, tel and portal pages (`contentHref`). Never dangerouslySetInnerHTML.
 */
export function SafeHtml({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <>{Array.from(doc.body.childNodes, (node, index) => toReact(node, index))}</>;
}
