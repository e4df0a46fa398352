/**
 * CMS rich text on every page (article details, themes): renders the `contentHtml` the
 * server has already sanitized (server/data, never raw CMS HTML), with the one prose class
 * set for p, h2–h4, lists, links, images, quotes, tables and figures as Tailwind child
 * selectors, so no global stylesheet rule is needed.
 */
const PROSE = [
  'rich-text max-w-none text-base leading-[1.85] text-gray-700 sm:text-[1.0625rem] dark:text-gray-300',
  '[&_p]:my-5 [&_ul]:my-5 [&_ol]:my-5 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-gray-900 sm:[&_h2]:text-2xl dark:[&_h2]:text-white',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900 dark:[&_h3]:text-white',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-gray-900 dark:[&_h4]:text-white',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900 dark:[&_a]:text-brand-300',
  '[&_strong]:font-semibold [&_strong]:text-gray-900 dark:[&_strong]:text-white',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_figure]:my-8 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-gray-500 dark:[&_figcaption]:text-gray-400',
  '[&_blockquote]:my-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-400 [&_blockquote]:bg-brand-50/60 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-gray-700 dark:[&_blockquote]:bg-brand-950/40 dark:[&_blockquote]:text-gray-300',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-gray-300 [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_th]:font-semibold [&_td]:border-b [&_td]:border-gray-200 [&_td]:py-2 [&_td]:pr-4 dark:[&_td]:border-gray-800 dark:[&_th]:border-gray-700',
  '[&_hr]:my-8 [&_hr]:border-gray-200 dark:[&_hr]:border-gray-800',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
].join(' ');

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${PROSE}${className ? ` ${className}` : ''}`} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
