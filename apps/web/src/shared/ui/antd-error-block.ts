/**
 * antd-mobile's ErrorBlock as a module of its own for error-block.tsx to fetch. Through the
 * package's index, as the rest of the app imports antd-mobile: a direct import of the
 * component's file made the bundler place it in the first screen's chunk.
 */
export { ErrorBlock as default } from 'antd-mobile';
