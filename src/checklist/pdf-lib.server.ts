// pdf-lib and its font engine, required as the CommonJS packages they are: imported from an ES
// module, Node first scans their sources for the names they export, which took a fifth of the time
// to draw a build's first checklist.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const { PDFDocument, PDFString, rgb } = require("pdf-lib") as typeof import("pdf-lib");
export const fontkit = require("@pdf-lib/fontkit") as typeof import("@pdf-lib/fontkit");
