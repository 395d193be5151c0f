/**
 * The pages scripts/check-budgets.ts measures: one address (or more) for every page of the route table
 * (src/routes.ts), keyed by the route's English path as written there ("" is the home page). A route added
 * there without an address here fails tests/unit/budget-pages.test.ts, so no page type goes unmeasured.
 * Addresses are of the demo content (`SEED_DEMO`), which the script's server seeds.
 */
export const BUDGET_PAGES: Record<string, string[]> = {
  "": ["/"],
  ":about": ["/fantai"],
  partner: ["/partner"],
  benefits: ["/benefits"],
  products: ["/products"],
  // Landing pages one (top level) and two (second level).
  "products/*": ["/products/lawn-mowers?sortid=1", "/products/push-mowers?sortid=2"],
  "product/*": ["/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3"],
  blog: ["/blog"],
  "blog/*": ["/blog/Battery-care-in-winter:-how-to-store-your-40V-batteries?articleID=1"],
  faq: ["/faq"],
  service: ["/service"],
  "service/request": ["/service/request"],
  contact: ["/contact"],
  thanks: ["/thanks"],
  newsletter: ["/newsletter"],
  "newsletter/confirm": ["/newsletter/confirm"],
  "newsletter/unsubscribe": ["/newsletter/unsubscribe"],
  dealers: ["/dealers"],
  register: ["/register"],
  "register/done": ["/register/done?c=unknown"],
  "register/verify": ["/register/verify"],
  compare: ["/compare?ids=3,4,5"],
  manuals: ["/manuals"],
  parts: ["/parts", "/parts?q=blade"],
  batteries: ["/batteries"],
  "manuals/printed-copy": ["/manuals/printed-copy?document=1"],
  my: ["/my"],
  "my/sign-in": ["/my/sign-in?token=unknown-token-0123456789"],
  "my/register": ["/my/register"],
  "my/delete": ["/my/delete"],
  "my/service/new": ["/my/service/new"],
  "my/service/:reference": ["/my/service/SR-2026-000001"],
  safety: ["/safety"],
  "safety/report": ["/safety/report"],
  "safety/:slug": ["/safety/ft-lm4046-blade-bolt-2026"],
  login: ["/login"],
  "login/password": ["/login/password?token=unknown-token-0123456789"],
  "*": ["/no-such-page"],
};

/** Measured in all three languages too: home, the product list and a product. */
export const EVERY_LANGUAGE = ["", "products", "product/*"];
