/**
 * Typography for sanitized CMS rich text (p, h2, h3, lists, links, images, quotes, tables)
 * on part B pages, as Tailwind child variants so no global stylesheet rule is needed.
 */
export const PROSE = [
  'text-base leading-relaxed text-gray-700 dark:text-gray-300',
  '[&_p]:my-4 [&_ul]:my-4 [&_ol]:my-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-gray-900 dark:[&_h2]:text-white',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900 dark:[&_h3]:text-white',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-300',
  '[&_strong]:font-semibold [&_strong]:text-gray-900 dark:[&_strong]:text-white',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-400 [&_blockquote]:pl-4 [&_blockquote]:text-gray-600 dark:[&_blockquote]:text-gray-400',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-gray-300 [&_th]:py-2 [&_th]:text-left [&_td]:border-b [&_td]:border-gray-200 [&_td]:py-2 dark:[&_td]:border-gray-800 dark:[&_th]:border-gray-700',
  '[&>:first-child]:mt-0',
].join(' ');
