import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** React, React Router and jotai: what every page hydrates with (docs/decisions/029-first-paint.md). */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+|jotai)[\\/]/;
/** The site's own code that most pages share; never the admin's. */
const SHARED = /([\\/]src[\\/](components|lib|state)|[\\/]domain)[\\/]/;
/**
 * What only the admin and the server use (and, in the browser, the forms' schemas: `resources` through the service
 * request's): never bundled with the public site's shared code (public loaders' imports leave the browser build).
 */
const ADMIN_ONLY =
  /[\\/]domain[\\/](admin-contract|resources|translation-completeness|field-labels|models|schemas|dealer-models|document-models|part-models|part-input|safety-models)\.ts$/;
/**
 * What the root and the public layout load on every page: one file instead of eight small ones. Not what
 * the layout loads on demand: the header's drawers (with the product menu) and the newsletter confirmation.
 */
const CHROME =
  /([\\/]src[\\/]components[\\/](layout[\\/](?!newsletter-confirm|header-drawers|product-menu)[^\\/]+|error-page\.tsx)|[\\/]src[\\/]lib[\\/](chunk-reload\.ts|nonce\.tsx)|vite[\\/]preload-helper)/;
/**
 * The form schemas and zod: a chunk that no page loads with it, fetched when a visitor first uses a form
 * (src/lib/forms/form-rules.ts imports src/lib/forms/validation.ts on demand, decision 100); what a form needs to
 * render is in domain/forms/fields.ts, without zod. Every module that imports zod is listed: one in the shared chunk
 * takes zod along to every page, one imported by a page takes it to that page's first visit.
 */
const FORMS =
  /([\\/]domain[\\/](forms[\\/](enquiry|warranty|owner|paper-copy|safety-report|zod-in-the-browser)|service-requests)\.ts|[\\/]src[\\/]lib[\\/]forms[\\/]validation\.ts|[\\/]node_modules[\\/]zod[\\/])/;
/**
 * What the schemas import that has no zod (fold.ts, the countries, the calendar…). The forms group takes its modules'
 * imports along; one of these that a page imports too (the warranty form's product filter uses fold.ts) would then
 * make that page load the forms chunk on its first visit. Those a page imports (the `$initial` ones) and the shared
 * chunk does not take get a small chunk of their own instead.
 */
const FORMS_IMPORTS =
  /[\\/]domain[\\/](fold|calendar-days|locales|intl|paths|warranty|resources|forms[\\/](countries|email|fields|warranty-fields|service-request-fields|honeypot))\.ts$/;

/**
 * What only the pages with a form use: the form components, their submit and validation helpers and their zod-free
 * constants. Kept out of the shared chunk, which every page loads, even though more than three pages import them.
 */
const FORM_PAGES_ONLY =
  /([\\/]src[\\/]lib[\\/]forms[\\/]|[\\/]src[\\/]components[\\/](enquiry-form|warranty-form|field-error)\.tsx$|[\\/]domain[\\/]forms[\\/](fields|warranty-fields|service-request-fields|honeypot)\.ts$)/;

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
            // Before the forms group, at its priority: rolldown compares priorities as whole numbers (1.5 acted as 1), then by this order.
            { name: "form-basics", test: FORMS_IMPORTS, tags: ["$initial"], priority: 1 },
            { name: "forms", test: FORMS, priority: 1 },
            // Above the forms, so what they import and the layout shares too (email.ts, countries.ts) stays here.
            {
              name: "shared",
              test: (id: string) => SHARED.test(id) && !FORMS.test(id) && !FORM_PAGES_ONLY.test(id) && !ADMIN_ONLY.test(id),
              minShareCount: 3,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: [] },
});
