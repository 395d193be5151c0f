import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** React, React Router and jotai: what every page hydrates with (docs/decisions/029-first-paint.md). */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+|jotai)[\\/]/;
/** The site's own code that most pages share; never the admin's. */
const SHARED = /([\\/]src[\\/](components|lib|state)|[\\/]domain)[\\/]/;
/** What only the admin and the server use: never bundled with the public site's shared code (public loaders' imports leave the browser build). */
const ADMIN_ONLY =
  /[\\/]domain[\\/](admin-contract|translation-completeness|field-labels|models|schemas|dealer-models|document-models|part-models|part-input|safety-models)\.ts$/;
/**
 * What the root and the public layout load on every page: one file instead of eight small ones. Not what
 * the layout loads on demand: the header's drawers (with the product menu) and the newsletter confirmation.
 */
const CHROME =
  /([\\/]src[\\/]components[\\/](layout[\\/](?!newsletter-confirm|header-drawers|product-menu)[^\\/]+|error-page\.tsx)|[\\/]src[\\/]lib[\\/](chunk-reload\.ts|nonce\.tsx)|vite[\\/]preload-helper)/;
/**
 * The form schemas and zod: only the pages with a form load them (the footer's newsletter uses email.ts alone). Every
 * module that imports zod is one of them: one in the shared chunk takes zod along to every page.
 */
const FORMS =
  /([\\/]domain[\\/](forms[\\/](enquiry|warranty|owner|paper-copy|safety-report|zod-in-the-browser)|service-requests)\.ts|[\\/]node_modules[\\/]zod[\\/])/;

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
            { name: "framework", test: FRAMEWORK, priority: 3 },
            { name: "chrome", test: CHROME, priority: 2.5 },
            { name: "forms", test: FORMS, priority: 1 },
            // Above the forms, so what they import and the layout shares too (email.ts, countries.ts) stays here.
            { name: "shared", test: (id: string) => SHARED.test(id) && !FORMS.test(id) && !ADMIN_ONLY.test(id), minShareCount: 3, priority: 2 },
          ],
        },
      },
    },
  },
  ssr: { noExternal: [] },
});
