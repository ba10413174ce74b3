import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps the allowed structure', () => {
    const { container } = render(
      <SafeHtml html="<h2>Rules</h2><ul><li>Open <strong>7 am</strong></li></ul>" />,
    );
    expect(container.innerHTML).toBe('<h2>Rules</h2><ul><li>Open <strong>7 am</strong></li></ul>');
  });

  it('drops scripts, handlers, styles and javascript links, keeping only readable text', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)">'
        }
      />,
    );
    expect(container.innerHTML).toBe('<p>Hi</p>x');
  });

  it('opens https links in a new tab without an opener', () => {
    const { getByRole } = render(
      <SafeHtml html='<a href="https://maplegrove.example/pool">Pool</a>' />,
    );
    const link = getByRole('link', { name: 'Pool' });
    expect(link).toHaveAttribute('href', 'https://maplegrove.example/pool');
    expect(link).toHaveAttribute('rel', 'noreferrer noopener');
  });

  it('links to portal pages, but never to signing in or out or the embedded set', () => {
    const { container, getByRole } = render(
      <SafeHtml
        html={
          '<a href="/community/faq">FAQ</a> <a href="/logout">Out</a> <a href="../auth/jwt?token=x">In</a> <a href="/embed/billing">Embed</a> <a href="http://plain.example">Plain</a>'
        }
      />,
    );
    expect(getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/community/faq');
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.textContent).toBe('FAQ Out In Embed Plain');
  });
});
