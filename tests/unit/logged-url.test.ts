import { describe, expect, it } from "vitest";
import { loggableUrl, withoutSecretLinks } from "#server/services/secret-urls.ts";

describe("certificate keys stay out of the request logs", () => {
  it("redacts the token of a certificate link and of the success page, and nothing else", () => {
    expect(loggableUrl("/api/warranty/certificates/AbCdEfGhIjKlMnOpQrStUv")).toBe("/api/warranty/certificates/[redacted]");
    expect(loggableUrl("/fr/register/done?c=AbCdEfGhIjKlMnOpQrStUv")).toBe("/fr/register/done?c=[redacted]");
    expect(loggableUrl("/products?page=2")).toBe("/products?page=2");
  });

  it("redacts the owner space's one-time sign-in link (decision 075)", () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg";
    expect(loggableUrl(`/nl/my/sign-in?token=${token}`)).toBe("/nl/my/sign-in?token=[redacted]");
    expect(loggableUrl(`/my/sign-in?token=${token}&_data=x`)).toBe("/my/sign-in?token=[redacted]&_data=[redacted]");
    expect(loggableUrl(`/fr/my/sign-in.data?token=${token}`)).toBe("/fr/my/sign-in.data?token=[redacted]");
    expect(withoutSecretLinks(`Sign in:\nhttps://www.fantai.example/nl/my/sign-in?token=${token}\n`)).not.toContain(token);
  });

  it("keeps secrets out however they are spelt, and the usual URL as it is", () => {
    expect(loggableUrl("/api/commodities?commodityTypeIds=1&f.cutting_width.min=40&lang=nl")).toBe(
      "/api/commodities?commodityTypeIds=1&f.cutting_width.min=40&lang=nl",
    );
    expect(loggableUrl("/nl/login?email=a%40b.example&password=x")).toBe("/nl/login?[redacted]");
    expect(loggableUrl("/l%6Fgin?password=x")).toBe("/l%6Fgin?[redacted]");
    expect(loggableUrl("/products?page=2&P%61ssword=x&API_KEY=y&q=a+b")).toBe("/products?page=2&P%61ssword=[redacted]&API_KEY=[redacted]&q=[redacted]");
    expect(loggableUrl("/auth/callback?code=abc&state=def&tokens[]=1")).toBe("/auth/callback?code=[redacted]&state=[redacted]&tokens[]=[redacted]");
    // A preview link's key opens an editor's unsaved changes for a day (decision 061).
    expect(loggableUrl("/nl/product/x?articleID=5&preview=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg")).toBe("/nl/product/x?articleID=5&preview=[redacted]");
  });

  it("keeps the path and only the parameters known to be harmless: a search, an email, a name or a reference are redacted", () => {
    expect(loggableUrl("/api/ad/demands?page=2&per_page=20&sort=created_at&order=desc&q=jane.doe%40example.com")).toBe(
      "/api/ad/demands?page=2&per_page=20&sort=created_at&order=desc&q=[redacted]",
    );
    expect(loggableUrl("/api/ad/warranty/registrations/_export?email=jane%40example.com&name=Jane+Doe&status=active")).toBe(
      "/api/ad/warranty/registrations/_export?email=[redacted]&name=[redacted]&status=active",
    );
    expect(loggableUrl("/fr/dealers?q=1000+Bruxelles&country=BE&service=repair")).toBe("/fr/dealers?q=[redacted]&country=BE&service=repair");
    expect(loggableUrl("/register/verify?ref=W-ABCD-EFGH")).toBe("/register/verify?ref=[redacted]");
    expect(loggableUrl("/compare?ids=1,2&diff=1&lang=fr")).toBe("/compare?ids=1,2&diff=1&lang=fr");
    // A harmless name does not carry an address, and a name that is itself an address goes whole.
    expect(loggableUrl("/products?page=jane%40example.com&jane%40example.com=1&jane%40example.com")).toBe("/products?page=[redacted]&[redacted]&[redacted]");
    expect(loggableUrl("/products?Jane")).toBe("/products?[redacted]");
  });

  it("takes the secrets out of every link of a mail's text or HTML, and leaves the rest as it was", () => {
    const html = '<p>Set it here: <a href="https://www.fantai.example/nl/login/password?token=AbC-123_x">link</a>.</p>';
    expect(withoutSecretLinks(html)).toBe('<p>Set it here: <a href="https://www.fantai.example/nl/login/password?token=[redacted]">link</a>.</p>');
    expect(withoutSecretLinks("Certificate: http://localhost:3000/api/warranty/certificates/AbCdEfGh12 and https://x.example/faq?page=2")).toBe(
      "Certificate: http://localhost:3000/api/warranty/certificates/[redacted] and https://x.example/faq?page=2",
    );
  });
});
