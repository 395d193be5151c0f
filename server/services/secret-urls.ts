/*
 * Where links carry secrets (a set-password token, a certificate's key, a preview key), and how to write a link
 * without them: for the request log, and for mails kept in the outbox once sent.
 */

/** The sign-in page's query may hold what an old form or a provider put there (password, code, state): never logged. */
const SIGN_IN_PAGE = /^\/(?:(?:fr|nl)\/)?login\/?$/i;
/** Query parameters that are secrets wherever they appear; `preview` is a preview link's key (PREVIEW_PARAM, decision 061). */
const SECRET_PARAMS = /^(?:password|pass|pwd|token|access_token|id_token|refresh_token|code|code_verifier|state|secret|client_secret|api_key|key|preview)$/i;

/** Certificate links carry their only key in the URL (decision 042): logs keep the path, not the key. */
function withoutCertificateKey(url: string): string {
  return url.replace(/(\/api\/warranty\/certificates\/)[\w-]+/, "$1[redacted]").replace(/([?&]c=)[\w%-]+/, "$1[redacted]");
}

/** `url` with its secret parameters' values (SECRET_PARAMS) redacted, and no query at all on the sign-in page. */
function withoutSecrets(url: string): string {
  return mapQuery(url, (name) => !SECRET_PARAMS.test(name));
}

/** The shapes of the values the site's own links and forms send: numbers and id lists, a language, a date, a choice. */
const NUMBERS = /^[\d,]{1,200}$/;
const LANGUAGE = /^[a-z]{2}(?:-[a-z]{2})?$/i;
const DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?$/;
const CHOICE = /^[\w.,:-]{1,64}$/;

/**
 * Query parameters whose values say nothing about a person, each with the shape its value has: paging, sorting, ids,
 * languages, the catalogue's filters and the admin lists' fixed choices. The request log keeps these and the path; the
 * value of any other parameter (a search, an email, a name, a postcode, a registration reference, a key), and a value
 * not of its parameter's shape, is written `[redacted]`, so that a search for a customer in the admin or a visitor's
 * own GET form never puts them in the log. A parameter a new screen adds is redacted until listed here.
 */
const HARMLESS_PARAMS = new Map<string, RegExp>([
  ...["page", "per_page", "limit", "offset", "id", "ids", "articleid", "sortid", "commoditytypeids", "commoditytypeid"].map((name) => [name, NUMBERS] as const),
  ...["language", "lang", "locale"].map((name) => [name, LANGUAGE] as const),
  ...["from", "to"].map((name) => [name, DATE] as const),
  // Sorting, the public site's choices (manuals, dealers, compare, React Router's data requests) and the admin lists' fixed filters.
  ...["sort", "order", "kind", "country", "service", "diff", "type", "_routes", "status", "handled", "action", "resource", "role", "published"].map(
    (name) => [name, CHOICE] as const,
  ),
]);
/** A product filter on a specification (`f.cutting_width.min`): a number or a choice of the catalogue. */
const SPEC_FILTER = /^f\.[\w.-]+$/;

/** A value may be logged when its parameter is harmless and it has that parameter's shape. */
function isHarmless(name: string, rawValue: string): boolean {
  let value = rawValue;
  try {
    value = decodeURIComponent(rawValue.replace(/\+/g, " "));
  } catch {
    return false;
  }
  const shape = SPEC_FILTER.test(name) ? CHOICE : HARMLESS_PARAMS.get(name.toLowerCase());
  return shape !== undefined && (value === "" || shape.test(value));
}

/** The request URL as it may be logged: the path, and only the values of parameters known to be harmless. */
export function loggableUrl(rawUrl: string): string {
  return mapQuery(rawUrl, isHarmless);
}

/** `url` (certificate key out of it) with the value of each query parameter that `keep` refuses written `[redacted]`. */
function mapQuery(rawUrl: string, keep: (name: string, value: string) => boolean): string {
  const url = withoutCertificateKey(rawUrl);
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
  let decodedPath = path;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    // a malformed escape: judge the raw path
  }
  if (SIGN_IN_PAGE.test(decodedPath)) return `${path}?[redacted]`;
  const params = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const [rawName = "", ...rest] = pair.split("=");
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // keep the raw name
      }
      // A name no form would use (an address typed as a name) goes whole.
      if (!/^[\w.[\]-]{1,64}$/.test(name)) return "[redacted]";
      if (!rest.length) return keep(name, "") ? pair : "[redacted]";
      return keep(name.replace(/\[\]$/, ""), rest.join("=")) ? pair : `${rawName}=[redacted]`;
    });
  return `${path}?${params.join("&")}`;
}

/** `text` (a mail's text or HTML) with the secrets out of every web address in it (a kept mail's links keep their other parameters). */
export function withoutSecretLinks(text: string): string {
  return text.replace(/https?:\/\/[^\s"'<>]+/g, (url) => withoutSecrets(url));
}
