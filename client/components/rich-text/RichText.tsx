/**
 * CMS rich text on every page (article details, themes): renders the `contentHtml` the
 * server has already sanitized (server/data, never raw CMS HTML), styled by one component
 * class for p, h2–h4, lists, links, images, quotes, tables and figures (child selectors of
 * `.rich-text` in client/styles/components/rich-text.css), so no global element rule is needed.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
