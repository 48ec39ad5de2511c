import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor produces (docs/product-spec.md, section 5): its block and inline tags,
 * links, images and tables. Scripts, event handlers, style tags, iframes and javascript: URLs go.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'pre', 'code',
    'ol', 'ul', 'li', 'a', 'img', 'br', 'hr',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    // data-media-id: an uploaded image, made responsive when served (docs/decisions/0014-media.md)
    img: ['src', 'alt', 'title', 'width', 'height', 'data-media-id'],
    ol: ['start'],
    code: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
  },
  // code blocks keep their language class (language-js) and nothing else
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // contents of these are dropped entirely rather than kept as text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Article HTML as stored and served: only the editor's allow-list survives. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
