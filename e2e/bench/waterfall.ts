import type { Page } from '@playwright/test';

/** One resource of a load, in ms from navigation start (Resource Timing). */
export interface WaterfallEntry {
  name: string;
  start: number;
  /** When the first response byte arrived. */
  firstByte: number;
  end: number;
  /** Bytes on the wire (0 for a cross-origin resource without Timing-Allow-Origin). */
  transfer: number;
}

export interface Waterfall {
  entries: WaterfallEntry[];
  /** The LCP element, as `tag: first words` (set by the bench's LCP observer). */
  lcpElement: string;
  /** First contentful paint, ms. */
  fcp: number;
  /** User-timing marks the page set (the shell marks its start-up steps), ms. */
  marks: { name: string; at: number }[];
}

/**
 * Reads the finished load's waterfall from the page itself (Resource Timing and paint entries),
 * so the figures are the throttled browser's own clock, the same one LCP is measured on.
 */
export function readWaterfall(page: Page): Promise<Waterfall> {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return {
      entries: resources.map((r) => ({
        name: new URL(r.name).pathname,
        start: r.startTime,
        firstByte: r.responseStart,
        end: r.responseEnd,
        transfer: r.transferSize,
      })),
      // Recorded by bench-web's LCP observer (LCP entries are not in the performance timeline).
      lcpElement: (window as unknown as { __lcpElement?: string }).__lcpElement ?? '(none)',
      fcp,
      marks: performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: m.startTime })),
    };
  });
}

const ms = (value: number) => `${Math.round(value)}`.padStart(5);

/** Prints one load's waterfall: request start, first byte, end (ms) and transfer per resource. */
export function printWaterfall(path: string, load: { lcp: number; waterfall: Waterfall }) {
  const { entries, lcpElement, fcp, marks } = load.waterfall;
  console.log(`\nWaterfall of ${path} (first load; ms from navigation start)`);
  console.log(`  start  bytes1   end   KB  resource`);
  for (const entry of [...entries].sort((a, b) => a.start - b.start)) {
    const kb = (entry.transfer / 1024).toFixed(1).padStart(5);
    console.log(
      `  ${ms(entry.start)} ${ms(entry.firstByte)} ${ms(entry.end)} ${kb}  ${entry.name}`,
    );
  }
  for (const mark of marks) console.log(`  ${ms(mark.at)}                   mark ${mark.name}`);
  console.log(`  FCP ${ms(fcp)}   LCP ${ms(load.lcp)}   LCP element ${lcpElement}\n`);
}
