import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealAsTransition } from './use-reveal-as-transition';

function Probe({ ready, seen }: { ready: boolean; seen: boolean[] }) {
  seen.push(useRevealAsTransition(ready));
  return null;
}

describe('useRevealAsTransition', () => {
  it('reveals in a second, deferred render: the urgent render still shows the wait', async () => {
    const seen: boolean[] = [];
    const { rerender } = render(<Probe ready={false} seen={seen} />);
    seen.length = 0;
    await act(async () => {
      rerender(<Probe ready seen={seen} />);
      await Promise.resolve();
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('hides at once when the content is no longer ready', () => {
    const seen: boolean[] = [];
    const { rerender } = render(<Probe ready seen={seen} />);
    expect(seen.at(-1)).toBe(true);
    seen.length = 0;
    act(() => {
      rerender(<Probe ready={false} seen={seen} />);
    });
    expect(seen[0]).toBe(false);
    expect(seen).not.toContain(true);
  });
});
