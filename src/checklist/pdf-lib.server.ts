// pdf-lib and its font engine, required as the CommonJS packages they are: imported from an ES
// module, Node first scans their sources for the names they export, which took a fifth of the time
// to draw a build's first checklist. pdf-lib as the one-file build it ships: its 139 modules one
// by one took twice as long to load.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const { PDFDocument, PDFString, rgb } = require("pdf-lib/dist/pdf-lib.min.js") as typeof import("pdf-lib");
export const fontkit = require("@pdf-lib/fontkit") as typeof import("@pdf-lib/fontkit");
