import type { TextsHandle } from "#domain/public-messages.ts";
import { createContext, data, Form, useNavigation } from "react-router";
import { appContext } from "#src/lib/app-context.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { readForm } from "#src/lib/forms/read-form.server.ts";
import { setPasswordTexts } from "#src/admin/set-password-texts.server.ts";
import type { Route } from "./+types/set-password.ts";
import "#src/admin/login.css";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle = { texts: ["form", "safety", "warranty"] };

/** Decision 054: passwords of invited or reset admin accounts are at least this long. */
const MIN_LENGTH = 10;

/** Set by the action once it has spent the link: the loaders that follow in the same request then answer 200, not 410. */
const passwordSetNow = createContext(false);

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { services } = context.get(appContext);
  const token = url.searchParams.get("token") ?? "";
  const state = /^[A-Za-z0-9_-]{20,128}$/.test(token) ? await services.users.passwordLinkState(token) : { valid: false as const };
  return data(
    { locale, texts: setPasswordTexts(locale), token, email: state.valid ? state.email : null },
    { status: state.valid || context.get(passwordSetNow) ? 200 : 410, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

type Errors = { password?: string; confirm?: string; form?: string };

/** Works without JavaScript: the form posts here, the link is spent once, and the page says where to sign in. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const texts = setPasswordTexts(locale);
  const form = await readForm(request);
  const value = (name: string) => {
    const found = form.get(name);
    return typeof found === "string" ? found.slice(0, 200) : "";
  };
  const password = value("password");
  const errors: Errors = {};
  if (password.length < MIN_LENGTH) errors.password = texts.tooShort;
  else if (value("confirm") !== password) errors.confirm = texts.mismatch;
  if (errors.password || errors.confirm) return data({ errors, done: false }, { status: 422 });
  const { services } = context.get(appContext);
  const set = await services.users.setPasswordWithLink(url.searchParams.get("token") ?? "", password);
  if (!set) return data({ errors: { form: texts.invalid } as Errors, done: false }, { status: 410 });
  context.set(passwordSetNow, true);
  return { errors: {} as Errors, done: true };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.texts.title ?? "Set your password"} · Fantai` },
  { name: "robots", content: "noindex" },
];

/** /login/password?token=…: the invitation's or reset's one-time link (decision 054). */
export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, email, locale } = loaderData;
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const signIn = <a href={localizePath("/login", locale)}>{texts.signIn}</a>;
  return (
    <main id="main" className="container section login-page">
      <div className="login-card" data-testid="set-password">
        <h1 className="login-card__title">{texts.title}</h1>
        {actionData?.done ? (
          <>
            <p className="login-card__intro" role="status">
              {texts.done}
            </p>
            <p className="login-card__back">{signIn}</p>
          </>
        ) : !email || errors.form ? (
          <>
            <p className="login-card__alert" role="alert">
              {errors.form ?? texts.invalid}
            </p>
            <p className="login-card__back">{signIn}</p>
          </>
        ) : (
          <Form method="post" className="login-form" noValidate>
            <p className="login-card__intro">{texts.intro.replace("{{email}}", email)}</p>
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <div className="login-field">
              <label htmlFor="new-password">{texts.password}</label>
              <input
                id="new-password"
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={MIN_LENGTH}
                required
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "new-password-error" : undefined}
              />
              {errors.password && (
                <p id="new-password-error" className="login-field__error">
                  {errors.password}
                </p>
              )}
            </div>
            <div className="login-field">
              <label htmlFor="confirm-password">{texts.confirm}</label>
              <input
                id="confirm-password"
                name="confirm"
                type="password"
                autoComplete="new-password"
                required
                aria-invalid={errors.confirm ? true : undefined}
                aria-describedby={errors.confirm ? "confirm-password-error" : undefined}
              />
              {errors.confirm && (
                <p id="confirm-password-error" className="login-field__error">
                  {errors.confirm}
                </p>
              )}
            </div>
            <button type="submit" className="button button--primary login-form__submit" disabled={navigation.state === "submitting"}>
              {texts.submit}
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}
