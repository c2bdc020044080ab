import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the first frame the calling component appeared in, then true: for work
 * a screen can show a moment later. React starts deferred renders (useDeferredValue, transitions) straight
 * after its commit, before the browser paints, so they would delay that first frame instead.
 */
export function useAfterFirstPaint(): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame callback runs just before its frame is painted; a task it queues runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isPainted;
}
