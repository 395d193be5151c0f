/** product rules §5: a slug is the title with spaces replaced by hyphens. */
export function slugify(title: string): string {
  return title.trim().replace(/\s+/g, "-");
}

/** The last path segment, decoded, compared with the slug of the English title. */
export function slugMatches(pathname: string, englishTitle: string): boolean {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    return false;
  }
  return decoded === slugify(englishTitle);
}
