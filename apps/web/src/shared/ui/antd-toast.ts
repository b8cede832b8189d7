/**
 * antd-mobile's Toast as a module of its own for toast.ts to fetch. Through the package's
 * index, as the rest of the app imports antd-mobile: a direct import of the component's file
 * made the bundler place it in the first screen's chunks.
 */
export { Toast as default } from 'antd-mobile';
