import type { Config } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/index.ts";
import type { Services } from "#server/services/index.ts";

/** What every router of the API is given (server/api/index.ts mounts them; routers import this, not their mount point). */
export interface ApiDeps {
  services: Services;
  config: Config;
  database: DatabaseHandle;
}
