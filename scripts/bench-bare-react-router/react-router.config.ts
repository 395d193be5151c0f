import type { Config } from "@react-router/dev/config";

/**
 * A bare React Router 8 site (one 'hello' route), the framework's own floor for scripts/bench-pages.ts,
 * which builds it into a throwaway directory (BARE_BUILD_DIRECTORY).
 */
export default { appDirectory: "app", ssr: true, buildDirectory: process.env.BARE_BUILD_DIRECTORY ?? "build" } satisfies Config;
