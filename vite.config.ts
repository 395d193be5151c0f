import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** React, React Router and jotai: what every page hydrates with (docs/decisions/029-first-paint.md). */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+|jotai)[\\/]/;
/** The site's own code that most pages share; never the admin's. */
const SHARED = /[\\/]src[\\/](components|lib|state)[\\/]/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    // One framework file instead of eight small ones: each file costs a phone on HTTP/1.1 a slot on one of its six connections.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 1 },
            { name: "shared", test: SHARED, minShareCount: 3 },
          ],
        },
      },
    },
  },
  ssr: { noExternal: [] },
});
