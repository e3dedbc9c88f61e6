import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { routeTypeOf, VitalsBatch } from './field-vitals';

/**
 * Field Core Web Vitals of this page load (loaded at idle after hydration, so nothing of it is in the first
 * load): web-vitals reads the buffered LCP, CLS and navigation entries, and the batch goes to the API with
 * `navigator.sendBeacon` when the page is hidden. Tagged with the route type of the document the browser loaded
 * (web-vitals measures that load, not later in-app navigations); the region comes from the request (the API).
 */
export function reportVitals(apiBase: string): void {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const batch = new VitalsBatch(routeTypeOf(new URL(navigation?.name ?? location.href).pathname));
  const add = (metric: { name: string; value: number }) =>
    batch.add(metric as Parameters<VitalsBatch['add']>[0]);
  onTTFB(add);
  onLCP(add);
  onCLS(add);
  onINP(add);
  // Registered after web-vitals' own listeners, so the metrics it reports on hiding are in the batch.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    const beacon = batch.take();
    if (!beacon) return;
    const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
    navigator.sendBeacon?.(`${apiBase}vitals`, body);
  });
}
