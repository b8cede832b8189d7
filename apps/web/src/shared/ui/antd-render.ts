/**
 * Stands in for antd-mobile's `es/utils/unstable-render.js` (see antd-render-plugin.ts):
 * its imperative components (Toast, Dialog, ActionSheet, ImageViewer) mount through
 * React 19's createRoot, one root per container, unmounted on the next microtask so an
 * unmount during React's own render does not warn.
 */
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type UnmountType = () => Promise<void>;
type RenderType = (node: ReactElement, container: Element | DocumentFragment) => UnmountType;

const roots = new WeakMap<Element | DocumentFragment, Root>();

const renderWithRoot: RenderType = (node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    await Promise.resolve();
    roots.get(container)?.unmount();
    roots.delete(container);
  };
};

let current: RenderType = renderWithRoot;

/** antd-mobile's API: set another renderer, or read the current one. */
export function unstableSetRender(render?: RenderType): RenderType {
  if (render) current = render;
  return current;
}
