import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for stored rich text (article content, commodity and category
 * descriptions): what the admin's TipTap editor produces and nothing more. The API
 * applies it on write; pages apply it again before rendering stored HTML.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "mark",
    "blockquote",
    "code",
    "pre",
    "ul",
    "ol",
    "li",
    "hr",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    ol: ["start"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Content of these is dropped with the tag, so `<script>alert(1)</script>` leaves no text behind.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "svg", "math", "iframe", "object"],
  transformTags: {
    // A link opening a new tab must not hand the opener to the target page.
    a: (tagName, attribs) => {
      if (attribs.target !== "_blank") {
        const { target: _dropped, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}
