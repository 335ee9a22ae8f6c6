import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';

const require = createRequire(import.meta.url);
let module: Promise<WrappedPdfiumModule> | undefined;

/** PDFium (Chrome's and Android's PDF engine, compiled to WebAssembly), started once per test worker. */
function pdfium(): Promise<WrappedPdfiumModule> {
  module ??= readFile(require.resolve('@embedpdf/pdfium/pdfium.wasm')).then(async (wasmBinary) => {
    const started = await init({ wasmBinary });
    started.PDFiumExt_Init();
    return started;
  });
  return module;
}

/**
 * The text PDFium extracts from each page of a PDF, pages joined by a line break: what copy and
 * paste, search and a screen reader get in Chrome's viewer. A second extractor beside poppler's
 * pdftotext, neither of them our code.
 */
export async function pdfiumText(pdf: Buffer | Uint8Array): Promise<string> {
  const lib = await pdfium();
  const { wasmExports, UTF16ToString } = lib.pdfium;
  // Emscripten's heap view: the package types it through @types/emscripten, which this project does not install.
  const { HEAPU8 } = lib.pdfium as unknown as { HEAPU8: Uint8Array };
  const data = wasmExports.malloc(pdf.length);
  HEAPU8.set(pdf, data);
  const doc = lib.FPDF_LoadMemDocument(data, pdf.length, '');
  try {
    if (!doc) throw new Error('PDFium could not open the PDF');
    const pages: string[] = [];
    for (let index = 0; index < lib.FPDF_GetPageCount(doc); index++) {
      const page = lib.FPDF_LoadPage(doc, index);
      const text = lib.FPDFText_LoadPage(page);
      const count = lib.FPDFText_CountChars(text);
      // UTF-16 code units and a terminating zero.
      const out = wasmExports.malloc((count + 1) * 2);
      lib.FPDFText_GetText(text, 0, count, out);
      pages.push(UTF16ToString(out));
      wasmExports.free(out);
      lib.FPDFText_ClosePage(text);
      lib.FPDF_ClosePage(page);
    }
    return pages.join('\n');
  } finally {
    if (doc) lib.FPDF_CloseDocument(doc);
    wasmExports.free(data);
  }
}
