import { Suspense, useEffect, useState } from 'react';
import { OfflineBarPart } from './lazy-parts';

/** The offline bar, loaded when the browser first reports being offline (nothing to show before). */
export function OfflineBarOnDemand() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!window.navigator.onLine) {
      setWanted(true);
      return;
    }
    const offline = () => setWanted(true);
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBarPart />
    </Suspense>
  );
}
