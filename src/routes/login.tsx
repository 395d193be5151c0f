export const meta = () => [{ title: "Sign in" }, { name: "robots", content: "noindex" }];

export default function Login() {
  return (
    <main id="main" className="container section">
      <h1>Sign in</h1>
    </main>
  );
}
