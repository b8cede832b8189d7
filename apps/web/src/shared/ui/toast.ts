import type { ToastHandler, ToastShowProps } from 'antd-mobile/es/components/toast';
import { lazyModule } from '../browser/lazy-module';
import { whenIdle } from '../browser/when-idle';

/**
 * antd-mobile's Toast, fetched apart from the pages that show one: with its mask and
 * animation library it is about 20 KB gzipped that a page needs only once something is said.
 * It is fetched when the first page using it is idle, so a toast shown later (offline too,
 * once the service worker holds it) appears at once; calls made before it arrives run in order.
 */
const antdToast = lazyModule(() => import('./antd-toast').then((module) => module.default));

const whenLoaded = (run: (toast: NonNullable<typeof antdToast.current>) => void) =>
  void antdToast.load().then(run, () => undefined); // offline with nothing cached: nothing to show it with

whenIdle(() => whenLoaded(() => undefined));

export const toast = {
  show(props: ToastShowProps | string): Pick<ToastHandler, 'close'> {
    let handler: ToastHandler | null = null;
    let closed = false;
    whenLoaded((loaded) => {
      if (!closed) handler = loaded.show(props);
    });
    return {
      close() {
        closed = true;
        handler?.close();
      },
    };
  },
  clear(): void {
    whenLoaded((loaded) => loaded.clear());
  },
};
