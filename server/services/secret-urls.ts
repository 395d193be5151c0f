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

/** The request URL as it may be logged: no query on the sign-in page, no secret parameter or certificate key anywhere. */
export function loggableUrl(rawUrl: string): string {
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
      return rest.length && SECRET_PARAMS.test(name.replace(/\[\]$/, "")) ? `${rawName}=[redacted]` : pair;
    });
  return `${path}?${params.join("&")}`;
}

/** `text` (a mail's text or HTML) with every web address in it written as loggableUrl writes it. */
export function withoutSecretLinks(text: string): string {
  return text.replace(/https?:\/\/[^\s"'<>]+/g, (url) => loggableUrl(url));
}
