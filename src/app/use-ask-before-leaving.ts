import { useEffect } from 'react';
import { useRosterStore } from '../store/store-context';

/**
 * While saves are failing, lists live only in this tab (the notice says so): closing or reloading it asks first,
 * as the browser lets a page ask, so the player can download them instead of losing them.
 */
export function useAskBeforeLeaving(): void {
  const hasUnsaved = useRosterStore((s) => (s.saveFailure?.lists.length ?? 0) > 0);
  useEffect(() => {
    if (!hasUnsaved) return;
    function ask(event: BeforeUnloadEvent): void {
      event.preventDefault();
      // Browsers before the preventDefault form (Chromium before 119) ask only when this is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasUnsaved]);
}
