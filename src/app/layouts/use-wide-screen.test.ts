import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWideScreen } from './use-wide-screen';

describe('useWideScreen', () => {
  it('follows the window across 768 px', () => {
    const listeners = new Set<() => void>();
    const list = {
      matches: false,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    const matchMedia = vi.fn((query: string) => {
      expect(query).toBe('(min-width: 768px)');
      return list;
    });
    vi.stubGlobal('matchMedia', matchMedia);
    const { result, unmount } = renderHook(() => useWideScreen());
    expect(result.current).toBe(false);
    act(() => {
      list.matches = true;
      listeners.forEach((listener) => listener());
    });
    expect(result.current).toBe(true);
    unmount();
    expect(listeners.size).toBe(0);
    vi.unstubAllGlobals();
  });
});
