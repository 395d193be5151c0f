const NETWORKS = new Set(["facebook", "instagram", "youtube", "linkedin", "twitter", "pinterest", "tiktok"]);

/** The icon of a social network by its platform code ("x" is Twitter's), with a globe for anything unknown. */
export function socialIcon(platform: string): string {
  const key = platform.toLowerCase().replace(/[^a-z]/g, "");
  const name = key === "x" ? "twitter" : key;
  return NETWORKS.has(name) ? name : "globe";
}
