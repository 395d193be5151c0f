import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { apiErrorHandler } from "#server/http/errors.ts";
import { fieldsOnly, optionalFilesField, singleFileUpload } from "#server/http/multipart.ts";

/** The API's multipart reader (decision 095): the limits and answers the upload endpoints give. */
const app = express();
app.post("/one", singleFileUpload(10), (req, res) => void res.json({ body: req.body, file: req.file && { name: req.file.originalname, size: req.file.size } }));
app.post("/fields", fieldsOnly(), (req, res) => void res.json({ body: req.body ?? null }));
app.post("/photos", optionalFilesField("photos", 10, 2), (req, res) => void res.json({ sizes: req.files?.map((file) => file.size) }));
app.use(apiErrorHandler);

const part = (name: string, value: string, filename?: string) =>
  `--abc\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"`}\r\n\r\n${value}\r\n`;
const post = (path: string, body: string, type = "multipart/form-data; boundary=abc") => request(app).post(path).set("Content-Type", type).send(body);

describe("multipart bodies of the API", () => {
  it("takes a file of exactly its bound, its name read as UTF-8 without control characters", async () => {
    const response = await post("/one", part("file", "0123456789", "Tondeuse à gazon.jpg") + part("alt", "Lawn") + "--abc--\r\n");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ body: { alt: "Lawn" }, file: { name: "Tondeuse à gazon.jpg", size: 10 } });
    const escaped = `--abc\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''bell%07.jpg\r\n\r\n01\r\n--abc--\r\n`;
    expect((await post("/one", escaped)).body.file).toEqual({ name: "bell.jpg", size: 2 });
  });

  it("answers 413 to a file one byte past its bound", async () => {
    const response = await post("/one", part("file", "0123456789X", "a.jpg") + "--abc--\r\n");
    expect(response.status).toBe(413);
    expect(response.body.message).toBe("The uploaded file is too large.");
  });

  it("answers 422 naming the field to a file under another name, too many files and a file on a form without files", async () => {
    const other = await post("/one", part("other", "01", "a.jpg") + "--abc--\r\n");
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ message: "The other field is not accepted here.", errors: { other: ["Unexpected file field"] } });
    const three = await post("/photos", ["a", "b", "c"].map((name) => part("photos", "01", `${name}.jpg`)).join("") + "--abc--\r\n");
    expect(three.status).toBe(422);
    expect(three.body.errors).toEqual({ file: ["Too many files"] });
    const unasked = await post("/fields", part("file", "01", "a.jpg") + "--abc--\r\n");
    expect(unasked.status).toBe(422);
    expect(unasked.body.errors).toEqual({ file: ["Too many files"] });
  });

  it("answers 422 to a field value past its bound", async () => {
    const response = await post("/one", part("alt", "x".repeat(1025)) + "--abc--\r\n");
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ alt: ["Field value too long"] });
  });

  it("answers 400 to a body that is not valid multipart, and lets other types through", async () => {
    for (const [body, type] of [
      [part("en_name", "Spring"), undefined],
      ["en_name=Spring", "multipart/form-data"],
    ] as const) {
      const response = await post("/fields", body, type);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("The form data could not be read (malformed multipart body).");
    }
    expect((await post("/fields", "hello", "text/plain")).body).toEqual({ body: null });
  });

  it("keeps an empty file input out, and a field sent twice as a list", async () => {
    const response = await post("/photos", part("photos", "", "") + part("photos", "01", "a.jpg") + part("tag", "a") + part("tag", "b") + "--abc--\r\n");
    expect(response.body).toEqual({ sizes: [2] });
    const fields = await post("/fields", part("tag", "a") + part("tag", "b") + "--abc--\r\n");
    expect(fields.body).toEqual({ body: { tag: ["a", "b"] } });
  });
});
