/**
 * What pages and features call: tiny and always loaded, while the collector itself arrives
 * after the first screen (start-usage.ts). Until it is connected, calls wait here.
 */
export interface UsageSink {
  pageView(path: string, at: number): void;
  event(name: string, props: EventProps | undefined, at: number): void;
}

export type EventProps = Readonly<Record<string, string | number | boolean>>;

/** More waiting than this means the collector never came (blocked, disabled): stop keeping them. */
const MAX_WAITING = 100;

let sink: UsageSink | undefined;
const waiting: ((sink: UsageSink) => void)[] = [];

const forward = (action: (sink: UsageSink) => void) => {
  if (sink) action(sink);
  else if (waiting.length < MAX_WAITING) waiting.push(action);
};

/** Counts a named event (`share`, `reading-saved`, …); names the server would refuse are dropped. */
export function trackEvent(name: string, props?: EventProps): void {
  const at = Date.now();
  forward((target) => target.event(name, props, at));
}

/** Counts a page view of a route path such as `/zhen`. */
export function trackPageView(path: string): void {
  const at = Date.now();
  forward((target) => target.pageView(path, at));
}

/** Hands everything waiting, and all that follows, to the collector. */
export function connectUsageSink(target: UsageSink): void {
  sink = target;
  for (const action of waiting.splice(0)) action(target);
}
