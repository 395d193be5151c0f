import type { Config } from "#server/config.ts";
import { localStorage, type MediaStorage } from "./media.ts";

/** Local disk under UPLOAD_DIR; S3-compatible storage is added when S3_* is configured (see docs). */
export function createMediaStorage(config: Pick<Config, "UPLOAD_DIR">): MediaStorage {
  return localStorage(config.UPLOAD_DIR);
}
