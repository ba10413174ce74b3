import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True from the browser's `beforeprint` until its `afterprint`: what prints differently from the
 * screen (every row of a virtualised grid) renders then. The update is flushed inside the event,
 * so it is on the page before the browser lays it out for paper.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => {
      flushSync(() => {
        setPrinting(true);
      });
    };
    const after = () => {
      setPrinting(false);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
