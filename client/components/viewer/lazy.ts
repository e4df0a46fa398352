/** What the viewer loads with the first photo opened, as one chunk: viewerjs and our fixes to its markup. */
export { default as Viewer } from 'viewerjs';
export { accessibleViewerMarkup } from './a11y.ts';
