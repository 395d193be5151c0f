import type { TextsHandle } from "#domain/public-messages.ts";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { Await, data, useNavigate, useSearchParams } from "react-router";
import { flushSync } from "react-dom";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath } from "#domain/locales.ts";
import { emailProblem } from "#domain/forms/email.ts";
import { LocalLink } from "#src/components/local-link.tsx";
import { loginTexts } from "#src/admin/login-texts.server.ts";
import { getToken, safeRedirect, setToken, TOKEN_KEY } from "#src/admin/session.ts";
import { useNonce } from "#src/lib/nonce.tsx";
import { readForm } from "#src/lib/forms/read-form.server.ts";
import type { OidcSuccess } from "#src/admin/components/oidc-sign-in-button.tsx";
import { readOidcConfig } from "#src/admin/oidc-config.ts";
import type { Route } from "./+types/login.ts";
import "#src/admin/login.css";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle = { texts: ["form", "safety", "warranty"] };

// Only fetched when a provider is configured (decisions 030, 035).
const OidcSignInButton = lazy(() => import("#src/admin/components/oidc-sign-in-button.tsx").then((module) => ({ default: module.OidcSignInButton })));

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { services, origin } = context.get(appContext);
  // The single sign-on button's settings come from the server (OIDC_*); streamed, so the page never waits for the provider.
  const oidc = services.oidc ? services.oidc.buttonConfig(origin).then(readOidcConfig) : null;
  return { locale, texts: loginTexts(locale), oidc };
}

type Errors = { email?: string; password?: string; code?: string; form?: string };

/** Where an account that must first set up its second factor goes after its password (decision 074). */
const TWO_FACTOR_PATH = "/admin/two-factor";

const ADMIN_LANGUAGE_KEY = "FANTAI_admin_lang";

/**
 * The form posted without JavaScript (or before it has loaded): the same checks, throttle and
 * session as POST /api/login. Success renders a page whose nonce-carrying script keeps the token
 * in sessionStorage, exactly where the JavaScript path puts it, and opens the admin.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const texts = loginTexts(locale);
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = field("email").trim().slice(0, 254);
  const password = field("password").slice(0, 200);
  const code = field("code").trim().slice(0, 32);
  // The code field shows again once it was asked for (a page without JavaScript keeps nothing else).
  const askedForCode = form.has("code");
  const errors: Errors = {};
  if (!email) errors.email = texts.emailRequired;
  else if (emailProblem(email)) errors.email = texts.emailFormat;
  if (!password) errors.password = texts.passwordRequired;
  if (errors.email || errors.password) return data({ email, errors, codeField: askedForCode }, { status: 422 });

  const { signIn } = context.get(appContext);
  if (!signIn) return data({ email, errors: { form: texts.failed }, codeField: askedForCode }, { status: 503 });
  const outcome = await signIn({ email, password, code: code || undefined });
  if (outcome.status === "too-many-attempts") return data({ email, errors: { form: texts.tooManyTryCode }, codeField: true }, { status: 429 });
  if (outcome.status === "wrong-credentials") return data({ email, errors: { email: texts.wrongCredentials }, codeField: askedForCode }, { status: 422 });
  if (outcome.status === "code-needed") return data({ email, errors: { code: texts.codeNeededAgain }, codeField: true }, { status: 422 });
  if (outcome.status === "wrong-code") return data({ email, errors: { code: texts.wrongCode }, codeField: true }, { status: 422 });
  const target = outcome.enrolOnly ? TWO_FACTOR_PATH : safeRedirect(url.searchParams.get("redirect"));
  return { email, errors: {}, codeField: false, signedIn: { token: outcome.token, target, locale } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.texts.title ?? "Sign in"} · Fantai` },
  { name: "robots", content: "noindex" },
];

/** Sign-in (product rules §2 /login): email and password against POST /api/login; the token goes to sessionStorage FANTAI_token. */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, locale, oidc } = loaderData;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const wanted = search.get("redirect");
  const target = safeRedirect(wanted);
  const [email, setEmail] = useState(actionData?.email ?? "");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  // Shown once the server asks for it (the account has a second factor), or past the address's limits.
  const [codeField, setCodeField] = useState(actionData?.codeField ?? false);
  const codeRef = useRef<HTMLInputElement>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>(actionData?.errors ?? {});
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  /** The admin opens in the language the person signed in with, unless they chose one before. */
  const rememberAdminLanguage = () => {
    try {
      if (!localStorage.getItem(ADMIN_LANGUAGE_KEY)) localStorage.setItem(ADMIN_LANGUAGE_KEY, locale);
    } catch {
      // storage disabled
    }
  };

  const enter = (token: string, path: string) => {
    setToken(token);
    rememberAdminLanguage();
    navigate(path, { replace: true });
  };

  useEffect(() => {
    // Already signed in in this tab: go straight on (a stale token comes back here, cleared).
    if (getToken() && !search.get("code")) navigate(target, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!email.trim()) next.email = texts.emailRequired;
    else if (emailProblem(email)) next.email = texts.emailFormat;
    if (!password) next.password = texts.passwordRequired;
    setErrors(next);
    if (next.email) return emailRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();

    setPending(true);
    try {
      const response = await fetch("/api/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": locale },
        body: JSON.stringify({ email: email.trim(), password, ...(code.trim() ? { code: code.trim() } : {}) }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await response.json().catch(() => ({}))) as { data?: { token?: string }; message?: string; errors?: Record<string, string[]> };
      if (response.ok && body.data?.token) return enter(body.data.token, target);
      if (response.status === 429) {
        setErrors({ form: texts.tooManyTryCode });
        setCodeField(true);
      } else if (response.status === 422) {
        const fieldErrors = body.errors ?? {};
        if (fieldErrors.code) {
          // The password was right: ask for the code (a first ask is a prompt, not an error).
          // Drawn at once, so the field exists to take the focus (a frame later it did not always, on a busy phone).
          flushSync(() => {
            setCode("");
            setErrors(codeField ? { code: texts.wrongCode } : {});
            setCodeField(true);
          });
          codeRef.current?.focus();
          return;
        }
        setErrors({
          email: fieldErrors.email?.[0],
          password: fieldErrors.password?.[0],
          form: !fieldErrors.email && !fieldErrors.password ? (body.message ?? texts.failed) : undefined,
        });
        (fieldErrors.email ? emailRef : passwordRef).current?.focus();
      } else setErrors({ form: body.message ?? texts.failed });
    } catch {
      setErrors({ form: texts.network });
    } finally {
      setPending(false);
    }
  };

  const onOidcSuccess = async (result: OidcSuccess) => {
    setPending(true);
    try {
      const response = await fetch("/api/login/oidc", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": locale },
        body: JSON.stringify({ code: result.code, code_verifier: result.codeVerifier, redirect_uri: result.redirectUri, iss: result.iss }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await response.json().catch(() => ({}))) as { data?: { token?: string }; message?: string };
      if (response.ok && body.data?.token) return enter(body.data.token, safeRedirect(result.wanted));
      if (response.status === 404) setErrors({ form: texts.ssoUnavailable });
      else if (response.status === 429) setErrors({ form: texts.tooMany });
      else setErrors({ form: texts.ssoFailed.replace("{{reason}}", body.message ?? String(response.status)) });
    } catch {
      setErrors({ form: texts.network });
    } finally {
      setPending(false);
    }
  };

  if (actionData && "signedIn" in actionData && actionData.signedIn) return <SignedIn {...actionData.signedIn} texts={texts} />;

  return (
    <main id="main" className="container section login-page">
      <div className="login-card">
        <h1 className="login-card__title">{texts.title}</h1>
        <p className="login-card__intro">{wanted ? texts.redirectNotice : texts.intro}</p>
        {errors.form && (
          <p className="login-card__alert" role="alert">
            {errors.form}
          </p>
        )}
        <form className="login-form" method="post" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
          <div className="login-field">
            <label htmlFor="login-email">{texts.email}</label>
            <input
              ref={emailRef}
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "login-email-error" : undefined}
              required
            />
            {errors.email && (
              <p id="login-email-error" className="login-field__error">
                {errors.email}
              </p>
            )}
          </div>
          <div className="login-field">
            <label htmlFor="login-password">{texts.password}</label>
            <div className="login-field__password">
              <input
                ref={passwordRef}
                id="login-password"
                name="password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "login-password-error" : undefined}
                required
              />
              <button type="button" className="login-field__toggle" onClick={() => setShowPassword((value) => !value)} aria-pressed={showPassword}>
                {showPassword ? texts.hidePassword : texts.showPassword}
              </button>
            </div>
            {errors.password && (
              <p id="login-password-error" className="login-field__error">
                {errors.password}
              </p>
            )}
          </div>
          {codeField && (
            <div className="login-field">
              <label htmlFor="login-code">{texts.code}</label>
              <input
                ref={codeRef}
                id="login-code"
                name="code"
                type="text"
                inputMode="text"
                autoComplete="one-time-code"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={32}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                aria-invalid={errors.code ? true : undefined}
                aria-describedby={errors.code ? "login-code-error login-code-help" : "login-code-help"}
                autoFocus={Boolean(actionData?.codeField)}
              />
              <p id="login-code-help" className="login-field__help">
                {texts.codeHelp}
              </p>
              {errors.code && (
                <p id="login-code-error" className="login-field__error">
                  {errors.code}
                </p>
              )}
            </div>
          )}
          <button type="submit" className="button button--primary login-form__submit" disabled={pending}>
            {pending ? texts.submitting : texts.submit}
          </button>
        </form>
        {oidc && (
          <Suspense fallback={null}>
            <Await resolve={oidc}>
              {(config) =>
                config && (
                  // The provider sends everyone back to /login (one registered address): keep this page's language now.
                  <div className="login-card__sso" onClickCapture={rememberAdminLanguage}>
                    <p className="login-card__or">
                      <span>{texts.or}</span>
                    </p>
                    <OidcSignInButton
                      config={config}
                      wanted={wanted}
                      className="button login-card__sso-button"
                      label={config.providerName ? texts.sso.replace("{{provider}}", config.providerName) : texts.ssoGeneric}
                      onSuccess={(result) => void onOidcSuccess(result)}
                      onFailure={(error) => setErrors({ form: texts.ssoFailed.replace("{{reason}}", error.message) })}
                    />
                  </div>
                )
              }
            </Await>
          </Suspense>
        )}
        <p className="login-card__back">
          <LocalLink to="/">{texts.backToSite}</LocalLink>
        </p>
      </div>
    </main>
  );
}

/** A value inside an inline script: JSON that cannot close the script element. */
function scriptValue(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** After a no-JavaScript sign-in: the token goes where the JavaScript path puts it, then the admin opens. */
function SignedIn({ token, target, locale, texts }: { token: string; target: string; locale: string; texts: Route.ComponentProps["loaderData"]["texts"] }) {
  const nonce = useNonce();
  const script =
    `try{sessionStorage.setItem(${scriptValue(TOKEN_KEY)},${scriptValue(token)});` +
    `if(!localStorage.getItem(${scriptValue(ADMIN_LANGUAGE_KEY)}))localStorage.setItem(${scriptValue(ADMIN_LANGUAGE_KEY)},${scriptValue(locale)})}catch(e){}` +
    `location.replace(${scriptValue(target)})`;
  return (
    <main id="main" className="container section login-page">
      <div className="login-card">
        <h1 className="login-card__title">{texts.title}</h1>
        <p className="login-card__intro" role="status">
          {texts.signedIn}
        </p>
        <noscript>
          <p className="login-card__alert">{texts.needsJavaScript}</p>
        </noscript>
        <p className="login-card__back">
          <a href={target}>{texts.continue}</a>
        </p>
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
      </div>
    </main>
  );
}
