import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { LOCALES, DEFAULT_LOCALE, type Locale } from "#domain/locales.ts";

/**
 * Every public page exists once per language: English unprefixed, French under /fr,
 * Dutch under /nl. The same route files serve all three; ids carry the locale.
 */
function publicPages(locale: Locale) {
  const id = (name: string) => `${locale}:${name}`;
  return [
    layout("routes/public-layout.tsx", { id: id("public-layout") }, [
      index("routes/home.tsx", { id: id("home") }),
      route("partner", "routes/partner.tsx", { id: id("partner") }),
      route("benefits", "routes/benefits.tsx", { id: id("benefits") }),
      route("products", "routes/products.tsx", { id: id("products") }),
      // /products/{landing url}?sortid=…: landing pages one (top level) and two (second level).
      route("products/*", "routes/landing.tsx", { id: id("landing") }),
      // /product/{English name}?articleID=…
      route("product/*", "routes/product.tsx", { id: id("product") }),
      route("blog", "routes/blog.tsx", { id: id("blog") }),
      route("blog/*", "routes/article.tsx", { id: id("article") }),
      route("faq", "routes/faq.tsx", { id: id("faq") }),
      route("service", "routes/service.tsx", { id: id("service") }),
      // Service and repair requests (decision 083); the owner space's copy is private.
      route("service/request", "routes/service-request.tsx", { id: id("service-request") }),
      route("contact", "routes/contact.tsx", { id: id("contact") }),
      route("thanks", "routes/thanks.tsx", { id: id("thanks") }),
      route("newsletter", "routes/newsletter.tsx", { id: id("newsletter") }),
      // The double opt-in's links (decision 086): private, never cached, not in the sitemap.
      route("newsletter/confirm", "routes/newsletter-confirm.tsx", { id: id("newsletter-confirm") }),
      route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx", { id: id("newsletter-unsubscribe") }),
      route("dealers", "routes/dealers.tsx", { id: id("dealers") }),
      // Warranty registration: the form, its success page, the certificate check.
      route("register", "routes/register.tsx", { id: id("register") }),
      route("register/done", "routes/register-done.tsx", { id: id("register-done") }),
      route("register/verify", "routes/register-verify.tsx", { id: id("register-verify") }),
      // /compare?ids=5,12,19: products side by side.
      route("compare", "routes/compare.tsx", { id: id("compare") }),
      route("manuals", "routes/manuals.tsx", { id: id("manuals") }),
      // Spare parts (decision 084).
      route("parts", "routes/parts.tsx", { id: id("parts") }),
      // My Fantai, the owner space (decision 075): private, never cached, not in the sitemap.
      route("my", "routes/my.tsx", { id: id("my") }),
      route("my/sign-in", "routes/my-sign-in.tsx", { id: id("my-sign-in") }),
      route("my/register", "routes/my-register.tsx", { id: id("my-register") }),
      route("my/delete", "routes/my-delete.tsx", { id: id("my-delete") }),
      route("my/data", "routes/my-data.ts", { id: id("my-data") }),
      route("my/certificate/:reference", "routes/my-certificate.ts", { id: id("my-certificate") }),
      route("my/service/new", "routes/service-request.tsx", { id: id("my-service-new") }),
      route("my/service/:reference", "routes/my-service.tsx", { id: id("my-service") }),
      // Safety notices and recalls: the list with "Is my tool affected?", each notice, the incident report.
      route("safety", "routes/safety.tsx", { id: id("safety") }),
      route("safety/report", "routes/safety-report.tsx", { id: id("safety-report") }),
      route("safety/:slug", "routes/safety-notice.tsx", { id: id("safety-notice") }),
      // An owner's request for a printed manual (decision 081).
      route("manuals/printed-copy", "routes/printed-copy.tsx", { id: id("printed-copy") }),
      // Battery safety, storage, label symbols and take-back (decision 085).
      route("batteries", "routes/batteries.tsx", { id: id("batteries") }),
      // /{product}: the about page lives at the brand's path from site settings.
      route(":about", "routes/about.tsx", { id: id("about") }),
      route("*", "routes/not-found.tsx", { id: id("not-found") }),
    ]),
    layout("routes/default-layout.tsx", { id: id("default-layout") }, [
      route("login", "routes/login.tsx", { id: id("login") }),
      // The one-time set-password link of an invitation or reset (decision 054).
      route("login/password", "routes/set-password.tsx", { id: id("set-password") }),
    ]),
  ];
}

export default [
  route("admin/*", "routes/admin.tsx"),
  ...publicPages(DEFAULT_LOCALE),
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => prefix(locale, publicPages(locale))),
] satisfies RouteConfig;
