import { extractText, getDocumentProxy } from "unpdf";

/** The text of every page of a PDF, as a reader would extract it (pdf.js through unpdf), lines joined by spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, " ");
}
