import type { Config } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/index.ts";
import type { Services } from "#server/services/index.ts";
import type { FileStore } from "#server/services/storage.ts";

/** What every router of the API is given (server/api/index.ts mounts them; routers import this, not their mount point). */
export interface ApiDeps {
  services: Services;
  config: Config;
  database: DatabaseHandle;
  /** The private file store (FILES_DIR or S3 "private/"): product documents' PDFs. */
  files: FileStore;
}
