import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const baseUrl = () => inject("baseUrl");
export const adminCredentials = () => inject("admin");

/**
 * Debian's Chromium where it exists (this machine and CI): first its headless shell (package chromium-headless-shell,
 * the browser engine without the browser's own windows and UI, which cost a third of the browser tests' time), else
 * the full browser run headless. Playwright's own elsewhere; CHROMIUM_PATH overrides.
 */
const DEBIAN_CHROMIUMS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

export function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUMS.find((path) => existsSync(path));
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}

export interface PageOptions {
  javaScriptEnabled?: boolean;
  /** Browser locale, sent as Accept-Language. */
  locale?: string;
  /** Console errors this page is expected to log, e.g. /status of 404/ when visiting a missing page. */
  allowConsole?: RegExp[];
  /** A fixed position the page may read through navigator.geolocation (permission granted). */
  geolocation?: { latitude: number; longitude: number };
  /** The browser's time zone, e.g. "America/New_York" (the machine's by default). */
  timezoneId?: string;
}

export interface BrowserSession {
  browser: Browser;
  /** A fresh page at the given viewport; the test fails on any page error or console error. */
  newPage(viewport?: { width: number; height: number }, options?: PageOptions): Promise<Page>;
}

/**
 * One browser per test file. Every page it opens records page errors and console
 * errors, and each test ends by asserting there were none.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let problems: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    const found = problems;
    problems = [];
    expect(found, "page errors or console errors").toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    get browser() {
      return browser;
    },
    async newPage(viewport = DESKTOP, options = {}) {
      const context = await browser.newContext({
        viewport,
        baseURL: baseUrl(),
        locale: options.locale ?? "en-GB",
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        ...(options.geolocation ? { geolocation: options.geolocation, permissions: ["geolocation"] } : {}),
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      const allowed = options.allowConsole ?? [];
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !allowed.some((pattern) => pattern.test(text))) problems.push(`console: ${text}`);
      });
      return page;
    },
  };
}

/** Navigates and waits until React has hydrated (the root sets data-hydrated on <html>). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Waits until the CSS animations and transitions running in `target` and below have finished (e.g. before a screenshot). */
export async function animationsDone(target: Locator): Promise<void> {
  await target.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

/** The URLs of the requests of `type` (script, stylesheet, document…) the page makes from now on, in order. */
export function requestedUrls(page: Page, type: ReturnType<Request["resourceType"]>): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === type) urls.push(request.url());
  });
  return urls;
}
